// Sub-issues (issue 17): an issue may have one parent, a parent has children. The parent is a column of the
// child (one parent at most, by construction) rather than a row of `issue_relations`, whose "one relation per
// pair" would forbid a sub-issue that also blocks its parent. Setting, changing and clearing a parent is
// recorded in both timelines: SUB_ISSUE_ADDED / SUB_ISSUE_REMOVED on the parent, PARENT_ADDED / PARENT_REMOVED
// on the child, each with the other issue in `related_issue_id`.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

const BEFORE = `'RENAMED', 'CLOSED', 'REOPENED', 'PRIORITY_CHANGED', 'LABELED', 'UNLABELED', 'ASSIGNED', 'UNASSIGNED', 'DESCRIPTION_EDITED', 'ATTACHMENT_REMOVED', 'RELATION_ADDED', 'RELATION_REMOVED'`;

async function allowKinds(db: AnyDb, kinds: string): Promise<void> {
  await sql`alter table issue_events drop constraint issue_events_kind_check`.execute(db);
  await sql.raw(`alter table issue_events add constraint issue_events_kind_check check (kind in (${kinds}))`).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  // Deleting a parent leaves its children without one (they are issues in their own right).
  await db.schema
    .alterTable('issues')
    .addColumn('parent_id', 'integer', (c) => c.references('issues.id').onDelete('set null'))
    .execute();
  await sql`alter table issues add constraint issues_parent_not_self check (parent_id <> id)`.execute(db);
  // A parent's children (the issue page, `parent:#12`, the bound on children, the cycle walk).
  await sql`create index issues_parent on issues (parent_id) where parent_id is not null`.execute(db);
  await allowKinds(db, `${BEFORE}, 'SUB_ISSUE_ADDED', 'SUB_ISSUE_REMOVED', 'PARENT_ADDED', 'PARENT_REMOVED'`);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`delete from issue_events where kind in ('SUB_ISSUE_ADDED', 'SUB_ISSUE_REMOVED', 'PARENT_ADDED', 'PARENT_REMOVED')`.execute(db);
  await allowKinds(db, BEFORE);
  await db.schema.alterTable('issues').dropColumn('parent_id').execute();
}
