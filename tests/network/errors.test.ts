// How answers are read (design.md §3): NetworkError when no usable GraphQL response came, GraphQLRequestError
// for errors without data, partial data handed to Relay unchanged. Against a real HTTP server on loopback.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { GraphQLRequestError, NetworkError } from '../../src/client/relay/errors.ts';
import { createNetwork } from '../../src/client/relay/network.ts';
import { projectsQuery } from './operations.ts';
import { run } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

const noRetry = { retries: 0, baseDelayMs: 1, maxDelayMs: 1 };

describe('network layer: error mapping', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });
  const network = () => createNetwork({ endpoint: server.endpoint, retry: noRetry });

  test('no server at all is an offline NetworkError that may be retried', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { error } = await run(createNetwork({ endpoint: `http://127.0.0.1:${port}/graphql`, retry: noRetry }), projectsQuery);
    assert.ok(error instanceof NetworkError);
    assert.equal(error.name, 'NetworkError');
    assert.equal(error.kind, 'offline');
    assert.equal(error.retryable, true);
    // What failed underneath (fetch's own error) is kept for the console and error reports.
    assert.ok(error.cause instanceof Error, 'the cause is kept');
  });

  test("a proxy's 502 HTML page is an http NetworkError that may be retried", async () => {
    server.script((_, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><body>Bad gateway</body></html>'));
    const { error } = await run(network(), projectsQuery);
    assert.ok(error instanceof NetworkError);
    assert.equal(error.kind, 'http');
    assert.equal(error.status, 502);
    assert.equal(error.retryable, true);
    assert.equal(error.message, 'The server answered with HTTP 502.');
  });

  // Which statuses may be worth sending again (timeouts, a mutation's first copy still running, rate
  // limits, server failures) and which not: the edges of each range too.
  const transient = [408, 409, 429, 500, 503, 599];
  const final = [402, 404, 405, 410, 428, 430, 499];
  for (const status of [...transient, ...final]) {
    test(`HTTP ${status} without a GraphQL body ${transient.includes(status) ? 'may' : 'may not'} be retried`, async () => {
      server.script((_, res) => res.writeHead(status, { 'Content-Type': 'text/plain' }).end('no'));
      const { error } = await run(network(), projectsQuery);
      assert.ok(error instanceof NetworkError);
      assert.equal(error.kind, 'http');
      assert.equal(error.status, status);
      assert.equal(error.retryable, transient.includes(status));
    });
  }

  test('a 404 is an http NetworkError that is not retried', async () => {
    server.script((_, res) => res.writeHead(404).end('Not found'));
    const { error } = await run(network(), projectsQuery);
    assert.ok(error instanceof NetworkError);
    assert.equal(error.status, 404);
    assert.equal(error.retryable, false);
  });

  test('a 200 whose body is not a GraphQL response is a bad-response NetworkError', async () => {
    const bodies = [
      // Not JSON, or JSON that is not an object.
      '<html>captive portal</html>',
      '',
      'null',
      '"ok"',
      '42',
      'true',
      '[]',
      '[{"data":{"projects":null}}]',
      // An object with neither data nor errors.
      '{"hello":1}',
      '{"data":null}',
      '{"errors":[]}',
      '{"data":null,"errors":[]}',
      // data that is not an object.
      '{"data":[1]}',
      '{"data":"ok"}',
      '{"data":5}',
      '{"data":"ok","errors":[{"message":"a"}]}',
      // errors that are not a list of errors, even beside good data.
      '{"errors":"nope"}',
      '{"data":{"projects":null},"errors":"nope"}',
      '{"data":{"projects":null},"errors":[{"message":"a"},5]}',
      '{"errors":[5]}',
      '{"errors":[null]}',
      '{"errors":[[]]}',
      '{"errors":[{}]}',
      '{"errors":[{"message":5}]}',
      '{"errors":[{"msg":"a"}]}',
    ];
    for (const body of bodies) {
      server.script((_, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
      const { error } = await run(network(), projectsQuery);
      assert.ok(error instanceof NetworkError, body);
      assert.equal(error.kind, 'bad-response', body);
      assert.equal(error.status, 200, body);
      assert.equal(error.retryable, false, body);
      assert.equal(error.message, 'The server’s answer is not a GraphQL response.', body);
    }
  });

  test('errors without data are a GraphQLRequestError carrying the errors and their codes', async () => {
    server.script((_, res) =>
      json(res, 400, {
        errors: [
          { message: 'Cannot query field "nope"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
          { message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      }),
    );
    const { error } = await run(network(), projectsQuery);
    assert.ok(error instanceof GraphQLRequestError);
    assert.equal(error.status, 400);
    assert.equal(error.errors.length, 2);
    assert.deepEqual(error.codes, ['GRAPHQL_VALIDATION_FAILED', 'UNAUTHENTICATED']);
    assert.equal(error.name, 'GraphQLRequestError');
    assert.equal(error.message, 'Cannot query field "nope"\nSign in', 'one line per error');
  });

  test('a request error whose messages are empty still says what happened', async () => {
    server.script((_, res) => json(res, 400, { errors: [{ message: '' }] }));
    const { error } = await run(network(), projectsQuery);
    assert.ok(error instanceof GraphQLRequestError);
    assert.equal(error.message, 'The server refused the request.');
    assert.deepEqual(error.codes, []);
  });

  test('partial data is handed to Relay unchanged, errors and all', async () => {
    const payload = { data: { projects: null, other: 1 }, errors: [{ message: 'Storage unavailable', path: ['projects'] }] };
    server.script((_, res) => json(res, 200, payload));
    const { responses, error, completed } = await run(network(), projectsQuery);
    assert.equal(error, undefined);
    assert.equal(completed, true);
    assert.deepEqual(responses, [payload]);
  });

  test('a 401 with a GraphQL body is a GraphQLRequestError whose code says to sign in', async () => {
    server.script((_, res) => json(res, 401, { errors: [{ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const { error } = await run(network(), projectsQuery);
    assert.ok(error instanceof GraphQLRequestError);
    assert.deepEqual(error.codes, ['UNAUTHENTICATED']);
    assert.equal(error.status, 401);
  });

  test('a 401 without a GraphQL body (a proxy asking for credentials) is a NetworkError', async () => {
    server.script((_, res) => res.writeHead(401, { 'Content-Type': 'text/html' }).end('<h1>Authorization required</h1>'));
    const { error } = await run(network(), projectsQuery);
    assert.ok(error instanceof NetworkError);
    assert.equal(error.kind, 'bad-response');
  });

  for (const status of [294, 422]) {
    test(`a GraphQL body with status ${status} is read as a GraphQL response`, async () => {
      server.script((_, res) => json(res, status, { data: { projects: { totalCount: 1 } } }));
      const { responses, error } = await run(network(), projectsQuery);
      assert.equal(error, undefined);
      assert.deepEqual(responses, [{ data: { projects: { totalCount: 1 } } }]);
    });
  }

  test('a server that stalls past the timeout is a timeout NetworkError', async () => {
    server.script(() => {
      /* never answers */
    });
    const { error } = await run(createNetwork({ endpoint: server.endpoint, retry: noRetry, timeoutMs: 150 }), projectsQuery);
    assert.ok(error instanceof NetworkError);
    assert.equal(error.kind, 'timeout');
    assert.equal(error.retryable, true);
  });
});
