// The deployment docs/deploy.md describes, run for real: nginx with deploy/nginx.conf (only its `listen`
// and upstream `server` lines pointed at loopback) in front of two Triage processes (src/server/main.ts)
// on one throwaway PostgreSQL database, their attachments in one S3-compatible bucket (s3rver) and each with
// a data folder of its own. Everything below goes through nginx, as a browser's requests would, but the checks
// that an upload made through one process downloads through the other and that a change made in each process
// reaches a stream held by either. Needs Debian's nginx (CI installs it); skipped without it or PostgreSQL
// outside CI.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { postgresAvailable, createPostgresDatabase, type GraphQLResult, type Session } from './harness.ts';
import { ISSUE_CHANGED, subscribe, type Stream } from './liveClient.ts';
import { startLocalS3, type LocalS3 } from './localS3.ts';
import { multipartFiles } from './multipart.ts';
import { root, signInAs, startServer, type Started } from './serverProcess.ts';

const NGINX = '/usr/sbin/nginx';
const METRICS_TOKEN = 'deployment-test-metrics-token';
const UPLOAD_MAX_BYTES = 2_000_000;

if (process.env.CI === 'true' && !existsSync(NGINX))
  throw new Error(`CI=true but ${NGINX} is missing: the deployment test must run in CI.`);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** deploy/nginx.conf as shipped, listening on `port` and proxying to `upstreams`; fails if those lines moved. */
async function siteConfig(port: number, upstreams: readonly string[]): Promise<string> {
  const shipped = await fs.readFile(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = /( +)server 10\.0\.0\.11:4000;\n +server 10\.0\.0\.12:4000;\n/;
  assert.match(shipped, servers, 'deploy/nginx.conf no longer has the two example upstream servers this test replaces');
  assert.match(shipped, / listen 80;\n/);
  return shipped
    .replace(servers, (_match, indent: string) => upstreams.map((address) => `${indent}server ${address};\n`).join(''))
    .replace(' listen 80;\n', ` listen 127.0.0.1:${port};\n`);
}

interface Nginx {
  readonly url: string;
  stop(): Promise<void>;
}

async function startNginx(folder: string, upstreams: readonly string[]): Promise<Nginx> {
  const port = await freePort();
  // A whole nginx.conf around the shipped site file, with every path in a throwaway folder (no root needed).
  await fs.writeFile(path.join(folder, 'triage.conf'), await siteConfig(port, upstreams));
  await fs.writeFile(
    path.join(folder, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${folder}/${kind}_temp;`),
      `  include ${folder}/triage.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  // As root, nginx's workers switch to an unprivileged user: let them reach the folder.
  await fs.chmod(folder, 0o777);
  const child: ChildProcess = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'pipe' });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** Reads the stream until an issue's change with this title arrives; fails if the stream ends first. */
async function titleArrives(stream: Stream, title: string): Promise<void> {
  for (;;) {
    const event = await stream.next();
    assert.equal(event.done, false, `the stream ended before the rename to "${title}" arrived`);
    if (event.value.data?.issueChanged.issue.title === title) return;
  }
}

function session(url: string, cookie: string): Session {
  return {
    cookie,
    fetch: (pathname, init = {}) =>
      fetch(`${url}${pathname}`, { ...init, headers: { ...init.headers, Cookie: cookie, 'X-Triage-CSRF': '1' } }),
    async graphql(query, variables): Promise<GraphQLResult> {
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Cookie: cookie },
        body: JSON.stringify({ query, variables }),
      });
      return { status: answer.status, headers: answer.headers, body: await answer.json() };
    },
  };
}

