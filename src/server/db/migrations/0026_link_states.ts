// Issue 14: the count of a `label:`/`assignee:` search is made from the link tables alone. Counting through
// `issues` read every open issue of the project to join it with the label's links (54 ms for one label, 88 ms
// for two on the 100 000-issue benchmark project); with the project and state copied onto each of its
// links, a count is an index-only range per term of the search, joined on the issue id in order (a merge join):
// 1-2 ms for the same searches (bench:server --plans).
// - Triggers keep the copies, like the counters of 0023, so that no write path (a seed, raw SQL, a later
//   migration) can forget them: a link takes its issue's project and state when it is written, and an issue's
//   links follow it when its state or project changes, in the same transaction.
// - A link being written locks its issue `for share`: an issue closed by a transaction that has not committed yet
//   makes the link wait and then read the closed state (otherwise it would keep the state it read before). The
//   API's link changes lock their issues `for update` first anyway (issueChangeSteps.ts), in id order.
// - The columns may be null only where the issue does not exist, which the link's foreign key refuses next: the
//   error stays the foreign key's.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

const LINK_TABLES = ['issue_labels', 'issue_assignees'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of LINK_TABLES) {
    await sql.raw(`alter table ${table} add column project_id integer, add column state text`).execute(db);
    await sql.raw(`update ${table} l set project_id = i.project_id, state = i.state from issues i where i.id = l.issue_id`).execute(db);
  }
  await sql`create function triage_link_takes_issue() returns trigger language plpgsql as $$ begin
      select project_id, state into new.project_id, new.state from issues where id = new.issue_id for share;
      return new;
    end $$`.execute(db);
  for (const table of LINK_TABLES) {
    await sql
      .raw(
        `create trigger triage_link_takes_issue before insert or update of issue_id on ${table}
        for each row execute function triage_link_takes_issue()`,
      )
      .execute(db);
  }
  await sql`create function triage_links_follow_issue() returns trigger language plpgsql as $$ begin
      update issue_labels set project_id = new.project_id, state = new.state where issue_id = new.id;
      update issue_assignees set project_id = new.project_id, state = new.state where issue_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger triage_links_follow_issue after update of state, project_id on issues for each row
    when (old.state is distinct from new.state or old.project_id is distinct from new.project_id)
    execute function triage_links_follow_issue()`.execute(db);
  // The project is in each index although a label belongs to one project: an issue moved to another project by
  // raw SQL keeps its old labels, which a search of the new project does not count.
  await sql`create index issue_labels_count on issue_labels (label_id, project_id, state, issue_id)`.execute(db);
  await sql`create index issue_assignees_count on issue_assignees (user_id, project_id, state, issue_id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('issue_assignees_count').execute();
  await db.schema.dropIndex('issue_labels_count').execute();
  await sql`drop trigger triage_links_follow_issue on issues`.execute(db);
  await sql`drop function triage_links_follow_issue()`.execute(db);
  for (const table of LINK_TABLES) {
    await sql.raw(`drop trigger triage_link_takes_issue on ${table}`).execute(db);
    await sql.raw(`alter table ${table} drop column project_id, drop column state`).execute(db);
  }
  await sql`drop function triage_link_takes_issue()`.execute(db);
}
