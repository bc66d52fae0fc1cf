// Failed sign-ins are limited per account from one address and per address, atomically: nobody can lock an
// account out for its owner by failing on purpose from another address (the owner's correct password still
// works from theirs), and attempts sent at once cannot all slip past the count (40 at once: exactly 5 guesses).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAX_FAILURES_PER_ACCOUNT } from '../../src/server/domain/rateLimit.ts';
import { graphqlFrom } from './graphqlFrom.ts';
import { backends, DEMO_PASSWORD, startTestServer, type TestServer } from './harness.ts';

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }';

/** A sign-in sent from `localAddress`; answers the error code or 'ok'. */
async function signInFrom(url: string, localAddress: string, email: string, password: string): Promise<string> {
  const { status, body } = await graphqlFrom(url, localAddress, SIGN_IN, { input: { email, password } });
  const errors: { code: string }[] | undefined = body.data?.signIn?.errors;
  return errors === undefined ? `status ${status}` : (errors[0]?.code ?? 'ok');
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
