// Another origin can neither read nor write as the signed-in user: CORS is off by default (a preflight gets no
// Access-Control-Allow-* headers), and a browser's POST from any origin but the app's own is refused with 403
// before anything runs. Operators can allow exact origins (TRIAGE_CORS_ORIGINS), and the app keeps working
// behind a reverse proxy that rewrites Host, when that proxy is trusted (TRIAGE_TRUSTED_PROXIES).
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ConfigError } from '../../src/server/config/variables.ts';
import { loadConfig } from '../../src/server/config.ts';
import { clientAddress } from '../../src/server/http/proxyTrust.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

const EVIL = 'https://evil.example';
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } errors { code } } }';

/** A preflight as a browser sends it before a credentialed cross-origin POST with our headers. */
function preflight(url: string, origin: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-triage-csrf' },
  });
}

const allowHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-allow-'));

async function commentCount(server: TestServer): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from comments`.execute(server.database.db);
  return rows[0]?.n ?? -1;
}

/** A POST of addComment as the admin, with the given browser headers. */
function postComment(server: TestServer, issueId: string, headers: Record<string, string>): Promise<Response> {
  return server.fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query: ADD_COMMENT, variables: { input: { issueId, body: 'written from another origin?' } } }),
  });
}

for (const backend of backends) {
  describe(`cross-origin requests on ${backend}`, () => {
    let server: TestServer;
    let issueId = '';
    before(async () => {
      server = await startTestServer(backend);
      const found = await server.graphql('{ project(slug: "mobile") { issues(first: 1) { edges { node { id } } } } }');
      issueId = found.body.data.project.issues.edges[0].node.id;
    });
    after(() => server.close());

    test('a preflight from another origin gets no Access-Control-Allow-* headers', async () => {
      const response = await preflight(server.url, EVIL);
      assert.deepEqual(allowHeaders(response), []);
    });

    test('an answer to another origin carries no Access-Control-Allow-* headers', async () => {
      const response = await server.fetch('/graphql?query=%7Bviewer%7Blogin%7D%7D', { headers: { Origin: EVIL } });
      assert.deepEqual(allowHeaders(response), []);
    });

    for (const [what, headers] of [
      ['an Origin of another site', { Origin: EVIL }],
      ['an Origin on another port of the same host', { Origin: 'http://127.0.0.1:1' }],
      ['the opaque Origin "null" (a sandboxed frame)', { Origin: 'null' }],
      ['Sec-Fetch-Site: cross-site without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site without an Origin (another subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ] as const) {
      test(`a POST with ${what} is refused with 403 and writes nothing`, async () => {
        const before = await commentCount(server);
        const response = await postComment(server, issueId, headers);
        assert.equal(response.status, 403);
        const body = await response.json();
        assert.equal(body.errors[0].extensions.code, 'CROSS_SITE_REQUEST');
        assert.match(body.errors[0].message, /may not change anything here/);
        assert.equal(await commentCount(server), before);
      });
    }

    test('a multipart POST from another origin is refused too', async () => {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query: ADD_COMMENT, variables: { input: { issueId, body: 'x', files: [null] } } }));
      form.set('map', JSON.stringify({ 0: ['variables.input.files.0'] }));
      form.set('0', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
      const before = await commentCount(server);
      const response = await server.fetch('/graphql', { method: 'POST', headers: { Origin: EVIL }, body: form });
      assert.equal(response.status, 403);
      assert.equal(await commentCount(server), before);
    });

    test('the app’s own pages write as before: same Origin, Sec-Fetch-Site same-origin, or no browser headers', async () => {
      const cases: Record<string, string>[] = [
        { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
        { 'Sec-Fetch-Site': 'same-origin' },
        {},
      ];
      for (const headers of cases) {
        const before = await commentCount(server);
        const response = await postComment(server, issueId, headers);
        assert.equal(response.status, 200, JSON.stringify(headers));
        const body = await response.json();
        assert.deepEqual(body.data.addComment.errors, []);
        assert.equal(await commentCount(server), before + 1);
      }
    });
  });
}

describe('origins the operator allows (TRIAGE_CORS_ORIGINS)', () => {
  const allowed = 'https://app.example';
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite', { network: { corsOrigins: [allowed], trustedProxies: [] } });
  });
  after(() => server.close());

  test('an allowed origin gets a credentialed CORS answer; any other still gets none', async () => {
    const ok = await preflight(server.url, allowed);
    assert.equal(ok.headers.get('access-control-allow-origin'), allowed);
    assert.equal(ok.headers.get('access-control-allow-credentials'), 'true');
    // The headers and methods the app's requests use, and no others: a mutation sent again carries Idempotency-Key.
    const listed = (name: string) => (ok.headers.get(name) ?? '').split(',').map((value) => value.trim().toLowerCase());
    assert.deepEqual(listed('access-control-allow-headers').sort(), ['content-type', 'idempotency-key', 'x-triage-csrf']);
    assert.deepEqual(listed('access-control-allow-methods').sort(), ['get', 'post']);
    // Yoga names the allowed origin (or "null") to any other: a browser then refuses the answer.
    const evil = (await preflight(server.url, EVIL)).headers.get('access-control-allow-origin');
    assert.ok(evil === null || evil === allowed || evil === 'null', `answered ${evil}`);
  });

  test('an allowed origin may write; another is refused', async () => {
    const found = await server.graphql('{ project(slug: "web") { issues(first: 1) { edges { node { id } } } } }');
    const issueId = found.body.data.project.issues.edges[0].node.id;
    assert.equal((await postComment(server, issueId, { Origin: allowed, 'Sec-Fetch-Site': 'cross-site' })).status, 200);
    assert.equal((await postComment(server, issueId, { Origin: EVIL })).status, 403);
  });
});

/** A reverse proxy as operators run one: it sends its own upstream as Host and says where the browser was. */
async function startProxy(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const proxy = http.createServer((req, res) => {
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => proxy.close(() => resolve())) };
}

describe('behind a reverse proxy that rewrites Host', () => {
  for (const trusted of [true, false]) {
    test(
      trusted
        ? 'a trusted proxy’s X-Forwarded-Host is the app’s own origin: writes work'
        : 'an untrusted proxy’s X-Forwarded-Host is ignored: the write is refused',
      async () => {
        const server = await startTestServer('pglite', { network: { corsOrigins: [], trustedProxies: trusted ? ['127.0.0.1'] : [] } });
        const proxy = await startProxy(server.url);
        try {
          const found = await server.graphql('{ project(slug: "web") { issues(first: 1) { edges { node { id } } } } }');
          const issueId = found.body.data.project.issues.edges[0].node.id;
          const response = await fetch(`${proxy.url}/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: server.cookie, Origin: proxy.url, 'Sec-Fetch-Site': 'same-origin' },
            body: JSON.stringify({ query: ADD_COMMENT, variables: { input: { issueId, body: 'through the proxy' } } }),
          });
          assert.equal(response.status, trusted ? 200 : 403);
        } finally {
          await proxy.close();
          await server.close();
        }
      },
    );
  }
});

