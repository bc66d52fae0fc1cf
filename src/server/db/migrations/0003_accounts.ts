// Accounts and roles: passwords and workspace roles on users, sessions, private projects with members,
// and the record of failed sign-ins that rate limiting counts.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('MEMBER')
        .check(sql`role in ('ADMIN', 'MEMBER', 'VIEWER')`),
    )
    .addColumn('password_hash', 'text')
    .execute();
  await sql`create unique index users_email_lower on users (lower(email))`.execute(db);

  await db.schema
    .alterTable('projects')
    .addColumn('visibility', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PUBLIC')
        .check(sql`visibility in ('PUBLIC', 'PRIVATE')`),
    )
    .execute();

  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_members_user').on('project_members').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    // The SHA-256 of the cookie's token: a leaked database does not hand out sessions.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sign_in_failures_account').on('sign_in_failures').columns(['account', 'at']).execute();
  await db.schema.createIndex('sign_in_failures_address').on('sign_in_failures').columns(['address', 'at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('project_members').execute();
  await db.schema.alterTable('projects').dropColumn('visibility').execute();
  await sql`drop index users_email_lower`.execute(db);
  await db.schema.alterTable('users').dropColumn('password_hash').dropColumn('role').execute();
}
