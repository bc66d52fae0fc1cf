// The session lookup's cache (db/sessionCache.ts, issue 14): a session looked up once is answered again
// without a statement; a change of the session or of its person is obeyed at once by the process that made
// it, however made (a domain call, plain SQL, inside a transaction); on PostgreSQL another process on the same
// database forgets it as soon as the notice arrives, and a mutation there reads the session afresh, so it is
// refused at once even when no notice arrived at all.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, type DB, type OpenedDatabase } from '../../src/server/db/database.ts';
import { sessionCacheOf } from '../../src/server/db/sessionCache.ts';
import { createSession, endSession, hashToken, lookUpSession, SESSION_COOKIE } from '../../src/server/domain/sessions.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { pgliteFromTemplate } from './templateDatabases.ts';
import { sendMutation } from './mutations.ts';

/** The role a lookup answers (null: signed out), whether from the cache, and the statements it sent. */
async function lookUp(database: OpenedDatabase, token: string, fresh = false) {
  const recording = database.statements.record();
  try {
    const { user, cached } = await lookUpSession(database.db, token, { fresh });
    return { role: user?.role ?? null, cached, statements: recording.statements.length };
  } finally {
    recording.stop();
  }
}

/**
 * Looks up until the answer comes from the cache. A change's notice reaches a process more than once (each of
 * its pooled connections listens, and so does its notice connection), and each copy that lands during a lookup
 * keeps that lookup's answer out of the cache: right after a change, a few lookups may read the database.
 */
