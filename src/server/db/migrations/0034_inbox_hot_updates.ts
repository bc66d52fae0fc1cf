// The inbox's fan-out (issue 17): bumping 1,000 followers' entries cost 1,000 new index entries in each of the
// table's three indexes, because `updated_at`, which every bump sets, was in the inbox's order index. With no
// index on a column a bump sets (reason, unread_count, updated_at, done_at, source_issue_id), PostgreSQL updates
// each row in place on its page (a HOT update: no index is written), if the page has room for the new version:
// hence fillfactor 50. A page of the inbox finds the person's entries by `notifications_once (user_id, issue_id)`
// and sorts them; the page's total count read them all already, so the order index saved a sort, not a scan.
//
// `source_issue_id`: the other issue of a REFERENCED or RELATED entry ("Mentioned in #45 Title"), null for the
// other reasons. No foreign key: deleting an issue would then look through every inbox for it; an id is never
// reused, and the entry shows no source when its issue is gone or the reader may not see it.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`drop index notifications_inbox`.execute(db);
  await sql`alter table notifications set (fillfactor = 50)`.execute(db);
  await db.schema.alterTable('notifications').addColumn('source_issue_id', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('source_issue_id').execute();
  await sql`alter table notifications reset (fillfactor)`.execute(db);
  await sql`create index notifications_inbox on notifications (user_id, updated_at desc, id desc)`.execute(db);
}
