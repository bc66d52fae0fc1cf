// Retries after network errors (bounded, with backoff, honouring Retry-After), of mutations and uploads
// too, under one Idempotency-Key; and aborting the request when Relay unsubscribes. Against a real HTTP server.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { NetworkError } from '../../src/client/relay/errors.ts';
import { createNetwork, type NetworkEvent } from '../../src/client/relay/network.ts';
import { retryDelay } from '../../src/client/relay/retry.ts';
import { createIssueMutation, projectsQuery } from './operations.ts';
import { run, start, until, wait } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

const policy = { retries: 3, baseDelayMs: 40, maxDelayMs: 1000 };

describe('network layer: retry and abort', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  /** Fails the first `failures` requests with `status`, then answers with data. */
  const failThenSucceed = (failures: number, status = 503, headers: Record<string, string> = {}) => {
    let count = 0;
    server.script((_, res) => {
      count += 1;
      if (count <= failures) res.writeHead(status, { 'Content-Type': 'text/html', ...headers }).end('<h1>busy</h1>');
      else json(res, 200, { data: { projects: { totalCount: 3 } } });
    });
  };

  test('a query is retried after retryable network errors until it succeeds', async () => {
    failThenSucceed(2);
    const events: NetworkEvent[] = [];
    const outcome = await run(createNetwork({ endpoint: server.endpoint, retry: policy, onEvent: (e) => events.push(e) }), projectsQuery);
    assert.equal(outcome.error, undefined);
    assert.deepEqual(outcome.responses, [{ data: { projects: { totalCount: 3 } } }]);
    assert.equal(server.requests.length, 3);
    const retries = events.filter((e) => e.kind === 'retry');
    assert.equal(retries.length, 2);
    // Backoff: retry n waits between half and all of base·2^n.
    retries.forEach((event, n) => {
      assert.ok(event.kind === 'retry');
      assert.ok(
        event.delayMs >= (policy.baseDelayMs * 2 ** n) / 2 && event.delayMs <= policy.baseDelayMs * 2 ** n,
        `delay ${event.delayMs} for retry ${n}`,
      );
    });
  });

  test('retries are bounded: after the last one the error reaches Relay', async () => {
    failThenSucceed(100);
    const { error } = await run(createNetwork({ endpoint: server.endpoint, retry: policy }), projectsQuery);
    assert.ok(error instanceof NetworkError);
    assert.equal(error.status, 503);
    assert.equal(server.requests.length, 1 + policy.retries);
  });

  test('Retry-After is honoured (up to the longest delay)', async () => {
    failThenSucceed(1, 429, { 'Retry-After': '0' });
    const events: NetworkEvent[] = [];
    await run(
      createNetwork({
        endpoint: server.endpoint,
        retry: { ...policy, baseDelayMs: 5000, maxDelayMs: 5000 },
        onEvent: (e) => events.push(e),
      }),
      projectsQuery,
    );
    const retry = events.find((e) => e.kind === 'retry');
    assert.ok(retry?.kind === 'retry');
    assert.equal(retry.delayMs, 0);
    assert.equal(server.requests.length, 2);
  });

  /**
   * The wait chosen before the one retry after a 503 with this `Retry-After`; nobody waits it out. Every
   * answer is that 503, so a retry that does go out (after no wait) meets the same answer as the first.
   */
  const waitAskedBy = async (retryAfter: string): Promise<number> => {
    failThenSucceed(100, 503, { 'Retry-After': retryAfter });
    const delays: number[] = [];
    const network = createNetwork({
      endpoint: server.endpoint,
      retry: { retries: 1, baseDelayMs: 400, maxDelayMs: 1_800_000 },
      onEvent: (e) => {
        if (e.kind === 'retry') delays.push(e.delayMs);
      },
    });
    const { unsubscribe } = start(network, projectsQuery);
    await until(() => delays.length > 0);
    unsubscribe();
    assert.equal(delays.length, 1);
    return delays[0] ?? Number.NaN;
  };

  test('Retry-After in seconds is waited in full', async () => {
    assert.equal(await waitAskedBy('120'), 120_000);
    assert.equal(await waitAskedBy('7'), 7_000);
  });

  test('Retry-After as an HTTP date: the time left until then, none once it has passed', async () => {
    // An hour ahead is capped at the policy's longest wait (30 minutes) whatever the clock did meanwhile.
    assert.equal(await waitAskedBy(new Date(Date.now() + 3_600_000).toUTCString()), 1_800_000);
    assert.equal(await waitAskedBy(new Date(Date.now() - 60_000).toUTCString()), 0);
  });

  test('an unreadable Retry-After is ignored: the backoff applies', async () => {
    for (const value of ['', 'soon', '5x', 'x5']) {
      const delay = await waitAskedBy(value);
      assert.ok(delay >= 200 && delay <= 400, `${JSON.stringify(value)}: delay ${delay}`);
    }
  });

  test('an error that is not retryable is not retried', async () => {
    server.script((_, res) => res.writeHead(404).end());
    await run(createNetwork({ endpoint: server.endpoint, retry: policy }), projectsQuery);
    assert.equal(server.requests.length, 1);
  });

  test('a mutation is retried after a retryable error with the same Idempotency-Key; a query carries none', async () => {
    failThenSucceed(1);
    const { error } = await run(createNetwork({ endpoint: server.endpoint, retry: policy }), createIssueMutation, {
      input: { title: 'x' },
    });
    assert.equal(error, undefined);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    assert.equal(keys.length, 2);
    assert.match(String(keys[0]), /^[0-9a-f]{32}$/);
    assert.equal(keys[1], keys[0], 'the retry is the same request to the server');

    server.requests.length = 0;
    failThenSucceed(0);
    await run(createNetwork({ endpoint: server.endpoint, retry: policy }), createIssueMutation, { input: { title: 'y' } });
    assert.notEqual(server.requests[0]?.headers['idempotency-key'], keys[0], 'another mutation has another key');
    server.requests.length = 0;
    await run(createNetwork({ endpoint: server.endpoint, retry: policy }), projectsQuery);
    assert.equal(server.requests[0]?.headers['idempotency-key'], undefined);
  });

  test('the backoff doubles, is jittered, and is capped', () => {
    const error = new NetworkError('offline', 'x', { retryable: true });
    const p = { retries: 10, baseDelayMs: 100, maxDelayMs: 1000 };
    assert.equal(
      retryDelay(p, 0, error, () => 0),
      50,
    );
    assert.equal(
      retryDelay(p, 0, error, () => 1),
      100,
    );
    assert.equal(
      retryDelay(p, 2, error, () => 1),
      400,
    );
    assert.equal(
      retryDelay(p, 8, error, () => 1),
      1000,
    );
    assert.equal(
      retryDelay(p, 8, error, () => 0),
      500,
    );
    assert.equal(retryDelay(p, 0, new NetworkError('http', 'x', { retryable: true, retryAfterMs: 60_000 })), 1000);
  });

  test('unsubscribing aborts the request in flight: the server sees the connection close', async () => {
    server.script(() => {
      /* holds the request open */
    });
    const { unsubscribe, events } = start(createNetwork({ endpoint: server.endpoint, retry: policy }), projectsQuery);
    await until(() => server.requests.length === 1);
    unsubscribe();
    await until(() => server.requests[0]?.closedEarly === true);
    await wait(50);
    assert.deepEqual(events, [], 'Relay hears nothing after it unsubscribed');
  });

  test('unsubscribing during a backoff wait cancels the retry', async () => {
    failThenSucceed(100);
    const { unsubscribe, events } = start(
      createNetwork({ endpoint: server.endpoint, retry: { retries: 3, baseDelayMs: 300, maxDelayMs: 300 } }),
      projectsQuery,
    );
    await until(() => server.requests.length === 1);
    await wait(20);
    unsubscribe();
    await wait(400);
    assert.equal(server.requests.length, 1, 'no retry after unsubscribing');
    assert.deepEqual(events, []);
  });
});
