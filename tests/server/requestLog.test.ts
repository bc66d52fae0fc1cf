// The request log: one JSON line per request with its id (kept from X-Request-Id when safe, and sent back),
// method, path, status, duration, the GraphQL operation and the user; never a cookie, password or query string.
// And the readable format for a person at a terminal (TRIAGE_LOG_FORMAT).
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { pino } from 'pino';
import { ConfigError } from '../../src/server/config/variables.ts';
import { loadConfig } from '../../src/server/config.ts';
import { Draining } from '../../src/server/http/draining.ts';
import { backends, DEMO_PASSWORD, startTestServer, type TestServer } from './harness.ts';
import { startServer } from './serverProcess.ts';

interface LogLine {
  readonly level: number;
  readonly req: { id: string; method: string; path: string };
  readonly res: { status: number };
  readonly responseTime: number;
  readonly operation?: string;
  readonly userId?: number;
  readonly msg: string;
}

/**
 * Waits until `written` holds `count` lines (five seconds at most, then the assertions say what is missing): a line is
 * written as its response ends, which can come a moment after the client has its answer.
 */
async function logged(written: readonly string[], count = 1): Promise<void> {
  const deadline = Date.now() + 5000;
  while (written.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

for (const backend of backends) {
  describe(`the request log on ${backend}`, () => {
    let server: TestServer;
    const written: string[] = [];
    const lines = () => written.map((text) => JSON.parse(text) as LogLine);
    before(async () => {
      server = await startTestServer(backend, { logger: pino({ level: 'info' }, { write: (text: string) => void written.push(text) }) });
    });
    after(() => server.close());

    test('a sign-in is one line with the id it came with, its operation and status, and none of its secrets', async () => {
      written.length = 0;
      const response = await fetch(`${server.url}/graphql?secret=in-the-url`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', 'X-Request-Id': 'lb-7f3a.42', Cookie: 'other=cookie-value' },
        body: JSON.stringify({
          query: 'mutation SignInToBeLogged($input: SignInInput!) { signIn(input: $input) { errors { code } } }',
          variables: { input: { email: 'member@triage.test', password: DEMO_PASSWORD } },
        }),
      });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-request-id'), 'lb-7f3a.42');
      const sessionCookie = response.headers.get('set-cookie')?.split(';')[0]?.split('=')[1] ?? '';
      assert.ok(sessionCookie.length > 10);
      await logged(written);
      assert.equal(written.length, 1, 'one line per request');
      const [line] = lines();
      assert.deepEqual(line?.req, { id: 'lb-7f3a.42', method: 'POST', path: '/graphql' });
      assert.deepEqual(line?.res, { status: 200 });
      assert.equal(line?.operation, 'SignInToBeLogged');
      assert.equal(typeof line?.responseTime, 'number');
      const text = written.join('');
      for (const secret of [DEMO_PASSWORD, sessionCookie, 'cookie-value', 'in-the-url', 'member@triage.test']) {
        assert.ok(!text.includes(secret), `the log holds no ${secret}`);
      }
    });

    test("a signed-in person's query names its user; an unsafe or missing request id is replaced by a new one", async () => {
      const member = await server.signIn('member@triage.test');
      const { id } = (await server.graphql('{ viewer { id } }')).body.data.viewer as { id: string };
      assert.ok(id);
      written.length = 0;
      const response = await member.fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'bad id; drop table' },
        body: JSON.stringify({ query: 'query WhoAmI { viewer { login } }' }),
      });
      assert.equal(response.status, 200);
      const sent = response.headers.get('x-request-id') ?? '';
      assert.match(sent, /^[0-9a-f-]{36}$/);
      await logged(written);
      const [line] = lines();
      assert.equal(line?.req.id, sent);
      assert.equal(line?.operation, 'WhoAmI');
      const memberRow = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'member@triage.test')
        .executeTakeFirstOrThrow();
      assert.equal(line?.userId, memberRow.id);
      assert.equal(line?.level, 30, 'info');
    });

    test("a resolver's unexpected failure is an error on its request's line, with its stack, once; a refusal is no error", async () => {
      const member = await server.signIn('member@triage.test');
      const found = await member.graphql('{ project(slug: "web") { issues(first: 1) { edges { node { id } } } } }');
      const issueId = (found.body.data.project.issues.edges as { node: { id: string } }[])[0]?.node.id;
      assert.ok(issueId);
      // A failure the code does not expect: the database refuses every new comment.
      const db = server.database.db;
      await sql`create function planted_failure() returns trigger language plpgsql as $$
        begin raise exception 'planted comment failure'; end $$`.execute(db);
      await sql`create trigger planted_failure before insert on comments for each row execute function planted_failure()`.execute(db);
      try {
        written.length = 0;
        const response = await member.fetch('/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'fails-1' },
          body: JSON.stringify({
            query: 'mutation CommentThatFails($input: AddCommentInput!) { addComment(input: $input) { errors { code } } }',
            variables: { input: { issueId, body: 'This will not be saved.' } },
          }),
        });
        const body = (await response.json()) as { errors?: { message: string }[] };
        assert.equal(body.errors?.[0]?.message, 'Unexpected error.', 'the client is not told what failed');
        await logged(written);
        assert.equal(written.length, 1, 'one line for the request, the error on it');
        const line = JSON.parse(written[0] ?? '{}') as LogLine & { err?: { message: string; stack: string } };
        assert.equal(line.req.id, 'fails-1');
        assert.equal(line.operation, 'CommentThatFails');
        assert.equal(line.level, 50, 'an error');
        assert.match(line.err?.message ?? '', /planted comment failure/);
        assert.match(line.err?.stack ?? '', /planted comment failure[\s\S]*\n\s+at /, 'with its stack');
        assert.ok(!written[0]?.includes('This will not be saved'), "the statement's parameters (what people wrote) stay out of the log");
      } finally {
        await sql`drop trigger planted_failure on comments`.execute(db);
        await sql`drop function planted_failure()`.execute(db);
      }
      // A refusal the client is told as it is (a page larger than allowed): an ordinary line, no error.
      written.length = 0;
      const refused = await server.graphql('{ project(slug: "web") { issues(first: 1000) { edges { node { id } } } } }');
      assert.equal(refused.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      await logged(written);
      assert.deepEqual(
        lines().map((l) => [l.level, 'err' in l]),
        [[30, false]],
      );
    });

    test('a missing page is an ordinary line; a request turned away while stopping (503) is a warning', async () => {
      written.length = 0;
      await fetch(`${server.url}/nowhere`);
      await logged(written);
      assert.deepEqual(
        lines().map((l) => [l.res.status, l.level]),
        [[404, 30]],
      );
      const draining = new Draining();
      const stopping = await startTestServer(backend, {
        seed: false,
        draining,
        logger: pino({ level: 'info' }, { write: (text: string) => void written.push(text) }),
      });
      try {
        draining.begin();
        written.length = 0;
        assert.equal((await fetch(`${stopping.url}/graphql?query=%7B__typename%7D`)).status, 503);
        await logged(written);
        assert.deepEqual(
          lines().map((l) => [l.res.status, l.level]),
          [[503, 40]],
        );
      } finally {
        await stopping.close();
      }
    });
  });
}