async function lookUpUntilCached(database: OpenedDatabase, token: string) {
  for (let tries = 0; tries < 50; tries++) {
    const answer = await lookUp(database, token);
    if (answer.cached) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('never answered from the cache');
}

async function newPerson(db: DB, login: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ login, name: login, email: `${login}@example.com`, password_hash: 'x', role: 'MEMBER' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

for (const backend of backends) {
  describe(`session cache on ${backend}`, () => {
    let server: TestServer;
    let database: OpenedDatabase;
    before(async () => {
      server = await startTestServer(backend, { seed: false });
      database = server.database;
    });
    after(() => server.close());

    test('a session looked up once is answered again without a statement', async () => {
      const token = await createSession(database.db, await newPerson(database.db, 'reader'), null);
      assert.deepEqual(await lookUp(database, token), { role: 'MEMBER', cached: false, statements: 1 });
      await lookUpUntilCached(database, token);
      assert.deepEqual(await lookUp(database, token), { role: 'MEMBER', cached: true, statements: 0 });
      assert.deepEqual(await lookUp(database, 'no-such-token'), { role: null, cached: false, statements: 1 });
      assert.deepEqual(
        await lookUp(database, 'no-such-token'),
        { role: null, cached: false, statements: 1 },
        'no answer of nobody is kept',
      );
    });

    test('a role change, an expiry, a deactivation and a sign-out are obeyed on the very next lookup', async () => {
      const { db } = database;
      const id = await newPerson(db, 'changing');
      const token = await createSession(db, id, null);
      await lookUpUntilCached(database, token);

      await db.updateTable('users').set({ role: 'VIEWER' }).where('id', '=', id).execute();
      assert.deepEqual(await lookUp(database, token), { role: 'VIEWER', cached: false, statements: 1 }, 'plain SQL');
      await lookUpUntilCached(database, token);

      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', id).execute();
      });
      assert.equal((await lookUp(database, token)).role, 'ADMIN', 'in a transaction');
      await lookUpUntilCached(database, token);

      await sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${id}`.execute(db);
      assert.equal((await lookUp(database, token)).role, null, 'expired');

      const second = await createSession(db, id, null);
      await lookUpUntilCached(database, second);
      await db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', id).execute();
      assert.equal((await lookUp(database, second)).role, null, 'deactivated');

      const other = await createSession(db, await newPerson(db, 'leaving'), null);
      await lookUpUntilCached(database, other);
      await endSession(db, other);
      assert.equal((await lookUp(database, other)).role, null, 'signed out');
    });

    test('a lookup that read while a notice arrived is not kept', async () => {
      const token = await createSession(database.db, await newPerson(database.db, 'racing'), null);
      const cache = sessionCacheOf(database.db);
      assert.ok(cache);
      const looking = lookUpSession(database.db, token);
      cache.heard('0');
      await looking;
      assert.equal((await lookUp(database, token)).cached, false);
    });
  });
}

if (backends.includes('postgres')) {
  describe('session cache, two processes on one PostgreSQL', () => {
    let server: TestServer;
    /** A second process's database: another pool, another cache, another notice connection. */
    let other: OpenedDatabase;
    let otherDir: string;
    before(async () => {
      server = await startTestServer('postgres', { seed: false });
      const name = (await sql<{ name: string }>`select current_database() as name`.execute(server.database.db)).rows[0]?.name;
      const url = new URL(process.env.TRIAGE_TEST_DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-other-'));
      other = await openDatabase({ databaseUrl: url.toString(), dataDir: otherDir });
    });
    after(async () => {
      await other.close();
      await fs.rm(otherDir, { recursive: true, force: true });
      await server.close();
    });

    test('a role change through one process reaches the other: at once for a write, with the notice for a read', async () => {
      const id = await newPerson(server.database.db, 'both');
      const token = await createSession(server.database.db, id, null);
      for (const database of [server.database, other]) await lookUpUntilCached(database, token);
      await server.database.db.updateTable('users').set({ role: 'VIEWER' }).where('id', '=', id).execute();
      assert.deepEqual(await lookUp(other, token, true), { role: 'VIEWER', cached: false, statements: 1 }, 'as a write reads it');
      const deadline = Date.now() + 5000;
      while ((await lookUp(other, token)).role !== 'VIEWER') {
        assert.ok(Date.now() < deadline, 'the other process never heard of the change');
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    });

    test('a mutation reads its session afresh: refused at once even if the demotion sent no notice', async () => {
      const account = await server.createAccount('writer', 'MEMBER');
      const project = await sendMutation(
        server,
        'createProject',
        { slug: 'writing', name: 'Writing', visibility: 'PUBLIC' },
        { select: 'project { id }' },
      );
      const projectId: string = project.body.data.createProject.project?.id;
      assert.ok(projectId, JSON.stringify(project.body));
      const read = () => account.graphql('{ viewer { role } }');
      const tokenHash = hashToken(account.cookie.slice(`${SESSION_COOKIE}=`.length));
      const cache = sessionCacheOf(server.database.db);
      for (let tries = 0; !cache?.find(tokenHash); tries++) {
        assert.ok(tries < 50, 'the session was never kept');
        assert.equal((await read()).body.data.viewer.role, 'MEMBER');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // Demoted through the other process with its triggers off (replica mode): no notice reaches this one.
      await other.db.connection().execute(async (connection) => {
        await sql`set session_replication_role = replica`.execute(connection);
        await connection.updateTable('users').set({ role: 'VIEWER' }).where('id', '=', account.id).execute();
        await sql`set session_replication_role = origin`.execute(connection);
      });
      assert.equal((await read()).body.data.viewer.role, 'MEMBER', 'a read is still answered from the cache');
      const { body } = await sendMutation(account, 'createIssue', { projectId, title: 'Not allowed' }, { select: 'issue { id }' });
      assert.equal(body.data.createIssue.issue, null, JSON.stringify(body));
      assert.equal(body.data.createIssue.errors[0]?.code, 'FORBIDDEN', JSON.stringify(body));
    });
  });
}

// TRIAGE_SESSION_CACHE=0 (openDatabase's `sessionCache: false`): no cache, so every lookup reads the database, and must
// still answer the session's person. PGlite from the migrated template: what is tested is the lookup, not the backend.
describe('session lookups with the cache turned off', () => {
  let database: OpenedDatabase;
  let dataDir: string;
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-uncached-'));
    await pgliteFromTemplate('migrated', dataDir);
    database = await openDatabase({ databaseUrl: undefined, dataDir, sessionCache: false });
  });
  after(async () => {
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  test('each lookup reads the database and answers the person; a session ended is ended at once', async () => {
    assert.equal(sessionCacheOf(database.db), undefined);
    const id = await newPerson(database.db, 'uncached');
    const token = await createSession(database.db, id, null);
    for (let i = 0; i < 2; i++) assert.deepEqual(await lookUp(database, token), { role: 'MEMBER', cached: false, statements: 1 });
    await database.db.updateTable('users').set({ role: 'VIEWER' }).where('id', '=', id).execute();
    assert.equal((await lookUp(database, token)).role, 'VIEWER');
    await endSession(database.db, token);
    assert.equal((await lookUp(database, token)).role, null);
  });
});
