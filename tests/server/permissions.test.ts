// The read half of the permission matrix: every readable type, for anonymous, viewer, member, admin, and a
// member outside the private project `mobile`, over the demo workspace. Each cell is asserted.
// Writes (every mutation of the schema) are in writeMatrix.test.ts; roles and memberships changed
// mid-session in roleChanges.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';

type Actor = 'anonymous' | 'viewer' | 'member' | 'admin' | 'outsider';
const ACTORS: Actor[] = ['anonymous', 'viewer', 'member', 'admin', 'outsider'];

/** What an actor gets: 'unauthenticated' (401), 'hidden' (null), or 'ok'. */
// `any` below: the cells pick values out of arbitrary response JSON; each pick is checked by the cell.
type Cell = 'unauthenticated' | 'hidden' | 'ok';

for (const backend of backends) {
  describe(`read permissions on ${backend}`, () => {
    let server: TestServer;
    const as: Partial<Record<Actor, Session>> = {};
    const ids: Record<string, string> = {};
    let attachmentUrls: { web: string; mobile: string };

    before(async () => {
      server = await startTestServer(backend);
      as.anonymous = server.anonymous;
      as.viewer = await server.signIn('viewer@triage.test');
      as.member = await server.signIn('member@triage.test');
      as.admin = server;
      as.outsider = await server.createAccount('outsider', 'MEMBER');
      const users = (await server.graphql('{ users(first: 100) { edges { node { id login } } } }')).body;
      const body = { data: {} as Record<string, any> };
      for (const key of ['web', 'mobile'] as const) {
        const project = await server.graphql(
          `{ project(slug: "${key}") { id labels { id } issues(first: 30) { edges { node { id comments(first: 1) { edges { node { id } } } } } } } }`,
        );
        body.data[key] = project.body.data.project;
      }
      for (const key of ['web', 'mobile'] as const) {
        ids[`${key}Project`] = body.data[key].id;
        ids[`${key}Label`] = body.data[key].labels[0].id;
        type IssueNode = { id: string; comments: { edges: { node: { id: string } }[] } };
        const issue = body.data[key].issues.edges
          .map((e: { node: IssueNode }) => e.node)
          .find((i: IssueNode) => i.comments.edges.length > 0);
        ids[`${key}Issue`] = issue.id;
        ids[`${key}Comment`] = issue.comments.edges[0].node.id;
      }
      const people = Object.fromEntries(
        users.data.users.edges.map((e: { node: { login: string; id: string } }) => [e.node.login, e.node.id]),
      );
      ids.ada = people.ada;
      // An attachment in each project, uploaded by the admin.
      const urls: Record<string, string> = {};
      for (const key of ['web', 'mobile'] as const) {
        const form = new FormData();
        form.set(
          'operations',
          JSON.stringify({
            query: 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { attachments { id url } } }',
            variables: { input: { issueId: ids[`${key}Issue`], files: [null] } },
          }),
        );
        form.set('map', JSON.stringify({ 0: ['variables.input.files.0'] }));
        form.set('0', new Blob([`${key} secret`], { type: 'text/plain' }), `${key}.txt`);
        const attachment = (await (await server.fetch('/graphql', { method: 'POST', body: form })).json()).data.addIssueAttachments
          .attachments[0];
        ids[`${key}Attachment`] = attachment.id;
        urls[key] = attachment.url;
      }
      attachmentUrls = { web: urls.web ?? '', mobile: urls.mobile ?? '' };
    });
    after(() => server.close());

    /** What a query's answer means for the cell it tests. */
    async function read(actor: Actor, query: string, variables: Record<string, unknown>, pick: (data: any) => unknown): Promise<Cell> {
      const { status, body } = await as[actor]!.graphql(query, variables);
      if (status === 401) {
        assert.equal(body.errors[0].extensions.code, 'UNAUTHENTICATED');
        return 'unauthenticated';
      }
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const value = pick(body.data);
      return value === null || value === undefined ? 'hidden' : 'ok';
    }

    type ReadCell = [string, string, () => Record<string, unknown>, (data: any) => unknown, Record<Actor, Cell>];
    const readCells: ReadCell[] = [
      [
        'public Project by slug',
        '{ project(slug: "web") { id } }',
        () => ({}),
        (d) => d.project,
        { anonymous: 'unauthenticated', viewer: 'ok', member: 'ok', admin: 'ok', outsider: 'ok' },
      ],
      [
        'private Project by slug',
        '{ project(slug: "mobile") { id } }',
        () => ({}),
        (d) => d.project,
        { anonymous: 'unauthenticated', viewer: 'hidden', member: 'ok', admin: 'ok', outsider: 'hidden' },
      ],
      ...(['Project', 'Issue', 'Label', 'Comment', 'Attachment'] as const).flatMap((type): ReadCell[] => [
        [
          `public ${type} by node id`,
          'query($id: ID!) { node(id: $id) { id } }',
          () => ({ id: ids[`web${type}`] }),
          (d: any) => d.node,
          { anonymous: 'unauthenticated', viewer: 'ok', member: 'ok', admin: 'ok', outsider: 'ok' },
        ],
        [
          `private ${type} by node id`,
          'query($id: ID!) { node(id: $id) { id } }',
          () => ({ id: ids[`mobile${type}`] }),
          (d: any) => d.node,
          { anonymous: 'unauthenticated', viewer: 'hidden', member: 'ok', admin: 'ok', outsider: 'hidden' },
        ],
        [
          `private ${type} by nodes ids`,
          'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
          () => ({ ids: [ids[`mobile${type}`]] }),
          (d: any) => d.nodes[0],
          { anonymous: 'unauthenticated', viewer: 'hidden', member: 'ok', admin: 'ok', outsider: 'hidden' },
        ],
      ]),
      [
        'User by node id',
        'query($id: ID!) { node(id: $id) { id } }',
        () => ({ id: ids.ada }),
        (d) => d.node,
        { anonymous: 'unauthenticated', viewer: 'ok', member: 'ok', admin: 'ok', outsider: 'ok' },
      ],
      [
        "another user's email",
        'query($id: ID!) { node(id: $id) { ... on User { email } } }',
        () => ({ id: ids.ada }),
        (d) => d.node.email,
        { anonymous: 'unauthenticated', viewer: 'hidden', member: 'hidden', admin: 'ok', outsider: 'hidden' },
      ],
      [
        'users list',
        '{ users { totalCount } }',
        () => ({}),
        (d) => d.users,
        { anonymous: 'unauthenticated', viewer: 'ok', member: 'ok', admin: 'ok', outsider: 'ok' },
      ],
    ];

    for (const [name, query, variables, pick, expected] of readCells) {
      test(`read: ${name}`, async () => {
        for (const actor of ACTORS) assert.equal(await read(actor, query, variables(), pick), expected[actor], `${name} as ${actor}`);
      });
    }

    test('read: the projects list and its count show exactly the visible projects', async () => {
      const expected: Record<Exclude<Actor, 'anonymous'>, string[]> = {
        viewer: ['api', 'web'],
        member: ['api', 'mobile', 'web'],
        admin: ['api', 'mobile', 'web'],
        outsider: ['api', 'web'],
      };
      for (const [actor, slugs] of Object.entries(expected)) {
        const { body } = await as[actor as Actor]!.graphql('{ projects { totalCount edges { node { slug } } } }');
        assert.deepEqual(
          body.data.projects.edges.map((e: { node: { slug: string } }) => e.node.slug),
          slugs,
          actor,
        );
        assert.equal(body.data.projects.totalCount, slugs.length, `${actor} count`);
      }
      assert.equal((await as.anonymous!.graphql('{ projects { totalCount } }')).status, 401);
    });

    test('read: viewerCan* say what each may do', async () => {
      const query = '{ project(slug: "web") { viewerCanCreateIssue viewerCanAdminister issue(number: 1) { viewerCanUpdate } } }';
      const expected = {
        viewer: [false, false, false],
        member: [true, false, true],
        admin: [true, true, true],
        outsider: [true, false, true],
      };
      for (const [actor, [create, administer, update]] of Object.entries(expected)) {
        const { project } = (await as[actor as Actor]!.graphql(query)).body.data;
        assert.deepEqual(
          [project.viewerCanCreateIssue, project.viewerCanAdminister, project.issue.viewerCanUpdate],
          [create, administer, update],
          actor,
        );
      }
    });

    test('read: attachment downloads follow project visibility', async () => {
      const expected: Record<Actor, [number, number]> = {
        anonymous: [401, 401],
        viewer: [200, 404],
        member: [200, 200],
        admin: [200, 200],
        outsider: [200, 404],
      };
      for (const actor of ACTORS) {
        const session = as[actor]!;
        const statuses = [(await session.fetch(attachmentUrls.web)).status, (await session.fetch(attachmentUrls.mobile)).status];
        assert.deepEqual(statuses, expected[actor], actor);
      }
    });
  });
}
