// Query.node / Query.nodes by opaque global id, for every node type, over real HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type TestServer } from './harness.ts';

// The first issues, to pick one that has comments (whichever the seed gave some).
const SAMPLE = `{
  project(slug: "web") {
    id name
    labels { id name }
    issues(first: 20) { edges { node { id title author { id login } comments(first: 1) { edges { node { id body } } } } } }
  }
}`;

const NODE = `query($id: ID!) {
  node(id: $id) {
    __typename id
    ... on Project { slug }
    ... on Issue { number title }
    ... on User { login }
    ... on Label { name }
    ... on Comment { body }
  }
}`;

for (const backend of backends) {
  describe(`node lookup on ${backend}`, () => {
    let server: TestServer;
    // `any`: the sample is walked by the assertions below, which check its shape.
    let sample: any;
    before(async () => {
      server = await startTestServer(backend);
      const project = (await server.graphql(SAMPLE)).body.data.project;
      const issue = project.issues.edges
        .map((e: { node: unknown }) => e.node)
        .find((i: { comments: { edges: unknown[] } }) => i.comments.edges.length > 0);
      sample = { ...project, issue };
    });
    after(() => server.close());

    test('every node type is found again by its global id', async () => {
      const cases = [
        { id: sample.id, typename: 'Project', field: 'slug', value: 'web' },
        { id: sample.issue.id, typename: 'Issue', field: 'title', value: sample.issue.title },
        { id: sample.issue.author.id, typename: 'User', field: 'login', value: sample.issue.author.login },
        { id: sample.labels[0].id, typename: 'Label', field: 'name', value: sample.labels[0].name },
        { id: sample.issue.comments.edges[0].node.id, typename: 'Comment', field: 'body', value: sample.issue.comments.edges[0].node.body },
      ];
      for (const c of cases) {
        const { body } = await server.graphql(NODE, { id: c.id });
        assert.equal(body.errors, undefined);
        assert.equal(body.data.node.__typename, c.typename);
        assert.equal(body.data.node.id, c.id);
        assert.equal(body.data.node[c.field], c.value);
      }
    });

    test('global ids are opaque and distinct across types', () => {
      const ids = [sample.id, sample.issue.id, sample.issue.author.id, sample.labels[0].id];
      assert.equal(new Set(ids).size, ids.length);
      for (const id of ids) assert.doesNotMatch(id, /^\d+$/);
    });

    for (const [name, id] of [
      ['garbage', '!!!'],
      ['an unknown type', Buffer.from('Secret:1').toString('base64url')],
      ['a missing row', Buffer.from('Issue:999999').toString('base64url')],
      ['a key beyond integers', Buffer.from('Issue:99999999999').toString('base64url')],
      ['an empty string', ''],
    ] as const) {
      test(`node is null for ${name}`, async () => {
        const { body } = await server.graphql(NODE, { id });
        assert.equal(body.errors, undefined);
        assert.equal(body.data.node, null);
      });
    }

    test('nodes returns each id in order, null where missing', async () => {
      const missing = Buffer.from('Issue:999999').toString('base64url');
      const { body } = await server.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
        ids: [sample.issue.id, missing, sample.id],
      });
      assert.deepEqual(body.data.nodes, [{ __typename: 'Issue', id: sample.issue.id }, null, { __typename: 'Project', id: sample.id }]);
    });

    test('nodes refuses more than 100 ids', async () => {
      const ids = Array.from({ length: 101 }, () => sample.id);
      const { body } = await server.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
      assert.match(body.errors[0].message, /at most 100 ids, got 101/);
      assert.equal(body.errors[0].extensions.code, 'BAD_USER_INPUT');
    });

    test('a missing project or issue is null, not an error', async () => {
      const { body } = await server.graphql('{ a: project(slug: "nope") { id } b: project(slug: "web") { issue(number: 9999) { id } } }');
      assert.equal(body.errors, undefined);
      assert.equal(body.data.a, null);
      assert.equal(body.data.b.issue, null);
    });
  });
}
