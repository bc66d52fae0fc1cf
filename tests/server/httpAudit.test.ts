// The graphql-http package's server audit suite (GraphQL over HTTP), run against the real server.
// Every MUST and SHOULD audit must pass. The audits send no CSRF header; we add ours, as our client does.
// Without it, GET requests are refused with 403 by design (see docs/network.md).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { serverAudits } from 'graphql-http';
import { startTestServer, type TestServer } from './harness.ts';

describe('GraphQL over HTTP audit (graphql-http)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite', { seed: false });
  });
  after(() => server.close());

  const withCsrf: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('X-Triage-CSRF', '1');
    return fetch(input, { ...init, headers });
  };

  // The audits are built lazily because the server's URL is known only once it is listening.
  test('every MUST and SHOULD audit passes, and so does every MAY', async (t) => {
    const audits = serverAudits({ url: `${server.url}/graphql`, fetchFn: withCsrf });
    assert.ok(audits.length > 50);
    for (const audit of audits) {
      await t.test(audit.name, async () => {
        const result = await audit.fn();
        assert.equal(result.status, 'ok', `${audit.name}: ${result.status === 'ok' ? '' : result.reason}`);
      });
    }
  });

  test('without the CSRF header only the GET audits fail, with 403 (deliberate)', async () => {
    const audits = serverAudits({ url: `${server.url}/graphql`, fetchFn: fetch });
    const failing: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status !== 'ok') failing.push(audit.name);
    }
    assert.ok(failing.length > 0);
    for (const name of failing) {
      assert.match(name, /^MAY /, `only MAY audits may differ: ${name}`);
      assert.match(name, /GET/, `only GET audits may differ: ${name}`);
    }
  });
});
