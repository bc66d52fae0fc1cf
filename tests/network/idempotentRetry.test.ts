// The whole promise of a safe retry, end to end: the network layer sends a mutation, the real server applies
// it, and the answer is lost on the way back (a proxy drops the connection); the network layer sends it again
// under the same Idempotency-Key and gets the first answer, and the issue exists once.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createNetwork } from '../../src/client/relay/network.ts';
import { startTestServer, type TestServer } from '../server/harness.ts';
import { createIssueMutation } from './operations.ts';
import { run } from './run.ts';

describe('a mutation whose answer is lost', () => {
  let triage: TestServer;
  let proxy: http.Server;
  let proxyUrl = '';
  const keysSeen: string[] = [];
  let dropNext = true;

  before(async () => {
    triage = await startTestServer('pglite');
    // Forwards each request to Triage; the first answer is thrown away and the connection dropped.
    proxy = http.createServer((req, res) => {
      keysSeen.push(String(req.headers['idempotency-key']));
      const upstream = http.request(new URL(req.url ?? '/', triage.url), { method: req.method, headers: req.headers }, (answer) => {
        if (dropNext) {
          dropNext = false;
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  after(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await triage.close();
  });

  test('is sent again under the same key, and applied once', async () => {
    const projectId = (await triage.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from issues`.execute(triage.database.db)).rows[0]?.n;
    const before = await count();
    const network = createNetwork({
      endpoint: `${proxyUrl}/graphql`,
      persistedQueries: false,
      retry: { retries: 2, baseDelayMs: 10, maxDelayMs: 50 },
      fetchFn: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: triage.cookie } }),
    });
    const outcome = await run(network, createIssueMutation, { input: { projectId, title: 'Answer lost once' } });
    assert.equal(outcome.error, undefined);
    assert.deepEqual(outcome.responses, [{ data: { createIssue: { errors: [] } } }]);
    assert.equal(keysSeen.length, 2, 'sent twice');
    assert.equal(keysSeen[0], keysSeen[1]);
    assert.equal(await count(), (before ?? 0) + 1, 'applied once');
  });
});
