// Reading and tidying the inbox (README "The inbox"): a person's entries, newest first, those they can see
// now (someone who lost access to a project no longer sees its issues' entries, nor counts them); marking
// entries read or done (and back); following or leaving an issue by hand. Everything here is the viewer's
// own: another person's entry is as absent as one that does not exist.
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import type { NotificationRow, SubscriptionReason } from '../db/tables/notifications.ts';
import { visibleProject, visibleProjects } from './authorization.ts';
import { keysetConnection, type Connection, type PageRequest } from './pagination.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

/** Which entries: unread and not done, all not done, or done. */
export type InboxFilter = 'UNREAD' | 'ALL' | 'DONE';

/** How many entries one mutation may name (as bulk changes of issues). */
export const MAX_NOTIFICATIONS_PER_CHANGE = 100;

type Result<T> = T | { readonly errors: readonly UserErrorModel[] };

/** The entry's issue is in a project the viewer can see now. */
function ofVisibleIssue(viewer: SignedIn) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    eb.exists(
      eb
        .selectFrom('issues')
        .innerJoin('projects', 'projects.id', 'issues.project_id')
        .select('issues.id')
        .whereRef('issues.id', '=', 'notifications.issue_id')
        .where(visibleProjects(viewer)),
    );
}

function inFilter(filter: InboxFilter) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    filter === 'DONE'
      ? eb('notifications.done_at', 'is not', null)
      : filter === 'ALL'
        ? eb('notifications.done_at', 'is', null)
        : eb.and([eb('notifications.done_at', 'is', null), eb('notifications.unread_count', '>', 0)]);
}

/** The viewer's entries in `filter`, newest first (by the time of their latest event). */
export function listNotifications(db: DB, viewer: SignedIn, filter: InboxFilter, page: PageRequest): Connection<NotificationRow> {
  const base = () =>
    db.selectFrom('notifications').where('notifications.user_id', '=', viewer.id).where(inFilter(filter)).where(ofVisibleIssue(viewer));
  return keysetConnection(page, {
    shape: ['time', 'int'],
    rows: (after, limit) => {
      let rows = base().selectAll('notifications');
      // Times are written from JavaScript dates (milliseconds), so the ISO string in a cursor is exact.
      if (after)
        rows = rows.where(
          sql<boolean>`(notifications.updated_at, notifications.id) < (${String(after[0])}::timestamptz, ${Number(after[1])}::int)`,
        );
      return rows.orderBy('notifications.updated_at', 'desc').orderBy('notifications.id', 'desc').limit(limit).execute();
    },
    keyOf: (row) => [row.updated_at.toISOString(), row.id],
    count: async () =>
      (
        await base()
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count,
  });
}

/** How many entries are unread (and not done) in projects the viewer can see now: the header's number. */
export async function unreadNotificationCount(db: DB, viewer: SignedIn): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('notifications.user_id', '=', viewer.id)
    .where(inFilter('UNREAD'))
    .where(ofVisibleIssue(viewer))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The viewer's entries by id (for `node`), or undefined for each that is not theirs or not visible now. */
export async function notificationsOfViewer(db: DB, viewer: SignedIn, ids: readonly number[]): Promise<(NotificationRow | undefined)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('notifications')
    .selectAll('notifications')
    .where('notifications.id', 'in', ids)
    .where('notifications.user_id', '=', viewer.id)
    .where(ofVisibleIssue(viewer))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
}

function checkIds(ids: readonly (number | null)[]): UserErrorModel | number[] {
  if (ids.length === 0) return userError('ids', 'REQUIRED', 'Choose at least one notification.');
  if (ids.length > MAX_NOTIFICATIONS_PER_CHANGE)
    return userError('ids', 'TOO_MANY', `At most ${MAX_NOTIFICATIONS_PER_CHANGE} notifications can be changed at once.`);
  const keys = ids.filter((id): id is number => id !== null);
  if (keys.length !== ids.length) return userError('ids', 'NOT_FOUND', 'One or more of these notifications do not exist.');
  return [...new Set(keys)];
}

/**
 * Marks the viewer's entries read (`read`) or unread again, or done (archived, and read) or back in the inbox:
 * all of them or none (an id that is not the viewer's, or is of an issue they cannot see now, refuses the lot).
 */
