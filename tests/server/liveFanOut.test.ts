// Live updates across server processes (issue 12): two real server processes (src/server/main.ts) on one
// throwaway PostgreSQL database, as behind a load balancer. A change made through one is heard by the
// subscribers of the other (PostgreSQL LISTEN/NOTIFY), each reading only what they may see; when a process
// loses its listening connection its streams end (their clients reconnect and catch up), and it listens again.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { postgresAvailable, createPostgresDatabase, DEMO_PASSWORD, type GraphQLResult, type Session } from './harness.ts';
import { INBOX_CHANGED, ISSUE_CHANGED, PROJECT_ISSUES_CHANGED, subscribe, type Stream } from './liveClient.ts';
import { entryArguments } from './serverEntries.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface ServerProcess {
  readonly url: string;
  stop(): Promise<void>;
}

async function startProcess(databaseUrl: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, entryArguments('main'), {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: '0', TRIAGE_CLIENT_DIR: 'none', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(log);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${log}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function signIn(url: string, email: string): Promise<Session> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
    body: JSON.stringify({
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }',
      variables: { input: { email, password: DEMO_PASSWORD } },
    }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  assert.ok(cookie, `signing in as ${email} failed: ${await response.text()}`);
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

describe('live updates across two server processes on PostgreSQL', { skip: !postgresAvailable }, () => {
  let database: { url: string; drop: () => Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let viewerOnA: Session;
  let memberOnA: Session;
  let memberOnB: Session;
  let ids: { web: string; mobile: string; webIssue: string; mobileIssue: string };
  const streams: Stream[] = [];

  const open = async (url: string, session: Session, query: string, variables: Record<string, unknown>) => {
    const stream = subscribe(url, session, query, variables);
    streams.push(stream);
    await stream.ready();
    return stream;
  };
  const change = async (session: Session, query: string, input: Record<string, unknown>) => {
    const { body } = await session.graphql(query, { input });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data;
  };
  const rename = (session: Session, issueId: string, title: string) =>
    change(session, 'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors { code } } }', { issueId, title });

  before(async () => {
    database = await createPostgresDatabase();
    // Both start at once: migrations and the demo seed take their locks, as in a real deployment.
    [a, b] = await Promise.all([startProcess(database.url), startProcess(database.url)]);
    viewerOnA = await signIn(a.url, 'viewer@triage.test');
    memberOnA = await signIn(a.url, 'member@triage.test');
    memberOnB = await signIn(b.url, 'member@triage.test');
    const { body } = await memberOnB.graphql(`{ web: project(slug: "web") { id issue(number: 1) { id } }
      mobile: project(slug: "mobile") { id issue(number: 1) { id } } }`);
    ids = { web: body.data.web.id, mobile: body.data.mobile.id, webIssue: body.data.web.issue.id, mobileIssue: body.data.mobile.issue.id };
  });
  after(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  test('a comment made through process B reaches a subscriber of process A', async () => {
    const stream = await open(a.url, viewerOnA, ISSUE_CHANGED, { id: ids.webIssue });
    await change(memberOnB, 'mutation($input: AddCommentInput!) { addComment(input: $input) { errors { code } } }', {
      issueId: ids.webIssue,
      body: 'Written on B, read on A',
    });
    for (;;) {
      const { value, done } = await stream.next();
      assert.ok(!done);
      if (value.data.issueChanged.timelineItem) {
        assert.deepEqual(value.data.issueChanged.timelineItem, { __typename: 'Comment', body: 'Written on B, read on A' });
        break;
      }
    }
  });

  test('an issue opened through B reaches the project subscribers of both processes', async () => {
    const onA = await open(a.url, memberOnA, PROJECT_ISSUES_CHANGED, { projectId: ids.web });
    const onB = await open(b.url, memberOnB, PROJECT_ISSUES_CHANGED, { projectId: ids.web });
    const data = await change(
      memberOnB,
      'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } errors { code } } }',
      { projectId: ids.web, title: 'Opened on B' },
    );
    for (const stream of [onA, onB]) {
      const { value } = await stream.next();
      assert.deepEqual(
        { id: value.data.projectIssuesChanged.issue.id, created: value.data.projectIssuesChanged.created },
        { id: data.createIssue.issue.id, created: true },
      );
    }
  });

  test('a viewer on A without access to the private project hears nothing of a change made to it on B', async () => {
    const refused = subscribe(a.url, viewerOnA, PROJECT_ISSUES_CHANGED, { projectId: ids.mobile });
    streams.push(refused);
    assert.equal((await refused.next()).value?.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    const web = await open(a.url, viewerOnA, PROJECT_ISSUES_CHANGED, { projectId: ids.web });
    await rename(memberOnB, ids.mobileIssue, 'Private, changed on B');
    await rename(memberOnB, ids.webIssue, 'Public, changed on B after');
    // Notices arrive in commit order: the first thing the viewer hears is the later, public change.
    const { value } = await web.next();
    assert.equal(value.data.projectIssuesChanged.issue.title, 'Public, changed on B after');
  });

  test('a mention made through B raises the count of the one mentioned on A, and nobody else’s', async () => {
    const adminOnB = await signIn(b.url, 'admin@triage.test');
    const viewerInbox = await open(a.url, viewerOnA, INBOX_CHANGED, {});
    const memberInbox = await open(a.url, memberOnA, INBOX_CHANGED, {});
    const people = await Promise.all(
      [viewerOnA, memberOnA].map(async (session) => (await session.graphql('{ viewer { id unreadNotificationCount } }')).body.data.viewer),
    );
    const newIssue = async (title: string) =>
      (
        await change(adminOnB, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } errors { code } } }', {
          projectId: ids.web,
          title,
        })
      ).createIssue.issue.id as string;
    const mention = async (login: string) =>
      change(adminOnB, 'mutation($input: AddCommentInput!) { addComment(input: $input) { errors { code } } }', {
        issueId: await newIssue(`For ${login}, across processes`),
        body: `@${login} written on B`,
      });

    await mention('viewer');
    assert.deepEqual((await viewerInbox.next()).value?.data?.inboxChanged.viewer, {
      id: people[0].id,
      unreadNotificationCount: people[0].unreadNotificationCount + 1,
    });
    // The member's stream carried nothing of the viewer's: the first thing it carries is their own mention.
    await mention('member');
    assert.deepEqual((await memberInbox.next()).value?.data?.inboxChanged.viewer, {
      id: people[1].id,
      unreadNotificationCount: people[1].unreadNotificationCount + 1,
    });
  });

  test('a process that loses its listening connection ends its streams, listens again, and delivers again', async () => {
    const stream = await open(a.url, viewerOnA, ISSUE_CHANGED, { id: ids.webIssue });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const listeners = async () =>
      (
        await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query = 'listen triage_changes'`,
        )
      ).rows;
    assert.equal((await listeners()).length, 2, 'each process listens on a connection of its own');
    for (const { pid } of await listeners()) await admin.query('select pg_terminate_backend($1)', [pid]);
    const { value } = await stream.next();
    assert.equal(value.errors?.[0]?.extensions?.code, 'LIVE_INTERRUPTED');
    // Both processes connect again (with backoff): wait for it, then a new stream hears changes again.
    while ((await listeners()).length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    await admin.end();
    const again = await open(a.url, viewerOnA, ISSUE_CHANGED, { id: ids.webIssue });
    await rename(memberOnB, ids.webIssue, 'Heard after the reconnection');
    for (;;) {
      const next = await again.next();
      assert.ok(!next.done);
      if (next.value.data.issueChanged.issue.title === 'Heard after the reconnection') break;
    }
  });
});
