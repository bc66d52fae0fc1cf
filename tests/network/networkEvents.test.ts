// What the network layer reports of each request (NetworkOptions.onEvent) and what the layout's notice makes of
// it (relay/requestActivity.ts), at the edges the other suites leave: how requests are numbered, what a
// response's duration measures, silence after Relay unsubscribed, a timed-out attempt, a listener that left.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { RequestParameters } from 'relay-runtime';
import { createNetwork, type NetworkEvent } from '../../src/client/relay/network.ts';
import { createRequestActivity, type RequestNotice } from '../../src/client/relay/requestActivity.ts';
import { projectsQuery } from './operations.ts';
import { run, start, until, wait } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

const watchIssue = {
  cacheID: 'IssueWatch',
  id: 'doc-watch',
  metadata: {},
  name: 'IssueWatch',
  operationKind: 'subscription',
  text: null,
} as RequestParameters;

const answered = { data: { projects: { totalCount: 3 } } };

describe('network layer: what it reports, and the notice made of it', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.script((_, res) => json(res, 200, answered));
  });

  test('requests are numbered from 1 in the order they start, streams among them; a retry keeps its number', async () => {
    let n = 0;
    server.script((request, res) => {
      n += 1;
      if (request.headers.accept === 'text/event-stream') return void res.socket?.destroy();
      if (n === 1) return res.writeHead(503, { 'Retry-After': '0' }).end();
      json(res, 200, answered);
    });
    const events: NetworkEvent[] = [];
    const network = createNetwork({
      endpoint: server.endpoint,
      retry: { retries: 1, baseDelayMs: 10, maxDelayMs: 10 },
      liveRetry: { baseDelayMs: 5000, maxDelayMs: 5000 },
      onEvent: (e) => events.push(e),
    });
    assert.equal((await run(network, projectsQuery)).error, undefined);
    const subscription = network.execute(watchIssue, {}, {}).subscribe({});
    await until(() => events.some((e) => e.kind === 'retry' && e.stream));
    subscription.unsubscribe();
    await run(network, projectsQuery);
    assert.deepEqual(
      events.map((e) => `${e.requestId}${e.stream ? ' stream' : ''} ${e.kind}`),
      ['1 request', '1 response', '1 retry', '1 request', '1 response', '2 stream request', '2 stream retry', '3 request', '3 response'],
    );
  });

  test("a response's duration is the time from sending to the answer: not negative, not longer than the call", async () => {
    const events: NetworkEvent[] = [];
    const startedAt = Date.now();
    await run(createNetwork({ endpoint: server.endpoint, onEvent: (e) => events.push(e) }), projectsQuery);
    const took = Date.now() - startedAt;
    const response = events.find((e) => e.kind === 'response');
    assert.ok(response?.kind === 'response');
    assert.equal(response.status, 200);
    assert.ok(response.durationMs >= 0 && response.durationMs <= took, `${response.durationMs} ms of a ${took} ms call`);
  });

  test('after Relay unsubscribes nothing more is reported: the abort is not a failure', async () => {
    server.script(() => {
      /* holds the request open */
    });
    const events: NetworkEvent['kind'][] = [];
    const { unsubscribe } = start(createNetwork({ endpoint: server.endpoint, onEvent: (e) => events.push(e.kind) }), projectsQuery);
    await until(() => server.requests.length === 1);
    unsubscribe();
    await until(() => server.requests[0]?.closedEarly === true);
    await wait(50);
    assert.deepEqual(events, ['request']);
  });

  test('an attempt that timed out, waiting to be sent again, makes the server "unreachable" until it is answered', async () => {
    let n = 0;
    server.script((_, res) => {
      n += 1;
      if (n > 1) json(res, 200, answered); // the first is never answered
    });
    const activity = createRequestActivity();
    const notices: RequestNotice[] = [];
    activity.subscribe(() => notices.push(activity.getNotice()));
    const events: NetworkEvent[] = [];
    const network = createNetwork({
      endpoint: server.endpoint,
      timeoutMs: 100,
      retry: { retries: 1, baseDelayMs: 10, maxDelayMs: 10 },
      onEvent: (e) => {
        events.push(e);
        activity.report(e);
      },
    });
    assert.equal((await run(network, projectsQuery)).error, undefined);
    const retry = events.find((e) => e.kind === 'retry');
    assert.equal(retry?.kind === 'retry' && retry.error.kind, 'timeout');
    assert.deepEqual(notices, ['unreachable', null]);
  });

  test('a listener that unsubscribed from the notice hears no more changes', async () => {
    server.script((_, res) => res.writeHead(503, { 'Retry-After': '0' }).end());
    const activity = createRequestActivity();
    const heard: RequestNotice[] = [];
    const stop = activity.subscribe(() => heard.push(activity.getNotice()));
    const network = createNetwork({
      endpoint: server.endpoint,
      retry: { retries: 1, baseDelayMs: 10, maxDelayMs: 10 },
      onEvent: activity.report,
    });
    await run(network, projectsQuery);
    assert.deepEqual(heard, ['busy', null]);
    stop();
    await run(network, projectsQuery);
    assert.deepEqual(heard, ['busy', null], 'the second busy spell went unheard');
  });
});
