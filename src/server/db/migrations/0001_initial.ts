// The first schema: users, projects, labels, issues with assignees and labels, comments.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when the migration was written, not today's typed
// `Database`, so it takes an untyped Kysely (as Kysely's migration docs advise).
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('next_issue_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('labels')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().check(sql`color ~ '^[0-9a-f]{6}$'`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create unique index labels_project_name on labels (project_id, lower(name))`.execute(db);

  await db.schema
    .createTable('issues')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OPEN')
        .check(sql`state in ('OPEN', 'CLOSED')`),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('issues_project_number', ['project_id', 'number'])
    .execute();
  // The issue list pages by number within a project, optionally filtered by state (keyset pagination).
  await db.schema.createIndex('issues_project_state_number').on('issues').columns(['project_id', 'state', 'number']).execute();

  await db.schema
    .createTable('issue_assignees')
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('issue_assignees_pk', ['issue_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('issue_labels')
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.notNull().references('labels.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('issue_labels_pk', ['issue_id', 'label_id'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('comments_issue_order').on('comments').columns(['issue_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['comments', 'issue_labels', 'issue_assignees', 'issues', 'labels', 'projects', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
