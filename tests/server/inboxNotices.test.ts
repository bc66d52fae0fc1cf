// The inbox's live notices (issue 17) as the feed reads them (domain/liveChanges.ts, parseLiveNotices): the
// payload migration 0030's triggers send names the people whose inbox changed, one notice each; any other shape
// (anyone who may connect to the database can `pg_notify` the channel) is refused whole. Issue notices still read.
// And what the triggers send on each database: a wide fan-out in slices of 500 people, each person once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseLiveNotices } from '../../src/server/domain/liveChanges.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

test('an inbox payload is one notice per person named', () => {
  assert.deepEqual(parseLiveNotices('{"k":"inbox","u":[3,14,15]}'), [
    { kind: 'inbox', userId: 3 },
    { kind: 'inbox', userId: 14 },
    { kind: 'inbox', userId: 15 },
  ]);
});

test('an inbox payload with nobody, or anything but positive whole ids, is refused whole', () => {
  for (const payload of [
    '{"k":"inbox","u":[]}',
    '{"k":"inbox"}',
    '{"k":"inbox","u":7}',
    '{"k":"inbox","u":[1,0]}',
    '{"k":"inbox","u":[1,-2]}',
    '{"k":"inbox","u":[1,2.5]}',
    '{"k":"inbox","u":[1,"2"]}',
    '{"k":"inbox","u":[1,null]}',
    '{"k":"inbox","u":[9007199254740993]}',
    '[{"k":"inbox","u":[1]}]',
    'not json',
  ]) {
    assert.equal(parseLiveNotices(payload), null, payload);
  }
});

test('an issue’s notice is read as before, as a list of one', () => {
  assert.deepEqual(parseLiveNotices('{"k":"comment.created","i":7,"p":2,"x":31}'), [
    { kind: 'comment.created', issueId: 7, projectId: 2, itemId: 31 },
  ]);
  assert.equal(parseLiveNotices('{"k":"inbox.created","i":7,"p":2}'), null);
});

// The trigger's slices (migrations 0030 and 0035), on each database: a fan-out wider than one notice's 500 people.
for (const backend of backends) {
  describe(`the inbox's notices on ${backend}`, () => {
    let server: TestServer;
    let issueId = '';
    let author: Session & { id: number };
    const FOLLOWERS = 1201;
    let followers: number[] = [];

    before(async () => {
      server = await startTestServer(backend);
      author = await server.createAccount('noticeAuthor', 'MEMBER');
      const { body } = await server.graphql('{ web: project(slug: "web") { id } }');
      const created = await mutate(author, 'createIssue', { projectId: body.data.web.id, title: 'Followed by many' }, 'issue { id }');
      issueId = created.body.data.createIssue.issue.id;
      const issue = await server.database.db
        .selectFrom('issues')
        .select('id')
        .where('title', '=', 'Followed by many')
        .executeTakeFirstOrThrow();
      const users = await server.database.db
        .insertInto('users')
        .values(
          Array.from({ length: FOLLOWERS }, (_, i) => ({
            login: `many${i}`,
            name: `Many ${i}`,
            email: `many${i}@example.com`,
            role: 'MEMBER' as const,
          })),
        )
        .returning('id')
        .execute();
      followers = users.map((u) => u.id).sort((a, b) => a - b);
      await server.database.db
        .insertInto('issue_subscriptions')
        .values(followers.map((id) => ({ issue_id: issue.id, user_id: id, subscribed: true, reason: 'SUBSCRIBED' as const })))
        .execute();
    });
    after(() => server.close());

    /** The inbox notices' payloads sent while `act` runs, once those naming `expected` people have come. */
    const inboxPayloadsOf = async (act: () => Promise<unknown>, expected: number): Promise<number[][]> => {
      const heard: number[][] = [];
      const unlisten = await server.database.listen({
        onNotice: (payload) => {
          const parsed = JSON.parse(payload) as { k: string; u?: number[] };
          if (parsed.k === 'inbox' && parsed.u) heard.push(parsed.u);
          assert.ok(Buffer.byteLength(payload) < 8000, `a payload of ${Buffer.byteLength(payload)} bytes`);
        },
        onInterrupted: () => assert.fail('the listening connection was lost'),
      });
      try {
        await act();
        const deadline = Date.now() + 10_000;
        while (heard.flat().length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        // Anything more than expected would come just after: give it a moment to show.
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        await unlisten();
      }
      return heard;
    };

    test('a comment to 1,201 followers sends 3 notices of at most 500 people, each follower once and not its author', async () => {
      const heard = await inboxPayloadsOf(async () => {
        const { body } = await mutate(author, 'addComment', { issueId, body: 'To everyone' });
        assert.deepEqual(body.data.addComment.errors, []);
      }, FOLLOWERS);
      assert.equal(heard.length, 3);
      assert.ok(heard.every((people) => people.length <= 500));
      assert.deepEqual(
        heard.flat().sort((a, b) => a - b),
        followers,
      );
    });

    test('marking several entries read names their one person once', async () => {
      const reader = await server.sessionOf(followers[0] ?? 0);
      const second = await mutate(
        author,
        'createIssue',
        { projectId: (await server.graphql('{ web: project(slug: "web") { id } }')).body.data.web.id, title: 'Another' },
        'issue { id }',
      );
      const subscribe = await mutate(reader, 'setIssueSubscription', { issueId: second.body.data.createIssue.issue.id, subscribed: true });
      assert.deepEqual(subscribe.body.data.setIssueSubscription.errors, []);
      await mutate(author, 'addComment', { issueId: second.body.data.createIssue.issue.id, body: 'To one' });
      const heard = await inboxPayloadsOf(async () => {
        const { body } = await mutate(reader, 'markAllNotificationsRead', {});
        assert.deepEqual(body.data.markAllNotificationsRead.errors, []);
      }, 1);
      assert.deepEqual(heard, [[followers[0]]]);
    });
  });
}
