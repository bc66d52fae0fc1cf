// The inbox (issue 17) told of links between issues: a new back-link ("mentioned in #45") tells the referred
// issue's followers (REFERENCED), a relation or a sub-issue tells both issues' followers (RELATED). Exactly the
// followers, once per link made (an edit that keeps a reference tells nobody again), never the actor, and nobody
// who may not see the other issue (a private project's issue is not announced to outsiders), on both databases.
// The entry names the other issue (`sourceIssue`) only while the reader may see it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

const INBOX = `{ viewer { notifications(first: 100, filter: ALL) { edges { node { issue { id } reason unreadCount } } } } }`;

type Person = Session & { readonly id: number; readonly globalId: string };

for (const backend of backends) {
  describe(`notifications of links between issues on ${backend}`, () => {
    let server: TestServer;
    const projects: Record<'web' | 'mobile', string> = { web: '', mobile: '' };
    let count = 0;
    const person = async (): Promise<Person> => {
      const session = await server.createAccount(`linked${++count}`, 'MEMBER');
      return { ...session, globalId: toGlobalId('User', session.id) };
    };
    const ok = async (session: Session, name: string, input: Record<string, unknown>, select = '') => {
      const { body } = await mutate(session, name, input, select);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.deepEqual(body.data[name].errors, [], name);
      return body.data[name];
    };
    const newIssue = async (session: Session, project: 'web' | 'mobile', title: string, body = '') =>
      (await ok(session, 'createIssue', { projectId: projects[project], title, body }, 'issue { id number }')).issue as {
        id: string;
        number: number;
      };
    /** What someone's inbox says of one issue: [reason, unread count], or null when it has no entry. */
    const entryOf = async (session: Session, issueId: string) => {
      const { body } = await session.graphql(INBOX);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const found = body.data.viewer.notifications.edges.find((e: { node: { issue: { id: string } } }) => e.node.issue.id === issueId);
      return found ? [found.node.reason, found.node.unreadCount] : null;
    };
    /** Every entry written for a person, read from the database (what the API hides is not there either). */
    const rowsOf = (who: Person) =>
      server.database.db.selectFrom('notifications').select(['issue_id', 'reason']).where('user_id', '=', who.id).execute();
    const follow = (session: Session, issueId: string) => ok(session, 'setIssueSubscription', { issueId, subscribed: true });

    before(async () => {
      server = await startTestServer(backend);
      const { body } = await server.graphql('{ web: project(slug: "web") { id } mobile: project(slug: "mobile") { id } }');
      projects.web = body.data.web.id;
      projects.mobile = body.data.mobile.id;
    });
    after(() => server.close());

    test('a new back-link tells the followers of the issue referred to, once per source, never the writer', async () => {
      const [author, follower, leaver, writer, bystander] = [
        await person(),
        await person(),
        await person(),
        await person(),
        await person(),
      ];
      const target = await newIssue(author, 'web', 'Referred to');
      await follow(follower, target.id);
      await follow(leaver, target.id);
      await ok(leaver, 'setIssueSubscription', { issueId: target.id, subscribed: false });
      await follow(writer, target.id);
      const source = await newIssue(writer, 'web', 'Refers');

      const added = await ok(
        writer,
        'addComment',
        { issueId: source.id, body: `Same cause as #${target.number}, see #${target.number}` },
        'comment { id }',
      );
      assert.deepEqual(await entryOf(author, target.id), ['REFERENCED', 1], 'the author follows the issue');
      assert.deepEqual(await entryOf(follower, target.id), ['REFERENCED', 1], 'told once however often the text repeats it');
      assert.equal(await entryOf(writer, target.id), null, 'not told of their own reference');
      assert.equal(await entryOf(leaver, target.id), null, 'unsubscribed: not told');
      assert.equal(await entryOf(bystander, target.id), null, 'not a follower: not told');
      assert.equal(await entryOf(author, source.id), null, 'the source issue tells its own followers nothing of it');

      const commentId = added.comment.id as string;
      await ok(writer, 'updateComment', { commentId, body: `Same cause as #${target.number}, still` });
      assert.deepEqual(await entryOf(author, target.id), ['REFERENCED', 1], 'an edit that keeps the reference tells nobody again');

      await ok(writer, 'updateIssue', { issueId: source.id, body: `Also #${target.number}` });
      assert.deepEqual(await entryOf(author, target.id), ['REFERENCED', 2], 'the description is another source');
      await newIssue(writer, 'web', 'A third source', `Follows up #${target.number}`);
      assert.deepEqual(await entryOf(follower, target.id), ['REFERENCED', 3], 'a new issue referring to it too');
      assert.equal(await entryOf(writer, target.id), null);
    });

    test('a reference written in a private project tells only the followers who may see that project', async () => {
      const [insider, outsider, author] = [await person(), await person(), await person()];
      await ok(server, 'addProjectMember', { projectId: projects.mobile, userId: insider.globalId });
      const target = await newIssue(author, 'web', 'Public issue');
      await follow(insider, target.id);
      await follow(outsider, target.id);
      const secret = await newIssue(insider, 'mobile', 'Secret plan');
      await ok(insider, 'addComment', { issueId: secret.id, body: `Blocked on web#${target.number}` });
      assert.deepEqual(await entryOf(author, target.id), null, 'the author may not see the private issue');
      assert.deepEqual(await rowsOf(outsider), [], 'nothing is written for an outsider either');
      assert.deepEqual(await rowsOf(author), []);
      const watcher = await person();
      await ok(server, 'addProjectMember', { projectId: projects.mobile, userId: watcher.globalId });
      await follow(watcher, target.id);
      await ok(insider, 'addComment', { issueId: secret.id, body: `And web#${target.number} again, in another comment` });
      assert.deepEqual(await entryOf(watcher, target.id), ['REFERENCED', 1], 'a member of the private project is told');
      assert.deepEqual(await rowsOf(outsider), []);
    });

    test('a relation tells the followers of both issues, once each; removing it tells nobody', async () => {
      const [author, otherAuthor, follower, actor] = [await person(), await person(), await person(), await person()];
      const blocker = await newIssue(author, 'web', 'Blocker');
      const blocked = await newIssue(otherAuthor, 'web', 'Blocked');
      await follow(follower, blocked.id);
      await follow(actor, blocked.id);
      await ok(actor, 'addIssueRelation', { issueId: blocker.id, relatedIssueId: blocked.id, type: 'BLOCKS' });
      assert.deepEqual(await entryOf(author, blocker.id), ['RELATED', 1]);
      assert.deepEqual(await entryOf(otherAuthor, blocked.id), ['RELATED', 1]);
      assert.deepEqual(await entryOf(follower, blocked.id), ['RELATED', 1]);
      assert.equal(await entryOf(follower, blocker.id), null, 'told of the issue they follow only');
      assert.equal(await entryOf(actor, blocked.id), null, 'never the actor');
      await ok(actor, 'removeIssueRelation', { issueId: blocker.id, relatedIssueId: blocked.id });
      assert.deepEqual(await entryOf(author, blocker.id), ['RELATED', 1], 'removing tells nobody');

      await ok(actor, 'closeIssues', { issueIds: [blocked.id], reason: 'DUPLICATE', duplicateOfId: blocker.id });
      assert.deepEqual(
        await entryOf(author, blocker.id),
        ['DUPLICATE', 2],
        'a close as duplicate tells of the duplicate once, not also of the relation',
      );
    });

    test('a sub-issue tells the followers of the parent and of the child; clearing it tells nobody', async () => {
      const [parentAuthor, childAuthor, actor] = [await person(), await person(), await person()];
      const parent = await newIssue(parentAuthor, 'web', 'Epic');
      const child = await newIssue(childAuthor, 'web', 'Part');
      await ok(actor, 'setIssueParent', { issueId: child.id, parentId: parent.id });
      assert.deepEqual(await entryOf(parentAuthor, parent.id), ['RELATED', 1]);
      assert.deepEqual(await entryOf(childAuthor, child.id), ['RELATED', 1]);
      assert.equal(await entryOf(actor, parent.id), null);
      await ok(actor, 'setIssueParent', { issueId: child.id, parentId: null });
      assert.deepEqual(await entryOf(parentAuthor, parent.id), ['RELATED', 1]);
    });

    test("relations and duplicates with a private project's issue tell only those who may see it", async () => {
      const [insider, outsider] = [await person(), await person()];
      await ok(server, 'addProjectMember', { projectId: projects.mobile, userId: insider.globalId });
      const open = await newIssue(outsider, 'web', 'Public original');
      await follow(insider, open.id);
      const secret = await newIssue(insider, 'mobile', 'Private part');
      await ok(server, 'addIssueRelation', { issueId: secret.id, relatedIssueId: open.id, type: 'RELATES_TO' });
      await ok(server, 'setIssueParent', { issueId: secret.id, parentId: open.id });
      const copy = await newIssue(insider, 'mobile', 'Private copy');
      await ok(server, 'closeIssues', { issueIds: [copy.id], reason: 'DUPLICATE', duplicateOfId: open.id });
      assert.deepEqual(await rowsOf(outsider), [], 'the public issue’s author is told nothing of private issues');
      assert.deepEqual(await entryOf(insider, open.id), ['DUPLICATE', 3], 'a follower who may see both is told of each');
      assert.deepEqual(await entryOf(insider, secret.id), ['RELATED', 2]);
    });

    test('an entry names the issue its reason came from, while the reader may see it; a later comment clears it', async () => {
      const [reader, writer] = [await person(), await person()];
      await ok(server, 'addProjectMember', { projectId: projects.mobile, userId: reader.globalId });
      await ok(server, 'addProjectMember', { projectId: projects.mobile, userId: writer.globalId });
      const target = await newIssue(reader, 'web', 'Followed by the reader');
      const sourceOf = async () => {
        const { body } = await reader.graphql(
          `{ viewer { notifications(first: 100, filter: ALL) { edges { node { issue { id } reason sourceIssue { id number title project { slug } } } } } } }`,
        );
        assert.equal(body.errors, undefined, JSON.stringify(body.errors));
        const found = body.data.viewer.notifications.edges.find((e: { node: { issue: { id: string } } }) => e.node.issue.id === target.id);
        assert.ok(found, 'the reader has an entry for the issue');
        return [found.node.reason, found.node.sourceIssue];
      };

      const mention = await newIssue(writer, 'web', 'Mentions it', `See #${target.number}`);
      assert.deepEqual(await sourceOf(), [
        'REFERENCED',
        { id: mention.id, number: mention.number, title: 'Mentions it', project: { slug: 'web' } },
      ]);

      const secret = await newIssue(writer, 'mobile', 'Private blocker');
      await ok(writer, 'addIssueRelation', { issueId: secret.id, relatedIssueId: target.id, type: 'BLOCKS' });
      const named = { id: secret.id, number: secret.number, title: 'Private blocker', project: { slug: 'mobile' } };
      assert.deepEqual(await sourceOf(), ['RELATED', named], 'the latest link names its issue, of another project');

      await ok(server, 'removeProjectMember', { projectId: projects.mobile, userId: reader.globalId });
      assert.deepEqual(await sourceOf(), ['RELATED', null], 'the reader lost access to the source: no title, no number');
      await ok(server, 'addProjectMember', { projectId: projects.mobile, userId: reader.globalId });
      assert.deepEqual(await sourceOf(), ['RELATED', named]);

      await ok(writer, 'addComment', { issueId: target.id, body: 'A plain comment' });
      assert.deepEqual(await sourceOf(), ['COMMENT', null], 'a comment on the issue itself comes from no other issue');
    });
  });
}
