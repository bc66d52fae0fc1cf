// Relations between issues (issue 17): "blocks", "relates to" and "duplicate of". One row per pair of issues,
// whatever its kind or direction, so a pair is never both "blocks" and "relates to", and A→B and B→A cannot
// both be written. Adding or removing one is recorded in both issues' timelines (RELATION_ADDED,
// RELATION_REMOVED, with the other issue in `related_issue_id`).
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

const BEFORE = `'RENAMED', 'CLOSED', 'REOPENED', 'PRIORITY_CHANGED', 'LABELED', 'UNLABELED', 'ASSIGNED', 'UNASSIGNED', 'DESCRIPTION_EDITED', 'ATTACHMENT_REMOVED'`;

async function allowKinds(db: AnyDb, kinds: string): Promise<void> {
  await sql`alter table issue_events drop constraint issue_events_kind_check`.execute(db);
  await sql.raw(`alter table issue_events add constraint issue_events_kind_check check (kind in (${kinds}))`).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('issue_relations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Read as "issue_id <kind> related_issue_id": #3 BLOCKS #7, #3 DUPLICATE_OF #7, #3 RELATES_TO #7.
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('related_issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('BLOCKS', 'RELATES_TO', 'DUPLICATE_OF')`))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('issue_relations_not_self', sql`issue_id <> related_issue_id`)
    .execute();
  // One relation per pair, in either direction (the domain says which one exists when a second is asked for).
  await sql`create unique index issue_relations_pair on issue_relations (least(issue_id, related_issue_id), greatest(issue_id, related_issue_id))`.execute(
    db,
  );
  // Each side finds its relations on an index: the issue page, the search terms and the cycle walk.
  await db.schema.createIndex('issue_relations_issue').on('issue_relations').columns(['issue_id', 'kind']).execute();
  await db.schema.createIndex('issue_relations_related').on('issue_relations').columns(['related_issue_id', 'kind']).execute();
  await db.schema
    .alterTable('issue_events')
    .addColumn('related_issue_id', 'integer', (c) => c.references('issues.id').onDelete('set null'))
    .execute();
  await allowKinds(db, `${BEFORE}, 'RELATION_ADDED', 'RELATION_REMOVED'`);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`delete from issue_events where kind in ('RELATION_ADDED', 'RELATION_REMOVED')`.execute(db);
  await allowKinds(db, BEFORE);
  await db.schema.alterTable('issue_events').dropColumn('related_issue_id').execute();
  await db.schema.dropTable('issue_relations').execute();
}
