// The HTTP side of /graphql and the other routes: GET for queries, CSRF, 405 for mutations over GET,
// health, avatars, and a bounded number of SQL statements per request (DataLoaders, no N+1).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type TestServer } from './harness.ts';

const LIST = `query($first: Int) { project(slug: "web") { issues(first: $first) { totalCount edges { node {
  id number title state updatedAt author { login name avatarUrl } assignees { login avatarUrl } labels { name color }
  comments { totalCount } } } } } }`;

for (const backend of backends) {
  describe(`transport on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend);
    });
    after(() => server.close());

    test('GET /healthz answers 200 while the process runs', async () => {
      const response = await fetch(`${server.url}/healthz`);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), 'ok\n');
    });

    test('a query may be sent as GET with the CSRF header', async () => {
      const params = new URLSearchParams({ query: '{ projects { totalCount } }' });
      const response = await server.fetch(`/graphql?${params}`, { headers: { Accept: 'application/graphql-response+json' } });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /application\/graphql-response\+json/);
      assert.deepEqual(await response.json(), { data: { projects: { totalCount: 3 } } });
    });

    test('a GET without the CSRF header is refused with 403', async () => {
      const params = new URLSearchParams({ query: '{ projects { totalCount } }' });
      const response = await fetch(`${server.url}/graphql?${params}`);
      assert.equal(response.status, 403);
    });

    test('a mutation over GET is refused with 405', async () => {
      const params = new URLSearchParams({ query: 'mutation { createIssue(input: { projectId: "x", title: "y" }) { errors { code } } }' });
      const response = await fetch(`${server.url}/graphql?${params}`, { headers: { 'X-Triage-CSRF': '1' } });
      assert.equal(response.status, 405);
      assert.match(response.headers.get('allow') ?? '', /POST/);
    });

    test('malformed JSON is a 400 request error', async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' },
        body: '{"query": ',
      });
      assert.equal(response.status, 400);
      const body = await response.json();
      assert.equal(body.data, undefined);
      assert.ok(body.errors.length > 0);
    });

    test('a field the schema lacks is a 400 validation error', async () => {
      const { status, body } = await server.graphql('{ projects { bogusField } }');
      assert.equal(status, 400);
      assert.match(body.errors[0].message, /bogusField/);
    });

    test('avatars are generated SVGs for known users and 404 otherwise', async () => {
      const ok = await server.fetch('/avatars/ada.svg');
      assert.equal(ok.status, 200);
      assert.equal(ok.headers.get('content-type'), 'image/svg+xml');
      const svg = await ok.text();
      assert.match(svg, /^<svg /);
      assert.match(svg, />AL<\/text>/, 'Ada Lovelace → AL');
      assert.equal((await server.fetch('/avatars/nobody.svg')).status, 404);
      assert.equal((await server.fetch('/avatars/%E0%A4%A.svg')).status, 404);
      assert.equal((await fetch(`${server.url}/avatars/ada.svg`)).status, 401, 'signed out: no avatars');
    });

    test('without a built client, other paths are 404', async () => {
      const response = await fetch(`${server.url}/projects/web`);
      assert.equal(response.status, 404);
    });

    test('the issue list costs the same few SQL statements for 10 or 100 issues (no N+1)', async () => {
      const counts: number[] = [];
      for (const first of [10, 100]) {
        const start = server.database.statements.count;
        const { body } = await server.graphql(LIST, { first });
        assert.equal(body.errors, undefined);
        assert.equal(body.data.project.issues.edges.length, first);
        counts.push(server.database.statements.count - start);
      }
      // session, project, its visibility, issues page, count, authors, assignees, labels, comment counts.
      assert.equal(counts[0], counts[1]);
      assert.ok((counts[1] ?? Infinity) <= 9, `statements per list request: ${counts.join(', ')}`);
    });
  });
}
