// GraphQL responses compressed by Accept-Encoding (src/server/graphql/compression.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chooseEncoding } from '../../src/server/graphql/compression.ts';
import { startTestServer, type Session, type TestServer } from './harness.ts';

test('chooseEncoding prefers Brotli, honours q-values, and knows "no"', () => {
  assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(chooseEncoding('gzip'), 'gzip');
  assert.equal(chooseEncoding('br;q=0, gzip;q=0.8'), 'gzip');
  assert.equal(chooseEncoding('br;q=0.5, gzip;q=0.9'), 'gzip');
  assert.equal(chooseEncoding('*'), 'br');
  assert.equal(chooseEncoding('identity'), undefined);
  assert.equal(chooseEncoding('gzip;q=0, br;q=0'), undefined);
  assert.equal(chooseEncoding(null), undefined);
});

describe('compressed GraphQL responses', () => {
  let server: TestServer;
  let admin: Session;
  before(async () => {
    server = await startTestServer('pglite');
    admin = await server.signIn('admin@triage.test');
  });
  after(() => server.close());

  const post = (query: string, encoding: string) =>
    admin.fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json', 'Accept-Encoding': encoding },
      body: JSON.stringify({ query }),
    });
  // Large enough to be worth compressing (several kB of JSON).
  const big = '{ projects(first: 3) { edges { node { name issues(first: 20) { edges { node { title body } } } } } } }';

  test('a large answer comes compressed as the client prefers, and reads the same', async () => {
    const plain = await post(big, 'identity');
    assert.equal(plain.headers.get('content-encoding'), null);
    const plainBody = await plain.text();
    assert.ok(plainBody.length > 1024, `the answer has ${plainBody.length} bytes`);
    assert.ok(!plainBody.includes('"errors"'), plainBody.slice(0, 300));
    assert.match(plain.headers.get('vary') ?? '', /Accept-Encoding/i);

    for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const response = await post(big, accept);
      assert.equal(response.headers.get('content-encoding'), expected);
      assert.ok(Number(response.headers.get('content-length')) < plainBody.length / 2);
      // fetch decompresses by itself.
      assert.deepEqual(JSON.parse(await response.text()), JSON.parse(plainBody));
    }
  });

  test('a small answer goes as it is', async () => {
    const response = await post('{ viewer { login } }', 'br');
    assert.equal(response.headers.get('content-encoding'), null);
    assert.deepEqual(await response.json(), { data: { viewer: { login: 'admin' } } });
  });
});
