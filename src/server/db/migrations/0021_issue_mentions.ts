// Back-links (issue 17, "References"): an issue's timeline says "mentioned in #45" when another issue's
// description or one of its comments refers to it. One row per target and source (the source issue, and the
// comment when the reference is in one), kept in step with the source's text by the write that changes it, and
// gone with the source (`on delete cascade`).
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('issue_mentions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The issue referred to, whose timeline shows the back-link.
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    // Where the reference is written: an issue's description (no comment), or a comment on that issue.
    .addColumn('source_issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('source_comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    // Who wrote the reference (the text's author, or whoever edited it in).
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Once per target and source: a comment that refers to #12 three times, or is edited, makes one back-link.
  await sql`create unique index issue_mentions_once on issue_mentions (issue_id, source_issue_id, coalesce(source_comment_id, 0))`.execute(
    db,
  );
  // A source's back-links are found again when its text changes.
  await db.schema.createIndex('issue_mentions_source').on('issue_mentions').columns(['source_issue_id', 'source_comment_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('issue_mentions').execute();
}
