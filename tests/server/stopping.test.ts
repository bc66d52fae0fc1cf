// Readiness and stopping, as a load balancer and the people using the server see them: /readyz says whether
// to send work here; a stop turns it false, turns away requests that arrive on open connections, lets those
// under way (an upload) finish and be stored, and exits 0. `npm start` runs the compiled server in its own
// process, so a signal to npm reaches it.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { Draining } from '../../src/server/http/draining.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { ISSUE_CHANGED, subscribe, type Event } from './liveClient.ts';
import { multipartFiles } from './multipart.ts';
import { signInAs, startProcess, startServer } from './serverProcess.ts';
import { pgliteFromTemplate } from './templateDatabases.ts';

/**
 * Sends a request whose body arrives in two parts, `between` running after the first; resolves with the
 * answer. The body waits for the server's 100 Continue, which Node sends as it hands the request to the
 * server's handler: `between` runs once the server is serving the request.
 */
function sendInTwoParts(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  between: () => Promise<void>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: '/graphql',
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length), Expect: '100-continue' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.once('continue', () => {
      req.write(body.subarray(0, half), () => {
        between().then(() => req.end(body.subarray(half)), reject);
      });
    });
  });
}

for (const backend of backends) {
  describe(`readiness and the start of a stop on ${backend}`, () => {
    let server: TestServer;
    const draining = new Draining();
    before(async () => {
      server = await startTestServer(backend, { draining });
    });
    after(() => server.close());

    test('/readyz is ready while the database answers and every migration has run; /healthz says the process is alive', async () => {
      const ready = await fetch(`${server.url}/readyz`);
      assert.equal(ready.status, 200);
      assert.deepEqual(await ready.json(), {
        ready: true,
        checks: { database: 'ok', migrations: 'ok', stopping: false, storage: 'no attachments yet' },
      });
      assert.equal(ready.headers.get('cache-control'), 'no-store');
      const alive = await fetch(`${server.url}/healthz`);
      assert.equal(alive.status, 200);
    });

    test('a migration the database has not run makes /readyz 503, naming it', async () => {
      const { db } = server.database;
      const last = await db
        .selectFrom('kysely_migration' as never)
        .selectAll()
        .orderBy('name' as never, 'desc')
        .executeTakeFirstOrThrow();
      const { name, timestamp } = last as { name: string; timestamp: string };
      await sql`delete from kysely_migration where name = ${name}`.execute(db);
      try {
        const answer = await fetch(`${server.url}/readyz`);
        assert.equal(answer.status, 503);
        assert.deepEqual(await answer.json(), {
          ready: false,
          checks: { database: 'ok', migrations: [name], stopping: false, storage: 'no attachments yet' },
        });
      } finally {
        await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(db);
      }
      assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
    });

    test('a database that does not answer makes /readyz 503 while /healthz stays 200 (restarting would not help)', async () => {
      const unreachable = await startTestServer(backend, { seed: false });
      try {
        await unreachable.database.close();
        const answer = await fetch(`${unreachable.url}/readyz`);
        assert.equal(answer.status, 503);
        assert.deepEqual(await answer.json(), {
          ready: false,
          checks: { database: 'unavailable', migrations: 'unknown', stopping: false, storage: 'unknown' },
        });
        assert.equal((await fetch(`${unreachable.url}/healthz`)).status, 200);
      } finally {
        await unreachable.close().catch(() => undefined);
      }
    });

    test("a folder that lacks the newest attachment's file is reported (storage not shared), without turning unready", async () => {
      const issueId = (await server.graphql('{ project(slug: "web") { issue(number: 3) { id } } }')).body.data.project.issue.id;
      const upload = await server.fetch(
        '/graphql',
        multipartFiles(
          'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { sha256 } } }',
          { issueId },
          [{ name: 'log.txt', type: 'text/plain', bytes: new TextEncoder().encode(`a log ${Math.random()}`) }],
        ),
      );
      const sha256 = (await upload.json()).data.addIssueAttachments.attachments[0].sha256 as string;
      const seen = await (await fetch(`${server.url}/readyz`)).json();
      assert.equal(seen.checks.storage, 'ok');
      // What a second process with a folder of its own sees: the row, not the file.
      const stored = server.files.pathOf(sha256);
      const aside = `${stored}.aside`;
      await fs.rename(stored, aside);
      try {
        const answer = await fetch(`${server.url}/readyz`);
        assert.equal(answer.status, 200);
        const state = await answer.json();
        assert.equal(state.ready, true);
        assert.match(
          state.checks.storage,
          /the newest attachment's file is missing from .*: is this folder shared by every server process\?/,
        );
      } finally {
        await fs.rename(aside, stored);
      }
    });

    // Last: the stop, once begun, is not undone.
    test('once the stop begins, a request under way finishes and new ones are turned away with Retry-After', async () => {
      const query = Buffer.from(JSON.stringify({ query: '{ workspace { name } }' }));
      const underWay = await sendInTwoParts(server.url, { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' }, query, async () => {
        draining.begin();
        const turnedAway = await server.graphql('{ workspace { name } }');
        assert.equal(turnedAway.status, 503);
        assert.equal(turnedAway.body.errors[0].extensions.code, 'SERVER_STOPPING');
        assert.equal(turnedAway.headers.get('retry-after'), '1');
        assert.equal(turnedAway.headers.get('connection'), 'close');
        const readiness = await fetch(`${server.url}/readyz`);
        assert.equal(readiness.status, 503);
        assert.deepEqual(await readiness.json(), {
          ready: false,
          checks: { database: 'ok', migrations: 'ok', stopping: true, storage: 'ok' },
        });
        assert.equal((await fetch(`${server.url}/healthz`)).status, 200, 'still alive while it stops');
        assert.equal((await fetch(`${server.url}/some/page`)).status, 503);
      });
      assert.equal(underWay.status, 200);
      assert.deepEqual(JSON.parse(underWay.text), { data: { workspace: { name: 'Triage' } } });
    });
  });
}

