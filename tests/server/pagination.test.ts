// Keyset pagination over real HTTP: first/after, the last page, bad cursors, and the 100-per-page limit.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type TestServer } from './harness.ts';

const ISSUES = `query Issues($slug: String!, $first: Int, $after: String, $state: IssueState) {
  project(slug: $slug) {
    issues(first: $first, after: $after, state: $state) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { number state } }
    }
  }
}`;

for (const backend of backends) {
  describe(`pagination on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend);
    });
    after(() => server.close());

    test('the first page holds the 25 newest issues and says there is more', async () => {
      const { status, body } = await server.graphql(ISSUES, { slug: 'web' });
      assert.equal(status, 200);
      const { issues } = body.data.project;
      assert.equal(issues.totalCount, 200);
      assert.deepEqual(
        issues.edges.map((e: { node: { number: number } }) => e.node.number),
        Array.from({ length: 25 }, (_, i) => 200 - i),
      );
      assert.equal(issues.pageInfo.hasNextPage, true);
      assert.equal(issues.pageInfo.hasPreviousPage, false);
      assert.equal(issues.pageInfo.startCursor, issues.edges[0].cursor);
      assert.equal(issues.pageInfo.endCursor, issues.edges[24].cursor);
    });

    test('walking every page with after visits each issue once, and the last page is partial', async () => {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      for (;;) {
        const { body } = await server.graphql(ISSUES, { slug: 'web', first: 30, after: cursor });
        const { edges, pageInfo } = body.data.project.issues;
        pages += 1;
        seen.push(...edges.map((e: { node: { number: number } }) => e.node.number));
        assert.equal(pageInfo.hasPreviousPage, cursor !== null);
        if (!pageInfo.hasNextPage) {
          assert.equal(edges.length, 200 - 30 * 6, 'the seventh page holds the last 20');
          break;
        }
        cursor = pageInfo.endCursor;
      }
      assert.equal(pages, 7);
      assert.deepEqual(
        seen,
        Array.from({ length: 200 }, (_, i) => 200 - i),
      );
    });

    test('a page that ends exactly at the end says there is no next page', async () => {
      const { body } = await server.graphql(ISSUES, { slug: 'web', first: 100 });
      const second = await server.graphql(ISSUES, { slug: 'web', first: 100, after: body.data.project.issues.pageInfo.endCursor });
      assert.equal(second.body.data.project.issues.edges.length, 100);
      assert.equal(second.body.data.project.issues.pageInfo.hasNextPage, false);
      const beyond = await server.graphql(ISSUES, { slug: 'web', first: 100, after: second.body.data.project.issues.pageInfo.endCursor });
      assert.deepEqual(beyond.body.data.project.issues.edges, []);
      assert.equal(beyond.body.data.project.issues.pageInfo.endCursor, null);
    });

    test('the state filter pages within one state and counts it', async () => {
      const open = await server.graphql(ISSUES, { slug: 'web', first: 100, state: 'OPEN' });
      const closed = await server.graphql(ISSUES, { slug: 'web', first: 100, state: 'CLOSED' });
      const openIssues = open.body.data.project.issues;
      const closedIssues = closed.body.data.project.issues;
      assert.ok(openIssues.edges.every((e: { node: { state: string } }) => e.node.state === 'OPEN'));
      assert.ok(closedIssues.edges.every((e: { node: { state: string } }) => e.node.state === 'CLOSED'));
      assert.equal(openIssues.totalCount + closedIssues.totalCount, 200);
      assert.ok(openIssues.totalCount > 0 && closedIssues.totalCount > 0);
    });

    test('first above 100 is refused with a clear error', async () => {
      const { status, body } = await server.graphql(ISSUES, { slug: 'web', first: 101 });
      assert.equal(status, 200, 'a field error is partial data, not a request error');
      assert.equal(body.data.project, null);
      assert.match(body.errors[0].message, /`first` must be between 0 and 100, got 101/);
      assert.equal(body.errors[0].extensions.code, 'BAD_USER_INPUT');
      assert.deepEqual(body.errors[0].path, ['project', 'issues']);
    });

    test('a negative first is refused', async () => {
      const { body } = await server.graphql(ISSUES, { slug: 'web', first: -1 });
      assert.match(body.errors[0].message, /between 0 and 100, got -1/);
    });

    for (const [name, cursor] of [
      ['garbage', 'not a cursor!'],
      ['valid base64 of non-JSON', Buffer.from('hello').toString('base64url')],
      ['a cursor of another list (projects)', Buffer.from(JSON.stringify(['web app', 1])).toString('base64url')],
      ['a huge number', Buffer.from('[1e400]').toString('base64url')],
    ] as const) {
      test(`an invalid cursor is refused: ${name}`, async () => {
        const { body } = await server.graphql(ISSUES, { slug: 'web', after: cursor });
        assert.equal(body.data.project, null);
        assert.match(body.errors[0].message, /`after` is not a valid cursor/);
        assert.equal(body.errors[0].extensions.code, 'BAD_USER_INPUT');
      });
    }

    test('projects page by name', async () => {
      const first = await server.graphql(
        '{ projects(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }',
      );
      const { projects } = first.body.data;
      assert.equal(projects.totalCount, 3);
      assert.deepEqual(
        projects.edges.map((e: { node: { name: string } }) => e.node.name),
        ['API', 'Mobile'],
      );
      const rest = await server.graphql(
        'query($after: String) { projects(first: 2, after: $after) { pageInfo { hasNextPage } edges { node { name } } } }',
        { after: projects.pageInfo.endCursor },
      );
      assert.deepEqual(
        rest.body.data.projects.edges.map((e: { node: { name: string } }) => e.node.name),
        ['Web app'],
      );
      assert.equal(rest.body.data.projects.pageInfo.hasNextPage, false);
    });

    test('comments page oldest first', async () => {
      // An issue with several comments, whichever the seed gave them.
      const { body: found } = await server.graphql(
        '{ project(slug: "api") { issues(first: 100) { edges { node { number comments { totalCount } } } } } }',
      );
      const number = found.data.project.issues.edges
        .map((e: { node: { number: number; comments: { totalCount: number } } }) => e.node)
        .find((i: { comments: { totalCount: number } }) => i.comments.totalCount > 4).number;
      const query = `query($after: String) { project(slug: "api") { issue(number: ${number}) { comments(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { createdAt body } } } } } }`;
      const all: string[] = [];
      let cursor: string | null = null;
      let total = 0;
      for (;;) {
        const { body } = await server.graphql(query, { after: cursor });
        const { comments } = body.data.project.issue;
        total = comments.totalCount;
        all.push(...comments.edges.map((e: { node: { createdAt: string } }) => e.node.createdAt));
        if (!comments.pageInfo.hasNextPage) break;
        cursor = comments.pageInfo.endCursor;
      }
      assert.equal(all.length, total);
      assert.ok(total > 2, 'the seeded issue has several comments');
      assert.deepEqual(all, [...all].sort());
    });
  });
}