/** GraphQL requests a process has answered, read from its own /metrics. */
async function graphqlRequestsOf(server: Started): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return [...text.matchAll(/^triage_http_requests_total\{[^}]*route="graphql"[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

describe(
  'nginx in front of two processes on one PostgreSQL (deploy/nginx.conf)',
  { skip: !existsSync(NGINX) || !postgresAvailable },
  () => {
    let folder: string;
    let database: { url: string; drop: () => Promise<void> };
    let s3: LocalS3;
    let a: Started;
    let b: Started;
    let nginx: Nginx;
    let member: Session;
    let issueId: string;
    const streams: Stream[] = [];

    before(async () => {
      folder = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-deploy-'));
      database = await createPostgresDatabase();
      s3 = await startLocalS3();
      const env = {
        DATABASE_URL: database.url,
        TRIAGE_STORAGE_URL: s3.storageUrl('triage'),
        ...s3.env,
        TRIAGE_TRUSTED_PROXIES: '127.0.0.1',
        TRIAGE_METRICS_TOKEN: METRICS_TOKEN,
        TRIAGE_UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
      };
      // No folder in common: the bucket is where the processes share files.
      [a, b] = await Promise.all([
        startServer({ ...env, TRIAGE_DATA_DIR: path.join(folder, 'data-a') }),
        startServer({ ...env, TRIAGE_DATA_DIR: path.join(folder, 'data-b') }),
      ]);
      nginx = await startNginx(
        path.join(folder),
        [a.url, b.url].map((url) => new URL(url).host),
      );
      member = session(nginx.url, await signInAs(nginx.url, 'member@triage.test'));
      const { body } = await member.graphql('{ project(slug: "web") { issue(number: 1) { id } } }');
      issueId = body.data.project.issue.id;
    });
    after(async () => {
      await Promise.all(streams.map((stream) => stream.close()));
      await nginx?.stop();
      for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
      await Promise.all([a?.exited, b?.exited]);
      await database?.drop();
      await s3?.close();
      await fs.rm(folder, { recursive: true, force: true });
    });

    test('requests are shared by both processes, and a session made through one works through the other', async () => {
      const before = await Promise.all([graphqlRequestsOf(a), graphqlRequestsOf(b)]);
      for (let i = 0; i < 10; i += 1) {
        const { status, body } = await member.graphql('{ viewer { login } }');
        assert.equal(status, 200);
        assert.equal(body.data.viewer.login, 'member');
      }
      const afterwards = await Promise.all([graphqlRequestsOf(a), graphqlRequestsOf(b)]);
      assert.ok(afterwards[0] > before[0] && afterwards[1] > before[1], `requests per process: ${before} then ${afterwards}`);
    });

    test('a live update made through nginx reaches a subscriber streaming through nginx', async () => {
      const stream = subscribe(nginx.url, member, ISSUE_CHANGED, { id: issueId });
      streams.push(stream);
      await stream.ready();
      const title = `Renamed behind nginx ${randomBytes(4).toString('hex')}`;
      const { body } = await member.graphql('mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors { code } } }', {
        input: { issueId, title },
      });
      assert.deepEqual(body.data.updateIssue.errors, []);
      await titleArrives(stream, title);
    });

    test('a change made in either process reaches a subscriber that nginx connected to one of them', async () => {
      // nginx picks the process that holds the stream; renaming through each process in turn makes sure one of
      // the renames was made in the other process, so it crossed over through PostgreSQL's notices.
      const stream = subscribe(nginx.url, member, ISSUE_CHANGED, { id: issueId });
      streams.push(stream);
      await stream.ready();
      for (const server of [a, b]) {
        const title = `Renamed in ${new URL(server.url).port} ${randomBytes(4).toString('hex')}`;
        const { body } = await session(server.url, member.cookie).graphql(
          'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors { code } } }',
          { input: { issueId, title } },
        );
        assert.deepEqual(body.data.updateIssue.errors, [], server.url);
        await titleArrives(stream, title);
      }
    });

    test('a file uploaded through nginx downloads unchanged from the bucket, whichever process answers', async () => {
      const bytes = randomBytes(UPLOAD_MAX_BYTES);
      const init = multipartFiles(
        'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { url size } } }',
        { issueId },
        [{ name: 'dump.zip', type: 'application/zip', bytes }],
        { 'X-Triage-CSRF': '1', Cookie: member.cookie },
      );
      const response = await fetch(`${nginx.url}/graphql`, init);
      const { data } = (await response.json()) as {
        data: { addIssueAttachments: { errors: unknown[]; attachments: { url: string; size: number }[] } };
      };
      assert.deepEqual(data.addIssueAttachments.errors, []);
      const [attachment] = data.addIssueAttachments.attachments;
      assert.equal(attachment?.size, UPLOAD_MAX_BYTES);
      for (let i = 0; i < 4; i += 1) {
        const download = await member.fetch(attachment?.url ?? '');
        assert.equal(download.status, 200);
        assert.ok(Buffer.from(await download.arrayBuffer()).equals(bytes), 'the downloaded bytes differ from the uploaded ones');
      }
      // And from each process directly: whichever took the upload, the other serves it from the bucket.
      for (const server of [a, b]) {
        const download = await session(server.url, member.cookie).fetch(attachment?.url ?? '');
        assert.equal(download.status, 200, server.url);
        assert.ok(Buffer.from(await download.arrayBuffer()).equals(bytes), `the bytes downloaded from ${server.url} differ`);
      }
    });

    test("a file over Triage's limit is refused by Triage with its own error, not by nginx", async () => {
      const init = multipartFiles(
        'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } } }',
        { issueId },
        [{ name: 'big.zip', type: 'application/zip', bytes: randomBytes(UPLOAD_MAX_BYTES + 1) }],
        { 'X-Triage-CSRF': '1', Cookie: member.cookie },
      );
      const response = await fetch(`${nginx.url}/graphql`, init);
      const text = await response.text();
      assert.match(response.headers.get('content-type') ?? '', /json/, `not Triage's answer: ${response.status} ${text.slice(0, 200)}`);
      assert.equal(response.status, 413);
      assert.match(text, /REQUEST_ENTITY_TOO_LARGE/);
    });

    test('with one process stopped, nginx sends every request to the other', async () => {
      a.child.kill('SIGTERM');
      assert.equal(await a.exited, 0);
      for (let i = 0; i < 6; i += 1) {
        const { status, body } = await member.graphql('{ viewer { login } }');
        assert.equal(status, 200, JSON.stringify(body));
        assert.equal(body.data.viewer.login, 'member');
      }
    });
  },
);
