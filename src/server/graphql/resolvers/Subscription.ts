// Live updates (issue 12): a subscriber's stream of change notices, each read as the subscriber. Who may
// follow is checked when subscribing (the issue or project must be visible) and again for every notice once
// its payload is read (the session must still be signed in, its user still see the project:
// sharedLiveResults.ts); a notice is resolved as that user, so nobody reads through a stream what a query
// would not show them. The checks and the rows read are shared
// by the process's streams of the notice (noticeReads.ts).
import type {
  InboxChangedPayloadResolvers,
  IssueChangedPayloadResolvers,
  ProjectIssuesChangedPayloadResolvers,
  SubscriptionResolvers,
} from '../__generated__/resolvers-types.ts';
import { requireViewer } from '../../domain/authorization.ts';
import { issueMatchesSearch } from '../../domain/issueList.ts';
import { addedItem, type ChangeNotice, type InboxNotice } from '../../domain/liveChanges.ts';
import { timelineCursor } from '../../domain/timeline.ts';
import { tagged } from '../typeTag.ts';
import type { SignedIn } from '../../domain/viewer.ts';
import type { Context } from '../context.ts';
import { readsOf } from '../noticeReads.ts';
import { keyOf, toGlobalId } from '../globalId.ts';
import { notFoundError } from '../liveStreamErrors.ts';

async function visibleProjectOf(context: Context, projectId: number | null): Promise<number | null> {
  if (projectId === null) return null;
  return (await context.loaders.projectVisible.load(projectId)) ? projectId : null;
}

export const Subscription: SubscriptionResolvers = {
  issueChanged: {
    subscribe: async (_, { id }, context) => {
      const viewer: SignedIn = requireViewer(context.viewer);
      const key = keyOf(id, 'Issue');
      const issue = key === null ? null : await context.loaders.issue.load(key);
      if (!issue || (await visibleProjectOf(context, issue.project_id)) === null) throw notFoundError('issue');
      return context.live.follow('issue', issue.id, viewer.id);
    },
    resolve: (notice: ChangeNotice) => notice,
  },
  projectIssuesChanged: {
    subscribe: async (_, { projectId }, context) => {
      const viewer: SignedIn = requireViewer(context.viewer);
      const project = await visibleProjectOf(context, keyOf(projectId, 'Project'));
      if (project === null) throw notFoundError('project');
      return context.live.follow('project', project, viewer.id);
    },
    resolve: (notice: ChangeNotice) => notice,
  },
  // Only the viewer's own inbox: the topic is their id, and each notice is checked again against the session.
  inboxChanged: {
    subscribe: (_, __, context) => context.live.followInbox(requireViewer(context.viewer).id),
    resolve: (notice: InboxNotice) => notice,
  },
};

export const InboxChangedPayload: InboxChangedPayloadResolvers = {
  viewer: async (notice, _, { loaders }) => {
    const user = await loaders.user.load(notice.userId);
    if (!user) throw new Error(`User ${notice.userId} of an inbox notice does not exist`);
    return user;
  },
};

async function issueOf(notice: ChangeNotice, _: unknown, context: Context) {
  const issue = await context.loaders.issue.load(notice.issueId);
  if (!issue) throw new Error(`Issue ${notice.issueId} of a change notice does not exist`);
  return issue;
}

export const IssueChangedPayload: IssueChangedPayloadResolvers = {
  issue: issueOf,
  timelineItem: async (notice, _, { loaders }) => {
    const item = addedItem(notice);
    if (!item) return null;
    return item.type === 'Comment'
      ? tagged('Comment', await loaders.comment.load(item.id))
      : tagged('IssueEvent', await loaders.issueEvent.load(item.id));
  },
  timelineEdge: async (notice, _, { db }) => {
    const entry = await readsOf(notice, db).addedEntry();
    return entry ? { cursor: timelineCursor(entry), node: entry } : null;
  },
  comment: (notice, _, { loaders }) =>
    (notice.kind === 'comment.updated' || notice.kind === 'attachment') && notice.itemId !== null
      ? loaders.comment.load(notice.itemId)
      : null,
  deletedCommentId: (notice) => (notice.kind === 'comment.deleted' && notice.itemId !== null ? toGlobalId('Comment', notice.itemId) : null),
};

export const ProjectIssuesChangedPayload: ProjectIssuesChangedPayloadResolvers = {
  issue: issueOf,
  created: (notice) => notice.kind === 'issue.created',
  matches: (notice, { query }, { db, viewer }) =>
    issueMatchesSearch(db, { projectId: notice.projectId, viewer: requireViewer(viewer), query, issueId: notice.issueId }),
};
