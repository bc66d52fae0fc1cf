// Removing an attached file is recorded in its issue's timeline (ATTACHMENT_REMOVED, with the file's name as
// `from_value`): the kinds an event may have grow by one more.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

const BEFORE = `'RENAMED', 'CLOSED', 'REOPENED', 'PRIORITY_CHANGED', 'LABELED', 'UNLABELED', 'ASSIGNED', 'UNASSIGNED', 'DESCRIPTION_EDITED'`;

async function allowKinds(db: AnyDb, kinds: string): Promise<void> {
  await sql`alter table issue_events drop constraint issue_events_kind_check`.execute(db);
  await sql.raw(`alter table issue_events add constraint issue_events_kind_check check (kind in (${kinds}))`).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await allowKinds(db, `${BEFORE}, 'ATTACHMENT_REMOVED'`);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`delete from issue_events where kind = 'ATTACHMENT_REMOVED'`.execute(db);
  await allowKinds(db, BEFORE);
}
