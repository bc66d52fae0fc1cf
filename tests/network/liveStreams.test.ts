// The live streams' edges that subscribe.test.ts leaves: the state of several streams at once, why a stream is
// opened again (each reason the server may give, each way a stream can break, the wait it asks for), what ends a
// subscription for good, the backoff starting over after a stream that opened, the defaults, and unsubscribing
// while a reopening waits. Against a real HTTP server on loopback, scripted per test.
import assert from 'node:assert/strict';
import type http from 'node:http';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { GraphQLRequestError, NetworkError } from '../../src/client/relay/errors.ts';
import { createLiveConnection, type LiveConnection, type LiveState } from '../../src/client/relay/liveConnection.ts';
import { createNetwork, type NetworkEvent, type NetworkOptions } from '../../src/client/relay/network.ts';
import { createRequestActivity } from '../../src/client/relay/requestActivity.ts';
import { projectsQuery } from './operations.ts';
import { run, until, wait } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

const watchIssue = {
  cacheID: 'IssueWatch',
  id: 'doc-watch',
  metadata: {},
  name: 'IssueWatch',
  operationKind: 'subscription',
  text: null,
} as RequestParameters;

const titled = (title: string) => ({ data: { issueChanged: { issue: { title } } } });
const refusedWith = (code: string) => ({ errors: [{ message: `Ended: ${code}`, extensions: { code } }] });

