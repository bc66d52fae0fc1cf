// The answers a page arrives with (src/client/relay/firstAnswers.ts) answer the network layer's query once, for the
// same persisted operation and the same variables only; every other request, and the same one again, goes to the
// server. Against a real HTTP server on loopback.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../src/shared/firstQueries.ts';
import { createEnvironment } from '../../src/client/relay/environment.ts';
import { createFirstAnswers, pageCarried, takeFirstAnswersFromPage } from '../../src/client/relay/firstAnswers.ts';
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
    const answer = { id: 'doc-projects', variables: { first: 5 }, response: INLINED };
    for (const malformed of [
      null,
      'x',
      { id: 'doc-projects' },
      [{ id: 'doc-projects', variables: { first: 5 } }],
      [{ ...answer, id: 7 }],
      [{ ...answer, variables: null }],
      [{ ...answer, variables: 'first=5' }],
      [{ ...answer, response: null }],
      [{ ...answer, response: 'INLINED' }],
      [null],
    ]) {
      assert.equal(createFirstAnswers(malformed).take('doc-projects', { first: 5 }), undefined, JSON.stringify(malformed));
      const network = createNetwork({ endpoint: server.endpoint, firstAnswers: createFirstAnswers(malformed) });
      assert.deepEqual((await run(network, projectsQuery, { first: 5 })).responses, [FROM_SERVER]);
    }
  });
});

test('an answer is refused unless its id is a string and its variables and response objects, whatever would match', () => {
  // Each malformed answer next to the request its key would otherwise match: an id 7 and the operation "7", variables
  // "ab" and the variables { 0: 'a', 1: 'b' } (the keys a string has).
  assert.equal(createFirstAnswers([{ id: 7, variables: {}, response: INLINED }]).take('7', {}), undefined);
  assert.equal(
    createFirstAnswers([{ id: 'doc-projects', variables: 'ab', response: INLINED }]).take('doc-projects', { 0: 'a', 1: 'b' }),
    undefined,
  );
  assert.equal(createFirstAnswers([{ id: 'doc-projects', variables: {}, response: null }]).take('doc-projects', {}), undefined);
  assert.equal(createFirstAnswers([{ id: 'doc-projects', variables: {}, response: 'INLINED' }]).take('doc-projects', {}), undefined);
  assert.deepEqual(createFirstAnswers([{ id: 'doc-projects', variables: {}, response: INLINED }]).take('doc-projects', {}), INLINED);
});

describe('network layer: the answers read from the page', () => {
  /** A page as the server sends it (server/http/pageAnswers.ts), in a real DOM (jsdom). */
  const page = (inlined: string | null) =>
    new JSDOM(
      `<!doctype html><body><div id="root"></div>${
        inlined === null ? '' : `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${inlined}</script>`
      }</body>`,
    ).window.document;

  test('the answers are read and their element leaves the page, so a second environment gets none', () => {
    const document = page(JSON.stringify([{ id: 'doc-projects', variables: { first: 5 }, response: INLINED }]));
    const first = takeFirstAnswersFromPage(document);
    assert.equal(document.getElementById(FIRST_ANSWERS_ELEMENT_ID), null);
    assert.ok(document.getElementById('root'), 'only the answers element is removed');
    assert.deepEqual(first.take('doc-projects', { first: 5 }), INLINED);
    assert.equal(first.take('doc-projects', { first: 5 }), undefined);
    const second = takeFirstAnswersFromPage(document);
    assert.equal(second.take('doc-projects', { first: 5 }), undefined);
  });

  test('what the page carried is known after its answers are taken, and after /graphql has answered', async () => {
    const server = await startScriptedServer();
    try {
      server.script((_, res) => json(res, 200, FROM_SERVER));
      const answers = takeFirstAnswersFromPage(page(JSON.stringify([{ id: 'doc-projects', variables: { first: 5 }, response: INLINED }])));
      const environment = createEnvironment({
        network: createNetwork({ endpoint: server.endpoint, firstAnswers: answers }),
        firstAnswers: answers,
      });
      // Taken from the page, then asked of the server.
      await run(environment.getNetwork(), projectsQuery, { first: 5 });
      await run(environment.getNetwork(), projectsQuery, { first: 5 });
      assert.equal(server.requests.length, 1);
      // The header's placeholder is drawn from this, on the server and in the hydrating browser alike (AppLayout).
      assert.equal(pageCarried(environment, 'doc-projects'), true);
      assert.equal(pageCarried(environment, 'doc-issue'), false);
      assert.equal(pageCarried(createEnvironment({ network: environment.getNetwork() }), 'doc-projects'), false);
    } finally {
      await server.close();
    }
  });

  test('a page without answers, with an empty element or with one that is not JSON gives none', () => {
    for (const inlined of [null, '', '[{"id": "doc-projects",', 'null']) {
      const document = page(inlined);
      const answers = takeFirstAnswersFromPage(document);
      assert.equal(answers.take('doc-projects', { first: 5 }), undefined, `inlined ${JSON.stringify(inlined)}`);
      assert.equal(document.getElementById(FIRST_ANSWERS_ELEMENT_ID), null);
    }
  });
});
