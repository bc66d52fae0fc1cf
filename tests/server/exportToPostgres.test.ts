// `npm run db:export-to-postgres`: a workspace that started on PGlite moves to PostgreSQL whole. Run as an
// operator runs it (the command in a child process), then checked independently of the command's own check:
// every table read back through Kysely on both sides and compared row for row, and a real server started on
// the copy signs in and numbers a new issue after the copied ones.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { openDatabase, migrateToLatest, type OpenedDatabase } from '../../src/server/db/database.ts';
import { seedDemoIfEmpty } from '../../src/server/demo/demoSeed.ts';
import { createSession } from '../../src/server/domain/sessions.ts';
import { postgresAvailable, createPostgresDatabase, DEMO_PASSWORD } from './harness.ts';
import { entryArguments } from './serverEntries.ts';

const root = path.resolve(import.meta.dirname, '../..');

function runExport(dataDir: string, target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...entryArguments('exportToPostgres'), target], {
      cwd: root,
      env: { ...process.env, TRIAGE_DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Every row of every table (but Kysely's own), through Kysely, ordered by the row's text: what the app reads. */
async function everyRow(database: OpenedDatabase): Promise<Record<string, unknown[]>> {
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by 1`.execute(db);
  const all: Record<string, unknown[]> = {};
  // Ordered by the row's text, which prints times in the session's zone: UTC on both sides.
  await db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    for (const { name } of tables) {
      all[name] = (await sql<Record<string, unknown>>`select * from ${sql.table(name)} t order by t::text`.execute(trx)).rows;
    }
  });
  return all;
}

describe('moving a PGlite workspace to PostgreSQL', { skip: !postgresAvailable }, () => {
  let dataDir: string;
  let target: { url: string; drop: () => Promise<void> };
  const dropLater: (() => Promise<void>)[] = [];

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-export-'));
    const source = await openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(source.db);
    await seedDemoIfEmpty(source.db);
    // Beyond the demo: a session, so that table has a row to copy too.
    const admin = await source.db.selectFrom('users').select('id').where('email', '=', 'admin@triage.test').executeTakeFirstOrThrow();
    await createSession(source.db, admin.id, null);
    await source.close();
    target = await createPostgresDatabase();
    dropLater.push(target.drop);
  });
  after(async () => {
    for (const drop of dropLater) await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  test('every table arrives row for row, and a server on PostgreSQL carries on from there', { timeout: 180_000 }, async () => {
    const run = await runExport(dataDir, target.url);
    assert.equal(run.code, 0, run.output);
    assert.match(run.output, /Done: \d+ tables checked row for row/);

    const source = await openDatabase({ dataDir, databaseUrl: undefined });
    const copy = await openDatabase({ dataDir, databaseUrl: target.url, poolSize: 2 });
    try {
      const [before, after] = [await everyRow(source), await everyRow(copy)];
      assert.deepEqual(Object.keys(after), Object.keys(before));
      for (const table of Object.keys(before)) assert.deepEqual(after[table], before[table], `table ${table}`);
      assert.equal(before.issues?.length, 600, 'the demo was there to copy');
      assert.equal(before.sessions?.length, 1);
    } finally {
      await copy.close();
      await source.close();
    }

    // A real server on the copy: the demo admin signs in, and a new issue takes the next number and a new id.
    const server = spawn(process.execPath, entryArguments('main'), {
      cwd: root,
      env: { ...process.env, DATABASE_URL: target.url, TRIAGE_DATA_DIR: dataDir, TRIAGE_CLIENT_DIR: 'none', PORT: '0', HOST: '127.0.0.1' },
    });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      for (let i = 0; i < 300 && !/ready at/.test(log); i += 1) await new Promise((r) => setTimeout(r, 200));
      const url = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
      assert.ok(url, log);
      assert.doesNotMatch(log, /Seeded/, 'the copy is not empty, so nothing is seeded');
      const signIn = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
        body: JSON.stringify({
          query: 'mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }',
          variables: { input: { email: 'admin@triage.test', password: DEMO_PASSWORD } },
        }),
      });
      const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
      assert.ok(cookie, 'signed in with the password kept in the copy');
      const ask = async (query: string, variables?: unknown) =>
        (await (
          await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Cookie: cookie },
            body: JSON.stringify({ query, variables }),
          })
        ).json()) as { data: Record<string, Record<string, unknown>> };
      const project = await ask('{ project(slug: "web") { id issues(first: 1) { totalCount } } }');
      const created = await ask(
        'mutation($input: CreateIssueInput!) { createIssue(input: $input) { errors { code message } issue { number title } } }',
        { input: { projectId: (project.data.project as { id: string }).id, title: 'The first issue on PostgreSQL' } },
      );
      assert.deepEqual(created.data.createIssue, { errors: [], issue: { number: 201, title: 'The first issue on PostgreSQL' } });
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  });

  test('a database that already holds a workspace is refused, and left as it was', async () => {
    const copy = await openDatabase({ dataDir, databaseUrl: target.url, poolSize: 1 });
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from issues`.execute(copy.db)).rows[0]?.n;
    try {
      const before = await count();
      const run = await runExport(dataDir, target.url);
      assert.equal(run.code, 1);
      assert.match(run.output, /Nothing was exported: the target database already holds a Triage workspace/);
      assert.equal(await count(), before);
    } finally {
      await copy.close();
    }
  });

  test('a database of another application is refused', async () => {
    const other = await createPostgresDatabase();
    dropLater.push(other.drop);
    const client = await openDatabase({ dataDir, databaseUrl: other.url, poolSize: 1 });
    await sql`create table invoices (id int primary key)`.execute(client.db);
    await client.close();
    const run = await runExport(dataDir, other.url);
    assert.equal(run.code, 1);
    assert.match(run.output, /Nothing was exported: the target database is not empty \(it has tables such as invoices\)/);
  });

  test('while a server holds the data folder, nothing is exported', async () => {
    const running = await openDatabase({ dataDir, databaseUrl: undefined, purpose: 'server' });
    try {
      const fresh = await createPostgresDatabase();
      dropLater.push(fresh.drop);
      const run = await runExport(dataDir, fresh.url);
      assert.equal(run.code, 1);
      assert.match(run.output, /Nothing was exported: the data folder .* is in use by another Triage process \(PID \d+, server/);
    } finally {
      await running.close();
    }
  });

  test('a target that is not a PostgreSQL URL is refused before anything is opened', async () => {
    const run = await runExport(dataDir, 'mysql://somewhere/triage');
    assert.equal(run.code, 1);
    assert.match(run.output, /Nothing was exported: DATABASE_URL: expected the postgres: or postgresql: scheme/);
  });
});
