// GraphQL answers through the real HTTP server: compressed as the client's Accept-Encoding prefers
// (src/server/http/responseCompression.ts), never kept by any cache, and live streams left uncompressed.
// Read with node:http, which hands over the bytes as they came over the wire (fetch would decompress).
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestServer, type Session, type TestServer } from './harness.ts';

interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly bytes: Buffer;
}

/** A request whose answer is read raw; for a stream, only until its first bytes. */
function rawRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; firstChunkOnly?: boolean },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      const done = () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (init.firstChunkOnly) {
          done();
          request.destroy();
        }
      });
      response.on('end', done);
      response.on('error', reject);
    });
    request.on('error', (error) => (init.firstChunkOnly ? undefined : reject(error)));
    request.end(init.body);
  });
}

describe('GraphQL answers over HTTP', () => {
  let server: TestServer;
  let admin: Session;
  before(async () => {
    server = await startTestServer('pglite');
    admin = await server.signIn('admin@triage.test');
  });
  after(() => server.close());

  /** `acceptEncoding` null: the request carries no Accept-Encoding at all (as autocannon's and curl's do not). */
  const post = (query: string, acceptEncoding: string | null, variables: Record<string, unknown> = {}) =>
    rawRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json',
        ...(acceptEncoding === null ? {} : { 'Accept-Encoding': acceptEncoding }),
        'X-Triage-CSRF': '1',
        Cookie: admin.cookie,
      },
      body: JSON.stringify({ query, variables }),
    });
  // The issue list's size of answer: several kB of JSON.
  const LIST = '{ project(slug: "web") { issues(first: 50) { edges { node { id number title state createdAt author { name } } } } } }';

  test('a large answer comes in Brotli or gzip as the client prefers, and decodes to the same JSON', async () => {
    const plain = await post(LIST, 'identity');
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    const json = JSON.parse(plain.bytes.toString('utf8'));
    assert.equal(json.errors, undefined, plain.bytes.toString('utf8').slice(0, 300));
    assert.ok(plain.bytes.byteLength > 4000, `the answer has ${plain.bytes.byteLength} bytes`);
    assert.match(String(plain.headers.vary), /Accept-Encoding/i);

    const br = await post(LIST, 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.bytes.byteLength * 4 < plain.bytes.byteLength, `Brotli: ${br.bytes.byteLength} of ${plain.bytes.byteLength} bytes`);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8')), json);

    const gzip = await post(LIST, 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok(gzip.bytes.byteLength * 3 < plain.bytes.byteLength, `gzip: ${gzip.bytes.byteLength} of ${plain.bytes.byteLength} bytes`);
    assert.deepEqual(JSON.parse(gunzipSync(gzip.bytes).toString('utf8')), json);

    // q=0 refuses an encoding.
    const noBrotli = await post(LIST, 'br;q=0, gzip');
    assert.equal(noBrotli.headers['content-encoding'], 'gzip');
  });

  test('a large answer is compressed only when the client asks for it', async () => {
    // No Accept-Encoding: any encoding would be allowed (RFC 9110 12.5.3), but a client that names none may not
    // decode one (load generators, scripts), so the answer goes as it is; so it does for identity alone or q=0.
    for (const acceptEncoding of [null, 'identity', 'br;q=0, gzip;q=0', 'compress']) {
      const answer = await post(LIST, acceptEncoding);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], undefined, `Accept-Encoding: ${acceptEncoding}`);
      assert.ok(answer.bytes.byteLength > 4000, `${answer.bytes.byteLength} bytes for Accept-Encoding: ${acceptEncoding}`);
      assert.equal(JSON.parse(answer.bytes.toString('utf8')).errors, undefined);
      // Whatever was sent, a cache between must know the answer depends on the header.
      assert.match(String(answer.headers.vary), /Accept-Encoding/i);
    }
  });

  test('a small answer goes as it is', async () => {
    const small = await post('{ viewer { name } }', 'br');
    assert.equal(small.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(small.bytes.toString('utf8')), { data: { viewer: { name: 'Avery Admin' } } });
  });

  test('no cache may keep an answer: data, errors and refusals alike', async () => {
    assert.equal((await post(LIST, 'br')).headers['cache-control'], 'private, no-store');
    assert.equal((await post('{ nope }', 'br')).headers['cache-control'], 'private, no-store');
    const signedOut = await rawRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
      body: JSON.stringify({ query: '{ viewer { name } }' }),
    });
    assert.equal(signedOut.headers['cache-control'], 'private, no-store');
    const crossSite = await rawRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Origin: 'https://elsewhere.example', Cookie: admin.cookie },
      body: JSON.stringify({ query: '{ viewer { name } }' }),
    });
    assert.equal(crossSite.status, 403);
    assert.equal(crossSite.headers['cache-control'], 'private, no-store');
  });

  test('a live stream is sent uncompressed, event by event, and never served from a cache', async () => {
    const projectId = (await admin.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
    const stream = await rawRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'Accept-Encoding': 'gzip, br',
        'X-Triage-CSRF': '1',
        Cookie: admin.cookie,
      },
      body: JSON.stringify({
        query: 'subscription($projectId: ID!) { projectIssuesChanged(projectId: $projectId) { __typename } }',
        variables: { projectId },
      }),
      firstChunkOnly: true,
    });
    assert.equal(stream.status, 200);
    assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
    // Yoga marks its streams `Content-Encoding: none` to keep proxies from buffering them.
    assert.ok([undefined, 'none'].includes(stream.headers['content-encoding']), String(stream.headers['content-encoding']));
    // Yoga's own header for streams: nothing is served from a cache without asking the server.
    assert.match(String(stream.headers['cache-control']), /no-cache|no-store/);
  });
});
