// What the network layer puts on the wire: POST with JSON, persisted ids, GET for queries and its fallback
// to POST, and mutations never over GET. Against a real HTTP server on loopback.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createNetwork } from '../../src/client/relay/network.ts';
import { createIssueMutation, projectsQuery, textOnlyQuery } from './operations.ts';
import { run } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

describe('network layer: requests', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.script((_, res) => json(res, 200, { data: { projects: { totalCount: 3 } } }));
  });

  test('a query is a JSON POST with the persisted id, the variables and the operation name', async () => {
    const outcome = await run(createNetwork({ endpoint: server.endpoint }), projectsQuery, { first: 5 });
    assert.deepEqual(outcome.responses, [{ data: { projects: { totalCount: 3 } } }]);
    assert.equal(outcome.completed, true);
    const [request] = server.requests;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.url, '/graphql');
    assert.equal(request?.headers['content-type'], 'application/json');
    assert.equal(request?.headers.accept, 'application/graphql-response+json, application/json;q=0.9');
    assert.equal(request?.headers['x-triage-csrf'], '1');
    assert.deepEqual(JSON.parse(request?.body.toString() ?? ''), {
      doc_id: 'doc-projects',
      variables: { first: 5 },
      operationName: 'ProjectsQuery',
    });
  });

  test('the text is sent when persisted queries are off, or the operation has no id', async () => {
    await run(createNetwork({ endpoint: server.endpoint, persistedQueries: false }), projectsQuery);
    await run(createNetwork({ endpoint: server.endpoint }), textOnlyQuery);
    const [off, textOnly] = server.requests.map((r) => JSON.parse(r.body.toString()));
    assert.equal(off.query, projectsQuery.text);
    assert.equal(off.doc_id, undefined);
    assert.equal(textOnly.query, textOnlyQuery.text);
  });

  test('with queryMethod GET a query goes as GET with its parameters in the URL', async () => {
    const outcome = await run(createNetwork({ endpoint: server.endpoint, queryMethod: 'GET' }), projectsQuery, { first: 5 });
    assert.equal(outcome.completed, true);
    const [request] = server.requests;
    assert.equal(request?.method, 'GET');
    assert.equal(request?.body.length, 0);
    assert.equal(request?.headers['content-type'], undefined);
    assert.equal(request?.headers['x-triage-csrf'], '1', 'GET carries the CSRF header the server requires');
    const url = new URL(request?.url ?? '', server.origin);
    assert.equal(url.pathname, '/graphql');
    assert.equal(url.searchParams.get('doc_id'), 'doc-projects');
    assert.equal(url.searchParams.get('operationName'), 'ProjectsQuery');
    assert.deepEqual(JSON.parse(url.searchParams.get('variables') ?? ''), { first: 5 });
    assert.equal(url.searchParams.get('query'), null);
  });

  test('a GET whose URL would be too long falls back to POST', async () => {
    const network = createNetwork({ endpoint: server.endpoint, queryMethod: 'GET', maxUrlLength: 200 });
    await run(network, projectsQuery, { search: 'x'.repeat(300) });
    await run(network, projectsQuery, { search: 'short' });
    assert.deepEqual(
      server.requests.map((r) => r.method),
      ['POST', 'GET'],
    );
    assert.equal(JSON.parse(server.requests[0]?.body.toString() ?? '').variables.search.length, 300);
  });

  test('a mutation never goes over GET', async () => {
    server.script((_, res) => json(res, 200, { data: { createIssue: { errors: [] } } }));
    await run(createNetwork({ endpoint: server.endpoint, queryMethod: 'GET' }), createIssueMutation, { input: { title: 't' } });
    assert.equal(server.requests[0]?.method, 'POST');
  });

  test('the endpoint is configurable, and relative by default', async () => {
    const seen: string[] = [];
    const fetchFn: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(new URL(String(input), server.origin), init);
    };
    await run(createNetwork({ fetchFn }), projectsQuery);
    await run(createNetwork({ fetchFn, endpoint: '/api/graphql?tenant=a', queryMethod: 'GET' }), projectsQuery);
    assert.equal(seen[0], '/graphql');
    assert.match(seen[1] ?? '', /^\/api\/graphql\?tenant=a&doc_id=doc-projects&/);
  });

  test('the network reports each request and response', async () => {
    const events: string[] = [];
    await run(createNetwork({ endpoint: server.endpoint, onEvent: (e) => events.push(`${e.kind}:${e.operation}`) }), projectsQuery);
    assert.deepEqual(events, ['request:ProjectsQuery', 'response:ProjectsQuery']);
  });
});
