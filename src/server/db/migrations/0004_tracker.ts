// The issue tracker: priorities, close reasons, comment counts and full-text search on issues, edited
// comments, the timeline of changes, and saved views.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('issues')
    // 1 urgent, 2 high, 3 medium, 4 low, 5 none: ascending order is "most urgent first".
    .addColumn('priority', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`priority between 1 and 5`),
    )
    .addColumn('state_reason', 'text', (c) => c.check(sql`state_reason in ('COMPLETED', 'NOT_PLANNED', 'DUPLICATE')`))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Each issue's title, body and comments as one search document, kept up to date by domain/searchIndex.ts.
  // A table of its own, so reading issues never drags the document along.
  await db.schema
    .createTable('issue_search')
    .addColumn('issue_id', 'integer', (c) => c.primaryKey().references('issues.id').onDelete('cascade'))
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    .execute();
  await sql`create index issue_search_document on issue_search using gin (document)`.execute(db);
  // The list's sort orders, each with the issue number as the tie-breaker (keyset pagination).
  await db.schema.createIndex('issues_project_updated').on('issues').columns(['project_id', 'updated_at', 'number']).execute();
  await db.schema.createIndex('issues_project_priority').on('issues').columns(['project_id', 'priority', 'number']).execute();
  await db.schema.createIndex('issues_project_comments').on('issues').columns(['project_id', 'comment_count', 'number']).execute();

  await db.schema.alterTable('comments').addColumn('edited_at', 'timestamptz').execute();
  await db.schema.createIndex('comments_issue_created').on('comments').columns(['issue_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('issue_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`kind in ('RENAMED', 'CLOSED', 'REOPENED', 'PRIORITY_CHANGED', 'LABELED', 'UNLABELED', 'ASSIGNED', 'UNASSIGNED')`),
    )
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('label_id', 'integer', (c) => c.references('labels.id').onDelete('set null'))
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('issue_events_issue_created').on('issue_events').columns(['issue_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('saved_views_owner').on('saved_views').columns(['user_id', 'project_id']).execute();

  // Existing issues: their comment counts and search text.
  await sql`update issues set comment_count = (select count(*) from comments where comments.issue_id = issues.id)`.execute(db);
  await sql`insert into issue_search (issue_id, document)
    select id, setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
      || setweight(to_tsvector('english', coalesce((select string_agg(body, ' ') from comments where comments.issue_id = issues.id), '')), 'C')
    from issues`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
  await db.schema.dropTable('issue_search').execute();
  await db.schema.dropTable('issue_events').execute();
  await db.schema.alterTable('comments').dropColumn('edited_at').execute();
  for (const index of ['issues_project_updated', 'issues_project_priority', 'issues_project_comments', 'comments_issue_created']) {
    await sql`drop index if exists ${sql.raw(index)}`.execute(db);
  }
  await db.schema.alterTable('issues').dropColumn('comment_count').dropColumn('state_reason').dropColumn('priority').execute();
}
