// A role or a project membership changed while someone is signed in counts from their very next request, on
// the same session: rights are looked up per request, never kept in the session or the cookie. Each change is
// made both ways it can happen (through the API by an admin, and directly in the database), and undone to
// show the right comes back just as fast.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DB } from '../../src/server/db/database.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';
import type { TestFile } from './multipart.ts';

const file = (name: string): TestFile => ({ name, type: 'text/plain', bytes: new TextEncoder().encode(`the bytes of ${name}`) });

for (const backend of backends) {
  describe(`role and membership changes re-checked at once on ${backend}`, () => {
    let server: TestServer;
    let db: DB;
    const ids: Record<string, string> = {};
    let serial = 0;

    /** Sends a mutation that must succeed; returns the id of the object `select` names, e.g. `issue`. */
    async function ok(session: Session, name: string, input: Record<string, unknown>, select: string): Promise<string> {
      const { body } = await sendMutation(session, name, input, { select: `${select} { id }` });
      assert.deepEqual(body.data?.[name]?.errors, [], `${name}: ${JSON.stringify(body)}`);
      const value: unknown = body.data[name][select]?.id;
      assert.equal(typeof value, 'string');
      return value as string;
    }

    /** The UserErrors of a mutation that must be answered 200. */
    async function errorsOf(session: Session, name: string, input: Record<string, unknown>, files?: readonly TestFile[]) {
      const { status, body } = await sendMutation(session, name, input, { files });
      assert.equal(status, 200, `${name}: ${JSON.stringify(body)}`);
      return body.data[name].errors;
    }

    /** A new member of the workspace, also a member of mobile, with this session. */
    async function newMember(): Promise<Session & { id: number; globalId: string }> {
      const login = `person-${++serial}`;
      const account = await server.createAccount(login, 'MEMBER');
      const users = (await server.graphql('{ users(first: 100) { edges { node { id login } } } }')).body.data.users.edges;
      const globalId: string = users.find((e: { node: { login: string } }) => e.node.login === login).node.id;
      await ok(server, 'addProjectMember', { projectId: ids.mobile, userId: globalId }, 'project');
      return { ...account, globalId };
    }

    before(async () => {
      server = await startTestServer(backend, { seed: false });
      db = server.database.db;
      ids.web = await ok(server, 'createProject', { slug: 'web', name: 'Web', visibility: 'PUBLIC' }, 'project');
      ids.mobile = await ok(server, 'createProject', { slug: 'mobile', name: 'Mobile', visibility: 'PRIVATE' }, 'project');
      ids.mobileLabel = await ok(server, 'createLabel', { projectId: ids.mobile, name: 'bug', color: 'd73a4a' }, 'label');
    });
    after(() => server.close());

    const demotions: [string, (userId: number, globalId: string) => Promise<void>, (userId: number, globalId: string) => Promise<void>][] =
      [
        [
          'by an admin (setUserRole)',
          async (_, userId) => {
            await ok(server, 'setUserRole', { userId, role: 'VIEWER' }, 'user');
          },
          async (_, userId) => {
            await ok(server, 'setUserRole', { userId, role: 'MEMBER' }, 'user');
          },
        ],
        [
          'directly in the database',
          async (userId) => {
            await db.updateTable('users').set({ role: 'VIEWER' }).where('id', '=', userId).execute();
          },
          async (userId) => {
            await db.updateTable('users').set({ role: 'MEMBER' }).where('id', '=', userId).execute();
          },
        ],
      ];

    for (const [how, demote, promote] of demotions) {
      test(`a member demoted to viewer ${how} loses every write on their very next request, on the same session`, async () => {
        const person = await newMember();
        // As a member, through this session: an issue and a comment in each project, all theirs.
        const web = await ok(person, 'createIssue', { projectId: ids.web, title: 'Mine' }, 'issue');
        const mobile = await ok(person, 'createIssue', { projectId: ids.mobile, title: 'Mine too' }, 'issue');
        const webComment = await ok(person, 'addComment', { issueId: web, body: 'My comment' }, 'comment');
        const mobileComment = await ok(person, 'addComment', { issueId: mobile, body: 'My other comment' }, 'comment');
        const canUpdate = async () => {
          const { body } = await person.graphql(
            'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Issue { viewerCanUpdate } ... on Comment { viewerCanUpdate } } }',
            { ids: [web, webComment] },
          );
          return body.data.nodes.map((n: { viewerCanUpdate: boolean }) => n.viewerCanUpdate);
        };
        assert.deepEqual(await canUpdate(), [true, true]);

        await demote(person.id, person.globalId);
        const before = await snapshot(server);
        const forbidden = [{ code: 'FORBIDDEN', field: null }];
        const writes: [string, Record<string, unknown>, TestFile[]?][] = [
          ['updateComment', { commentId: webComment, body: 'Edited after the demotion' }],
          ['deleteComment', { commentId: webComment }],
          ['addCommentAttachments', { commentId: webComment }, [file('late.txt')]],
          ['updateComment', { commentId: mobileComment, body: 'Edited after the demotion' }],
          ['deleteComment', { commentId: mobileComment }],
          ['updateIssue', { issueId: web, title: 'Renamed after the demotion' }],
          ['closeIssues', { issueIds: [web, mobile] }],
          ['addLabelsToIssues', { issueIds: [mobile], labelIds: [ids.mobileLabel] }],
          ['addAssigneesToIssues', { issueIds: [web], userIds: [person.globalId] }],
          ['addComment', { issueId: web, body: 'Said after the demotion' }],
          ['addIssueAttachments', { issueId: mobile }, [file('late-too.txt')]],
          ['createIssue', { projectId: ids.web, title: 'Opened after the demotion' }],
        ];
        for (const [name, input, files] of writes)
          assert.deepEqual(await errorsOf(person, name, input, files), forbidden, `${name} after the demotion`);
        assert.deepEqual(changed(before, await snapshot(server)), [], 'nothing was written');
        assert.deepEqual(await canUpdate(), [false, false]);

        await promote(person.id, person.globalId);
        assert.deepEqual(await errorsOf(person, 'updateComment', { commentId: webComment, body: 'Edited once a member again' }), []);
        assert.deepEqual(await canUpdate(), [true, true]);
      });
    }

    const removals: [string, (userId: number, globalId: string) => Promise<void>, (userId: number, globalId: string) => Promise<void>][] = [
      [
        'by an admin (removeProjectMember)',
        async (_, userId) => {
          await ok(server, 'removeProjectMember', { projectId: ids.mobile, userId }, 'project');
        },
        async (_, userId) => {
          await ok(server, 'addProjectMember', { projectId: ids.mobile, userId }, 'project');
        },
      ],
      [
        'directly in the database',
        async (userId) => {
          await db.deleteFrom('project_members').where('user_id', '=', userId).execute();
        },
        async (_, userId) => {
          await ok(server, 'addProjectMember', { projectId: ids.mobile, userId }, 'project');
        },
      ],
    ];

    for (const [how, remove, readd] of removals) {
      test(`a member removed from private mobile ${how} can no longer see or write its issues, at once`, async () => {
        const person = await newMember();
        const issue = await ok(person, 'createIssue', { projectId: ids.mobile, title: 'In mobile' }, 'issue');
        const comment = await ok(person, 'addComment', { issueId: issue, body: 'Mine, in mobile' }, 'comment');
        const view = await ok(person, 'createSavedView', { projectId: ids.mobile, name: 'Mine', query: 'is:open' }, 'savedView');
        const sees = async () => {
          const { body } = await person.graphql(
            'query($ids: [ID!]!) { project(slug: "mobile") { id } nodes(ids: $ids) { id } projects { totalCount } }',
            { ids: [ids.mobile, issue, comment] },
          );
          return [body.data.project !== null, ...body.data.nodes.map((n: unknown) => n !== null), body.data.projects.totalCount];
        };
        assert.deepEqual(await sees(), [true, true, true, true, 2]);

        await remove(person.id, person.globalId);
        const before = await snapshot(server);
        const hidden = (field: string) => [{ code: 'NOT_FOUND', field: [field] }];
        const writes: [string, Record<string, unknown>, string, TestFile[]?][] = [
          ['closeIssues', { issueIds: [issue] }, 'issueIds'],
          ['addLabelsToIssues', { issueIds: [issue], labelIds: [ids.mobileLabel] }, 'issueIds'],
          ['addAssigneesToIssues', { issueIds: [issue], userIds: [person.globalId] }, 'issueIds'],
          ['updateIssue', { issueId: issue, title: 'Renamed from outside' }, 'issueId'],
          ['addComment', { issueId: issue, body: 'Said from outside' }, 'issueId'],
          ['addIssueAttachments', { issueId: issue }, 'issueId', [file('outside.txt')]],
          ['updateComment', { commentId: comment, body: 'Edited from outside' }, 'commentId'],
          ['deleteComment', { commentId: comment }, 'commentId'],
          ['addCommentAttachments', { commentId: comment }, 'commentId', [file('outside-too.txt')]],
          ['createIssue', { projectId: ids.mobile, title: 'Opened from outside' }, 'projectId'],
          ['createSavedView', { projectId: ids.mobile, name: 'Another', query: 'is:open' }, 'projectId'],
          ['deleteSavedView', { savedViewId: view }, 'savedViewId'],
        ];
        for (const [name, input, field, files] of writes)
          assert.deepEqual(await errorsOf(person, name, input, files), hidden(field), `${name} after the removal`);
        assert.deepEqual(changed(before, await snapshot(server)), [], 'nothing was written');
        assert.deepEqual(await sees(), [false, false, false, false, 1]);

        await readd(person.id, person.globalId);
        assert.deepEqual(await sees(), [true, true, true, true, 2]);
        assert.deepEqual(await errorsOf(person, 'closeIssues', { issueIds: [issue] }), []);
      });
    }
  });
}
