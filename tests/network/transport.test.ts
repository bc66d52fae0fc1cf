// The transport (relay/transport.ts) on its own, against a real HTTP server on loopback: what `send` brings
// back and how it fails, by fetch and by XMLHttpRequest (the upload path when someone listens to progress).
// Most of this shows through createNetwork too, but there the outcome of a cancelled request is never heard
// (Relay has gone), and the XMLHttpRequest path is taken only for uploads: here each path is seen directly.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { NetworkError } from '../../src/client/relay/errors.ts';
import type { HttpRequest } from '../../src/client/relay/httpRequest.ts';
import { send, type SendOptions } from '../../src/client/relay/transport.ts';
import { inBrowserGlobals } from './browserGlobals.ts';
import { until } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

/** An address on which nothing listens: a server opened and closed again. */
async function closedEndpoint(): Promise<string> {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return `http://127.0.0.1:${port}/graphql`;
}

/** The rejection of `promise`, which must reject with a NetworkError. */
async function networkErrorOf(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => assert.fail('the request should have failed'),
    (reason: unknown) => reason,
  );
  assert.ok(error instanceof NetworkError, `a NetworkError, not ${String(error)}`);
  return error;
}

describe('network layer: the transport', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.script((_, res) => json(res, 200, { data: { ok: true } }));
  });

  const post = (body: string | FormData, url = server.endpoint): HttpRequest => ({
    method: 'POST',
    url,
    headers: { 'X-Triage-CSRF': '1' },
    body,
  });
  const options = (overrides: Partial<SendOptions> = {}): SendOptions => ({
    signal: new AbortController().signal,
    timeoutMs: 0,
    onUploadProgress: undefined,
    fetchFn: fetch,
    XMLHttpRequest: undefined,
    ...overrides,
  });

  test('a request whose signal is already aborted is not sent, by either path', async () => {
    const controller = new AbortController();
    controller.abort();
    for (const path of ['fetch', 'XMLHttpRequest'] as const) {
      await inBrowserGlobals(server.origin, async (window) => {
        const request = post(path === 'fetch' ? '{}' : new window.FormData());
        const error = await networkErrorOf(
          send(request, options({ signal: controller.signal, onUploadProgress: () => {}, XMLHttpRequest: window.XMLHttpRequest })),
        );
        assert.equal(error.kind, 'aborted');
        assert.equal(error.retryable, false);
        assert.equal(error.message, 'The request was cancelled.');
      });
    }
    assert.equal(server.requests.length, 0, 'nothing reached the server');
  });
  for (const path of ['fetch', 'XMLHttpRequest'] as const) {
    /** Sends `request` by `path` with `overrides`, inside a browser window for XMLHttpRequest. */
    const sendBy = (overrides: Partial<SendOptions> = {}, url?: string) =>
      inBrowserGlobals(server.origin, async (window) => {
        const body = path === 'fetch' ? '{}' : new window.FormData();
        const xhr = path === 'fetch' ? {} : { onUploadProgress: () => {}, XMLHttpRequest: window.XMLHttpRequest };
        return send(post(body, url), options({ ...xhr, ...overrides }));
      });

    test(`${path}: the answer's status, body and Retry-After come back as sent`, async () => {
      server.script((_, res) => json(res, 503, { errors: [{ message: 'busy' }] }, { 'Retry-After': '7' }));
      const answer = await sendBy();
      assert.deepEqual(answer, { status: 503, body: JSON.stringify({ errors: [{ message: 'busy' }] }), retryAfter: '7' });
      assert.equal(server.requests[0]?.headers['x-triage-csrf'], '1', 'the headers are sent');
    });

    test(`${path}: no server is an offline error that may be retried`, async () => {
      const error = await networkErrorOf(sendBy({}, await closedEndpoint()));
      assert.equal(error.kind, 'offline');
      assert.equal(error.retryable, true);
      assert.equal(error.message, "Can't reach the server.");
    });

    test(`${path}: a server that stalls past the timeout is a timeout error saying how long was waited`, async () => {
      server.script(() => {
        /* never answers */
      });
      const error = await networkErrorOf(sendBy({ timeoutMs: 1000 }));
      assert.equal(error.kind, 'timeout');
      assert.equal(error.retryable, true);
      assert.equal(error.message, 'The server did not answer within 1 s.');
    });

    test(`${path}: the caller cancelling mid-request is an aborted error that is not retried`, async () => {
      server.script(() => {
        /* never answers */
      });
      const controller = new AbortController();
      const pending = sendBy({ signal: controller.signal });
      await until(() => server.requests.length === 1);
      controller.abort();
      const error = await networkErrorOf(pending);
      assert.equal(error.kind, 'aborted');
      assert.equal(error.retryable, false);
    });
  }
});
