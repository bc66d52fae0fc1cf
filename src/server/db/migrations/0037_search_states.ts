// Issue 14: the count of a text search is made from the search documents alone. Counting through `issues` read
// the word's documents and hashed them against the project's issues in the tab's state (65 000 open issues on the
// 100 000-issue benchmark project), once per tab: about 20 ms a count for a word in 30 % of the issues. With the
// issue's project and state copied onto its document, as 0026 copied them onto the links, a count reads the word's
// documents once and tells open from closed there (domain/textCounts.ts).
// - Triggers keep the copies, as for the links: a document takes its issue's project and state when it is written,
//   and follows its issue when the state or project changes, in the same transaction; no write path (the
//   seeds, raw SQL, a later migration) can forget them.
// - No index on the new columns: a word's documents come from the GIN index on `document`, and each one's heap
//   page is read anyway (a bitmap heap scan), where the two columns are.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`alter table issue_search add column project_id integer, add column state text`.execute(db);
  await sql`update issue_search s set project_id = i.project_id, state = i.state from issues i where i.id = s.issue_id`.execute(db);
  await sql`create function triage_search_takes_issue() returns trigger language plpgsql as $$ begin
      select project_id, state into new.project_id, new.state from issues where id = new.issue_id for share;
      return new;
    end $$`.execute(db);
  await sql`create trigger triage_search_takes_issue before insert or update of issue_id on issue_search
    for each row execute function triage_search_takes_issue()`.execute(db);
  await sql`create function triage_search_follows_issue() returns trigger language plpgsql as $$ begin
      update issue_search set project_id = new.project_id, state = new.state where issue_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger triage_search_follows_issue after update of state, project_id on issues for each row
    when (old.state is distinct from new.state or old.project_id is distinct from new.project_id)
    execute function triage_search_follows_issue()`.execute(db);
  // The planner's figures for the new columns, at once rather than at autovacuum's next ANALYZE (PGlite runs none).
  await sql`analyze issue_search`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger triage_search_follows_issue on issues`.execute(db);
  await sql`drop function triage_search_follows_issue()`.execute(db);
  await sql`drop trigger triage_search_takes_issue on issue_search`.execute(db);
  await sql`drop function triage_search_takes_issue()`.execute(db);
  await sql`alter table issue_search drop column project_id, drop column state`.execute(db);
}
