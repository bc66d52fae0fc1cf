// Mock data in the shape of schema.graphql, for MockPayloadGenerator resolvers.
const DAY = 24 * 3600 * 1000;

/** The signed-in user of most tests (a member): only they and admins see their email address. */
export const ada = {
  id: 'user-ada',
  name: 'Ada Lovelace',
  login: 'ada',
  avatarUrl: '/avatars/ada.svg',
  role: 'MEMBER',
  email: 'ada@triage.test' as string | null,
  deactivatedAt: null as string | null,
  // The header's inbox count (and the title's "(n) "): nothing unread unless a test says so.
  unreadNotificationCount: 0 as number | null,
};
export const grace = {
  id: 'user-grace',
  name: 'Grace Hopper',
  login: 'grace',
  avatarUrl: '/avatars/grace.svg',
  role: 'ADMIN',
  // Hidden from ada, who is not an admin.
  email: null as string | null,
  deactivatedAt: null as string | null,
};

/** A public project in which the viewer (a member) may open issues. */
export const webProject = {
  id: 'project-web',
  slug: 'web',
  name: 'Web',
  description: 'The web app',
  visibility: 'PUBLIC',
  viewerCanCreateIssue: true,
  viewerCanAdminister: false,
  archivedAt: null as string | null,
};

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString();
}

export function issue(number: number, fields: Record<string, unknown> = {}) {
  return {
    id: `issue-${number}`,
    number,
    title: `Issue number ${number}`,
    body: `Body of issue ${number}`,
    state: 'OPEN',
    stateReason: null as string | null,
    priority: 'MEDIUM',
    createdAt: daysAgo(10),
    updatedAt: daysAgo(3),
    revision: 3,
    project: webProject,
    author: ada,
    assignees: [grace],
    labels: [{ id: `label-bug`, name: 'bug', color: 'd73a4a', description: 'Something is broken' }],
    comments: { totalCount: 2 },
    // Seen by a member, as webProject is.
    viewerCanUpdate: true,
    viewerCanDelete: false,
    // The references its description holds that the viewer may follow (none unless a test gives some).
    references: [] as unknown[],
    // Not a sub-issue, and without sub-issues, unless a test says otherwise.
    parent: null as unknown,
    subIssues: [] as unknown[],
    subIssueProgress: { done: 0, total: 0 },
    ...fields,
  };
}

/** A connection holding `nodes`, with cursors `cursor-<n>` named after each node's number. */
export function connection(nodes: Array<{ number: number }>, { hasNextPage = false, totalCount = nodes.length } = {}) {
  const edges = nodes.map((node) => ({ cursor: `cursor-${node.number}`, node }));
  return {
    totalCount,
    // Read only on issue connections (a search the server could not parse); empty, as for any good search.
    queryErrors: [] as Array<{ field: string[] | null; message: string; code: string }>,
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The project's labels, by name (Project.labels). */
export const labels = {
  bug: { id: 'label-bug', name: 'bug', color: 'd73a4a', description: 'Something is broken' },
  docs: { id: 'label-docs', name: 'docs', color: '0075ca', description: '' },
  wontfix: { id: 'label-wontfix', name: 'wontfix', color: 'ffffff', description: 'Will not be worked on' },
};

/** A comment as the timeline holds it (a member of the IssueTimelineItem union). */
export function comment(n: number, body: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'Comment',
    id: `comment-${n}`,
    number: n,
    body,
    author: grace as typeof grace | typeof ada | null,
    createdAt: daysAgo(2),
    updatedAt: daysAgo(2),
    editedAt: null as string | null,
    viewerCanUpdate: false,
    // Without it, the mock generator would invent one file per comment.
    attachments: [] as unknown[],
    // Likewise a reference, whose generated issue would overwrite the page's own issue in the store.
    references: [] as unknown[],
    ...fields,
  };
}

/** A change in an issue's timeline (IssueEvent). */
export function issueEvent(n: number, kind: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'IssueEvent',
    id: `event-${n}`,
    number: n,
    kind,
    actor: ada as typeof ada | typeof grace | null,
    createdAt: daysAgo(3),
    from: null as string | null,
    to: null as string | null,
    label: null as (typeof labels)['bug'] | null,
    assignee: null as typeof ada | typeof grace | null,
    ...fields,
  };
}

const MB = 1024 * 1024;

/** The workspace's upload policy (Workspace.uploadPolicy) as the server's defaults make it, shortened. */
export const uploadPolicy = {
  maxFileBytes: 25 * MB,
  maxFilesPerUpload: 10,
  allowedTypes: ['image/*', 'text/plain', 'application/pdf', 'application/zip'],
};

/** An attached file (Attachment); `n` names it. */
export function attachment(n: number, fields: Record<string, unknown> = {}) {
  return {
    id: `attachment-${n}`,
    filename: `file-${n}.txt`,
    contentType: 'text/plain',
    size: 1000,
    sha256: 'ab'.repeat(32),
    url: `/attachments/attachment-${n}/file-${n}.txt` as string | null,
    isImage: false,
    uploader: ada as typeof ada | typeof grace | null,
    createdAt: daysAgo(1),
    viewerCanRemove: false,
    ...fields,
  };
}
