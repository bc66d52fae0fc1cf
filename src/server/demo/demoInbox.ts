// The demo admin's inbox (issue 17): a first visit to /inbox shows what the page is for, not an empty list. Three
// entries of different reasons, two unread: a teammate's comment mentioning @admin (written into the issue like any
// comment), the comments of an issue the admin subscribed to, and the close of another one, already read. Only the
// admin's: the member's and the viewer's inboxes stay empty (the browser tests read their page titles bare).
// Written after the projects, without the seed's random numbers, so the rest of the demo is the same as before.
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables.ts';
import { refreshSearchDocuments } from '../domain/searchIndex.ts';

type Trx = Transaction<Database>;

const HOUR = 3_600_000;

/** The issue `number` of the project `slug`, or the nearest below it that `fits` (the demo is generated). */
async function issueNear(trx: Trx, slug: string, number: number, fits: 'closed' | 'commented' | 'any') {
  let query = trx
    .selectFrom('issues')
    .innerJoin('projects', 'projects.id', 'issues.project_id')
    .select(['issues.id', 'issues.state', 'issues.closed_at', 'issues.updated_at'])
    .where('projects.slug', '=', slug)
    .where('issues.number', '<=', number)
    .orderBy('issues.number', 'desc')
    .limit(1);
  if (fits === 'closed') query = query.where('issues.state', '=', 'CLOSED');
  if (fits === 'commented') query = query.where('issues.comment_count', '>=', 2);
  return query.executeTakeFirstOrThrow();
}

export async function seedAdminInbox(trx: Trx, adminId: number, teammateId: number, now: number): Promise<void> {
  const mentionedIn = await issueNear(trx, 'web', 150, 'any');
  const mentionedAt = new Date(now - 2 * HOUR);
  await trx
    .insertInto('comments')
    .values({
      issue_id: mentionedIn.id,
      author_id: teammateId,
      body: '@admin could you take a look before the release?',
      created_at: mentionedAt,
      updated_at: mentionedAt,
    })
    .execute();
  await trx
    .updateTable('issues')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1), updated_at: mentionedAt }))
    .where('id', '=', mentionedIn.id)
    .execute();
  await refreshSearchDocuments(trx, [mentionedIn.id]);

  const commented = await issueNear(trx, 'api', 120, 'commented');
  const closed = await issueNear(trx, 'web', 90, 'closed');
  await trx
    .insertInto('issue_subscriptions')
    .values([
      { issue_id: mentionedIn.id, user_id: adminId, subscribed: true, reason: 'MENTIONED' },
      { issue_id: commented.id, user_id: adminId, subscribed: true, reason: 'SUBSCRIBED' },
      { issue_id: closed.id, user_id: adminId, subscribed: true, reason: 'SUBSCRIBED' },
    ])
    .execute();
  await trx
    .insertInto('notifications')
    .values([
      { user_id: adminId, issue_id: mentionedIn.id, reason: 'MENTIONED', unread_count: 1, updated_at: mentionedAt },
      { user_id: adminId, issue_id: commented.id, reason: 'COMMENT', unread_count: 2, updated_at: commented.updated_at },
      { user_id: adminId, issue_id: closed.id, reason: 'STATE_CHANGE', unread_count: 0, updated_at: closed.closed_at ?? closed.updated_at },
    ])
    .execute();
}
