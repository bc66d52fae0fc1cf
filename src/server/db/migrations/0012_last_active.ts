// When each person last used Triage, for the admins' people page. Kept on the user, not read from sessions:
// a session ends at sign-out, and its last use with it.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_active_at', 'timestamptz').execute();
  // What the sessions still know.
  await sql`update users set last_active_at = (select max(last_used_at) from sessions where sessions.user_id = users.id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
}
