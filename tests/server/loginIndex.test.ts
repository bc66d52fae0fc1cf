// Migration 0022: logins are looked up by `lower(login)` (references, searches by person, sign-up), and an
// index on that expression serves those lookups rather than a scan of every user. On PGlite and PostgreSQL,
// through Kysely's migrator as the server runs it; two logins that differ only in case (written before sign-up
// refused them) do not stop the migration.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import type { OpenedDatabase } from '../../src/server/db/database.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { usersByLogins } from '../../src/server/domain/batchReads.ts';
import { backends, openEmptyDatabase } from './harness.ts';

for (const backend of backends) {
  describe(`lower(login) index on ${backend}`, () => {
    let database: OpenedDatabase;
    let cleanup: () => Promise<void>;
    const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });

    before(async () => {
      ({ database, cleanup } = await openEmptyDatabase(backend));
      assert.equal((await migrator().migrateTo('0021_issue_mentions')).error, undefined);
      await sql`insert into users (login, name, email) values ('Ada', 'Ada', 'ada1@example.test'), ('ada', 'Ada', 'ada2@example.test')`.execute(
        database.db,
      );
      await sql`insert into users (login, name, email)
        select 'person' || n, 'Person ' || n, 'person' || n || '@example.test' from generate_series(1, 2000) as n`.execute(database.db);
      assert.equal((await migrator().migrateToLatest()).error, undefined);
      await sql`analyze users`.execute(database.db);
    });
    after(async () => {
      await database.close();
      await cleanup();
    });

    test('a lookup by lower(login) uses the index', async () => {
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from users where lower(login) = ${'person42'}`.execute(
        database.db,
      );
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      assert.match(text, /users_login_lower/, text);
    });

    test('the references read people by login in any case, as before', async () => {
      const [found, missing] = await usersByLogins(database.db, ['person42', 'nobody']);
      assert.equal(found?.login, 'person42');
      assert.equal(missing, null);
    });

    test('going down drops the index', async () => {
      // Down to the migration before it, through any later ones.
      assert.equal((await migrator().migrateTo('0021_issue_mentions')).error, undefined);
      const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'users'`.execute(database.db);
      assert.ok(!indexes.rows.some((row) => row.indexname === 'users_login_lower'));
    });
  });
}
