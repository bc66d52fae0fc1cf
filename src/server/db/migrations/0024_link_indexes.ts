// Issue 14: `label:` and `assignee:` searches find their issues from the label's or person's side. The link
// tables' primary keys start with the issue (issue_id, label_id / user_id), which serves "the labels of this
// issue" but not "the issues with this label": without these indexes every such search read all of
// issue_labels or issue_assignees (149 000 and 100 000 rows on the 100 000-issue benchmark project).
// The count of such a search joins those links with the project's issues in a state: (project_id, state, id)
// lets it read both from indexes alone, in id order (a merge or hash join), instead of reading each linked
// issue's row by id (15 000 reads of issues_pkey for one label: 4× the time, bench:server --plans).
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create index issue_labels_label_issue on issue_labels (label_id, issue_id)`.execute(db);
  await sql`create index issue_assignees_user_issue on issue_assignees (user_id, issue_id)`.execute(db);
  await sql`create index issues_project_state_id on issues (project_id, state, id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('issues_project_state_id').execute();
  await db.schema.dropIndex('issue_assignees_user_issue').execute();
  await db.schema.dropIndex('issue_labels_label_issue').execute();
}
