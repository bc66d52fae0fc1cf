// Named prepared statements on PostgreSQL (db/preparedStatements.ts, issue 14): a statement with parameters is
// prepared once per connection and reused, each connection keeps at most the configured number (what it drops is
// deallocated on the server), and TRIAGE_PG_PREPARED_STATEMENTS=off sends everything unnamed. Read from the
// server's own view, pg_prepared_statements, through a pool of one connection (the view shows one session's).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/config.ts';
import { ConfigError } from '../../src/server/config/variables.ts';
import { openDatabase, type DB } from '../../src/server/db/database.ts';
import { DEFAULT_PREPARED_STATEMENTS } from '../../src/server/db/preparedStatements.ts';

const postgresUrl = process.env.TRIAGE_TEST_DATABASE_URL;
const onPostgres = { skip: postgresUrl ? false : 'TRIAGE_TEST_DATABASE_URL is not set' };

interface Prepared {
  readonly statement: string;
  readonly uses: number;
}

/** This session's named statements (a statement without parameters goes unnamed, so this read adds none). */
async function prepared(db: DB): Promise<Prepared[]> {
  const { rows } = await sql<Prepared>`
    select statement, (generic_plans + custom_plans)::int as uses from pg_prepared_statements order by statement`.execute(db);
  return rows;
}

async function withDatabase(preparedStatements: number | undefined, use: (db: DB) => Promise<void>): Promise<void> {
  const database = await openDatabase({ databaseUrl: postgresUrl, dataDir: '/nonexistent', poolSize: 1, preparedStatements });
  try {
    await use(database.db);
  } finally {
    await database.close();
  }
}

test('the setting: on by default, off, or a bound; anything else refused at start', () => {
  assert.equal(loadConfig({}, '/tmp').preparedStatements, DEFAULT_PREPARED_STATEMENTS);
  assert.equal(loadConfig({ TRIAGE_PG_PREPARED_STATEMENTS: 'on' }, '/tmp').preparedStatements, DEFAULT_PREPARED_STATEMENTS);
  assert.equal(loadConfig({ TRIAGE_PG_PREPARED_STATEMENTS: 'off' }, '/tmp').preparedStatements, 0);
  assert.equal(loadConfig({ TRIAGE_PG_PREPARED_STATEMENTS: '250' }, '/tmp').preparedStatements, 250);
  for (const bad of ['0', 'yes', '-1', '10001', '1e3'])
    assert.throws(
      () => loadConfig({ TRIAGE_PG_PREPARED_STATEMENTS: bad }, '/tmp'),
      (e: unknown) => e instanceof ConfigError && e.variable === 'TRIAGE_PG_PREPARED_STATEMENTS',
      bad,
    );
});

test('a statement with parameters is prepared once on its connection and reused', onPostgres, async () => {
  await withDatabase(undefined, async (db) => {
    const text = 'select $1::int + 1 as answer';
    for (let i = 0; i < 3; i += 1) {
      const { rows } = await sql<{ answer: number }>`select ${i}::int + 1 as answer`.execute(db);
      assert.deepEqual(rows, [{ answer: i + 1 }]);
    }
    const kept = await prepared(db);
    assert.deepEqual(kept, [{ statement: text, uses: 3 }]);
  });
});

test('each connection keeps at most the bound: what it drops is deallocated on the server', onPostgres, async () => {
  const bound = 5;
  await withDatabase(bound, async (db) => {
    for (let i = 0; i < 40; i += 1) {
      const { rows } = await sql<{ answer: number }>`select ${i}::int + ${sql.lit(i)} as answer`.execute(db);
      assert.deepEqual(rows, [{ answer: 2 * i }]);
    }
    const kept = await prepared(db);
    assert.equal(kept.length, bound, JSON.stringify(kept));
    // The most recently used ones are kept.
    assert.deepEqual(
      kept.map((p) => p.statement),
      [35, 36, 37, 38, 39].map((i) => `select $1::int + ${i} as answer`),
    );
    // A kept statement is reused, not prepared again.
    await sql`select ${1}::int + ${sql.lit(39)} as answer`.execute(db);
    assert.equal((await prepared(db)).find((p) => p.statement.endsWith('+ 39 as answer'))?.uses, 2);
  });
});

test('a failing statement leaves the connection usable, and so does a transaction that fails', onPostgres, async () => {
  await withDatabase(2, async (db) => {
    await assert.rejects(sql`select ${1}::int / 0 as answer`.execute(db), /division by zero/);
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        for (let i = 0; i < 4; i += 1) await sql`select ${i}::int + ${sql.lit(100 + i)} as answer`.execute(trx);
        await sql`select ${1}::int / 0 as answer`.execute(trx);
      }),
      /division by zero/,
    );
    const { rows } = await sql<{ answer: number }>`select ${2}::int + 2 as answer`.execute(db);
    assert.deepEqual(rows, [{ answer: 4 }]);
    assert.ok((await prepared(db)).length <= 2);
  });
});

test('TRIAGE_PG_PREPARED_STATEMENTS=off: every statement goes unnamed', onPostgres, async () => {
  await withDatabase(loadConfig({ TRIAGE_PG_PREPARED_STATEMENTS: 'off' }, '/tmp').preparedStatements, async (db) => {
    for (let i = 0; i < 3; i += 1) await sql`select ${i}::int + 1 as answer`.execute(db);
    assert.deepEqual(await prepared(db), []);
  });
});
