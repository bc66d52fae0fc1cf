// Failed sign-ins are limited per account from one address and per address, atomically: nobody can lock an
// account out for its owner by failing on purpose from another address (the owner's correct password still
// works from theirs), and attempts sent at once cannot all slip past the count (40 at once: exactly 5 guesses).
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { MAX_FAILURES_PER_ACCOUNT } from '../../src/server/domain/rateLimit.ts';
import { backends, DEMO_PASSWORD, startTestServer, type TestServer } from './harness.ts';

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }';

/** A sign-in sent from `localAddress` (loopback has many: 127.0.0.1, 127.0.0.2...); answers the error code or 'ok'. */
function signInFrom(url: string, localAddress: string, email: string, password: string): Promise<string> {
  const body = JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } });
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: '/graphql',
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          const parsed = JSON.parse(text) as { data?: { signIn?: { errors: { code: string }[] } } };
          const errors = parsed.data?.signIn?.errors;
          resolve(errors === undefined ? `status ${res.statusCode}` : (errors[0]?.code ?? 'ok'));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

for (const backend of backends) {
  describe(`sign-in limits on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend);
    });
    after(() => server.close());

    test('failures from another address never refuse the owner’s correct password from theirs', async () => {
      const email = 'member@triage.test';
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
        assert.equal(await signInFrom(server.url, '127.0.0.2', email, 'wrong password here'), 'INVALID_CREDENTIALS');
      }
      assert.equal(await signInFrom(server.url, '127.0.0.2', email, DEMO_PASSWORD), 'RATE_LIMITED', 'the address that failed is held back');
      assert.equal(await signInFrom(server.url, '127.0.0.1', email, DEMO_PASSWORD), 'ok', 'the owner’s own address is not');
    });

    test(`40 wrong passwords for one account sent at once: exactly ${MAX_FAILURES_PER_ACCOUNT} are checked`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => signInFrom(server.url, '127.0.0.3', 'viewer@triage.test', 'wrong password here')),
      );
      assert.equal(answers.filter((a) => a === 'INVALID_CREDENTIALS').length, MAX_FAILURES_PER_ACCOUNT, answers.join(' '));
      assert.equal(answers.filter((a) => a === 'RATE_LIMITED').length, 40 - MAX_FAILURES_PER_ACCOUNT);
    });
  });
}
