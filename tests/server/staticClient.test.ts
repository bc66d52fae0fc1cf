// Serving the built client: precompressed copies by Accept-Encoding, the SPA fallback to index.html,
// caching of content-hashed assets, and the security headers on the page itself.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './harness.ts';

describe('the built client', () => {
  let server: TestServer;
  let dir: string;
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(5000))});`);
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-client-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><title>Triage</title><script type="module" src="/assets/app-abc123.js"></script>',
    );
    // As the build's precompress plugin writes them.
    await fs.writeFile(path.join(dir, 'assets/app-abc123.js'), script);
    await fs.writeFile(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    await fs.writeFile(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(script));
    server = await startTestServer('pglite', { seed: false, clientDir: dir });
  });
  after(async () => {
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  // Signed in: signed out, the app's pages send the visitor to sign in first (signInFirst.test.ts).
  const get = (pathname: string, encoding: string) => server.fetch(pathname, { headers: { 'Accept-Encoding': encoding } });

  test('a browser accepting Brotli gets the Brotli copy, the same bytes once decompressed', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/i);
    // fetch decompresses by itself: compare what arrives with the original.
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(script));
    assert.ok(brotliDecompressSync(await fs.readFile(path.join(dir, 'assets/app-abc123.js.br'))).equals(script));
  });

  test('gzip when that is all the browser takes; the original when it takes neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.ok(Buffer.from(await gz.arrayBuffer()).equals(script));
    const plain = await get('/assets/app-abc123.js', 'identity');
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(Number(plain.headers.get('content-length')), script.length);
    assert.ok(gunzipSync(await fs.readFile(path.join(dir, 'assets/app-abc123.js.gz'))).equals(script));
  });

  test('hashed assets are cached for good; the page is revalidated', async () => {
    assert.equal((await get('/assets/app-abc123.js', 'br')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await get('/', 'br')).headers.get('cache-control'), 'no-cache');
  });

  test('any app path falls back to index.html, with the CSP on it', async () => {
    const response = await get('/projects/web/issues/12', 'identity');
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<title>Triage<\/title>/);
    assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  });
});
