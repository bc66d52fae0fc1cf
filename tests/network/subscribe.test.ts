// The network layer's `subscribe` (live updates, issue 12) against a real HTTP server scripted per test:
// what a stream request carries, events handed to Relay, a dropped stream reopened with backoff (the live
// connection says so and counts the reconnection), and the error mapping: a refusal ends the subscription
// with the server's GraphQL error and is not retried; an ending the server asks to be reopened is retried.
import assert from 'node:assert/strict';
import type http from 'node:http';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { GraphQLRequestError } from '../../src/client/relay/errors.ts';
import { createLiveConnection, type LiveState } from '../../src/client/relay/liveConnection.ts';
import { createNetwork, type NetworkEvent } from '../../src/client/relay/network.ts';
import { until } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

// As relay-compiler makes a persisted subscription's parameters (its text is on the server only).
const issueChanged = {
  cacheID: 'IssueWatch',
  id: 'doc-watch',
  metadata: {},
  name: 'IssueWatch',
  operationKind: 'subscription',
  text: null,
} as RequestParameters;

const liveRetry = { baseDelayMs: 40, maxDelayMs: 1000 };

/** Opens the stream and writes `events` (each `[event, data]`), then leaves it open, or ends it as told. */
function stream(res: http.ServerResponse, events: [string, unknown][], end: 'open' | 'complete' | 'drop' = 'open'): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  for (const [event, data] of events) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  if (end === 'complete') res.end('event: complete\ndata:\n\n');
  // Cut off without the protocol's `complete` (as a proxy or a crash would), once the events are sent.
  if (end === 'drop') res.end();
}

const titled = (title: string) => ({ data: { issueChanged: { issue: { title } } } });

describe('network layer: subscribe', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  /** Subscribes through a new network and records what Relay and the header's indicator would see. */
  const follow = () => {
    const live = createLiveConnection();
    const states: LiveState[] = [];
    live.subscribe(() => states.push(live.getState()));
    const events: NetworkEvent[] = [];
    const network = createNetwork({ endpoint: server.endpoint, liveRetry, live, onEvent: (e) => events.push(e) });
    const responses: GraphQLResponse[] = [];
    let failure: Error | undefined;
    let completed = false;
    const subscription = network.execute(issueChanged, { id: 'SXNzdWU6MQ' }, {}).subscribe({
      next: (response) => void responses.push(response),
      error: (error: Error) => void (failure = error),
      complete: () => void (completed = true),
    });
    return {
      live,
      states,
      events,
      responses,
      failure: () => failure,
      completed: () => completed,
      stop: () => subscription.unsubscribe(),
    };
  };

  test('a stream is a POST asking for events, with the CSRF header and the doc_id; each event reaches Relay', async () => {
    server.script((_, res) =>
      stream(res, [
        ['next', titled('One')],
        ['next', titled('Two')],
      ]),
    );
    const watch = follow();
    await until(() => watch.responses.length === 2);
    assert.deepEqual(watch.responses, [titled('One'), titled('Two')]);
    const [request] = server.requests;
    assert.equal(request?.method, 'POST');
    assert.match(String(request?.headers.accept), /text\/event-stream/);
    assert.equal(request?.headers['x-triage-csrf'], '1');
    assert.deepEqual(JSON.parse(request?.body.toString() ?? '{}'), {
      doc_id: 'doc-watch',
      operationName: 'IssueWatch',
      variables: { id: 'SXNzdWU6MQ' },
    });
    assert.equal(watch.live.getState(), 'live');
    watch.stop();
    await until(() => server.requests[0]?.closedEarly === true);
    assert.equal(watch.live.getState(), 'idle', 'unsubscribing closes the stream');
  });

  test('a dropped stream is opened again with backoff, through failures, and the pages are told to catch up', async () => {
    let n = 0;
    server.script((_, res) => {
      n += 1;
      if (n === 1) return stream(res, [['next', titled('Before the drop')]], 'drop');
      if (n === 2) return res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>bad gateway</h1>');
      if (n === 3) return res.destroy();
      stream(res, [['next', titled('After the reconnection')]]);
    });
    const watch = follow();
    await until(() => watch.responses.length === 2);
    assert.deepEqual(watch.responses, [titled('Before the drop'), titled('After the reconnection')]);
    assert.equal(server.requests.length, 4);
    const retries = watch.events.filter((e) => e.kind === 'retry');
    assert.equal(retries.length, 3);
    // Each wait is between half and all of 40 ms doubled per failure in a row.
    retries.forEach((retry, i) => {
      const ceiling = liveRetry.baseDelayMs * 2 ** i;
      assert.ok(retry.delayMs >= ceiling / 2 && retry.delayMs <= ceiling, `retry ${i} waited ${retry.delayMs} ms`);
    });
    assert.deepEqual(watch.states, ['connecting', 'live', 'reconnecting', 'live', 'live']);
    assert.equal(watch.live.getReconnections(), 1);
    assert.equal(watch.failure(), undefined);
    watch.stop();
  });

  test('a refusal before the stream (401) ends the subscription with the GraphQL error, and is not retried', async () => {
    server.script((_, res) => json(res, 401, { errors: [{ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const watch = follow();
    await until(() => watch.failure() !== undefined);
    const failure = watch.failure();
    assert.ok(failure instanceof GraphQLRequestError);
    assert.deepEqual(failure.codes, ['UNAUTHENTICATED']);
    assert.equal(server.requests.length, 1);
    assert.equal(watch.live.getState(), 'idle');
  });

  test('an error event that ends the stream for good (NOT_FOUND) ends the subscription with it; one asking to reopen is retried', async () => {
    let n = 0;
    server.script((_, res) => {
      n += 1;
      const code = n === 1 ? 'LIVE_INTERRUPTED' : 'NOT_FOUND';
      stream(res, [['next', { errors: [{ message: `Ended: ${code}`, extensions: { code } }] }]], 'complete');
    });
    const watch = follow();
    await until(() => watch.failure() !== undefined);
    assert.equal(server.requests.length, 2, 'LIVE_INTERRUPTED was reopened, NOT_FOUND was not');
    const failure = watch.failure();
    assert.ok(failure instanceof GraphQLRequestError);
    assert.deepEqual(failure.codes, ['NOT_FOUND']);
    assert.deepEqual(watch.responses, []);
    assert.equal(watch.completed(), false);
    assert.equal(watch.live.getState(), 'idle');
  });
});
