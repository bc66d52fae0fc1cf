// The demo seed's inbox (issue 17): the admin's first visit to /inbox finds entries of different reasons, some
// read, each standing on something the issue shows (the mentioning comment is in the timeline); the member's and
// the viewer's inboxes are empty (the browser tests read their page titles without a count).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type TestServer } from './harness.ts';

const INBOX = `{ viewer { login unreadNotificationCount notifications(first: 10, filter: ALL) { totalCount edges { node {
  reason unreadCount isRead isDone issue { number project { slug } comments(first: 100) { edges { node { body author { login } } } } } } } } } }`;

interface Entry {
  readonly reason: string;
  readonly unreadCount: number;
  readonly isRead: boolean;
  readonly isDone: boolean;
  readonly issue: {
    number: number;
    project: { slug: string };
    comments: { edges: { node: { body: string; author: { login: string } } }[] };
  };
}

for (const backend of backends) {
  describe(`the demo inbox on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend);
    });
    after(() => server.close());

    test("the admin's inbox holds a mention, comments and a read state change; the others' are empty", async () => {
      const admin = await server.signIn('admin@triage.test');
      const { body } = await admin.graphql(INBOX);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const entries: Entry[] = body.data.viewer.notifications.edges.map((e: { node: Entry }) => e.node);
      assert.deepEqual(
        entries.map((e) => [e.reason, e.unreadCount, e.isRead, e.isDone]),
        [
          ['MENTIONED', 1, false, false],
          ['COMMENT', 2, false, false],
          ['STATE_CHANGE', 0, true, false],
        ],
        'newest first',
      );
      assert.equal(body.data.viewer.unreadNotificationCount, 2);
      const mention = (entries[0] as Entry).issue.comments.edges.map((e) => e.node).at(-1);
      assert.ok(mention?.body.includes('@admin') && mention.author.login !== 'admin', 'the mention is a teammate’s comment on the issue');
      for (const email of ['member@triage.test', 'viewer@triage.test']) {
        const other = await (await server.signIn(email)).graphql(INBOX);
        assert.equal(other.body.data.viewer.notifications.totalCount, 0, email);
        assert.equal(other.body.data.viewer.unreadNotificationCount, 0, email);
      }
    });
  });
}
