// The issue tracker's types: timeline entries (comments and change events), saved views.
import type {
  IssueEventResolvers,
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
    const row =
      edge.node.type === 'Comment'
        ? tagged('Comment', await loaders.comment.load(edge.node.id))
        : tagged('IssueEvent', await loaders.issueEvent.load(edge.node.id));
    if (!row) throw new Error(`Timeline entry ${edge.node.type} ${edge.node.id} vanished`);
    return row;
  },
};