describe('the client address (rate limits are counted per address)', () => {
  let server: http.Server;
  let url = '';
  const trusted = ['127.0.0.1', '10.0.0.2'];
  before(async () => {
    server = http.createServer((req, res) => res.end(clientAddress(req, trusted)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const addressFor = async (forwardedFor?: string) =>
    (await fetch(url, { headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor } })).text();

  test('from a trusted proxy: the rightmost address in X-Forwarded-For that is not a trusted proxy', async () => {
    assert.equal(await addressFor(), '127.0.0.1');
    assert.equal(await addressFor('203.0.113.9'), '203.0.113.9');
    assert.equal(
      await addressFor('198.51.100.1, 203.0.113.9, 10.0.0.2'),
      '203.0.113.9',
      'what the client wrote on the left proves nothing',
    );
    assert.equal(await addressFor('not-an-address'), '127.0.0.1');
  });

  test('from anyone else, X-Forwarded-For is ignored', async () => {
    const untrusting = http.createServer((req, res) => res.end(clientAddress(req, [])));
    await new Promise<void>((resolve) => untrusting.listen(0, '127.0.0.1', resolve));
    try {
      const port = (untrusting.address() as AddressInfo).port;
      const answer = await (await fetch(`http://127.0.0.1:${port}`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).text();
      assert.equal(answer, '127.0.0.1');
    } finally {
      await new Promise<void>((resolve) => untrusting.close(() => resolve()));
    }
  });
});

describe('the settings, checked at start', () => {
  const network = (env: Record<string, string>) => loadConfig(env, '/tmp').network;

  test('by default no other origin is allowed and no proxy is trusted', () => {
    assert.deepEqual(network({}), { corsOrigins: [], trustedProxies: [] });
  });

  test('TRIAGE_CORS_ORIGINS takes exact origins, normalised and deduplicated', () => {
    assert.deepEqual(network({ TRIAGE_CORS_ORIGINS: 'https://App.example, http://localhost:5173,https://app.example/' }).corsOrigins, [
      'https://app.example',
      'http://localhost:5173',
    ]);
  });

  for (const bad of ['*', 'https://app.example/path', 'app.example', 'ftp://app.example', 'https://*.example']) {
    test(`TRIAGE_CORS_ORIGINS="${bad}" stops the server naming the variable`, () => {
      assert.throws(
        () => network({ TRIAGE_CORS_ORIGINS: bad }),
        (error: unknown) => error instanceof ConfigError && error.variable === 'TRIAGE_CORS_ORIGINS' && error.message.includes(bad),
      );
    });
  }

  test('TRIAGE_TRUSTED_PROXIES takes IP addresses; anything else stops the server naming it', () => {
    assert.deepEqual(network({ TRIAGE_TRUSTED_PROXIES: '127.0.0.1, ::1' }).trustedProxies, ['127.0.0.1', '::1']);
    assert.throws(
      () => network({ TRIAGE_TRUSTED_PROXIES: '127.0.0.1,proxy.internal' }),
      (error: unknown) =>
        error instanceof ConfigError && error.variable === 'TRIAGE_TRUSTED_PROXIES' && error.message.includes('proxy.internal'),
    );
  });
});
