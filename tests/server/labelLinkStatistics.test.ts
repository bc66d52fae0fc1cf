// Migration 0036: a statistic of issue_labels' dependency of `project_id` on `label_id` (a label is one project's),
// so that PostgreSQL estimates a label's links in its project as the label's links rather than as a project's share
// of them (domain/linkCounts.ts merges three labels' ranges only when it knows how long they are). On PGlite and
// PostgreSQL, through Kysely's migrator as the server runs it; the list's plan on a big project is checked in
// linkPagePlan.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import type { OpenedDatabase } from '../../src/server/db/database.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { backends, openEmptyDatabase } from './harness.ts';

const PROJECTS = 8;
const ISSUES_PER_PROJECT = 500;

for (const backend of backends) {
  describe(`issue_labels' statistic of label and project on ${backend}`, () => {
    let database: OpenedDatabase;
    let cleanup: () => Promise<void>;
    const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });

    /** The planner's estimate of one label's links in its project. */
    async function estimated(): Promise<number> {
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select issue_id from issue_labels
        where label_id = (select min(id) from labels) and project_id = (select min(id) from projects)`.execute(database.db);
      const top = plan.rows.map((row) => row['QUERY PLAN']).find((line) => /on issue_labels\b/.test(line)) ?? '';
      const rows = /rows=(\d+)/.exec(top)?.[1];
      assert.ok(rows, plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return Number(rows);
    }

    before(async () => {
      ({ database, cleanup } = await openEmptyDatabase(backend));
      assert.equal((await migrator().migrateTo('0035_inbox_notice_slices')).error, undefined);
      // Eight projects of 500 issues, each with four labels; every issue carries one label of its project.
      const db = database.db;
      await sql`insert into users (login, name, email) values ('author', 'Author', 'author@example.test')`.execute(db);
      await sql`insert into projects (slug, name, description, next_issue_number)
        select 'p' || p, 'P' || p, '', ${ISSUES_PER_PROJECT + 1} from generate_series(1, ${PROJECTS}) as p`.execute(db);
      await sql`insert into labels (project_id, name, color, description)
        select p.id, 'l' || i, '336699', '' from projects p, generate_series(1, 4) as i`.execute(db);
      await sql`insert into issues (project_id, number, title, body, state, author_id)
        select p.id, n, 'Issue ' || n, '', 'OPEN', u.id from projects p, users u, generate_series(1, ${ISSUES_PER_PROJECT}) as n`.execute(
        db,
      );
      await sql`insert into issue_labels (issue_id, label_id)
        select i.id, l.id from issues i join labels l on l.project_id = i.project_id and l.name = 'l' || (1 + i.number % 4)`.execute(db);
      await sql`analyze`.execute(db);
    });
    after(async () => {
      await database.close();
      await cleanup();
    });

    test('without it, a label in its project is estimated as a project’s share of the label’s links', async () => {
      // 125 links; independent columns give 125 / 8.
      assert.ok((await estimated()) < 40, `${await estimated()} rows`);
    });

    test('with it (and the ANALYZE the migration runs), as the label’s links', async () => {
      assert.equal((await migrator().migrateToLatest()).error, undefined);
      const statistics = await sql<{ statistics_name: string; dependencies: string | null }>`select statistics_name,
        dependencies::text from pg_stats_ext where tablename = 'issue_labels'`.execute(database.db);
      assert.equal(statistics.rows.length, 1, JSON.stringify(statistics.rows));
      assert.equal(statistics.rows[0]?.statistics_name, 'issue_labels_label_project');
      assert.ok((await estimated()) >= 100, `${await estimated()} rows`);
    });

    test('going down drops it', async () => {
      assert.equal((await migrator().migrateTo('0035_inbox_notice_slices')).error, undefined);
      const statistics = await sql`select 1 from pg_statistic_ext where stxname = 'issue_labels_label_project'`.execute(database.db);
      assert.equal(statistics.rows.length, 0);
    });
  });
}