export async function changeNotifications(
  db: DB,
  viewer: SignedIn,
  ids: readonly (number | null)[],
  change: { readonly read: boolean } | { readonly done: boolean },
): Promise<Result<{ notifications: NotificationRow[] }>> {
  const keys = checkIds(ids);
  if (!Array.isArray(keys)) return { errors: [keys] };
  return db
    .transaction()
    .execute(async (trx): Promise<Result<{ notifications: NotificationRow[] }>> => {
      const set =
        'read' in change
          ? { unread_count: change.read ? 0 : sql<number>`greatest(unread_count, 1)` }
          : change.done
            ? { done_at: new Date(), unread_count: 0 }
            : { done_at: null };
      const rows = await trx
        .updateTable('notifications')
        .set(set)
        .where('notifications.id', 'in', keys)
        .where('notifications.user_id', '=', viewer.id)
        .where(ofVisibleIssue(viewer))
        .returningAll()
        .execute();
      if (rows.length !== keys.length) {
        // Nothing is changed: the transaction rolls back.
        throw new Refused(userError('ids', 'NOT_FOUND', 'One or more of these notifications do not exist.'));
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { notifications: keys.map((id) => byId.get(id) as NotificationRow) };
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return { errors: [error.error] };
      throw error;
    });
}

/** Thrown inside the transaction to roll it back and answer why. */
class Refused extends Error {
  constructor(readonly error: UserErrorModel) {
    super('refused');
  }
}

/** Marks every unread entry of the viewer's inbox read; answers how many it marked. */
export async function markAllNotificationsRead(db: DB, viewer: SignedIn): Promise<number> {
  const rows = await db
    .updateTable('notifications')
    .set({ unread_count: 0 })
    .where('notifications.user_id', '=', viewer.id)
    .where('notifications.unread_count', '>', 0)
    .where('notifications.done_at', 'is', null)
    .returning('notifications.id')
    .execute();
  return rows.length;
}

/** Whether the viewer follows an issue, and why; `reason` null when they never did. */
export interface ViewerSubscription {
  readonly subscribed: boolean;
  readonly reason: SubscriptionReason | null;
}

/** The viewer's subscription to each issue (batched by the request's loaders). */
export async function subscriptionsOfViewer(db: DB, viewer: SignedIn, issueIds: readonly number[]): Promise<ViewerSubscription[]> {
  const rows =
    issueIds.length === 0
      ? []
      : await db
          .selectFrom('issue_subscriptions')
          .select(['issue_id', 'subscribed', 'reason'])
          .where('user_id', '=', viewer.id)
          .where('issue_id', 'in', issueIds)
          .execute();
  const byIssue = new Map(rows.map((row) => [row.issue_id, row]));
  return issueIds.map((id) => {
    const row = byIssue.get(id);
    return row ? { subscribed: row.subscribed, reason: row.reason } : { subscribed: false, reason: null };
  });
}

/**
 * Follows an issue by hand or leaves it: leaving is kept (a later comment of the viewer's does not subscribe
 * them again; a mention or an assignment still reaches them). Anyone who can see the issue may, viewers and
 * archived projects included: it changes nothing but the viewer's own inbox.
 */
export async function setIssueSubscription(
  db: DB,
  viewer: SignedIn,
  issueId: number | null,
  subscribed: boolean,
): Promise<Result<{ issueId: number }>> {
  const issue =
    issueId === null ? undefined : await db.selectFrom('issues').select(['id', 'project_id']).where('id', '=', issueId).executeTakeFirst();
  if (!issue || !(await visibleProject(db, viewer, issue.project_id)))
    return { errors: [userError('issueId', 'NOT_FOUND', 'No such issue.')] };
  await db
    .insertInto('issue_subscriptions')
    .values({ issue_id: issue.id, user_id: viewer.id, subscribed, reason: 'SUBSCRIBED' })
    .onConflict((oc) =>
      // Subscribing by hand says so; leaving keeps the reason they had.
      oc.columns(['issue_id', 'user_id']).doUpdateSet(subscribed ? { subscribed: true, reason: 'SUBSCRIBED' } : { subscribed: false }),
    )
    .execute();
  return { issueId: issue.id };
}
