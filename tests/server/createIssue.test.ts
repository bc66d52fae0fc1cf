// createIssue over real HTTP: valid input opens a numbered issue; invalid input returns UserErrors and writes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends, startTestServer, type TestServer } from './harness.ts';

const CREATE = `mutation($input: CreateIssueInput!) {
  createIssue(input: $input) {
    clientMutationId
    errors { field message code }
    issue { id number title body state author { id } project { slug } createdAt updatedAt closedAt labels { id } assignees { id } comments { totalCount } }
    issueEdge { cursor node { id } }
  }
}`;

for (const backend of backends) {
  describe(`createIssue on ${backend}`, () => {
    let server: TestServer;
    let projectId: string;
    const issueCount = async () => (await sql<{ n: number }>`select count(*)::int as n from issues`.execute(server.database.db)).rows[0]?.n;

    before(async () => {
      server = await startTestServer(backend);
      projectId = (await server.graphql('{ project(slug: "mobile") { id } }')).body.data.project.id;
    });
    after(() => server.close());

    test('valid input opens the next-numbered issue, first in the list', async () => {
      const { status, body } = await server.graphql(CREATE, {
        input: { projectId, title: '  Crash on launch  ', body: 'It **crashes**.\r\nEvery time.', clientMutationId: 'm1' },
      });
      assert.equal(status, 200);
      const payload = body.data.createIssue;
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.clientMutationId, 'm1');
      assert.equal(payload.issue.number, 201);
      assert.equal(payload.issue.title, 'Crash on launch', 'the title is trimmed');
      assert.equal(payload.issue.body, 'It **crashes**.\nEvery time.', 'line endings are normalised');
      assert.equal(payload.issue.state, 'OPEN');
      assert.equal(payload.issue.project.slug, 'mobile');
      assert.equal(payload.issue.closedAt, null);
      assert.deepEqual(payload.issue.labels, []);
      assert.equal(payload.issue.comments.totalCount, 0);
      assert.equal(payload.issueEdge.node.id, payload.issue.id);

      const list = await server.graphql('{ project(slug: "mobile") { issues(first: 1) { totalCount edges { cursor node { id } } } } }');
      assert.equal(list.body.data.project.issues.totalCount, 201);
      assert.equal(list.body.data.project.issues.edges[0].node.id, payload.issue.id);
      assert.equal(list.body.data.project.issues.edges[0].cursor, payload.issueEdge.cursor, 'the edge cursor matches the list');
    });

    test('concurrent creates get distinct, consecutive numbers', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => server.graphql(CREATE, { input: { projectId, title: `Parallel ${i}` } })),
      );
      const numbers = results.map((r) => r.body.data.createIssue.issue.number).sort((a: number, b: number) => a - b);
      assert.deepEqual(numbers, [202, 203, 204, 205, 206, 207, 208, 209]);
    });

    const invalid: [string, Record<string, unknown>, { field: string[] | null; code: string; message: RegExp }][] = [
      ['a blank title', { title: '   ' }, { field: ['title'], code: 'REQUIRED', message: /Title can't be blank/ }],
      ['a title of 257 characters', { title: 'x'.repeat(257) }, { field: ['title'], code: 'TOO_LONG', message: /at most 256/ }],
      ['a title with a line break', { title: 'one\ntwo' }, { field: ['title'], code: 'INVALID', message: /not allowed/ }],
      [
        'a body over 65 536 characters',
        { title: 'ok', body: 'y'.repeat(65_537) },
        { field: ['body'], code: 'TOO_LONG', message: /65,536/ },
      ],
      [
        'a projectId that is not an id',
        { title: 'ok', projectId: 'nope' },
        { field: ['projectId'], code: 'NOT_FOUND', message: /No such project/ },
      ],
      [
        'a projectId of another type',
        { title: 'ok', projectId: Buffer.from('Issue:1').toString('base64url') },
        { field: ['projectId'], code: 'NOT_FOUND', message: /No such project/ },
      ],
      [
        'a project that does not exist',
        { title: 'ok', projectId: Buffer.from('Project:4242').toString('base64url') },
        { field: ['projectId'], code: 'NOT_FOUND', message: /No such project/ },
      ],
    ];
    for (const [name, input, expected] of invalid) {
      test(`${name} is a UserError and writes nothing`, async () => {
        const before = await issueCount();
        const { status, body } = await server.graphql(CREATE, { input: { projectId, ...input } });
        assert.equal(status, 200);
        assert.equal(body.data.createIssue.issue, null);
        assert.equal(body.data.createIssue.issueEdge, null);
        assert.equal(body.data.createIssue.errors.length, 1);
        const [error] = body.data.createIssue.errors;
        assert.deepEqual(error.field, expected.field);
        assert.equal(error.code, expected.code);
        assert.match(error.message, expected.message);
        assert.equal(await issueCount(), before);
      });
    }

    test('a body with a NUL character is refused before anything runs (400 BAD_USER_INPUT, nulCharacter.test.ts) and writes nothing', async () => {
      const before = await issueCount();
      const { status, body } = await server.graphql(CREATE, { input: { projectId, title: 'ok', body: 'a\u0000b' } });
      assert.equal(status, 400);
      assert.equal(body.errors[0].extensions.code, 'BAD_USER_INPUT');
      assert.equal(await issueCount(), before);
    });

    test('several problems are all reported at once', async () => {
      const { body } = await server.graphql(CREATE, { input: { projectId: 'nope', title: '', body: 'z'.repeat(70_000) } });
      assert.deepEqual(body.data.createIssue.errors.map((e: { field: string[] }) => e.field[0]).sort(), ['body', 'projectId', 'title']);
    });

    test('a title missing from the input is a GraphQL validation error, not a write', async () => {
      const before = await issueCount();
      const { status, body } = await server.graphql(CREATE, { input: { projectId } });
      assert.equal(status, 400);
      assert.equal(body.data, undefined);
      assert.match(body.errors[0].message, /title/);
      assert.equal(await issueCount(), before);
    });
  });
}
