// The inbox (issue 17): who follows an issue (issue_subscriptions) and what they have not yet seen of it
// (notifications). A notification is one row per person and issue, not one per event: twenty comments on one
// issue are one entry whose `unread_count` says 20 and whose `reason` is that of the latest event. Both tables
// are written by the transaction of the event, with one statement for all of an issue's followers.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('issue_subscriptions')
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // False: the person unsubscribed, and stays so (no later comment of theirs subscribes them again).
    .addColumn('subscribed', 'boolean', (c) => c.notNull())
    // Why they follow it: SUBSCRIBED (by hand), AUTHOR, COMMENTED, ASSIGNED, MENTIONED.
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('SUBSCRIBED', 'AUTHOR', 'COMMENTED', 'ASSIGNED', 'MENTIONED')`))
    .addPrimaryKeyConstraint('issue_subscriptions_pkey', ['issue_id', 'user_id'])
    .execute();
  await db.schema.createIndex('issue_subscriptions_user').on('issue_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    // The latest event's: MENTIONED, ASSIGNED, COMMENT, STATE_CHANGE, DUPLICATE.
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('MENTIONED', 'ASSIGNED', 'COMMENT', 'STATE_CHANGE', 'DUPLICATE')`))
    // Events since the person last read the entry (0 once read).
    .addColumn('unread_count', 'integer', (c) => c.notNull().check(sql`unread_count >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .addUniqueConstraint('notifications_once', ['user_id', 'issue_id'])
    .execute();
  // The inbox's order (newest first) for one person, and its unread count.
  await sql`create index notifications_inbox on notifications (user_id, updated_at desc, id desc)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('issue_subscriptions').execute();
}
