// Sessions a person can list and end one by one: each gets an id that is not its secret (the token's hash
// is the key and never leaves the server), and the User-Agent it was opened with, to name the browser.
import type { Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sessions')
    // Sessions open before this migration get ids too (PostgreSQL fills an identity column on add).
    .addColumn('id', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity().unique())
    // As the browser sent it at sign-in, cut to 512 characters; null when it sent none.
    .addColumn('user_agent', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').dropColumn('id').execute();
}
