// Logins are read without regard to case: `@ada` in Markdown (references and their cards, the editor's
// completion), `assignee:`/`author:` in searches, and the sign-up check that a login is free. Each of those
// compares `lower(login)`, which the unique index on `login` itself cannot serve: without this index every such
// read scans the users table.
// Not unique: sign-up already refuses a login taken in another case (domain/accounts.ts), and a database that
// holds two such logins from before that rule must still be able to migrate.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create index users_login_lower on users (lower(login))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_login_lower').execute();
}
