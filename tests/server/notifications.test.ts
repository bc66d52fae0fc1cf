// The inbox (issue 17): who is told of each event (followers of the issue, the mentioned, the assigned, the
// original's followers on a close as duplicate), never the actor; one entry per person and issue with the
// latest reason and a count of unread events; unsubscribing; read, done and their undo; and nothing of a
// project someone cannot see (never written for an outsider, gone when access is lost); written in the event's
// own transaction (a comment refused at commit leaves no entry), on both databases.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

interface Entry {
  readonly id: string;
  readonly issue: { readonly id: string; readonly title: string };
  readonly reason: string;
  readonly unreadCount: number;
  readonly isRead: boolean;
  readonly isDone: boolean;
}

const INBOX = `query($filter: NotificationFilter) { viewer { unreadNotificationCount
  notifications(first: 100, filter: $filter) { totalCount edges { node { id issue { id title } reason unreadCount isRead isDone } } } } }`;

type Person = Session & { readonly id: number; readonly globalId: string };

for (const backend of backends) {
  describe(`notifications on ${backend}`, () => {
    let server: TestServer;
    let webId = '';
    let mobileId = '';
    let count = 0;
    const person = async (role: 'MEMBER' | 'VIEWER' = 'MEMBER'): Promise<Person> => {
      const session = await server.createAccount(`person${++count}`, role);
      return { ...session, globalId: toGlobalId('User', session.id) };
    };
    const inbox = async (session: Session, filter = 'ALL') => {
      const { body } = await session.graphql(INBOX, { filter });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const entries: Entry[] = body.data.viewer.notifications.edges.map((e: { node: Entry }) => e.node);
      return {
        entries,
        unread: body.data.viewer.unreadNotificationCount as number,
        total: body.data.viewer.notifications.totalCount as number,
      };
    };
    /** What someone's inbox says of one issue: [reason, unread count], or null when it has no entry. */
    const entryOf = async (session: Session, issueId: string) => {
      const found = (await inbox(session)).entries.find((e) => e.issue.id === issueId);
      return found ? [found.reason, found.unreadCount] : null;
    };
    const ok = async (session: Session, name: string, input: Record<string, unknown>, select = '') => {
      const { body } = await mutate(session, name, input, select);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.deepEqual(body.data[name].errors, [], name);
      return body.data[name];
    };
    const newIssue = async (session: Session, projectId: string, title: string, extra: Record<string, unknown> = {}) =>
      (await ok(session, 'createIssue', { projectId, title, ...extra }, 'issue { id }')).issue.id as string;
    const comment = (session: Session, issueId: string, body: string) => ok(session, 'addComment', { issueId, body });

    before(async () => {
      server = await startTestServer(backend);
      const projects = await server.graphql('{ web: project(slug: "web") { id } mobile: project(slug: "mobile") { id } }');
      webId = projects.body.data.web.id;
      mobileId = projects.body.data.mobile.id;
    });
    after(() => server.close());

    test('each event tells those it concerns, with its reason, and never the one who acted; one entry per issue', async () => {
      const [author, commenter, mentioned, assignee, bystander] = [
        await person(),
        await person(),
        await person(),
        await person(),
        await person(),
      ];
      const logins = new Map<Person, string>();
      for (const p of [author, commenter, mentioned, assignee]) {
        const { body } = await p.graphql('{ viewer { login } }');
        logins.set(p, body.data.viewer.login);
      }
      const issue = await newIssue(author, webId, 'Followed issue');
      assert.equal(await entryOf(author, issue), null, 'opening an issue tells nobody, the author least');

      await comment(commenter, issue, 'First');
      assert.deepEqual(await entryOf(author, issue), ['COMMENT', 1]);
      assert.equal(await entryOf(commenter, issue), null, 'not told of their own comment');
      await comment(commenter, issue, 'Second');
      assert.deepEqual(await entryOf(author, issue), ['COMMENT', 2], 'two comments, one entry');

      await comment(author, issue, `Over to @${logins.get(mentioned)}`);
      assert.deepEqual(await entryOf(mentioned, issue), ['MENTIONED', 1]);
      assert.deepEqual(await entryOf(commenter, issue), ['COMMENT', 1], 'the commenter follows the issue now');
      assert.deepEqual(await entryOf(author, issue), ['COMMENT', 2], 'the author is not told of their own comment');

      await ok(server, 'addAssigneesToIssues', { issueIds: [issue], userIds: [assignee.globalId] });
      assert.deepEqual(await entryOf(assignee, issue), ['ASSIGNED', 1]);
      assert.deepEqual(await entryOf(author, issue), ['COMMENT', 2], 'an assignment tells the assignee only');

      await ok(server, 'closeIssues', { issueIds: [issue] });
      assert.deepEqual(await entryOf(author, issue), ['STATE_CHANGE', 3]);
      assert.deepEqual(await entryOf(commenter, issue), ['STATE_CHANGE', 2]);
      assert.deepEqual(await entryOf(mentioned, issue), ['STATE_CHANGE', 2]);
      assert.deepEqual(await entryOf(assignee, issue), ['STATE_CHANGE', 2]);
      assert.equal(await entryOf(bystander, issue), null, 'someone who never followed it is not told');

      const copy = await newIssue(commenter, webId, 'The same thing again');
      await ok(server, 'closeIssues', { issueIds: [copy], reason: 'DUPLICATE', duplicateOfId: issue });
      assert.deepEqual(await entryOf(author, issue), ['DUPLICATE', 4], "the original's author reviews the duplicate");
      assert.deepEqual(await entryOf(commenter, copy), ['STATE_CHANGE', 1], 'the copy’s author is told it was closed');
    });

    test('an issue opened with assignees and mentions tells them; an edit tells only whom it newly mentions', async () => {
      const [author, assignee, mentioned, later] = [await person(), await person(), await person(), await person()];
      const login = async (p: Person) => (await p.graphql('{ viewer { login } }')).body.data.viewer.login as string;
      const issue = await newIssue(author, webId, 'Opened with people', {
        assigneeIds: [assignee.globalId],
        body: `For @${await login(assignee)} and @${await login(mentioned)}`,
      });
      assert.deepEqual(await entryOf(assignee, issue), ['ASSIGNED', 1], 'assigned and mentioned: told once, as assigned');
      assert.deepEqual(await entryOf(mentioned, issue), ['MENTIONED', 1]);
      await ok(author, 'updateIssue', {
        issueId: issue,
        body: `For @${await login(assignee)}, @${await login(mentioned)} and @${await login(later)}`,
      });
      assert.deepEqual(await entryOf(later, issue), ['MENTIONED', 1]);
      assert.deepEqual(await entryOf(mentioned, issue), ['MENTIONED', 1], 'an edit does not mention again those already mentioned');
    });

    test('unsubscribing stops comments and state changes but not mentions; the issue says why one is subscribed', async () => {
      const [author, follower] = [await person(), await person()];
      const issue = await newIssue(author, webId, 'Leave me');
      const subscription = async (session: Session) =>
        (
          await session.graphql('query($id: ID!) { node(id: $id) { ... on Issue { viewerSubscription { subscribed reason } } } }', {
            id: issue,
          })
        ).body.data.node.viewerSubscription;
      assert.deepEqual(await subscription(author), { subscribed: true, reason: 'AUTHOR' });
      assert.deepEqual(await subscription(follower), { subscribed: false, reason: null });
      await ok(
        follower,
        'setIssueSubscription',
        { issueId: issue, subscribed: true },
        'issue { viewerSubscription { subscribed reason } }',
      );
      assert.deepEqual(await subscription(follower), { subscribed: true, reason: 'SUBSCRIBED' });
      await comment(author, issue, 'Hello follower');
      assert.deepEqual(await entryOf(follower, issue), ['COMMENT', 1]);

      await ok(author, 'setIssueSubscription', { issueId: issue, subscribed: false });
      assert.deepEqual(await subscription(author), { subscribed: false, reason: 'AUTHOR' });
      await comment(follower, issue, 'Anyone?');
      assert.equal(await entryOf(author, issue), null, 'unsubscribed: no comment reaches them');
      await comment(author, issue, 'Commenting does not subscribe me again');
      await comment(follower, issue, 'Still there?');
      assert.equal(await entryOf(author, issue), null);
      const authorLogin = (await author.graphql('{ viewer { login } }')).body.data.viewer.login;
      await comment(follower, issue, `@${authorLogin} please`);
      assert.deepEqual(await entryOf(author, issue), ['MENTIONED', 1], 'a mention reaches them all the same');

      const refused = await mutate(follower, 'setIssueSubscription', { issueId: toGlobalId('Issue', 999999), subscribed: true });
      assert.deepEqual(refused.body.data.setIssueSubscription.errors, [
        { field: ['issueId'], code: 'NOT_FOUND', message: 'No such issue.' },
      ]);
    });

    test('read, unread, done and back: filters, counts, and another person’s entry is not there', async () => {
      const [author, other] = [await person(), await person()];
      const first = await newIssue(author, webId, 'First');
      const second = await newIssue(author, webId, 'Second');
      await comment(other, first, 'a');
      await comment(other, second, 'b');
      await comment(other, second, 'c');
      const seen = await inbox(author, 'UNREAD');
      assert.deepEqual(
        seen.entries.map((e) => [e.issue.title, e.unreadCount]),
        [
          ['Second', 2],
          ['First', 1],
        ],
        'newest first',
      );
      assert.equal(seen.unread, 2);
      const [secondEntry, firstEntry] = seen.entries as [Entry, Entry];

      const read = await ok(
        author,
        'markNotificationsRead',
        { ids: [secondEntry.id] },
        'notifications { isRead unreadCount } viewer { unreadNotificationCount }',
      );
      assert.deepEqual(read.notifications, [{ isRead: true, unreadCount: 0 }]);
      assert.equal(read.viewer.unreadNotificationCount, 1);
      assert.deepEqual(
        (await inbox(author, 'UNREAD')).entries.map((e) => e.issue.title),
        ['First'],
      );
      assert.deepEqual(
        (await inbox(author, 'ALL')).entries.map((e) => e.issue.title),
        ['Second', 'First'],
      );

      await ok(author, 'markNotificationsDone', { ids: [firstEntry.id] });
      assert.deepEqual(
        (await inbox(author, 'ALL')).entries.map((e) => e.issue.title),
        ['Second'],
      );
      assert.deepEqual(
        (await inbox(author, 'DONE')).entries.map((e) => [e.issue.title, e.isDone, e.isRead]),
        [['First', true, true]],
      );
      assert.equal((await inbox(author)).unread, 0);
      await ok(author, 'markNotificationsDone', { ids: [firstEntry.id], done: false });
      assert.deepEqual(
        (await inbox(author, 'ALL')).entries.map((e) => e.issue.title),
        ['Second', 'First'],
      );

      await ok(author, 'markNotificationsDone', { ids: [firstEntry.id] });
      await comment(other, first, 'back again');
      assert.deepEqual(await entryOf(author, first), ['COMMENT', 1], 'a new event brings a done entry back');

      await ok(author, 'markNotificationsRead', { ids: [secondEntry.id], read: false });
      assert.equal((await inbox(author)).unread, 2);
      const all = await ok(author, 'markAllNotificationsRead', {}, 'markedCount viewer { unreadNotificationCount }');
      assert.deepEqual(all, { errors: [], markedCount: 2, viewer: { unreadNotificationCount: 0 } });

      // Another person's entry: as absent as one that does not exist, and nothing is changed.
      const stranger = await person();
      for (const name of ['markNotificationsRead', 'markNotificationsDone']) {
        const { body } = await mutate(stranger, name, { ids: [secondEntry.id] });
        assert.deepEqual(
          body.data[name].errors.map((e: { code: string }) => e.code),
          ['NOT_FOUND'],
        );
      }
      const mixed = await mutate(author, 'markNotificationsDone', { ids: [secondEntry.id, toGlobalId('Notification', 999999)] });
      assert.deepEqual(
        mixed.body.data.markNotificationsDone.errors.map((e: { code: string }) => e.code),
        ['NOT_FOUND'],
      );
      assert.deepEqual(
        (await inbox(author, 'DONE')).entries.map((e) => e.issue.title),
        [],
        'refused as a whole',
      );
      const byNode = await stranger.graphql('query($id: ID!) { node(id: $id) { id } }', { id: secondEntry.id });
      assert.equal(byNode.body.data.node, null);
      const others = await author.graphql(
        `query($id: ID!) { node(id: $id) { ... on User { unreadNotificationCount notifications { totalCount } } } }`,
        {
          id: stranger.globalId,
        },
      );
      assert.deepEqual(others.body.data.node, { unreadNotificationCount: null, notifications: { totalCount: 0 } });
    });

    test('a private project: an outsider mentioned is not told, and someone who loses access no longer sees its entries', async () => {
      const [insider, outsider] = [await person(), await person()];
      await ok(server, 'addProjectMember', { projectId: mobileId, userId: insider.globalId });
      const outsiderLogin = (await outsider.graphql('{ viewer { login } }')).body.data.viewer.login;
      const secret = await newIssue(insider, mobileId, 'Secret launch');
      await comment(server, secret, `cc @${outsiderLogin}`);
      assert.deepEqual(await inbox(outsider), { entries: [], unread: 0, total: 0 });
      const rows = await server.database.db.selectFrom('notifications').select('id').where('user_id', '=', outsider.id).execute();
      assert.deepEqual(rows, [], 'nothing written for them either');

      const entry = (await inbox(insider)).entries.find((e) => e.issue.title === 'Secret launch');
      assert.ok(entry);
      assert.equal((await inbox(insider)).unread, 1);
      await ok(server, 'removeProjectMember', { projectId: mobileId, userId: insider.globalId });
      assert.deepEqual(await inbox(insider), { entries: [], unread: 0, total: 0 });
      const { body } = await mutate(insider, 'markNotificationsRead', { ids: [entry.id] });
      assert.deepEqual(
        body.data.markNotificationsRead.errors.map((e: { code: string }) => e.code),
        ['NOT_FOUND'],
      );
      await comment(server, secret, 'Said after they left');
      await ok(server, 'addProjectMember', { projectId: mobileId, userId: insider.globalId });
      assert.deepEqual(await entryOf(insider, secret), ['COMMENT', 1], 'nothing was written while they could not see it');
    });

    test('entries are written in the transaction of their event: a comment refused at its commit leaves none', async () => {
      const [author, follower] = [await person(), await person()];
      const issueId = await newIssue(author, webId, 'Refused at commit');
      await ok(follower, 'setIssueSubscription', { issueId, subscribed: true });
      const db = server.database.db;
      // A check PostgreSQL runs at COMMIT, after the fan-out has written: the whole transaction must go.
      await sql`create function triage_test_refuse_at_commit() returns trigger language plpgsql as $$
        begin if new.body = 'refused at commit' then raise exception 'refused at commit'; end if; return null; end $$`.execute(db);
      await sql`create constraint trigger triage_test_refuse_at_commit after insert on comments
        deferrable initially deferred for each row execute function triage_test_refuse_at_commit()`.execute(db);
      try {
        const { body } = await mutate(author, 'addComment', { issueId, body: 'refused at commit' });
        assert.ok(body.errors?.length, 'the comment was refused');
        const rows = await db.selectFrom('notifications').select('id').where('user_id', '=', follower.id).execute();
        assert.deepEqual(rows, [], 'no entry outlived its event');
        await comment(author, issueId, 'Committed');
        assert.deepEqual(await entryOf(follower, issueId), ['COMMENT', 1], 'counted from the event that happened');
      } finally {
        await sql`drop trigger triage_test_refuse_at_commit on comments`.execute(db);
        await sql`drop function triage_test_refuse_at_commit()`.execute(db);
      }
    });
  });
}
