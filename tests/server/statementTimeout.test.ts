// On PostgreSQL one statement cannot run for ever: TRIAGE_STATEMENT_TIMEOUT_MS (10 s by default) cancels it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { sql } from 'kysely';
import { ConfigError } from '../../src/server/config/variables.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';

const postgresUrl = process.env.TRIAGE_TEST_DATABASE_URL;

test('the setting: 10 s by default, validated', () => {
  assert.equal(loadConfig({}, '/tmp').statementTimeoutMs, 10_000);
  assert.equal(loadConfig({ TRIAGE_STATEMENT_TIMEOUT_MS: '2500' }, '/tmp').statementTimeoutMs, 2500);
  assert.throws(
    () => loadConfig({ TRIAGE_STATEMENT_TIMEOUT_MS: '5s' }, '/tmp'),
    (e: unknown) => e instanceof ConfigError && e.variable === 'TRIAGE_STATEMENT_TIMEOUT_MS',
  );
});

test(
  'a statement running longer than the timeout is cancelled; a shorter one runs',
  { skip: postgresUrl ? false : 'TRIAGE_TEST_DATABASE_URL is not set' },
  async () => {
    const database = await openDatabase({ databaseUrl: postgresUrl, dataDir: '/nonexistent', statementTimeoutMs: 300 });
    try {
      await sql`select pg_sleep(0.05)`.execute(database.db);
      await assert.rejects(
        sql`select pg_sleep(3)`.execute(database.db),
        (error: unknown) => error instanceof pg.DatabaseError && error.code === '57014',
      );
    } finally {
      await database.close();
    }
  },
);
