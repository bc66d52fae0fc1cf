// index.html preloads the code of the page asked for (src/server/http/pagePreloads.ts), through the real
// server: compressed (each encoding made once, pageEncodings.ts), revalidated by ETag, with the security headers;
// other addresses get index.html as built.
// Pages are asked for signed in (signed out, they send the visitor to sign in: signInFirst.test.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import zlib from 'node:zlib';
import { createPageHtml, type Manifest } from '../../src/server/http/pagePreloads.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Long enough to be worth compressing, as the real one is once its preloads are in.
const HTML = `<!doctype html><html><head><title>Triage</title><script type="module" crossorigin src="/assets/index-1.js"></script><!-- ${'padding '.repeat(150)}--></head><body><div id="root"></div></body></html>`;
const MANIFEST: Manifest = {
  'src/client/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'src/client/issueList/ProjectIssuesPage.tsx': { file: 'assets/ProjectIssuesPage-3.js', imports: ['_react.js', '_Badge.js'] },
  '_Badge.js': { file: 'assets/Badge-4.js' },
  'src/client/issue/IssuePage.tsx': { file: 'assets/IssuePage-5.js', imports: ['_Badge.js', '_Markdown.js'] },
  '_Markdown.js': { file: 'assets/Markdown-6.js', imports: ['_react.js'] },
};
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
const prefetches = (html: string) => [...html.matchAll(/<link rel="prefetch" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

test('the issue list prefetches the issue page’s chunks it does not load itself, and only the list does', () => {
  const pageHtml = createPageHtml(HTML, MANIFEST);
  const list = pageHtml('/projects/web')?.html ?? '';
  assert.deepEqual(prefetches(list), ['/assets/IssuePage-5.js', '/assets/Markdown-6.js']);
  // After the page's own preloads, so the browser asks for those first.
  assert.ok(list.indexOf('rel="prefetch"') > list.indexOf('rel="modulepreload"'));
});

test('each page preloads its own chunks, not those index.html loads anyway; other addresses get nothing', () => {
  const pageHtml = createPageHtml(HTML, MANIFEST);
  assert.deepEqual(preloads(pageHtml('/projects/web')?.html ?? ''), ['/assets/ProjectIssuesPage-3.js', '/assets/Badge-4.js']);
  assert.deepEqual(preloads(pageHtml('/projects/web/issues/12')?.html ?? ''), [
    '/assets/IssuePage-5.js',
    '/assets/Badge-4.js',
    '/assets/Markdown-6.js',
  ]);
  // A page missing from the manifest, or an address that is no page: index.html as built.
  assert.deepEqual(prefetches(pageHtml('/projects/web/issues/12')?.html ?? ''), []);
  assert.equal(pageHtml('/sign-in'), undefined);
  assert.equal(pageHtml('/assets/index-1.js'), undefined);
  assert.equal(pageHtml('/projects/web/issues/12/more'), undefined);
});

describe('pages served with their preloads', () => {
  let server: TestServer;
  let dir: string;
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-client-'));
    await fs.mkdir(path.join(dir, '.vite'));
    await fs.writeFile(path.join(dir, 'index.html'), HTML);
    await fs.writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // The page as built, for everyone: no first answer (its own tests: pageAnswers.test.ts).
    server = await startTestServer('pglite', { seed: false, clientDir: dir, firstAnswerBudgetMs: 0 });
  });
  after(async () => {
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  test('a page comes with its preloads, compressed, revalidated by ETag, with the security headers', async () => {
    const response = await server.fetch('/projects/web', { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    assert.deepEqual(preloads(await response.text()), ['/assets/ProjectIssuesPage-3.js', '/assets/Badge-4.js']);
    const etag = response.headers.get('etag') ?? '';
    assert.match(etag, /^W\/"/);
    const again = await server.fetch('/projects/web', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  });

  /** The page's bytes as they travel (fetch would decompress them), with the response's headers. */
  const raw = (pathname: string, acceptEncoding: string | undefined) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(
          `${server.url}${pathname}`,
          { headers: { Cookie: server.cookie, ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }) } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('error', reject);
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject),
    );

  test('each encoding a browser may ask for decodes to the same page, compressed once however often it is asked for', async () => {
    // Every way this process compresses: the page's own (once per encoding) and the per-request streams
    // of the compression middleware, which pages used to go through. The issue page has not been asked for
    // before this test.
    const compressions = ['brotliCompress', 'gzip', 'createBrotliCompress', 'createGzip', 'createDeflate'] as const;
    const counted = compressions.map((name) => mock.method(zlib, name));
    try {
      const cases = [
        { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: zlib.brotliDecompressSync },
        { accept: 'gzip;q=1, br;q=0.5', encoding: 'gzip', decode: zlib.gunzipSync },
        { accept: 'identity', encoding: undefined, decode: (bytes: Buffer) => bytes },
        { accept: undefined, encoding: undefined, decode: (bytes: Buffer) => bytes },
      ];
      const pages: string[] = [];
      for (let round = 0; round < 5; round += 1) {
        for (const { accept, encoding, decode } of cases) {
          const { headers, body } = await raw('/projects/web/issues/12', accept);
          assert.equal(headers['content-encoding'], encoding, `Accept-Encoding: ${accept}`);
          assert.match(String(headers.vary), /Accept-Encoding/i);
          assert.equal(Number(headers['content-length']), body.byteLength);
          pages.push(decode(body).toString('utf8'));
        }
      }
      assert.deepEqual(preloads(pages[0] ?? ''), ['/assets/IssuePage-5.js', '/assets/Badge-4.js', '/assets/Markdown-6.js']);
      assert.ok(pages.every((page) => page === pages[0]));
      // 20 pages sent: one Brotli and one gzip compression in all, no per-request stream.
      assert.deepEqual(
        counted.map((method) => method.mock.callCount()),
        [1, 1, 0, 0, 0],
      );
    } finally {
      for (const method of counted) method.mock.restore();
    }
  });

  test('HEAD answers the headers only', async () => {
    const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request(`${server.url}/projects/web/issues/3`, { method: 'HEAD', headers: { Cookie: server.cookie } }, resolve)
        .on('error', reject)
        .end(),
    );
    assert.equal(head.statusCode, 200);
    assert.match(String(head.headers['content-type']), /^text\/html/);
  });

  test('other addresses get index.html as built; the manifest itself is not served', async () => {
    const other = await server.fetch('/no/such/page');
    assert.equal(other.status, 200);
    assert.deepEqual(preloads(await other.text()), []);
    const manifest = await fetch(`${server.url}/.vite/manifest.json`);
    assert.doesNotMatch(await manifest.text(), /ProjectIssuesPage/);
  });
});
