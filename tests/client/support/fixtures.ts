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
};
export const grace = {
  id: 'user-grace',
  name: 'Grace Hopper',
  login: 'grace',
  avatarUrl: '/avatars/grace.svg',
  role: 'ADMIN',
  // Hidden from ada, who is not an admin.
  email: null as string | null,
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
    createdAt: daysAgo(10),
    updatedAt: daysAgo(3),
    project: webProject,
    author: ada,
    assignees: [grace],
    labels: [{ id: `label-bug`, name: 'bug', color: 'd73a4a', description: 'Something is broken' }],
    comments: { totalCount: 2 },
    // Seen by a member, as webProject is.
    viewerCanUpdate: true,
    ...fields,
  };
}

/** A connection holding `nodes`, with cursors `cursor-<n>` named after each node's number. */
export function connection(nodes: Array<{ number: number }>, { hasNextPage = false, totalCount = nodes.length } = {}) {
  const edges = nodes.map((node) => ({ cursor: `cursor-${node.number}`, node }));
  return {
    totalCount,
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
