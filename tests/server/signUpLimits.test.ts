// Sign-up must not tell strangers who has an account (emails are hidden from everyone but admins), and
// failed sign-ups and invitation acceptances are limited per client address, atomically: a prober gets
// 10 answers in 15 minutes, not 40 in 0.2 s. Checks needing no database (a short password) are not counted,
// nor are successes: a team signing up from one office network is not held back.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EMAIL_UNUSABLE } from '../../src/server/domain/accounts.ts';
import { MAX_SIGN_UP_FAILURES_PER_ADDRESS } from '../../src/server/domain/rateLimit.ts';
import { graphqlFrom } from './graphqlFrom.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { viewer { login } errors { field code message } } }';
const ACCEPT =
  'mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { viewer { login } errors { field code message } } }';
const PASSWORD = 'a long enough password';

let serial = 0;
const fresh = () => {
  serial += 1;
  return { email: `probe${serial}@example.test`, name: `Probe ${serial}`, login: `probe${serial}`, password: PASSWORD };
};

/** The answer's first error code, or 'ok' when it signed someone up. */
const outcome = (payload: { viewer: unknown; errors: { code: string }[] }) => payload.errors[0]?.code ?? (payload.viewer ? 'ok' : 'none');

for (const backend of backends) {
  describe(`sign-up limits and answers on ${backend}`, () => {
    let server: TestServer;
    const usersCount = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const signUpFrom = async (address: string, input: Record<string, string>) => {
      const { body } = await graphqlFrom(server.url, address, SIGN_UP, { input });
      return body.data.signUp as { viewer: { login: string } | null; errors: { field: string[] | null; code: string; message: string }[] };
    };

    before(async () => {
      server = await startTestServer(backend, { allowSignUp: true });
    });
    after(() => server.close());

    test('an address that has an account and one that is malformed get the same answer', async () => {
      // A demo person who cannot even sign in has an account all the same.
      const taken = await signUpFrom('127.0.0.10', { ...fresh(), email: 'Member@Triage.test' });
      const malformed = await signUpFrom('127.0.0.10', { ...fresh(), email: 'member@triage' });
      const expected = [{ field: ['email'], code: 'INVALID', message: EMAIL_UNUSABLE }];
      assert.deepEqual(taken.errors, expected);
      assert.deepEqual(malformed.errors, expected);
      assert.equal(taken.viewer, null);
    });

    test(`${MAX_SIGN_UP_FAILURES_PER_ADDRESS} failed sign-ups from one address, then that address is held back (and only it)`, async () => {
      for (let i = 0; i < MAX_SIGN_UP_FAILURES_PER_ADDRESS; i += 1) {
        assert.equal(outcome(await signUpFrom('127.0.0.11', { ...fresh(), email: 'viewer@triage.test' })), 'INVALID', `probe ${i + 1}`);
      }
      const users = await usersCount();
      const held = await signUpFrom('127.0.0.11', fresh());
      assert.deepEqual(
        held.errors.map((e) => [e.field, e.code]),
        [[null, 'RATE_LIMITED']],
        'even an address nobody has is not looked up',
      );
      assert.equal(await usersCount(), users, 'and nothing is written');
      assert.equal(outcome(await signUpFrom('127.0.0.12', fresh())), 'ok', 'another address is not held back');
    });

    test('a form refused without the database, and sign-ups that succeed, are not counted', async () => {
      for (let i = 0; i < MAX_SIGN_UP_FAILURES_PER_ADDRESS + 2; i += 1) {
        assert.equal(outcome(await signUpFrom('127.0.0.13', { ...fresh(), password: 'short' })), 'INVALID');
      }
      for (let i = 0; i < MAX_SIGN_UP_FAILURES_PER_ADDRESS + 2; i += 1) {
        assert.equal(outcome(await signUpFrom('127.0.0.13', fresh())), 'ok', `sign-up ${i + 1}`);
      }
    });

    test('probes sent at once cannot slip past the count', async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 * MAX_SIGN_UP_FAILURES_PER_ADDRESS }, () =>
          signUpFrom('127.0.0.14', { ...fresh(), email: 'admin@triage.test' }).then(outcome),
        ),
      );
      assert.equal(answers.filter((a) => a === 'INVALID').length, MAX_SIGN_UP_FAILURES_PER_ADDRESS, answers.join(' '));
      assert.equal(answers.filter((a) => a === 'RATE_LIMITED').length, 2 * MAX_SIGN_UP_FAILURES_PER_ADDRESS);
    });

    test('one address signed up twice at the same moment: one account, the other told as if it came second', async () => {
      const base = fresh();
      const [a, b] = await Promise.all([
        signUpFrom('127.0.0.15', { ...base, login: `${base.login}a` }),
        signUpFrom('127.0.0.16', { ...base, login: `${base.login}b` }),
      ]);
      assert.deepEqual([outcome(a), outcome(b)].sort(), ['INVALID', 'ok']);
      const rows = await server.database.db.selectFrom('users').select('login').where('email', '=', base.email).execute();
      assert.equal(rows.length, 1);
    });

    test(`invitation links cannot be guessed at speed: ${MAX_SIGN_UP_FAILURES_PER_ADDRESS} wrong tokens, then even a right one waits`, async () => {
      const admin = await server.signIn('admin@triage.test');
      const invited = await admin.graphql(
        'mutation($input: CreateInvitationInput!) { createInvitation(input: $input) { token errors { code } } }',
        { input: { email: 'invitee@example.test', role: 'MEMBER' } },
      );
      const token: string = invited.body.data.createInvitation.token;
      const accept = async (address: string, tokenValue: string) => {
        const { body } = await graphqlFrom(server.url, address, ACCEPT, {
          input: { token: tokenValue, name: 'Invitee', login: 'invitee', password: PASSWORD },
        });
        return outcome(body.data.acceptInvitation);
      };
      for (let i = 0; i < MAX_SIGN_UP_FAILURES_PER_ADDRESS; i += 1) {
        assert.equal(await accept('127.0.0.17', `${token.slice(0, -4)}${String(1000 + i)}`), 'NOT_FOUND');
      }
      assert.equal(await accept('127.0.0.17', token), 'RATE_LIMITED');
      assert.equal(await accept('127.0.0.18', token), 'ok', 'the invitee on their own network is not held back');
    });
  });
}
