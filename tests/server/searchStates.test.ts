// Migration 0037: each search document carries its issue's project and state, so a text search's counts read the
// documents alone (domain/textCounts.ts). On PGlite and PostgreSQL, through Kysely's migrator as the server runs it:
// the migration fills the columns of the documents already written, and its triggers keep them when a document is
// written and when its issue is closed, reopened or moved, however the write is made (raw SQL here). The counts the
// list shows through them are checked in searchCounts.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import type { OpenedDatabase } from '../../src/server/db/database.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { backends, openEmptyDatabase } from './harness.ts';

for (const backend of backends) {
  describe(`search documents' project and state on ${backend}`, () => {
    let database: OpenedDatabase;
    let cleanup: () => Promise<void>;
    const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });

    /** Each document's issue number, project slug and state, as the documents hold them, by number. */
    async function documents() {
      const { rows } = await sql<{ number: number; slug: string | null; state: string | null }>`select i.number, p.slug, s.state
        from issue_search s join issues i on i.id = s.issue_id left join projects p on p.id = s.project_id
        order by i.number`.execute(database.db);
      return rows.map((row) => `${row.number} ${row.slug} ${row.state}`);
    }

    before(async () => {
      ({ database, cleanup } = await openEmptyDatabase(backend));
      assert.equal((await migrator().migrateTo('0036_label_link_statistics')).error, undefined);
      const db = database.db;
      await sql`insert into users (login, name, email) values ('author', 'Author', 'author@example.test')`.execute(db);
      await sql`insert into projects (slug, name, description, next_issue_number) values ('a', 'A', '', 10), ('b', 'B', '', 10)`.execute(
        db,
      );
      // Issues 1-3 in project a (2 closed), 4 in project b; each with a document written before the migration.
      await sql`insert into issues (project_id, number, title, body, state, author_id)
        select p.id, n, 'Issue ' || n, 'a failing upload', case when n = 2 then 'CLOSED' else 'OPEN' end, u.id
        from users u, generate_series(1, 4) as n join projects p on p.slug = case when n = 4 then 'b' else 'a' end`.execute(db);
      await sql`insert into issue_search (issue_id, document) select id, to_tsvector('english', body) from issues`.execute(db);
    });
    after(async () => {
      await database.close();
      await cleanup();
    });

    test('the migration fills the documents already written', async () => {
      assert.equal((await migrator().migrateToLatest()).error, undefined);
      assert.deepEqual(await documents(), ['1 a OPEN', '2 a CLOSED', '3 a OPEN', '4 b OPEN']);
    });

    test('a document written later takes its issue’s project and state', async () => {
      const db = database.db;
      await sql`insert into issues (project_id, number, title, body, state, author_id)
        select p.id, 5, 'Issue 5', 'a failing upload', 'CLOSED', u.id from projects p, users u where p.slug = 'b'`.execute(db);
      await sql`insert into issue_search (issue_id, document) select id, to_tsvector('english', body) from issues where number = 5`.execute(
        db,
      );
      assert.deepEqual((await documents()).at(-1), '5 b CLOSED');
    });

    test('a document follows its issue when it is closed, reopened or moved', async () => {
      const db = database.db;
      await sql`update issues set state = 'CLOSED' where number = 1`.execute(db);
      await sql`update issues set state = 'OPEN' where number = 2`.execute(db);
      await sql`update issues set project_id = (select id from projects where slug = 'b'), number = 6 where number = 3`.execute(db);
      assert.deepEqual(await documents(), ['1 a CLOSED', '2 a OPEN', '4 b OPEN', '5 b CLOSED', '6 b OPEN']);
    });

    test('going down drops the columns and the triggers', async () => {
      assert.equal((await migrator().migrateTo('0036_label_link_statistics')).error, undefined);
      const { rows } =
        await sql`select column_name from information_schema.columns where table_name = 'issue_search' order by column_name`.execute(
          database.db,
        );
      assert.deepEqual(rows, [{ column_name: 'document' }, { column_name: 'issue_id' }]);
      await sql`update issues set state = 'OPEN' where number = 1`.execute(database.db);
    });
  });
}
