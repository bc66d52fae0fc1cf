// Running a workspace from the browser: the workspace's settings (who may sign up), invitations by link,
// and the slugs projects had before a rename (so old URLs keep working).
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // One row (id 1): the workspace. New workspaces take sign-ups by invitation only.
  await db.schema
    .createTable('workspace_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('sign_up_policy', 'text', (c) =>
      c
        .notNull()
        .defaultTo('INVITED_ONLY')
        .check(sql`sign_up_policy in ('ANYONE', 'INVITED_ONLY', 'NOBODY')`),
    )
    .execute();
  await db.insertInto('workspace_settings').values({ id: 1 }).execute();

  await db.schema
    .createTable('project_slug_aliases')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('project_slug_aliases_project').on('project_slug_aliases').column('project_id').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The SHA-256 of the link's token: a leaked database does not hand out invitations.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('ADMIN', 'MEMBER', 'VIEWER')`))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index invitations_email_lower on invitations (lower(email))`.execute(db);

  await db.schema
    .createTable('invitation_projects')
    .addColumn('invitation_id', 'integer', (c) => c.notNull().references('invitations.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('invitation_projects_pk', ['invitation_id', 'project_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('invitation_projects').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('project_slug_aliases').execute();
  await db.schema.dropTable('workspace_settings').execute();
}
