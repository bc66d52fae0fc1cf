// Deactivated accounts: they cannot sign in, their sessions are gone, what they wrote stays under their name.
import type { Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Null while the account is active; when an admin deactivated it otherwise.
  await db.schema.alterTable('users').addColumn('deactivated_at', 'timestamptz').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
