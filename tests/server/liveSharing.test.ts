// The live payloads a process shares among its streams (graphql/noticeReads.ts, sharedLiveResults.ts), on
// each backend: a notice's result is resolved once per role and shared, so these tests put streams of the
// same role side by side and check that sharing never hands one of them what it may not see: a removed
// member's stream ends unheard while a member of the same role hears the change; a field that depends on who
// asks (a comment's viewerCanUpdate, its author's email) is each person's own, whichever stream ran first;
// a field that depends on the role (an issue's viewerCanUpdate) is each role's own.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { ISSUE_CHANGED, subscribe, type Stream } from './liveClient.ts';
import { mutate } from './mutate.ts';

const COMMENT_CHANGED = `subscription($id: ID!) { issueChanged(id: $id) {
  issue { id title viewerCanUpdate }
  comment { id body viewerCanUpdate author { login email } } } }`;
/** Reads a table that neither the change nor the access checks read, so that a lock on it holds back only the payload. */
const WITH_ATTACHMENTS = `subscription($id: ID!) { issueChanged(id: $id) { issue { id title attachments { id } } } }`;

for (const backend of backends) {
  describe(`shared live payloads on ${backend}`, () => {
    let server: TestServer;
    let ids: { web: string; mobile: string; mobileIssue: string };
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
    /** The stream's next event that passes `until`, failing on errors or an early end. */
    const nextWhere = async (stream: Stream, until: (data: any) => boolean) => {
      for (;;) {
        const { value, done } = await stream.next();
        assert.ok(!done, 'the stream ended early');
        assert.equal(value.errors, undefined, JSON.stringify(value.errors));
        if (until(value.data)) return value.data;
      }
    };

    before(async () => {
      server = await startTestServer(backend);
      const { body } = await server.graphql(
        `{ web: project(slug: "web") { id } mobile: project(slug: "mobile") { id issue(number: 1) { id } } }`,
      );
      ids = { web: body.data.web.id, mobile: body.data.mobile.id, mobileIssue: body.data.mobile.issue.id };
    });
    after(async () => {
      await Promise.all(streams.map((s) => s.close()));
      await server.close();
    });

    test('a member removed from a private project hears nothing more of it, though a member of the same role shares the result', async () => {
      const stays = await server.createAccount(`stays-${backend}`, 'MEMBER');
      const leaves = await server.createAccount(`leaves-${backend}`, 'MEMBER');
      for (const person of [stays, leaves])
        await ok(server, 'addProjectMember', { projectId: ids.mobile, userId: toGlobalId('User', person.id) });
      // The one who stays is followed first: the shared result exists by the time the leaver's turn comes.
      const staying = await open(stays, ISSUE_CHANGED, { id: ids.mobileIssue });
      const leaving = await open(leaves, ISSUE_CHANGED, { id: ids.mobileIssue });
      await ok(server, 'updateIssue', { issueId: ids.mobileIssue, title: 'Heard by both' });
      await nextWhere(staying, (d) => d.issueChanged.issue.title === 'Heard by both');
      await nextWhere(leaving, (d) => d.issueChanged.issue.title === 'Heard by both');

      await ok(server, 'removeProjectMember', { projectId: ids.mobile, userId: toGlobalId('User', leaves.id) });
      await ok(server, 'updateIssue', { issueId: ids.mobileIssue, title: 'Only for members' });
      await nextWhere(staying, (d) => d.issueChanged.issue.title === 'Only for members');
      // What was heard before the removal may still be on its way; then the stream ends, the change unheard.
      for (;;) {
        const { value, done } = await leaving.next();
        assert.ok(!done, 'the stream must end with an error');
        assert.notEqual(value.data?.issueChanged.issue.title, 'Only for members', 'the removed member received the change');
        if (value.errors) {
          assert.equal(value.errors?.[0]?.extensions?.code, 'NOT_FOUND');
          break;
        }
      }
      assert.equal((await leaving.next()).done, true);
    });

    // PostgreSQL runs the reads of a notice beside the writes, so a removal can commit while a stream's payload
    // is being read; here the read is held (the payload reads attachments, locked until the removal has committed).
    // (PGlite runs one statement at a time: the window is there too, but cannot be held open from outside.)
    if (backend === 'postgres')
      test('a payload read after its member was removed is not sent to them: their stream ends instead', async () => {
        const stays = await server.createAccount(`read-stays-${backend}`, 'MEMBER');
        const leaves = await server.createAccount(`read-leaves-${backend}`, 'MEMBER');
        for (const person of [stays, leaves])
          await ok(server, 'addProjectMember', { projectId: ids.mobile, userId: toGlobalId('User', person.id) });
        const staying = await open(stays, WITH_ATTACHMENTS, { id: ids.mobileIssue });
        const leaving = await open(leaves, WITH_ATTACHMENTS, { id: ids.mobileIssue });
        const db = server.database.db;
        await db.transaction().execute(async (trx) => {
          await sql`lock table attachments in access exclusive mode`.execute(trx);
          await ok(server, 'updateIssue', { issueId: ids.mobileIssue, title: 'Read after the removal' });
          // Both streams let the notice in (both members still); its payload's read then waits for this lock.
          for (;;) {
            const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
            if ((rows[0]?.waiting ?? 0) > 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await ok(server, 'removeProjectMember', { projectId: ids.mobile, userId: toGlobalId('User', leaves.id) });
        });
        await nextWhere(staying, (d) => d.issueChanged.issue.title === 'Read after the removal');
        const { value, done } = await leaving.next();
        assert.ok(!done, 'the stream must end with an error');
        assert.equal(value.data, undefined, `the removed member received ${JSON.stringify(value.data)}`);
        assert.equal(value.errors?.[0]?.extensions?.code, 'NOT_FOUND');
        assert.equal((await leaving.next()).done, true);
      });

    test("what depends on who asks is each person's own, whichever of two members of the same role ran first", async () => {
      const author = await server.createAccount(`author-${backend}`, 'MEMBER');
      const reader = await server.createAccount(`reader-${backend}`, 'MEMBER');
      for (const [first, second] of [
        [author, reader],
        [reader, author],
      ] as const) {
        const issue = (await ok(author, 'createIssue', { projectId: ids.web, title: 'Whose comment' }, 'issue { id }')).issue.id;
        const { comment } = await ok(author, 'addComment', { issueId: issue, body: 'Draft' }, 'comment { id }');
        const streamOf = new Map<Session, Stream>([
          [first, await open(first, COMMENT_CHANGED, { id: issue })],
          [second, await open(second, COMMENT_CHANGED, { id: issue })],
        ]);
        await ok(author, 'updateComment', { commentId: comment.id, body: 'Edited' });
        const heard = async (person: Session) =>
          (await nextWhere(streamOf.get(person) as Stream, (d) => d.issueChanged.comment?.body === 'Edited')).issueChanged.comment;
        assert.deepEqual(await heard(author), {
          id: comment.id,
          body: 'Edited',
          viewerCanUpdate: true,
          author: { login: `author-${backend}`, email: `author-${backend}@example.test` },
        });
        assert.deepEqual(await heard(reader), {
          id: comment.id,
          body: 'Edited',
          viewerCanUpdate: false,
          author: { login: `author-${backend}`, email: null },
        });
      }
    });

    test('a role changed while a stream is open: the next change is read as the new role', async () => {
      const demoted = await server.createAccount(`demoted-${backend}`, 'MEMBER');
      const issue = (await ok(server, 'createIssue', { projectId: ids.web, title: 'Before the demotion' }, 'issue { id }')).issue.id;
      const stream = await open(demoted, COMMENT_CHANGED, { id: issue });
      await ok(server, 'updateIssue', { issueId: issue, title: 'Still a member' });
      const seen = async (title: string) => (await nextWhere(stream, (d) => d.issueChanged.issue.title === title)).issueChanged.issue;
      assert.equal((await seen('Still a member')).viewerCanUpdate, true);
      await ok(server, 'setUserRole', { userId: toGlobalId('User', demoted.id), role: 'VIEWER' });
      await ok(server, 'updateIssue', { issueId: issue, title: 'Now a viewer' });
      assert.equal((await seen('Now a viewer')).viewerCanUpdate, false);
    });

    test('what depends on the role is each role’s own: a viewer and a member hear the same change differently', async () => {
      const member = await server.createAccount(`role-member-${backend}`, 'MEMBER');
      const viewer = await server.createAccount(`role-viewer-${backend}`, 'VIEWER');
      const issue = (await ok(member, 'createIssue', { projectId: ids.web, title: 'Who may change it' }, 'issue { id }')).issue.id;
      const members = await open(member, COMMENT_CHANGED, { id: issue });
      const viewers = await open(viewer, COMMENT_CHANGED, { id: issue });
      await ok(member, 'updateIssue', { issueId: issue, title: 'Changed once' });
      const seen = async (stream: Stream) =>
        (await nextWhere(stream, (d) => d.issueChanged.issue.title === 'Changed once')).issueChanged.issue;
      assert.equal((await seen(members)).viewerCanUpdate, true);
      assert.equal((await seen(viewers)).viewerCanUpdate, false);
    });
  });
}
