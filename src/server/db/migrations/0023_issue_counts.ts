// Issue 14: a project's open and closed issue counts (the list's tabs, and the total of a search that names
// no more than a state) are kept as counters instead of being counted per request: on a project of 100 000
// issues the count(*)s took 44 of the list page's 44.5 ms of PostgreSQL time.
// - Triggers keep them, like the change notices (0010), so that no write path can forget one and the counter
//   changes in the same transaction as the issues it counts; a raw SQL write (a seed, a later migration) too.
// - Inserts and deletes are counted once per statement from its transition table (a bulk insert of 1 000 rows
//   updates a counter once). Updates likewise, since PostgreSQL allows transition tables on an UPDATE trigger
//   only without a column list: the function looks only at rows whose state or project changed.
// - Lock order: a counter row is locked by the first state change of a transaction and held until it commits.
//   The writes that change states lock all their issues first (issueChangeSteps.ts: `for update`, by id), and
//   creating an issue locks its project row (the next number) first, so no transaction waits for a counter
//   while holding an issue another one needs.
// - A project with no row has no issues (the reads coalesce to 0); rows are made by the first insert.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

/** The counters' rows of a transition table: +1 (`sign` 1) or -1 for each issue, in its project and state. */
const deltasOf = (rows: string, sign: 1 | -1) =>
  `select project_id, ${sign} * (state = 'OPEN')::int as open_delta, ${sign} * (state = 'CLOSED')::int as closed_delta from ${rows}`;

/** Adds the deltas (rows of project_id, open_delta, closed_delta) to the counters, one row per project. */
const addToCounters = (deltas: string) => `
  insert into project_issue_counts as c (project_id, open_count, closed_count)
    select d.project_id, sum(d.open_delta), sum(d.closed_delta) from (${deltas}) as d group by d.project_id
    -- A project deleted in this statement (its issues go by cascade) is skipped: its counter row goes with it.
    having exists (select 1 from projects p where p.id = d.project_id)
  on conflict (project_id) do update
    set open_count = c.open_count + excluded.open_count, closed_count = c.closed_count + excluded.closed_count;`;

/** The trigger functions: each a statement's transition tables (`added`, `removed`) turned into deltas. */
const FUNCTIONS = {
  triage_count_added_issues: deltasOf('added', 1),
  triage_count_removed_issues: deltasOf('removed', -1),
  // An update takes an issue out of its old (project, state) and into its new one; rows whose state and project
  // are unchanged (most updates: a title, a comment count) are left out.
  triage_count_changed_issues: `${deltasOf('changed_old', -1)} union all ${deltasOf('changed_new', 1)}`,
} as const;

/** The rows of an update whose state or project changed, before (`o`) and after (`n`). */
const CHANGED = `with changed as (select o.project_id as old_project, o.state as old_state, n.project_id as new_project, n.state as new_state
    from removed o join added n on n.id = o.id where n.state <> o.state or n.project_id <> o.project_id),
  changed_old as (select old_project as project_id, old_state as state from changed),
  changed_new as (select new_project as project_id, new_state as state from changed)`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('project_issue_counts')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into project_issue_counts (project_id, open_count, closed_count)
    select project_id, count(*) filter (where state = 'OPEN'), count(*) filter (where state = 'CLOSED')
    from issues group by project_id`.execute(db);
  for (const [name, deltas] of Object.entries(FUNCTIONS)) {
    const body = name === 'triage_count_changed_issues' ? `${CHANGED} ${addToCounters(deltas)}` : addToCounters(deltas);
    await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
  }
  await sql`create trigger triage_count_insert after insert on issues referencing new table as added
    for each statement execute function triage_count_added_issues()`.execute(db);
  await sql`create trigger triage_count_delete after delete on issues referencing old table as removed
    for each statement execute function triage_count_removed_issues()`.execute(db);
  await sql`create trigger triage_count_update after update on issues referencing old table as removed new table as added
    for each statement execute function triage_count_changed_issues()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger triage_count_${event} on issues`).execute(db);
  for (const name of Object.keys(FUNCTIONS)) await sql.raw(`drop function ${name}()`).execute(db);
  await db.schema.dropTable('project_issue_counts').execute();
}
