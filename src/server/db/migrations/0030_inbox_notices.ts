// The inbox live (issue 17): every write to `notifications` (an event's fan-out, a mark read or done, an
// issue's deletion taking its entries along) NOTIFYs `triage_changes` with the people whose inbox changed, so
// that the header's unread count of each of them follows (db/changeNotices.ts, domain/liveChanges.ts).
// Triggers per statement, not per row: a comment on an issue with 1,000 followers writes 1,000 rows in one
// statement, and sends 2 notices of up to 500 people each (a payload must stay under PostgreSQL's 8,000 bytes:
// 500 ids of at most 10 digits and a comma are 5,500), not 1,000.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

/** A trigger may carry one transition table, of one event: one trigger per event, one function for all. */
const TRIGGERS: readonly { name: string; event: string; table: 'new' | 'old' }[] = [
  { name: 'triage_notice_inbox_insert', event: 'insert', table: 'new' },
  { name: 'triage_notice_inbox_update', event: 'update', table: 'new' },
  { name: 'triage_notice_inbox_delete', event: 'delete', table: 'old' },
];

export async function up(db: AnyDb): Promise<void> {
  await sql`create function triage_notice_inbox() returns trigger language plpgsql as $$
    declare people integer[];
    begin
      for people in
        select array_agg(user_id order by user_id)
          from (select user_id, row_number() over (order by user_id) as n from (select distinct user_id from changed) d) r
          group by (n - 1) / 500
      loop
        perform pg_notify('triage_changes', json_build_object('k', 'inbox', 'u', people)::text);
      end loop;
      return null;
    end $$`.execute(db);
  for (const { name, event, table } of TRIGGERS) {
    await sql
      .raw(
        `create trigger ${name} after ${event} on notifications referencing ${table} table as changed ` +
          `for each statement execute function triage_notice_inbox()`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name } of TRIGGERS) await sql.raw(`drop trigger ${name} on notifications`).execute(db);
  await sql`drop function triage_notice_inbox()`.execute(db);
}
