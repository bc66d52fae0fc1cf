// The planner's estimate of a label's links (issue 14). A label belongs to one project, so its links' `label_id`
// decides their `project_id`; PostgreSQL assumes columns independent and multiplied the two selectivities, so it
// took a label's range to be a project's share of a label's share of all links: on the 100 000-issue benchmark
// project 1 875 of 9 668 rows with this statistic, 481 without. Counting three labels (domain/linkCounts.ts), it
// then probed the third label for each issue of the first two's merge (4 513 buffers an open count) instead of
// merging the three ranges (267). The statistic is gathered by ANALYZE, run here so that it holds at once rather
// than at autovacuum's next ANALYZE of the table (PGlite runs none).
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create statistics issue_labels_label_project (dependencies) on label_id, project_id from issue_labels`.execute(db);
  await sql`analyze issue_labels`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop statistics issue_labels_label_project`.execute(db);
}
