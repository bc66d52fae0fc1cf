// The issue tracker's types: timeline entries (comments and change events), saved views.
import type {
  IssueEventResolvers,
  IssueMentionResolvers,
  IssueTimelineConnectionResolvers,
  IssueTimelineEdgeResolvers,
  IssueTimelineItemResolvers,
  SavedViewResolvers,
} from '../__generated__/resolvers-types.ts';
import { eventValueText } from '../../domain/priority.ts';
import { toGlobalId } from '../globalId.ts';
import { tagged } from '../typeTag.ts';

export const IssueEvent: IssueEventResolvers = {
  id: (event) => toGlobalId('IssueEvent', event.id),
  actor: (event, _, { loaders }) => (event.actor_id === null ? null : loaders.user.load(event.actor_id)),
  createdAt: (event) => event.created_at,
  from: (event) => eventValueText(event.kind, event.from_value),
  to: (event) => eventValueText(event.kind, event.to_value),
  label: (event, _, { loaders }) => (event.label_id === null ? null : loaders.label.load(event.label_id)),
  assignee: (event, _, { loaders }) => (event.assignee_id === null ? null : loaders.user.load(event.assignee_id)),
};

export const IssueMention: IssueMentionResolvers = {
  id: (mention) => toGlobalId('IssueMention', mention.id),
  actor: (mention, _, { loaders }) => (mention.actor_id === null ? null : loaders.user.load(mention.actor_id)),
  createdAt: (mention) => mention.created_at,
  source: async (mention, _, { loaders }) => {
    const issue = await loaders.issue.load(mention.source_issue_id);
    if (!issue) throw new Error(`Back-link ${mention.id} has no source issue ${mention.source_issue_id}`);
    return issue;
  },
  comment: (mention, _, { loaders }) => (mention.source_comment_id === null ? null : loaders.comment.load(mention.source_comment_id)),
};

export const SavedView: SavedViewResolvers = {
  id: (view) => toGlobalId('SavedView', view.id),
  createdAt: (view) => view.created_at,
};

export const IssueTimelineItem: IssueTimelineItemResolvers = {
  __resolveType: (item) => item.__typename,
};

export const IssueTimelineConnection: IssueTimelineConnectionResolvers = {
  edges: async (connection) => (await connection.page()).edges,
  pageInfo: async (connection) => (await connection.page()).pageInfo,
  totalCount: (connection) => connection.totalCount(),
};

export const IssueTimelineEdge: IssueTimelineEdgeResolvers = {
  node: async (edge, _, { loaders }) => {
    const { type, id } = edge.node;
    const row =
      type === 'Comment'
        ? tagged('Comment', await loaders.comment.load(id))
        : type === 'IssueEvent'
          ? tagged('IssueEvent', await loaders.issueEvent.load(id))
          : tagged('IssueMention', await loaders.issueMention.load(id));
    if (!row) throw new Error(`Timeline entry ${edge.node.type} ${edge.node.id} vanished`);
    return row;
  },
};