/** GET on a new TCP connection (no agent, so no kept-alive socket reused): its status, or the connection's error. */
function onNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
  });
}

async function issueAttachments(url: string, cookie: string): Promise<{ url: string; filename: string }[]> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Cookie: cookie },
    body: JSON.stringify({ query: '{ project(slug: "web") { issue(number: 3) { attachments { url filename } } } }' }),
  });
  const body = (await response.json()) as { data: { project: { issue: { attachments: { url: string; filename: string }[] } } } };
  return body.data.project.issue.attachments;
}

describe('stopping the server process', () => {
  const dirs: string[] = [];
  after(async () => {
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  });

  test('SIGTERM in the middle of an upload: the upload is answered and kept, a live stream is ended with a hint to reconnect, and the process exits 0', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-stop-'));
    dirs.push(dataDir);
    const bytes = randomBytes(512 * 1024);
    // The seeded demo, copied: what is tested is the stop, not a first start (startup.test.ts).
    await pgliteFromTemplate('seeded', dataDir);
    const first = await startServer({ TRIAGE_DATA_DIR: dataDir });
    try {
      const cookie = await signInAs(first.url, 'member@triage.test');
      const issue = await fetch(`${first.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Cookie: cookie },
        body: JSON.stringify({ query: '{ project(slug: "web") { issue(number: 3) { id } } }' }),
      }).then((r) => r.json() as Promise<{ data: { project: { issue: { id: string } } } }>);
      // Someone following the issue: their stream is ended by the stop, with a reconnect hint (not cut off).
      const stream = subscribe(first.url, { cookie }, ISSUE_CHANGED, { id: issue.data.project.issue.id });
      await stream.ready();
      const form = new Request(
        first.url,
        multipartFiles(
          `mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { id } } }`,
          { issueId: issue.data.project.issue.id },
          [{ name: 'notes.txt', type: 'text/plain', bytes }],
        ),
      );
      const body = Buffer.from(await form.arrayBuffer());
      const headers = { 'Content-Type': form.headers.get('content-type') ?? '', 'X-Triage-CSRF': '1', Cookie: cookie };
      const answer = await sendInTwoParts(first.url, headers, body, async () => {
        first.child.kill('SIGTERM');
        for (let i = 0; i < 50 && !/stopping after the requests under way/.test(first.output()); i += 1)
          await new Promise((r) => setTimeout(r, 100));
        assert.match(first.output(), /SIGTERM: stopping after the requests under way/);
        // On a connection of its own: fetch would reuse a kept-alive one (the live stream's, just ended), which
        // the server still serves until it closes it as idle.
        await assert.rejects(onNewConnection(`${first.url}/healthz`), 'a new connection is refused once the stop has begun');
      });
      assert.equal(answer.status, 200, answer.text);
      const payload = (JSON.parse(answer.text) as { data: { addIssueAttachments: { errors: unknown[]; attachments: { id: string }[] } } })
        .data.addIssueAttachments;
      assert.deepEqual(payload.errors, []);
      const heard: Event[] = [];
      for (let next = await stream.next(); !next.done; next = await stream.next()) heard.push(next.value);
      const last = heard.at(-1);
      assert.equal(last?.errors?.[0]?.extensions?.code, 'LIVE_INTERRUPTED', JSON.stringify(heard));
      assert.match(String(last?.errors?.[0]?.message), /The server is stopping; reconnect shortly/);
      assert.equal(await first.exited, 0);
    } finally {
      first.child.kill('SIGKILL');
    }

    // The answered upload survived the stop: its row and its bytes.
    const second = await startServer({ TRIAGE_DATA_DIR: dataDir });
    try {
      const cookie = await signInAs(second.url, 'member@triage.test');
      const stored = await issueAttachments(second.url, cookie);
      const uploaded = stored.find((a) => a.filename === 'notes.txt');
      assert.ok(uploaded, `the upload is listed after the restart: ${JSON.stringify(stored)}`);
      const file = await fetch(new URL(uploaded.url, second.url), { headers: { Cookie: cookie } });
      assert.equal(file.status, 200);
      const served = Buffer.from(await file.arrayBuffer());
      assert.equal(createHash('sha256').update(served).digest('hex'), createHash('sha256').update(bytes).digest('hex'));
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  test('npm start runs the compiled server (building what is missing); SIGTERM to npm stops it cleanly', { timeout: 300_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-stop-'));
    dirs.push(dataDir);
    const npm = await startProcess('npm', ['start', '--silent'], { TRIAGE_DATA_DIR: dataDir }, 240_000);
    try {
      const port = new URL(npm.url).port;
      assert.equal((await fetch(`${npm.url}/readyz`)).status, 200);
      // The process that listens runs the compiled JavaScript, not TypeScript through tsx.
      const listener = await listeningProcess(port);
      assert.match(listener, /scripts\/start\.js/);
      assert.doesNotMatch(listener, /tsx/);
      npm.child.kill('SIGTERM');
      assert.equal(await npm.exited, 0, npm.output());
      await assert.rejects(fetch(`${npm.url}/healthz`), 'nothing listens after npm stopped');
      assert.match(npm.output(), /SIGTERM: stopping after the requests under way/);
    } finally {
      npm.child.kill('SIGKILL');
    }
  });
});

/** The command line of the process listening on `port` (Linux: found through /proc). */
async function listeningProcess(port: string): Promise<string> {
  const hexPort = Number(port).toString(16).toUpperCase().padStart(4, '0');
  const table = await fs.readFile('/proc/net/tcp', 'utf8');
  const inode = table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')?.[9];
  assert.ok(inode, `something listens on ${port}`);
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const fds = await fs.readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await fs.readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target === `socket:[${inode}]`) return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
    }
  }
  throw new Error(`no process owns the socket listening on ${port}`);
}
