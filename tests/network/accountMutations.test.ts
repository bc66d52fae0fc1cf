// A mutation is sent again after a failure only under an Idempotency-Key, which the server honours by applying it
// once. The account mutations (sign in, sign up, sign out, accept an invitation, change the password) take no key
// on the server (server/graphql/idempotentMutations.ts): a copy of one whose answer was lost would run a second
// time (a sign-up told its address is taken, a password change told the current password is wrong after it
// changed it). So they go without a key and are sent once, whatever the failure. Checked on every mutation the
// client has (relay-compiler's artifacts), and against a real HTTP server on loopback.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { ConcreteRequest, RequestParameters } from 'relay-runtime';
import { tsImport } from 'tsx/esm/api';
import { NetworkError } from '../../src/client/relay/errors.ts';
import { buildHttpRequest } from '../../src/client/relay/httpRequest.ts';
import { createNetwork, type NetworkEvent } from '../../src/client/relay/network.ts';
import { ACCOUNT_MUTATIONS } from '../../src/server/graphql/idempotentMutations.ts';
import { createIssueMutation } from './operations.ts';
import { run } from './run.ts';
import { startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

const generated = path.resolve(import.meta.dirname, '../../__generated__');

/** Every mutation the client sends: its request parameters and the schema fields it calls. */
async function clientMutations(): Promise<{ params: RequestParameters; fields: string[] }[]> {
  const files = readdirSync(generated).filter((file) => file.endsWith('Mutation.graphql.ts'));
  return Promise.all(
    files.map(async (file) => {
      // Through tsx's API: the artifacts are TypeScript, found at run time, and the suites run bundled (scripts/nodeSuites.ts).
      const module = (await tsImport(pathToFileURL(path.join(generated, file)).href, import.meta.url)) as { default: ConcreteRequest };
      const artifact = module.default;
      const fields = artifact.operation.selections.flatMap((selection) => ('name' in selection ? [selection.name] : []));
      return { params: artifact.params, fields };
    }),
  );
}

const options = { endpoint: 'http://127.0.0.1:1/graphql', queryMethod: 'POST', maxUrlLength: 2000, persistedQueries: true } as const;
const policy = { retries: 2, baseDelayMs: 10, maxDelayMs: 50 };

describe('network layer: the account mutations are sent once', () => {
  let server: ScriptedServer;
  let signIn: RequestParameters;
  before(async () => {
    server = await startScriptedServer();
    const found = (await clientMutations()).find(({ fields }) => fields.includes('signIn'));
    assert.ok(found);
    signIn = found.params;
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  test('every mutation of the client carries an Idempotency-Key but those the server runs without one', async () => {
    const mutations = await clientMutations();
    assert.ok(mutations.length >= 40, `${mutations.length} mutation artifacts`);
    const unkeyed = new Set<string>();
    for (const { params, fields } of mutations) {
      const { headers } = buildHttpRequest(options, params, {});
      const account = fields.some((field) => ACCOUNT_MUTATIONS.has(field));
      assert.equal('Idempotency-Key' in headers, !account, `${params.name} (${fields.join(', ')})`);
      if (account) for (const field of fields) unkeyed.add(field);
    }
    // Each account mutation the server names is one the client sends: the list above held every one of them.
    assert.deepEqual([...unkeyed].sort(), [...ACCOUNT_MUTATIONS].sort());
  });

  /** Sends `operation` against `failure` every time, and returns how often it went out and what the network said. */
  const sendAgainst = async (operation: RequestParameters, failure: Parameters<ScriptedServer['script']>[0]) => {
    server.requests.length = 0;
    server.script(failure);
    const events: NetworkEvent['kind'][] = [];
    const outcome = await run(createNetwork({ endpoint: server.endpoint, retry: policy, onEvent: (e) => events.push(e.kind) }), operation, {
      input: {},
    });
    return { sent: server.requests.length, error: outcome.error, events };
  };

  const busy: Parameters<ScriptedServer['script']>[0] = (_, res) =>
    res.writeHead(503, { 'Content-Type': 'text/html' }).end('<h1>busy</h1>');
  /** The request arrived whole and the connection drops before any answer: it may have been applied. */
  const answerLost: Parameters<ScriptedServer['script']>[0] = (_, res, req) => {
    res.destroy();
    req.socket.destroy();
  };

  for (const [failure, script] of [
    ['a retryable answer (503)', busy],
    ['a dropped connection once the request arrived', answerLost],
  ] as const) {
    test(`after ${failure} an account mutation is not sent again; a keyed mutation is`, async () => {
      const account = await sendAgainst(signIn, script);
      assert.equal(account.sent, 1, 'sign-in sent once');
      assert.ok(account.error instanceof NetworkError, String(account.error));
      assert.equal(account.error.retryable, true, 'the error itself would allow a retry');
      assert.deepEqual(account.events, ['request', ...(script === busy ? ['response'] : []), 'error']);

      const keyed = await sendAgainst(createIssueMutation, script);
      assert.equal(keyed.sent, 1 + policy.retries, 'createIssue is sent again under its key');
    });
  }
});
