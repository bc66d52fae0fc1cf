// The answers a page arrives with (src/client/relay/firstAnswers.ts) answer the network layer's query once, for the
// same persisted operation and the same variables only; every other request, and the same one again, goes to the
// server. Against a real HTTP server on loopback.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createFirstAnswers } from '../../src/client/relay/firstAnswers.ts';
import { createNetwork } from '../../src/client/relay/network.ts';
import { projectsQuery, textOnlyQuery } from './operations.ts';
import { run } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

const INLINED = { data: { projects: { totalCount: 41 } } };
const FROM_SERVER = { data: { projects: { totalCount: 3 } } };

describe('network layer: answers that came with the page', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.script((_, res) => json(res, 200, FROM_SERVER));
  });

  test('the same operation with the same variables (in any order) is answered from the page, once', async () => {
    const firstAnswers = createFirstAnswers([{ id: 'doc-projects', variables: { first: 5, after: null }, response: INLINED }]);
    const network = createNetwork({ endpoint: server.endpoint, firstAnswers });
    const first = await run(network, projectsQuery, { after: null, first: 5 });
    assert.deepEqual(first.responses, [INLINED]);
    assert.equal(first.completed, true);
    assert.equal(server.requests.length, 0);
    const again = await run(network, projectsQuery, { after: null, first: 5 });
    assert.deepEqual(again.responses, [FROM_SERVER]);
    assert.equal(server.requests.length, 1);
  });

  test('other variables, another operation, or an operation without an id go to the server', async () => {
    const firstAnswers = createFirstAnswers([
      { id: 'doc-projects', variables: { first: 5 }, response: INLINED },
      { id: null, variables: {}, response: INLINED },
    ]);
    const network = createNetwork({ endpoint: server.endpoint, firstAnswers });
    assert.deepEqual((await run(network, projectsQuery, { first: 6 })).responses, [FROM_SERVER]);
    assert.deepEqual((await run(network, projectsQuery, { first: 5, after: 'x' })).responses, [FROM_SERVER]);
    assert.deepEqual((await run(network, textOnlyQuery, {})).responses, [FROM_SERVER]);
    assert.equal(server.requests.length, 3);
    // Still there for its own request.
    assert.deepEqual((await run(network, projectsQuery, { first: 5 })).responses, [INLINED]);
  });

  test('what is not a list of answers gives none', async () => {
    for (const malformed of [null, 'x', { id: 'doc-projects' }, [{ id: 'doc-projects', variables: { first: 5 } }]]) {
      const network = createNetwork({ endpoint: server.endpoint, firstAnswers: createFirstAnswers(malformed) });
      assert.deepEqual((await run(network, projectsQuery, { first: 5 })).responses, [FROM_SERVER]);
    }
  });
});
