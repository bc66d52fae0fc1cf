// Which encoding a page goes out in, from the request's Accept-Encoding (src/server/http/pageEncodings.ts), and
// that each encoding is made once and decodes to the page. Through the server: pagePreloads.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, encodedOnce, PAGE_ENCODINGS } from '../../src/server/http/pageEncodings.ts';

test('the encoding the request ranks highest; Brotli on a tie; identity when neither br nor gzip is taken', () => {
  const cases: ReadonlyArray<readonly [string | undefined, string]> = [
    ['gzip, deflate, br, zstd', 'br'], // Chromium
    ['gzip, deflate, br', 'br'], // Firefox, Safari
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR;Q=0.9, gzip;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.2, *;q=0.5', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    // A weight that is no number refuses that encoding; one out of RFC 9110's range (negotiator reads it as
    // written) still ranks it: the client did name it.
    ['br;q=high, gzip', 'gzip'],
    ['br;q=2, gzip;q=0.1', 'br'],
    ['identity;q=0, br;q=0', 'identity'],
    ['*;q=0', 'identity'],
  ];
  for (const [accept, expected] of cases)
    assert.equal(chooseEncoding(accept, PAGE_ENCODINGS), expected, `Accept-Encoding: ${String(accept)}`);
});

test('each encoding decodes to the page and is made once, however often it is asked for', async () => {
  const page = `<!doctype html><title>Triage</title><style>${'.fui-Button{padding:5px;} '.repeat(400)}</style>`;
  const encoded = encodedOnce(page);
  const [br, gzip, identity] = await Promise.all([encoded('br'), encoded('gzip'), encoded('identity')]);
  assert.equal(brotliDecompressSync(br).toString('utf8'), page);
  assert.equal(gunzipSync(gzip).toString('utf8'), page);
  assert.equal(identity.toString('utf8'), page);
  assert.ok(br.byteLength < gzip.byteLength && gzip.byteLength < identity.byteLength);
  // The same Buffer each time, also when asked for again before the first compression is done.
  assert.equal(await encoded('br'), br);
  const fresh = encodedOnce(page);
  const [first, second] = await Promise.all([fresh('gzip'), fresh('gzip')]);
  assert.equal(first, second);
});
