// The write matrix's rows for the inbox: entries are their owner's alone (another person's is as absent as one
// that does not exist, whatever the role, admins included); following an issue needs only to see it.
import assert from 'node:assert/strict';
import {
  type Actor,
  type Cell,
  type Expected,
  type Fixture,
  type MutationName,
  type RowMaker,
  ITS_OWNER_ONLY,
  SIGNED_IN,
  WHO_SEES_MOBILE,
  id,
} from './table.ts';

/** An unread entry of `userId`'s inbox on a new issue of `project`. */
async function entry(f: Fixture, project: 'web' | 'mobile', userId: number): Promise<number> {
  const issueId = await f.issue(project, f.users.ada);
  const row = await f.db
    .insertInto('notifications')
    .values({ user_id: userId, issue_id: issueId, reason: 'COMMENT', unread_count: 2, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The actor's own entry of a web issue and of a mobile one, and ada's entry of a web issue. */
function onEntries(
  f: Fixture,
  input: (entryId: number) => Record<string, unknown>,
  check: (row: { unread_count: number; done_at: Date | null }) => void,
) {
  const cell = (project: 'web' | 'mobile', owner: (actor: Actor) => number, expected: Expected): Cell => ({
    expected,
    prepare: async (actor) => {
      const entryId = await entry(f, project, owner(actor));
      return {
        input: input(entryId),
        tookEffect: async () =>
          check(
            await f.db.selectFrom('notifications').select(['unread_count', 'done_at']).where('id', '=', entryId).executeTakeFirstOrThrow(),
          ),
      };
    },
  });
  return {
    targetField: 'ids',
    targets: {
      web: cell('web', (actor) => f.owner(actor), SIGNED_IN),
      mobile: cell('mobile', (actor) => f.owner(actor), WHO_SEES_MOBILE),
      others: cell('web', () => f.users.ada, ITS_OWNER_ONLY),
    },
  };
}

export const inboxRows = {
  markNotificationsRead: (f) =>
    onEntries(
      f,
      (entryId) => ({ ids: [id('Notification', entryId)] }),
      (row) => assert.equal(row.unread_count, 0),
    ),

  markNotificationsDone: (f) =>
    onEntries(
      f,
      (entryId) => ({ ids: [id('Notification', entryId)] }),
      (row) => assert.ok(row.done_at !== null && row.unread_count === 0),
    ),

  markAllNotificationsRead: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const entryId = await entry(f, 'web', f.owner(actor));
          return {
            input: {},
            tookEffect: async () => {
              const row = await f.db.selectFrom('notifications').select('unread_count').where('id', '=', entryId).executeTakeFirstOrThrow();
              assert.equal(row.unread_count, 0);
            },
          };
        },
      },
    },
  }),

  setIssueSubscription: (f) => {
    const cell = (project: 'web' | 'mobile', expected: Expected): Cell => ({
      expected,
      prepare: async (actor) => {
        const issueId = await f.issue(project, f.users.ada);
        return {
          input: { issueId: id('Issue', issueId), subscribed: true },
          tookEffect: async () => {
            const row = await f.db
              .selectFrom('issue_subscriptions')
              .select(['subscribed', 'reason'])
              .where('issue_id', '=', issueId)
              .where('user_id', '=', f.owner(actor))
              .executeTakeFirst();
            assert.deepEqual(row, { subscribed: true, reason: 'SUBSCRIBED' });
          },
        };
      },
    });
    return { targetField: 'issueId', targets: { web: cell('web', SIGNED_IN), mobile: cell('mobile', WHO_SEES_MOBILE) } };
  },
} satisfies Partial<Record<MutationName, RowMaker>>;
