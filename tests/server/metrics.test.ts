// /metrics through the real HTTP server, on both databases: off unless TRIAGE_METRICS_TOKEN is set, then only for
// scrapes that send the token; and the figures follow what the server did (requests by route and status, GraphQL
// operations by name, upload bytes, live streams, the PostgreSQL pool). And the token's check at start.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ConfigError } from '../../src/server/config/variables.ts';
import { loadConfig } from '../../src/server/config.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { subscribe } from './liveClient.ts';
import { multipartFiles } from './multipart.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample (`name{labels} value`), or undefined when the exposition has no such line. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  assert.equal(response.status, 200);
  return response.text();
}

/**
 * A scrape taken once `ready` holds of it (or after five seconds, for the assertions to say what is missing): the
 * server counts a request when its response has closed, which can come a moment after the client has read it.
 */
async function scrapeOnce(server: TestServer, ready: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const text = await scrape(server);
    if (ready(text) || Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const backend of backends) {
  describe(`metrics on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend, { metricsToken: TOKEN });
    });
    after(() => server?.close());

    test('only a scrape with the token is answered, as Prometheus text that no cache keeps', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-length-000000', `Basic ${TOKEN}`, TOKEN]) {
        const response = await fetch(`${server.url}/metrics`, authorization ? { headers: { Authorization: authorization } } : {});
        assert.equal(response.status, 401, `refused: ${authorization}`);
        assert.equal(response.headers.get('www-authenticate'), 'Bearer');
        assert.doesNotMatch(await response.text(), /triage_/);
      }
      const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      const text = await response.text();
      assert.match(text, /^# TYPE triage_http_requests_total counter$/m);
      assert.ok((sample(text, 'process_resident_memory_bytes') ?? 0) > 0, "the process's own figures are there");
    });

    test('requests are counted by route and status; GraphQL operations by name and type, with their latency', async () => {
      const before = await scrape(server);
      const healthz = () => sample(before, 'triage_http_requests_total', { route: 'healthz', method: 'GET', status: '200' }) ?? 0;
      const probes = () =>
        sample(before, 'triage_graphql_operations_total', { operation: 'MetricsProbe', type: 'query', status: '200' }) ?? 0;
      const [healthzBefore, probesBefore] = [healthz(), probes()];
      for (let i = 0; i < 3; i += 1) assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
      for (let i = 0; i < 2; i += 1) {
        const { body } = await server.graphql('query MetricsProbe { viewer { login } }');
        assert.equal(body.data.viewer.login, 'admin');
      }
      const { body: refused } = await server.anonymous.graphql('mutation MetricsRefused { signOut { clientMutationId } }');
      assert.ok(refused);
      const after = await scrapeOnce(
        server,
        (text) =>
          (sample(text, 'triage_http_requests_total', { route: 'healthz', method: 'GET', status: '200' }) ?? 0) >= healthzBefore + 3 &&
          (sample(text, 'triage_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe' }) ?? 0) >= probesBefore + 2 &&
          sample(text, 'triage_graphql_operations_total', { operation: 'MetricsRefused', type: 'mutation', status: '200' }) !== undefined,
      );
      assert.equal(sample(after, 'triage_http_requests_total', { route: 'healthz', method: 'GET', status: '200' }), healthzBefore + 3);
      assert.equal(
        sample(after, 'triage_graphql_operations_total', { operation: 'MetricsProbe', type: 'query', status: '200' }),
        probesBefore + 2,
      );
      assert.equal(sample(after, 'triage_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe' }), probesBefore + 2);
      assert.equal(sample(after, 'triage_graphql_operations_total', { operation: 'MetricsRefused', type: 'mutation', status: '200' }), 1);
      // Paths never become labels: an attachment's id or a client route is only its route's name.
      const clientBefore = sample(after, 'triage_http_requests_total', { route: 'client', method: 'GET', status: '200' }) ?? 0;
      await fetch(`${server.url}/projects/web/issues/12345`);
      const later = await scrapeOnce(
        server,
        (text) => (sample(text, 'triage_http_requests_total', { route: 'client', method: 'GET', status: '200' }) ?? 0) > clientBefore,
      );
      assert.doesNotMatch(later, /12345/);
      assert.ok((sample(later, 'triage_http_requests_total', { route: 'client', method: 'GET' }) ?? 0) >= 1);
    });

    test('upload bytes count what uploads sent', async () => {
      const { body: issues } = await server.graphql('{ project(slug: "web") { issues(first: 1) { edges { node { id } } } } }');
      const issueId = issues.data.project.issues.edges[0].node.id;
      const bytes = randomBytes(300_000);
      const before = sample(await scrape(server), 'triage_upload_bytes_total') ?? 0;
      const response = await server.fetch(
        '/graphql',
        multipartFiles(
          'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } } }',
          { issueId },
          [{ name: 'notes.txt', type: 'text/plain', bytes }],
        ),
      );
      const { data } = (await response.json()) as { data: { addIssueAttachments: { errors: unknown[] } } };
      assert.deepEqual(data.addIssueAttachments.errors, []);
      const uploaded = await scrapeOnce(server, (text) => (sample(text, 'triage_upload_bytes_total') ?? 0) - before >= bytes.length);
      const grown = (sample(uploaded, 'triage_upload_bytes_total') ?? 0) - before;
      // The file, plus the multipart framing and the request's headers.
      assert.ok(grown >= bytes.length && grown < bytes.length + 8192, `grew by ${grown}`);
    });

    test('live streams are counted while open; a stream is not a slow request', async () => {
      const { body } = await server.graphql('{ project(slug: "web") { id } }');
      const live = 'subscription MetricsLive($projectId: ID!) { projectIssuesChanged(projectId: $projectId) { created } }';
      const stream = subscribe(server.url, server, live, { projectId: body.data.project.id });
      const next = stream.next();
      await stream.ready();
      assert.equal(sample(await scrape(server), 'triage_live_streams'), 1);
      await stream.close();
      await next.catch(() => undefined);
      // The server notices the closed stream when it next writes or reads: ask until it has.
      let open = 1;
      while (open !== 0) open = sample(await scrape(server), 'triage_live_streams') ?? -1;
      const text = await scrape(server);
      assert.equal(sample(text, 'triage_graphql_operations_total', { operation: 'MetricsLive', type: 'subscription', status: '200' }), 1);
      assert.equal(sample(text, 'triage_graphql_operation_duration_seconds_count', { operation: 'MetricsLive' }), undefined);
    });

    if (backend === 'postgres') {
      test("the PostgreSQL pool's connections are reported", async () => {
        const text = await scrape(server);
        assert.ok((sample(text, 'triage_db_pool_connections', { state: 'total' }) ?? 0) >= 1);
        assert.equal(sample(text, 'triage_db_pool_connections', { state: 'waiting' }), 0);
      });
    }
  });
}

describe('metrics off', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite', { seed: false });
  });
  after(() => server?.close());

  test('without TRIAGE_METRICS_TOKEN, /metrics is not there', async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    assert.equal(response.status, 404);
  });
});

describe('TRIAGE_METRICS_TOKEN, checked at start', () => {
  const token = (value: string) => loadConfig({ TRIAGE_METRICS_TOKEN: value }, '/tmp').metricsToken;
  test('unset or empty: off; a long visible token: on; anything else stops the server naming the variable', () => {
    assert.equal(loadConfig({}, '/tmp').metricsToken, null);
    assert.equal(token(''), null);
    const good = randomBytes(32).toString('hex');
    assert.equal(token(good), good);
    assert.equal(token('x'.repeat(24)), 'x'.repeat(24));
    for (const bad of ['x'.repeat(23), 'x'.repeat(257), 'has a space in it, twenty-four+', 'tab\there-and-long-enough-to-pass']) {
      assert.throws(
        () => token(bad),
        (error: unknown) => error instanceof ConfigError && error.variable === 'TRIAGE_METRICS_TOKEN',
      );
    }
  });
});
