// The inbox: the Notification type, the viewer's entries and unread count on User, the viewer's subscription
// on Issue, and the mutations that tidy the inbox or follow an issue (domain/inbox.ts).
import type {
  MutationResolvers,
  NotificationConnectionResolvers,
  NotificationResolvers,
  NotificationsPayloadResolvers,
} from '../__generated__/resolvers-types.ts';
import { requireViewer } from '../../domain/authorization.ts';
import {
  changeNotifications,
  listNotifications,
  markAllNotificationsRead,
  setIssueSubscription,
  unreadNotificationCount,
  type InboxFilter,
} from '../../domain/inbox.ts';
import { emptyConnection, pageRequest, type Connection } from '../../domain/pagination.ts';
import type { NotificationRow } from '../../db/tables/notifications.ts';
import type { UserRow } from '../../db/tables/accounts.ts';
import type { Context } from '../context.ts';
import { keyOf, toGlobalId } from '../globalId.ts';
import { visibleIssue } from './Issue.ts';

export const Notification: NotificationResolvers = {
  id: (notification) => toGlobalId('Notification', notification.id),
  // Rows are read only for issues the viewer can see (domain/inbox.ts), and deleting an issue deletes its entries.
  issue: async (notification, _, { loaders }) => {
    const issue = await loaders.issue.load(notification.issue_id);
    if (!issue) throw new Error(`Notification ${notification.id} outlived its issue`);
    return issue;
  },
  // Only if the viewer may see it now (the fan-out checked then): no title of a private issue reaches an inbox.
  sourceIssue: (notification, _, { loaders }) =>
    notification.source_issue_id === null ? null : visibleIssue(notification.source_issue_id, loaders),
  unreadCount: (notification) => notification.unread_count,
  updatedAt: (notification) => notification.updated_at,
  isRead: (notification) => notification.unread_count === 0,
  isDone: (notification) => notification.done_at !== null,
};

export const NotificationConnection: NotificationConnectionResolvers = {
  edges: async (connection) => (await connection.page()).edges,
  pageInfo: async (connection) => (await connection.page()).pageInfo,
  totalCount: (connection) => connection.totalCount(),
};

export const NotificationsPayload: NotificationsPayloadResolvers = {
  notifications: (payload) => [...payload.notifications],
};

/** User.notifications and User.unreadNotificationCount: the user's own, to themselves only. */
export function notificationsOf(
  user: UserRow,
  args: { first?: number | null; after?: string | null; filter?: InboxFilter | null },
  { db, viewer }: Context,
): Connection<NotificationRow> {
  if (viewer?.id !== user.id) return emptyConnection();
  return listNotifications(db, viewer, args.filter ?? 'UNREAD', pageRequest(args.first, args.after));
}

export function unreadCountOf(user: UserRow, { db, viewer }: Context): Promise<number> | null {
  return viewer?.id === user.id ? unreadNotificationCount(db, viewer) : null;
}

type InboxMutations = Pick<
  MutationResolvers,
  'markNotificationsRead' | 'markAllNotificationsRead' | 'markNotificationsDone' | 'setIssueSubscription'
>;

export const inboxMutations: InboxMutations = {
  async markNotificationsRead(_, { input }, { db, viewer, loaders }) {
    const signedIn = requireViewer(viewer);
    const ids = input.ids.map((id) => keyOf(id, 'Notification'));
    const result = await changeNotifications(db, signedIn, ids, { read: input.read ?? true });
    const clientMutationId = input.clientMutationId ?? null;
    const user = await loaders.user.load(signedIn.id);
    return 'errors' in result
      ? { notifications: [], viewer: user, errors: result.errors, clientMutationId }
      : { notifications: result.notifications, viewer: user, errors: [], clientMutationId };
  },
  async markNotificationsDone(_, { input }, { db, viewer, loaders }) {
    const signedIn = requireViewer(viewer);
    const ids = input.ids.map((id) => keyOf(id, 'Notification'));
    const result = await changeNotifications(db, signedIn, ids, { done: input.done ?? true });
    const clientMutationId = input.clientMutationId ?? null;
    const user = await loaders.user.load(signedIn.id);
    return 'errors' in result
      ? { notifications: [], viewer: user, errors: result.errors, clientMutationId }
      : { notifications: result.notifications, viewer: user, errors: [], clientMutationId };
  },
  async markAllNotificationsRead(_, { input }, { db, viewer, loaders }) {
    const signedIn = requireViewer(viewer);
    const markedCount = await markAllNotificationsRead(db, signedIn);
    return { markedCount, viewer: await loaders.user.load(signedIn.id), errors: [], clientMutationId: input.clientMutationId ?? null };
  },
  async setIssueSubscription(_, { input }, { db, viewer, loaders }) {
    const result = await setIssueSubscription(db, requireViewer(viewer), keyOf(input.issueId, 'Issue'), input.subscribed);
    const clientMutationId = input.clientMutationId ?? null;
    if ('errors' in result) return { issue: null, errors: result.errors, clientMutationId };
    return { issue: await loaders.issue.load(result.issueId), errors: [], clientMutationId };
  },
};
