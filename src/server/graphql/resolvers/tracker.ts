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
import type { TimelineItem } from '../../domain/timeline.ts';
import type { Loaders } from '../loaders.ts';
import { toGlobalId } from '../globalId.ts';
import { tagged } from '../typeTag.ts';
import { visibleIssue } from './Issue.ts';

export const IssueEvent: IssueEventResolvers = {
  id: (event) => toGlobalId('IssueEvent', event.id),
  actor: (event, _, { loaders }) => (event.actor_id === null ? null : loaders.user.load(event.actor_id)),
  createdAt: (event) => event.created_at,
  from: (event) => eventValueText(event.kind, event.from_value),
  to: (event) => eventValueText(event.kind, event.to_value),
  label: (event, _, { loaders }) => (event.label_id === null ? null : loaders.label.load(event.label_id)),
  assignee: (event, _, { loaders }) => (event.assignee_id === null ? null : loaders.user.load(event.assignee_id)),
  relatedIssue: (event, _, { loaders }) => (event.related_issue_id === null ? null : visibleIssue(event.related_issue_id, loaders)),
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

/** The row the timeline's page read with the entry, put in the loaders its fields read through. */
function primedItem(item: TimelineItem, loaders: Loaders) {
  for (const person of item.people) loaders.user.prime(person.id, person);
  switch (item.type) {
    case 'Comment':
      loaders.comment.prime(item.comment.id, item.comment);
      loaders.attachmentsOfComment.prime(item.comment.id, item.attachments);
      return tagged('Comment', item.comment);
    case 'IssueEvent':
      loaders.issueEvent.prime(item.event.id, item.event);
      if (item.label) loaders.label.prime(item.label.id, item.label);
      return tagged('IssueEvent', item.event);
    case 'IssueMention':
      loaders.issueMention.prime(item.mention.id, item.mention);
      return tagged('IssueMention', item.mention);
  }
}

export const IssueTimelineEdge: IssueTimelineEdgeResolvers = {
  node: async (edge, _, { loaders }) => {
    const { type, id, item } = edge.node;
    const row = item
      ? primedItem(item, loaders)
      : type === 'Comment'
        ? tagged('Comment', await loaders.comment.load(id))
        : type === 'IssueEvent'
          ? tagged('IssueEvent', await loaders.issueEvent.load(id))
          : tagged('IssueMention', await loaders.issueMention.load(id));
    if (!row) throw new Error(`Timeline entry ${type} ${id} vanished`);
    return row;
  },
};