describe('the request log as a person reads it', () => {
  test('TRIAGE_LOG_FORMAT=pretty writes one readable line per request', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-log-'));
    const server = await startServer({ TRIAGE_DATA_DIR: dataDir, TRIAGE_SEED_DEMO: '0', TRIAGE_LOG_FORMAT: 'pretty' });
    try {
      await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'probe-1' } });
      // The line is written as the response ends: ask until it is there.
      while (!server.output().includes('probe-1')) await new Promise((resolve) => setTimeout(resolve, 20));
      const line =
        server
          .output()
          .split('\n')
          .find((text) => text.includes('probe-1')) ?? '';
      assert.match(line, /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/healthz 200 · \d+ ms · req probe-1$/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  test('by default: readable on a terminal in development, JSON for anything else; a bad value is named', () => {
    const format = (env: Record<string, string>, terminal: boolean) => loadConfig(env, '/tmp', terminal).logFormat;
    assert.equal(format({}, true), 'pretty');
    assert.equal(format({}, false), 'json', 'piped to a file or a collector');
    assert.equal(format({ NODE_ENV: 'production' }, true), 'json');
    assert.equal(format({ NODE_ENV: 'production', TRIAGE_LOG_FORMAT: 'pretty' }, false), 'pretty');
    assert.equal(format({ TRIAGE_LOG_FORMAT: 'json' }, true), 'json');
    assert.throws(
      () => format({ TRIAGE_LOG_FORMAT: 'colour' }, true),
      (error: unknown) => error instanceof ConfigError && error.variable === 'TRIAGE_LOG_FORMAT',
    );
  });
});
