// Live updates over real HTTP (issue 12), on each backend: graphql-sse's client subscribes to Yoga's SSE
// on /graphql and hears each committed change as the subscriber may see it; who may not see a project hears
// nothing of it (refused on subscribing, and a stream ends once its user loses access or signs out); the
// bounds on streams per user and on a slow reader's backlog; the same security layers as every request.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { keyOf } from '../../src/server/graphql/globalId.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { ISSUE_CHANGED, PROJECT_ISSUES_CHANGED, subscribe, type Stream } from './liveClient.ts';
import { mutate } from './mutate.ts';

for (const backend of backends) {
  describe(`live updates on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let viewer: Session;
    let ids: { web: string; mobile: string; bug: string; mobileIssue: string };
    const streams: Stream[] = [];

    const open = async (session: Session, query: string, variables: Record<string, unknown>) => {
      const stream = subscribe(server.url, session, query, variables);
      streams.push(stream);
      await stream.ready();
      return stream;
    };
    const ok = async (session: Session, field: string, input: Record<string, unknown>, select = '') => {
      const { body } = await mutate(session, field, input, select);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.deepEqual(body.data[field].errors, [], JSON.stringify(body.data[field].errors));
      return body.data[field];
    };
    const newIssue = async (projectId: string, title: string): Promise<string> =>
      (await ok(server, 'createIssue', { projectId, title }, 'issue { id }')).issue.id;
    /** The stream's events until one passes `until`; returns that one. */
    const nextWhere = async (stream: Stream, until: (data: any) => boolean) => {
      for (;;) {
        const { value, done } = await stream.next();
        assert.ok(!done, 'the stream ended early');
        assert.equal(value.errors, undefined, JSON.stringify(value.errors));
        if (until(value.data)) return value.data;
      }
    };

    before(async () => {
      server = await startTestServer(backend, { liveLimits: { streamsPerUser: 3, backlog: 4 } });
      member = await server.signIn('member@triage.test');
      viewer = await server.signIn('viewer@triage.test');
      const { body } = await server.graphql(`{ web: project(slug: "web") { id labels { id name } }
        mobile: project(slug: "mobile") { id issue(number: 1) { id } } }`);
      ids = {
        web: body.data.web.id,
        mobile: body.data.mobile.id,
        bug: body.data.web.labels.find((l: { name: string }) => l.name === 'bug').id,
        mobileIssue: body.data.mobile.issue.id,
      };
    });
    after(async () => {
      await Promise.all(streams.map((s) => s.close()));
      await server.close();
    });

    test('a comment, a close and a label change each reach the issue subscriber, with the timeline item and its edge', async () => {
      const issue = await newIssue(ids.web, 'Watched');
      const stream = await open(viewer, ISSUE_CHANGED, { id: issue });

      await ok(member, 'addComment', { issueId: issue, body: 'Seen live' });
      const commented = await nextWhere(stream, (d) => d.issueChanged.timelineItem !== null);
      assert.deepEqual(commented.issueChanged.timelineItem, { __typename: 'Comment', body: 'Seen live' });
      assert.equal(commented.issueChanged.timelineEdge.node.__typename, 'Comment');
      assert.ok(commented.issueChanged.timelineEdge.cursor);
      // A notice with an item that is not a deleted comment names no deleted comment (the client would drop the item).
      assert.equal(commented.issueChanged.deletedCommentId, null);

      await ok(member, 'closeIssues', { issueIds: [issue], reason: 'NOT_PLANNED' });
      const closed = await nextWhere(stream, (d) => d.issueChanged.timelineItem?.kind === 'CLOSED');
      assert.deepEqual(closed.issueChanged.timelineItem, {
        __typename: 'IssueEvent',
        kind: 'CLOSED',
        to: 'NOT_PLANNED',
        actor: { login: 'member' },
        label: null,
      });
      assert.equal(closed.issueChanged.issue.state, 'CLOSED');
      assert.equal(closed.issueChanged.deletedCommentId, null);

      await ok(member, 'addLabelsToIssues', { issueIds: [issue], labelIds: [ids.bug] });
      const labelled = await nextWhere(stream, (d) => d.issueChanged.timelineItem?.kind === 'LABELED');
      assert.deepEqual(labelled.issueChanged.timelineItem.label, { name: 'bug' });
      assert.deepEqual(labelled.issueChanged.issue.labels, [{ name: 'bug' }]);
    });

    test('an edited description reaches the subscriber with its DESCRIPTION_EDITED event', async () => {
      const issue = await newIssue(ids.web, 'Described live');
      const stream = await open(viewer, ISSUE_CHANGED, { id: issue });
      await ok(member, 'updateIssue', { issueId: issue, body: 'Steps to reproduce, written later.' });
      const edited = await nextWhere(stream, (d) => d.issueChanged.timelineItem?.kind === 'DESCRIPTION_EDITED');
      assert.deepEqual(edited.issueChanged.timelineItem, {
        __typename: 'IssueEvent',
        kind: 'DESCRIPTION_EDITED',
        to: null,
        actor: { login: 'member' },
        label: null,
      });
      assert.equal(edited.issueChanged.issue.body, 'Steps to reproduce, written later.');
      assert.equal(edited.issueChanged.timelineEdge.node.__typename, 'IssueEvent');
      // Frees the viewer's place (three streams each in this suite) for the tests below.
      await stream.close();
    });

    test('an edited comment and a deleted one reach the subscriber as such', async () => {
      const issue = await newIssue(ids.web, 'Comments change');
      const { comment } = await ok(member, 'addComment', { issueId: issue, body: 'First draft' }, 'comment { id }');
      const stream = await open(member, ISSUE_CHANGED, { id: issue });
      await ok(member, 'updateComment', { commentId: comment.id, body: 'Second draft' });
      const edited = await nextWhere(stream, (d) => d.issueChanged.comment !== null);
      assert.deepEqual(edited.issueChanged.comment, { id: comment.id, body: 'Second draft' });
      // Edited, not deleted: a client that read a deleted id here would remove the comment it just updated.
      assert.equal(edited.issueChanged.deletedCommentId, null);
      await ok(member, 'deleteComment', { commentId: comment.id });
      const deleted = await nextWhere(stream, (d) => d.issueChanged.deletedCommentId !== null);
      assert.equal(deleted.issueChanged.deletedCommentId, comment.id);
      assert.equal(deleted.issueChanged.comment, null);
    });

    test("a project's subscriber hears of issues opened (as new) and changed, in commit order", async () => {
      const stream = await open(viewer, PROJECT_ISSUES_CHANGED, { projectId: ids.web });
      const issue = await newIssue(ids.web, 'Opened while watching');
      const created = await nextWhere(stream, (d) => d.projectIssuesChanged.issue.id === issue);
      assert.equal(created.projectIssuesChanged.created, true);
      await ok(member, 'updateIssue', { issueId: issue, title: 'Renamed while watching' });
      const renamed = await nextWhere(stream, (d) => d.projectIssuesChanged.issue.title === 'Renamed while watching');
      assert.equal(renamed.projectIssuesChanged.created, false);
    });

    test("a project's subscriber hears whether an opened or changed issue matches its list's search", async () => {
      // A person of its own: the test server allows each only a few streams.
      const stream = await open(
        await server.createAccount('live-search', 'VIEWER'),
        `subscription($projectId: ID!, $query: String) { projectIssuesChanged(projectId: $projectId) {
          created matches(query: $query) issue { title } } }`,
        { projectId: ids.web, query: 'is:open zebra' },
      );
      const heard = async (title: string) =>
        (await nextWhere(stream, (d) => d.projectIssuesChanged.issue.title === title)).projectIssuesChanged;
      await newIssue(ids.web, 'A plain crossing');
      assert.deepEqual(await heard('A plain crossing'), { created: true, matches: false, issue: { title: 'A plain crossing' } });
      const zebra = await newIssue(ids.web, 'A zebra crossing');
      assert.deepEqual(await heard('A zebra crossing'), { created: true, matches: true, issue: { title: 'A zebra crossing' } });
      await ok(member, 'closeIssues', { issueIds: [zebra], reason: 'COMPLETED' });
      const closed = await nextWhere(stream, (d) => d.projectIssuesChanged.issue.title === 'A zebra crossing');
      assert.deepEqual(
        [closed.projectIssuesChanged.created, closed.projectIssuesChanged.matches],
        [false, false],
        'closed: no longer is:open',
      );
    });

    test('a viewer outside a private project cannot follow it, and hears nothing of it on streams they may follow', async () => {
      const refused = subscribe(server.url, viewer, PROJECT_ISSUES_CHANGED, { projectId: ids.mobile });
      streams.push(refused);
      const answer = await refused.next();
      assert.equal(answer.value?.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      const issueRefused = subscribe(server.url, viewer, ISSUE_CHANGED, { id: ids.mobileIssue });
      streams.push(issueRefused);
      assert.equal((await issueRefused.next()).value?.errors?.[0]?.extensions?.code, 'NOT_FOUND');

      const web = await open(viewer, PROJECT_ISSUES_CHANGED, { projectId: ids.web });
      await ok(server, 'updateIssue', { issueId: ids.mobileIssue, title: 'A private change' });
      const marker = await newIssue(ids.web, 'After the private change');
      // Notices arrive in commit order: the first thing heard is the later web change, not the private one.
      const { value } = await web.next();
      assert.equal(value.data.projectIssuesChanged.issue.id, marker);
    });

    test('a member removed from a private project stops hearing of it: the stream ends with NOT_FOUND', async () => {
      const outsider = await server.createAccount('live-outsider', 'MEMBER');
      const userId = (await server.graphql('{ users(first: 100) { edges { node { id login } } } }')).body.data.users.edges.find(
        (e: { node: { login: string } }) => e.node.login === 'live-outsider',
      ).node.id;
      await ok(server, 'addProjectMember', { projectId: ids.mobile, userId });
      const stream = await open(outsider, ISSUE_CHANGED, { id: ids.mobileIssue });
      await ok(server, 'updateIssue', { issueId: ids.mobileIssue, title: 'Heard while a member' });
      await nextWhere(stream, (d) => d.issueChanged.issue.title === 'Heard while a member');
      await ok(server, 'removeProjectMember', { projectId: ids.mobile, userId });
      await ok(server, 'updateIssue', { issueId: ids.mobileIssue, title: 'Not for former members' });
      // What was heard before the removal may still be on its way; then the stream ends, the change unheard.
      for (;;) {
        const { value, done } = await stream.next();
        assert.ok(!done, 'the stream must end with an error');
        assert.notEqual(value.data?.issueChanged.issue.title, 'Not for former members');
        if (value.errors) {
          assert.equal(value.errors[0]?.extensions?.code, 'NOT_FOUND');
          break;
        }
      }
      assert.equal((await stream.next()).done, true);
    });

    test('a stream ends with UNAUTHENTICATED once its session signed out', async () => {
      const leaving = await server.signIn('member@triage.test');
      const issue = await newIssue(ids.web, 'Signed out meanwhile');
      const stream = await open(leaving, ISSUE_CHANGED, { id: issue });
      await leaving.graphql('mutation { signOut { clientMutationId } }');
      await ok(member, 'addComment', { issueId: issue, body: 'After the sign-out' });
      // On PostgreSQL the notice of the issue's creation may reach the stream after it opened (before the
      // sign-out): that one may be heard; the comment made after the sign-out never is.
      for (;;) {
        const { value, done } = await stream.next();
        assert.ok(!done, 'the stream must end with an error');
        assert.notEqual(value.data?.issueChanged.timelineItem?.body, 'After the sign-out', 'a change after the sign-out was heard');
        if (value.errors) {
          assert.equal(value.errors[0]?.extensions?.code, 'UNAUTHENTICATED');
          break;
        }
      }
    });

    test('nobody signed in cannot subscribe (401)', async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Triage-CSRF': '1' },
        body: JSON.stringify({ query: PROJECT_ISSUES_CHANGED, variables: { projectId: ids.web } }),
      });
      assert.equal(response.status, 401);
      assert.match(await response.text(), /UNAUTHENTICATED/);
    });

    test('a person may hold only so many streams at once in one process: one more takes the place of their oldest', async () => {
      // The page they open (or come back to) is the one they look at: it is never refused for a tab left behind.
      const person = await server.createAccount('live-many', 'MEMBER');
      const before = server.live.openStreams;
      const held = [];
      for (let i = 0; i < 3; i += 1) held.push(await open(person, PROJECT_ISSUES_CHANGED, { projectId: ids.web }));
      assert.equal(server.live.openStreams, before + 3);
      const newest = await open(person, PROJECT_ISSUES_CHANGED, { projectId: ids.web });
      const ended = await held[0]?.next();
      assert.equal(ended?.value?.errors?.[0]?.extensions?.code, 'STREAM_REPLACED', 'the oldest is ended, to be reopened when seen');
      // What a client that does not know the code is told: the limit, and that it comes back.
      assert.match(
        ended?.value?.errors?.[0]?.message ?? '',
        /^At most 3 live streams per person at once: .*reconnects when you look at it\.$/,
      );
      assert.equal(server.live.openStreams, before + 3, 'still at most 3');
      await ok(member, 'updateIssue', { issueId: await newIssue(ids.web, 'Heard by the newest'), priority: 'HIGH' });
      await nextWhere(newest, (d) => d.projectIssuesChanged.issue.title === 'Heard by the newest');
      await nextWhere(held[1] as Stream, (d) => d.projectIssuesChanged.issue.title === 'Heard by the newest');
    });

    test('a reader that falls behind by more than the backlog is dropped with SLOW_CONSUMER', async () => {
      const issue = await newIssue(ids.web, 'Too many changes');
      const person = await server.database.db.selectFrom('users').select('id').where('login', '=', 'member').executeTakeFirstOrThrow();
      // A stream read straight from the process's feed, which does not read while the changes are made.
      const stream = server.live.follow('issue', keyOf(issue, 'Issue') ?? 0, person.id);
      const first = stream.next();
      for (let i = 0; i < 8; i += 1) await ok(member, 'addComment', { issueId: issue, body: `change ${i}` });
      await first;
      await assert.rejects(
        async () => {
          for (;;) if ((await stream.next()).done) return;
        },
        (error: { extensions?: { code?: string } }) => error.extensions?.code === 'SLOW_CONSUMER',
      );
    });
  });
}

describe('live updates keep the security layers of every request', () => {
  const SUBSCRIPTION = 'subscription ProjectWatch($projectId: ID!) { projectIssuesChanged(projectId: $projectId) { issue { id title } } }';
  let server: TestServer;
  let member: Session;
  let projectId: string;
  before(async () => {
    server = await startTestServer('pglite', { production: true, persistedOperations: new Map([['watch-1', SUBSCRIPTION]]) });
    member = await server.signIn('member@triage.test').catch(async () => server.sessionOf(await memberId(server)));
    const row = await server.database.db.selectFrom('projects').select('id').where('slug', '=', 'web').executeTakeFirstOrThrow();
    projectId = Buffer.from(`Project:${row.id}`).toString('base64url');
  });
  after(() => server.close());

  const post = (body: object, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Triage-CSRF': '1', Cookie: member.cookie, ...headers },
      body: JSON.stringify(body),
    });

  test('in production a subscription runs by its persisted doc_id, and its text alone is refused', async () => {
    const refused = await post({ query: SUBSCRIPTION, variables: { projectId } });
    assert.match(await refused.text(), /PERSISTED_QUERY_ONLY/);

    const controller = new AbortController();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Triage-CSRF': '1', Cookie: member.cookie },
      body: JSON.stringify({ doc_id: 'watch-1', variables: { projectId } }),
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    await reader.read(); // the first ping: the stream is open
    assert.equal(server.live.openStreams, 1);
    await server.database.db.updateTable('issues').set({ title: 'Changed by hand' }).where('number', '=', 1).execute();
    let text = '';
    while (!text.includes('Changed by hand')) text += decoder.decode((await reader.read()).value);
    assert.match(text, /event: next\ndata: \{"data":\{"projectIssuesChanged"/);
    controller.abort();
  });

  test('a subscription POSTed from another origin is refused before it runs (403)', async () => {
    const response = await post({ doc_id: 'watch-1', variables: { projectId } }, { Origin: 'https://evil.example' });
    assert.equal(response.status, 403);
    assert.match(await response.text(), /CROSS_SITE_REQUEST/);
  });

  test('a subscription over GET without the CSRF header is refused (EventSource from another site cannot send it)', async () => {
    const url = `${server.url}/graphql?doc_id=watch-1&variables=${encodeURIComponent(JSON.stringify({ projectId }))}`;
    const response = await fetch(url, { headers: { Accept: 'text/event-stream', Cookie: member.cookie } });
    assert.equal(response.status, 403);
    await response.body?.cancel();
  });
});

async function memberId(server: TestServer): Promise<number> {
  const row = await server.database.db.selectFrom('users').select('id').where('email', '=', 'member@triage.test').executeTakeFirstOrThrow();
  return row.id;
}
