// The session lookup's cache (issue 14, db/sessionCache.ts): every change of a session (ended, extended) or
// of a person's row (role, password, deactivation, name, avatar) NOTIFYs `triage_sessions` with the person's
// id, so that every server process forgets that person's cached sessions. Triggers, so that no write path
// (a mutation, the command line, an administrator's SQL) can forget to; NOTIFY is sent at commit, and
// PostgreSQL folds a transaction's identical notices into one.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

const TRIGGERS: readonly { table: string; person: string }[] = [
  { table: 'sessions', person: 'user_id' },
  { table: 'users', person: 'id' },
];

export async function up(db: AnyDb): Promise<void> {
  for (const { table, person } of TRIGGERS) {
    await sql
      .raw(
        `create function triage_session_notice_${table}() returns trigger language plpgsql as $$ begin
          perform pg_notify('triage_sessions', coalesce(new.${person}, old.${person})::text);
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger triage_session_notice after update or delete on ${table} for each row execute function triage_session_notice_${table}()`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const { table } of TRIGGERS) {
    await sql.raw(`drop trigger triage_session_notice on ${table}`).execute(db);
    await sql.raw(`drop function triage_session_notice_${table}()`).execute(db);
  }
}
