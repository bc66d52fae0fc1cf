// Live collaboration (issue 12).
// - Optimistic concurrency for issue text: `revision` counts changes to an issue's title and body, so an
//   edit can say which revision it was made on and be refused when someone else changed the text since.
// - Change notices: every write to an issue, its events, comments or attachments NOTIFYs the channel
//   `triage_changes` with ids only (db/changeNotices.ts). Triggers, so that no write path can forget one; and
//   NOTIFY is transactional, so a notice goes out exactly when its change commits, to every server process
//   LISTENing on the database (PGlite delivers them in-process the same way).
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

/** Each table whose writes are announced, and the notice's kind and fields (k kind, i issue, p project, x item). */
const NOTICES: readonly { table: string; events: string; body: string }[] = [
  {
    table: 'issues',
    events: 'insert or update',
    body: `perform pg_notify('triage_changes', json_build_object(
        'k', case when tg_op = 'INSERT' then 'issue.created' else 'issue.updated' end,
        'i', new.id, 'p', new.project_id)::text);
      return null;`,
  },
  {
    table: 'issue_events',
    events: 'insert',
    body: `perform pg_notify('triage_changes', json_build_object(
        'k', 'event', 'i', new.issue_id, 'p', (select project_id from issues where id = new.issue_id), 'x', new.id)::text);
      return null;`,
  },
  {
    table: 'comments',
    events: 'insert or update or delete',
    body: `perform pg_notify('triage_changes', json_build_object(
        'k', case tg_op when 'INSERT' then 'comment.created' when 'UPDATE' then 'comment.updated' else 'comment.deleted' end,
        'i', coalesce(new.issue_id, old.issue_id),
        'p', (select project_id from issues where id = coalesce(new.issue_id, old.issue_id)),
        'x', coalesce(new.id, old.id))::text);
      return null;`,
  },
  {
    table: 'attachments',
    events: 'insert',
    body: `perform pg_notify('triage_changes', json_build_object(
        'k', 'attachment', 'i', new.issue_id, 'p', (select project_id from issues where id = new.issue_id), 'x', new.comment_id)::text);
      return null;`,
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('issues')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const { table, events, body } of NOTICES) {
    await sql.raw(`create function triage_notice_${table}() returns trigger language plpgsql as $$ begin ${body} end $$`).execute(db);
    await sql
      .raw(`create trigger triage_notice after ${events} on ${table} for each row execute function triage_notice_${table}()`)
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const { table } of NOTICES) {
    await sql.raw(`drop trigger triage_notice on ${table}`).execute(db);
    await sql.raw(`drop function triage_notice_${table}()`).execute(db);
  }
  await db.schema.alterTable('issues').dropColumn('revision').execute();
}
