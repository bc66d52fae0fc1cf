// Persisted operations by `doc_id` (POST body or GET parameter), and the production rule that only
// persisted operations run unless TRIAGE_ALLOW_ARBITRARY_OPERATIONS allows others.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from './harness.ts';

const operations = new Map([
  ['doc-projects', 'query ProjectsCount { projects { totalCount } }'],
  ['doc-create', 'mutation Create($input: CreateIssueInput!) { createIssue(input: $input) { errors { code } } }'],
]);
const headers = { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json', 'X-Triage-CSRF': '1' };

describe('persisted operations', () => {
  let development: TestServer;
  let production: TestServer;
  before(async () => {
    development = await startTestServer('pglite', { persistedOperations: operations });
    production = await startTestServer('pglite', { persistedOperations: operations, production: true, seed: false });
  });
  after(async () => {
    await development.close();
    await production.close();
  });

  test('a POST with doc_id runs the persisted text', async () => {
    const response = await development.fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ doc_id: 'doc-projects', variables: {} }),
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { data: { projects: { totalCount: 3 } } });
  });

  test('a GET with doc_id runs the persisted text', async () => {
    const response = await development.fetch(`/graphql?doc_id=doc-projects`, { headers });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { data: { projects: { totalCount: 3 } } });
  });

  test('a persisted mutation cannot be run over GET', async () => {
    const response = await development.fetch(
      `/graphql?doc_id=doc-create&variables=${encodeURIComponent('{"input":{"projectId":"x","title":"t"}}')}`,
      { headers },
    );
    assert.equal(response.status, 405);
  });

  test('an unknown doc_id is a clear 400', async () => {
    const response = await development.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ doc_id: 'nope' }) });
    assert.equal(response.status, 400);
    const body = await response.json();
    assert.equal(body.errors[0].extensions.code, 'PERSISTED_QUERY_NOT_FOUND');
    assert.match(body.errors[0].message, /Unknown doc_id/);
  });

  test('development also runs documents sent as text', async () => {
    const { status } = await development.graphql('{ projects { totalCount } }');
    assert.equal(status, 200);
  });

  test('production refuses documents sent as text, and runs persisted ones', async () => {
    const refused = await production.graphql('{ projects { totalCount } }');
    assert.equal(refused.status, 400);
    assert.equal(refused.body.errors[0].extensions.code, 'PERSISTED_QUERY_ONLY');
    const response = await production.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ doc_id: 'doc-projects' }) });
    assert.deepEqual(await response.json(), { data: { projects: { totalCount: 0 } } });
  });

  test('the committed persisted-queries.json is what the server loads by default', async () => {
    const server = await startTestServer('pglite', { seed: false, production: true });
    try {
      const { loadPersistedOperations } = await import('../../src/server/graphql/persistedOperations.ts');
      const committed = loadPersistedOperations(new URL('../../persisted-queries.json', import.meta.url).pathname);
      for (const [id, text] of committed) {
        if (!text.trimStart().startsWith('query')) continue;
        const response = await server.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ doc_id: id, variables: {} }) });
        const body = await response.json();
        assert.notEqual(body.errors?.[0]?.extensions?.code, 'PERSISTED_QUERY_NOT_FOUND', `doc ${id} is known`);
      }
    } finally {
      await server.close();
    }
  });
});