/** Opens an event stream and writes `events` (each `[event, data]`, data written as given when a string). */
function openStream(res: http.ServerResponse, events: [string, unknown][] = []): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  for (const [event, data] of events) res.write(`event: ${event}\ndata: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}
const complete = (res: http.ServerResponse) => res.end('event: complete\ndata:\n\n');

describe('live connection: the state of the streams', () => {
  test('idle without streams; reconnecting while any is down, else connecting while any opens, else live', () => {
    const live = createLiveConnection();
    const heard: LiveState[] = [];
    const stop = live.subscribe(() => heard.push(live.getState()));
    const [a, b] = [Symbol('a'), Symbol('b')];
    assert.equal(live.getState(), 'idle');
    live.report(a, 'connecting');
    live.report(b, 'reconnecting');
    assert.equal(live.getState(), 'reconnecting', 'a stream down outweighs one opening');
    live.report(b, 'live');
    assert.equal(live.getState(), 'connecting', 'one opening outweighs one live');
    live.report(a, 'live');
    live.report(a, 'live');
    assert.equal(live.getState(), 'live');
    live.report(a, null);
    assert.equal(live.getState(), 'live', 'the other stream is still live');
    live.report(b, null);
    assert.equal(live.getState(), 'idle');
    assert.deepEqual(heard, ['connecting', 'reconnecting', 'connecting', 'live', 'idle'], 'listeners hear changes only');

    assert.equal(live.getReconnections(), 0);
    live.reconnected();
    live.reconnected();
    assert.equal(live.getReconnections(), 2);
    assert.equal(heard.length, 7, 'each reconnection is heard');
    stop();
    live.report(a, 'connecting');
    live.reconnected();
    assert.equal(heard.length, 7, 'nothing is heard after unsubscribing');
  });
});

describe('network layer: live streams, their reopening and their end', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  const open: (() => void)[] = [];
  beforeEach(() => {
    server.requests.length = 0;
  });
  // A test that failed before unsubscribing leaves no stream reopening for ever.
  afterEach(() => {
    for (const stop of open.splice(0)) stop();
  });

  /** Subscribes through a new network and records what Relay, the indicator and the event listener see. */
  const follow = (options: NetworkOptions = {}, operation: RequestParameters = watchIssue) => {
    const live: LiveConnection = options.live ?? createLiveConnection();
    const events: NetworkEvent[] = [];
    const network = createNetwork({
      endpoint: server.endpoint,
      liveRetry: { baseDelayMs: 40, maxDelayMs: 1000 },
      onEvent: (e) => events.push(e),
      ...options,
      live,
    });
    const responses: GraphQLResponse[] = [];
    let failure: Error | undefined;
    let completed = false;
    const subscription = network.execute(operation, { id: 'SXNzdWU6MQ' }, {}).subscribe({
      next: (response) => void responses.push(response),
      error: (error: Error) => void (failure = error),
      complete: () => void (completed = true),
    });
    open.push(() => subscription.unsubscribe());
    const retries = () => events.flatMap((e) => (e.kind === 'retry' ? [e] : []));
    return {
      live,
      events,
      retries,
      responses,
      network,
      failure: () => failure,
      completed: () => completed,
      stop: () => subscription.unsubscribe(),
    };
  };

  test('every reason the server gives to reopen a stream reopens it; the next ending is a plain one again', async () => {
    // A page in view: one out of view waits before reopening a replaced stream (the next test).
    const inView = { hidden: () => false, whenSeen: () => () => {} };
    for (const code of ['LIVE_INTERRUPTED', 'SLOW_CONSUMER', 'STREAM_REPLACED', 'SERVER_BUSY']) {
      server.requests.length = 0;
      let n = 0;
      server.script((_, res) => {
        n += 1;
        openStream(res, n === 1 ? [['next', refusedWith(code)]] : n === 2 ? [] : [['next', titled('Reopened')]]);
        if (n <= 2) complete(res);
      });
      const watch = follow({ visibility: inView });
      await until(() => watch.responses.length === 1);
      assert.equal(watch.failure(), undefined, code);
      assert.deepEqual(
        watch.retries().map((r) => r.error.message),
        ['The server asked to reconnect.', 'The live stream ended.'],
        code,
      );
      assert.ok(watch.retries().every((r) => r.error instanceof NetworkError && r.error.kind === 'offline' && r.error.retryable));
      watch.stop();
    }
  });

  test('a stream replaced by a newer page waits, in a page out of view, until the page is seen again', async () => {
    let hidden = true;
    let seen: (() => void) | undefined;
    const visibility = {
      hidden: () => hidden,
      whenSeen: (callback: () => void) => {
        seen = callback;
        return () => (seen = undefined);
      },
    };
    let n = 0;
    server.script((_, res) => {
      n += 1;
      openStream(res, n === 1 ? [['next', refusedWith('STREAM_REPLACED')]] : [['next', titled('Back in view')]]);
      if (n === 1) complete(res);
    });
    const watch = follow({ visibility });
    await until(() => seen !== undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(server.requests.length, 1, 'not opened again while out of view (the retry delay is 40 ms)');
    assert.equal(watch.live.getState(), 'reconnecting');
    hidden = false;
    seen?.();
    await until(() => watch.responses.length === 1);
    assert.equal(server.requests.length, 2);
    assert.equal(watch.live.getReconnections(), 1, 'the page catches up on what it missed');
    watch.stop();
  });

  test('each way a stream breaks is said, and the stream is opened again: broken, cut off, not reachable', async () => {
    let n = 0;
    server.script((_, res) => {
      n += 1;
      if (n === 1) {
        // Half an event, then the connection is destroyed: the body breaks while being read.
        openStream(res);
        res.write('event: next\ndata: {"da');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (n === 2) return void (openStream(res), res.end());
      if (n === 3) return void res.socket?.destroy();
      openStream(res, [['next', titled('Back')]]);
    });
    const watch = follow();
    await until(() => watch.responses.length === 1);
    assert.deepEqual(
      watch.retries().map((r) => [r.error.kind, r.error.message, r.error.retryable]),
      [
        ['offline', 'The live connection broke.', true],
        ['offline', 'The live connection ended unexpectedly.', true],
        ['offline', 'The live connection could not be opened.', true],
      ],
    );
    assert.deepEqual(
      watch.events.filter((e) => e.kind === 'request').map((e) => e.kind === 'request' && [e.attempt, e.method, e.multipart, e.stream]),
      [
        [0, 'POST', false, true],
        [1, 'POST', false, true],
        [1, 'POST', false, true],
        [2, 'POST', false, true],
      ],
      'each attempt counts the failures in a row before it (the second stream opened: the count starts over)',
    );
    assert.deepEqual(
      watch.retries().map((r) => r.attempt),
      [1, 1, 2],
    );
    watch.stop();
  });

  test('the backoff starts over once a stream opened, and each reopening after a drop is counted', async () => {
    let n = 0;
    server.script((_, res) => {
      n += 1;
      if (n === 1 || n === 3) return void res.socket?.destroy();
      if (n === 2 || n === 4) return void (openStream(res), res.end());
      openStream(res, [['next', titled('Fifth')]]);
    });
    const watch = follow({ liveRetry: { baseDelayMs: 40, maxDelayMs: 10_000 } });
    await until(() => watch.responses.length === 1);
    const delays = watch.retries().map((r) => r.delayMs);
    assert.equal(delays.length, 4);
    // The first stream fails (at most 40 ms); the second opens, which starts the count over, then ends (at most
    // 40 again); the third fails, the second failure in a row (40 to 80); the fourth opens and ends (at most 40).
    const [d0 = -1, d1 = -1, d2 = -1, d3 = -1] = delays;
    assert.ok(d0 <= 40 && d1 <= 40 && d2 >= 40 && d2 <= 80 && d3 <= 40, `waits ${delays}`);
    assert.equal(watch.live.getReconnections(), 3, 'the second, fourth and fifth streams each opened after one that was down');
    assert.equal(watch.live.getState(), 'live');
    watch.stop();
  });

  test('without options a dropped stream waits between half a second and a second, and the state is kept by the network', async () => {
    server.script((_, res) => void res.socket?.destroy());
    const events: NetworkEvent[] = [];
    const network = createNetwork({ endpoint: server.endpoint, onEvent: (e) => events.push(e) });
    const subscription = network.execute(watchIssue, {}, {}).subscribe({});
    await until(() => events.some((e) => e.kind === 'retry'));
    subscription.unsubscribe();
    const retry = events.find((e) => e.kind === 'retry');
    assert.ok(retry?.kind === 'retry');
    assert.ok(retry.delayMs >= 500 && retry.delayMs <= 1000, `waited ${retry.delayMs} ms`);
    assert.equal(server.requests.length, 1);
  });

  test('a wait the server asks for (503 with Retry-After) is the wait before the stream is opened again', async () => {
    let n = 0;
    server.script((_, res) => {
      n += 1;
      if (n === 1) return json(res, 503, refusedWith('SERVER_BUSY'), { 'Retry-After': '0' });
      openStream(res, [['next', titled('After the wait')]]);
    });
    const watch = follow({ liveRetry: { baseDelayMs: 5000, maxDelayMs: 5000 } });
    await until(() => watch.responses.length === 1);
    assert.deepEqual(
      watch.retries().map((r) => [r.delayMs, r.error.status]),
      [[0, 503]],
    );
    watch.stop();
  });

  test('unsubscribing while a reopening waits: nothing more is sent, and the indicator forgets the stream', async () => {
    server.script((_, res) => void res.socket?.destroy());
    const watch = follow({ liveRetry: { baseDelayMs: 200, maxDelayMs: 200 } });
    await until(() => watch.retries().length === 1);
    assert.equal(watch.live.getState(), 'reconnecting');
    watch.stop();
    assert.equal(watch.live.getState(), 'idle');
    await wait(300);
    assert.equal(server.requests.length, 1, 'no reopening after unsubscribing');
  });

  test('an error event on an open stream ends the subscription and closes the connection', async () => {
    server.script((_, res) => openStream(res, [['next', refusedWith('FORBIDDEN')]]));
    const watch = follow();
    await until(() => watch.failure() !== undefined);
    assert.ok(watch.failure() instanceof GraphQLRequestError);
    await until(() => server.requests[0]?.closedEarly === true);
    assert.equal(watch.live.getState(), 'idle');
    assert.equal(server.requests.length, 1);
  });

  test('an event with neither data nor errors ends the subscription as a request error without codes', async () => {
    server.script((_, res) => openStream(res, [['next', {}]]));
    const watch = follow();
    await until(() => watch.failure() !== undefined);
    const failure = watch.failure();
    assert.ok(failure instanceof GraphQLRequestError, String(failure));
    assert.deepEqual(failure.codes, []);
    assert.equal(server.requests.length, 1);
  });

  test('a stream whose type carries parameters (text/event-stream; charset=utf-8) is a stream', async () => {
    server.script((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
      res.write(`event: next\ndata: ${JSON.stringify(titled('With a charset'))}\n\n`);
    });
    const watch = follow();
    await until(() => watch.responses.length === 1);
    assert.deepEqual(watch.responses, [titled('With a charset')]);
    assert.equal(watch.live.getState(), 'live');
    watch.stop();
  });

  test('events other than next, and a next without data, are not handed to Relay', async () => {
    server.script((_, res) =>
      openStream(res, [
        ['ping', titled('Not an update')],
        ['next', ''],
        ['next', titled('Update')],
      ]),
    );
    const watch = follow();
    await until(() => watch.responses.length === 1);
    await wait(50);
    assert.deepEqual(watch.responses, [titled('Update')]);
    assert.equal(watch.failure(), undefined);
    watch.stop();
  });

  test('a subscription answered as a query (no stream) hands Relay the answer and completes, without reopening', async () => {
    server.script((_, res) => json(res, 200, titled('Once')));
    const watch = follow();
    await until(() => watch.completed());
    assert.deepEqual(watch.responses, [titled('Once')]);
    assert.equal(watch.live.getState(), 'idle');
    await wait(100);
    assert.equal(server.requests.length, 1);
    assert.deepEqual(watch.retries(), []);
  });

  test('an answer that is not GraphQL (an HTML page) ends the subscription with a network error, reported once', async () => {
    server.script((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>portal</h1>'));
    const watch = follow();
    await until(() => watch.failure() !== undefined);
    const failure = watch.failure();
    assert.ok(failure instanceof NetworkError);
    assert.equal(failure.kind, 'bad-response');
    assert.deepEqual(
      watch.events.map((e) => e.kind),
      ['request', 'error'],
    );
    const error = watch.events[1];
    assert.ok(error?.kind === 'error');
    assert.equal(error.error, failure);
    assert.equal(error.operation, 'IssueWatch');
    assert.equal(watch.live.getState(), 'idle');
  });

  test('a subscription that cannot be built (neither id nor text) fails at once and sends nothing', async () => {
    const watch = follow({}, { ...watchIssue, id: null } as RequestParameters);
    assert.match(String(watch.failure()?.message), /IssueWatch has neither a persisted id nor a text/);
    await wait(20);
    assert.equal(server.requests.length, 0);
    assert.equal(watch.live.getState(), 'idle');
  });

  test("a stream's events are its own: numbered after the queries', and left out of the busy notice", async () => {
    let n = 0;
    server.script((_, res) => {
      n += 1;
      if (n === 1) json(res, 200, { data: { projects: { totalCount: 3 } } });
      else res.socket?.destroy();
    });
    const activity = createRequestActivity();
    const events: NetworkEvent[] = [];
    const network = createNetwork({
      endpoint: server.endpoint,
      liveRetry: { baseDelayMs: 40, maxDelayMs: 40 },
      onEvent: (e) => {
        events.push(e);
        activity.report(e);
      },
    });
    await run(network, projectsQuery, {}, {});
    const first = events[0]?.requestId ?? 0;
    const subscription = network.execute(watchIssue, {}, {}).subscribe({});
    await until(() => events.filter((e) => e.kind === 'retry' && e.stream).length >= 2);
    subscription.unsubscribe();
    const streamEvents = events.filter((e) => e.stream);
    assert.ok(streamEvents.length > 0);
    assert.ok(streamEvents.every((e) => e.requestId === first + 1));
    assert.equal(activity.getNotice(), null, 'a stream reopening is the live indicator’s to show');
  });
});
