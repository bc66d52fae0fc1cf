// Editing an issue's description is recorded in its timeline (DESCRIPTION_EDITED), as a rename is: the kinds an
// event may have grow by one. The event carries no text: the description itself is the body.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

const BEFORE = `'RENAMED', 'CLOSED', 'REOPENED', 'PRIORITY_CHANGED', 'LABELED', 'UNLABELED', 'ASSIGNED', 'UNASSIGNED'`;

async function allowKinds(db: AnyDb, kinds: string): Promise<void> {
  // 0004 declared the check on the column, so PostgreSQL named it after table and column.
  await sql`alter table issue_events drop constraint issue_events_kind_check`.execute(db);
  await sql.raw(`alter table issue_events add constraint issue_events_kind_check check (kind in (${kinds}))`).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await allowKinds(db, `${BEFORE}, 'DESCRIPTION_EDITED'`);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`delete from issue_events where kind = 'DESCRIPTION_EDITED'`.execute(db);
  await allowKinds(db, BEFORE);
}
