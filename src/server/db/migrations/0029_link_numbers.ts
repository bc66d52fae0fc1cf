// Issue 14: the page of a `label:`/`assignee:` search, in the default order (by number), is read from the link
// tables too. A page walked the project's issues in number order and probed each one's links, so a search
// matching few issues read thousands of them for its 25 rows (label + person on the 100 000-issue benchmark
// project: about 100 ms). With the number copied onto each link (beside its project and state, 0026),
// a page is one range of the first term's links in number order, the other terms probed by issue id, stopping
// at the page's end; then only the page's issues are read (domain/linkPages.ts).
// - The triggers of 0026 copy the number too: a link takes it when written, and an issue's links follow a
//   change of its number (a move to another project renumbers the issue) as they follow its state and project.
// - The state is an included column, not a key: a search without `is:` walks open and closed issues together
//   in one number order, and one with it filters the same range.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

const LINK_TABLES = ['issue_labels', 'issue_assignees'] as const;

async function createTriggerFunctions(db: AnyDb, withNumber: boolean): Promise<void> {
  const columns = withNumber ? 'project_id, state, number' : 'project_id, state';
  const into = withNumber ? 'new.project_id, new.state, new.number' : 'new.project_id, new.state';
  const set = withNumber
    ? 'project_id = new.project_id, state = new.state, number = new.number'
    : 'project_id = new.project_id, state = new.state';
  await sql
    .raw(
      `create or replace function triage_link_takes_issue() returns trigger language plpgsql as $$ begin
      select ${columns} into ${into} from issues where id = new.issue_id for share;
      return new;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create or replace function triage_links_follow_issue() returns trigger language plpgsql as $$ begin
      update issue_labels set ${set} where issue_id = new.id;
      update issue_assignees set ${set} where issue_id = new.id;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`drop trigger triage_links_follow_issue on issues`.execute(db);
  const watched = withNumber ? 'state, project_id, number' : 'state, project_id';
  const changed = withNumber
    ? 'old.state is distinct from new.state or old.project_id is distinct from new.project_id or old.number is distinct from new.number'
    : 'old.state is distinct from new.state or old.project_id is distinct from new.project_id';
  await sql
    .raw(
      `create trigger triage_links_follow_issue after update of ${watched} on issues for each row
      when (${changed}) execute function triage_links_follow_issue()`,
    )
    .execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  for (const table of LINK_TABLES) {
    await sql.raw(`alter table ${table} add column number integer`).execute(db);
    await sql.raw(`update ${table} l set number = i.number from issues i where i.id = l.issue_id`).execute(db);
  }
  await createTriggerFunctions(db, true);
  await sql`create index issue_labels_page on issue_labels (label_id, project_id, number) include (state, issue_id)`.execute(db);
  await sql`create index issue_assignees_page on issue_assignees (user_id, project_id, number) include (state, issue_id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('issue_assignees_page').execute();
  await db.schema.dropIndex('issue_labels_page').execute();
  await createTriggerFunctions(db, false);
  for (const table of LINK_TABLES) await sql.raw(`alter table ${table} drop column number`).execute(db);
}
