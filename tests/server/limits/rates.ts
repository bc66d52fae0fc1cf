import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '../../../src/server/domain/rateLimit.ts';
import { DEMO_PASSWORD, type GraphQLResult, type Session } from '../harness.ts';
import { mutate } from '../mutate.ts';
import { type Limit, type Outcome, outcome, unique, type World } from './table.ts';

// Failed sign-ins: n attempts in the window, the first n − 1 wrong and the last right.

type Guess = (w: World, email: string, session: Session, password: string) => Promise<GraphQLResult>;
const bySignIn: Guess = (w, email, _session, password) => mutate(w.server.anonymous, 'signIn', { email, password }, 'viewer { email }');
const byChangingPassword: Guess = (_w, _email, session, password) =>
  mutate(session, 'changePassword', { currentPassword: password, newPassword: 'a new password for sure' }, 'viewer { email }');

/** n − 1 wrong guesses (by `wrong`, in turn), then the right password by `last`. */
function guesses(wrong: readonly Guess[], last: Guess) {
  return async (w: World, n: number): Promise<Outcome> => {
    await sql`delete from sign_in_failures`.execute(w.server.database.db);
    const login = `guessed-${unique()}`;
    const session = await w.server.createAccount(login, 'MEMBER');
    const email = `${login}@example.test`;
    for (let i = 0; i < n - 1; i += 1) {
      const { body } = await (wrong[i % wrong.length] as Guess)(w, email, session, `wrong guess ${i}`);
      assert.equal(
        (Object.values(body.data)[0] as { errors: { code: string }[] }).errors[0]?.code,
        'INVALID_CREDENTIALS',
        `guess ${i + 1} is judged`,
      );
    }
    const result = await last(w, email, session, DEMO_PASSWORD);
    await sql`delete from sign_in_failures`.execute(w.server.database.db);
    const key = last === bySignIn ? 'signIn' : 'changePassword';
    return outcome(result, key, () => assert.equal(result.body.data[key].viewer.email, email));
  };
}

export const rateLimits: Limit[] = [
  {
    name: 'sign-in attempts per account (15 minutes)',
    value: MAX_FAILURES_PER_ACCOUNT,
    source: 'MAX_FAILURES_PER_ACCOUNT, src/server/domain/rateLimit.ts',
    bound: 'max',
    inside: true,
    refusal: { status: 200, code: 'RATE_LIMITED', field: null },
    attempt: guesses([bySignIn], bySignIn),
  },
  {
    name: 'password-change attempts per account (15 minutes)',
    value: MAX_FAILURES_PER_ACCOUNT,
    source: 'MAX_FAILURES_PER_ACCOUNT, src/server/domain/rateLimit.ts',
    bound: 'max',
    refusal: { status: 200, code: 'RATE_LIMITED', field: null },
    attempt: guesses([byChangingPassword], byChangingPassword),
  },
  {
    name: 'attempts per account, sign-in and password change sharing one count',
    value: MAX_FAILURES_PER_ACCOUNT,
    source: 'MAX_FAILURES_PER_ACCOUNT, src/server/domain/rateLimit.ts',
    bound: 'max',
    refusal: { status: 200, code: 'RATE_LIMITED', field: null },
    attempt: guesses([byChangingPassword, bySignIn], bySignIn),
  },
  {
    name: 'sign-in attempts per network address (15 minutes)',
    value: MAX_FAILURES_PER_ADDRESS,
    source: 'MAX_FAILURES_PER_ADDRESS, src/server/domain/rateLimit.ts',
    bound: 'max',
    refusal: { status: 200, code: 'RATE_LIMITED', field: null },
    async attempt(w, n) {
      await sql`delete from sign_in_failures`.execute(w.server.database.db);
      // Each wrong guess names another account, so only the address's count can refuse the last.
      for (let i = 0; i < n - 1; i += 1) {
        const { body } = await mutate(
          w.server.anonymous,
          'signIn',
          { email: `stranger${i}@example.test`, password: 'wrong' },
          'viewer { id }',
        );
        assert.equal(body.data.signIn.errors[0]?.code, 'INVALID_CREDENTIALS');
      }
      const login = `addressed-${unique()}`;
      await w.server.createAccount(login, 'MEMBER');
      const result = await mutate(
        w.server.anonymous,
        'signIn',
        { email: `${login}@example.test`, password: DEMO_PASSWORD },
        'viewer { login }',
      );
      await sql`delete from sign_in_failures`.execute(w.server.database.db);
      return outcome(result, 'signIn', () => assert.equal(result.body.data.signIn.viewer.login, login));
    },
  },
];
