// Who follows an issue, and each person's inbox.
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Why someone follows an issue (issue_subscriptions.reason). */
export type SubscriptionReason = 'SUBSCRIBED' | 'AUTHOR' | 'COMMENTED' | 'ASSIGNED' | 'MENTIONED';

/** Who follows an issue (migration 0028); `subscribed` false: they unsubscribed and stay so. */
export interface IssueSubscriptionsTable {
  issue_id: number;
  user_id: number;
  subscribed: boolean;
  reason: SubscriptionReason;
}

/** Why an inbox entry was last bumped (notifications.reason). */
export type NotificationReason = 'MENTIONED' | 'ASSIGNED' | 'COMMENT' | 'STATE_CHANGE' | 'DUPLICATE' | 'REFERENCED' | 'RELATED';

/** One inbox entry per person and issue (migration 0028): the latest event's reason and the events not yet read. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  issue_id: number;
  reason: NotificationReason;
  unread_count: number;
  updated_at: Date;
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The other issue of a REFERENCED or RELATED entry (a back-link's or a relation's), else null. */
  source_issue_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type NotificationRow = Selectable<NotificationsTable>;
