// Accounts over real HTTP: sign-in sets a safe cookie, wrong credentials and the rate limits, sign-out,
// password change, sign-up rules, and that passwords and session tokens are stored only as hashes.
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.ts';
import { signUp } from '../../src/server/domain/accounts.ts';
import { backends, DEMO_PASSWORD, startTestServer, type TestServer } from './harness.ts';

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { viewer { login role email } errors { field code message } } }';
const VIEWER = '{ viewer { login role } }';

async function rawSignIn(server: TestServer, email: string, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', ...headers },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } }),
  });
  return { response, body: await response.json(), cookie: response.headers.get('set-cookie') };
}

for (const backend of backends) {
  describe(`accounts on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend, { allowSignUp: false });
    });
    after(() => server.close());

    test('the demo accounts sign in; the cookie is httpOnly, SameSite=Lax, for the whole site', async () => {
      for (const [email, role] of [
        ['admin@triage.test', 'ADMIN'],
        ['member@triage.test', 'MEMBER'],
        ['viewer@triage.test', 'VIEWER'],
      ] as const) {
        const { body, cookie } = await rawSignIn(server, email, DEMO_PASSWORD);
        assert.deepEqual(body.data.signIn.errors, []);
        assert.equal(body.data.signIn.viewer.role, role);
        assert.equal(body.data.signIn.viewer.email, email, 'a user sees their own address');
        assert.match(cookie ?? '', /^triage_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
      }
    });

    test('behind https (X-Forwarded-Proto) the cookie is Secure', async () => {
      const { cookie } = await rawSignIn(server, 'member@triage.test', DEMO_PASSWORD, { 'X-Forwarded-Proto': 'https' });
      assert.match(cookie ?? '', /; Secure$/);
    });

    test('signed out, viewer is null and everything else is refused with 401 UNAUTHENTICATED', async () => {
      assert.deepEqual((await server.anonymous.graphql(VIEWER)).body, { data: { viewer: null } });
      const { status, body } = await server.anonymous.graphql('{ projects { totalCount } }');
      assert.equal(status, 401);
      assert.equal(body.data, undefined);
      assert.equal(body.errors[0].extensions.code, 'UNAUTHENTICATED');
      const mixed = await server.anonymous.graphql('{ viewer { login } projects { totalCount } }');
      assert.equal(mixed.status, 401, 'one closed field refuses the whole request');
    });

    test('a wrong password and an unknown address get the same answer, and no cookie', async () => {
      const wrong = await rawSignIn(server, 'viewer@triage.test', 'not the password');
      const unknown = await rawSignIn(server, 'nobody@triage.test', 'not the password');
      for (const attempt of [wrong, unknown]) {
        assert.equal(attempt.cookie, null);
        assert.equal(attempt.body.data.signIn.viewer, null);
        assert.deepEqual(attempt.body.data.signIn.errors, [
          { field: null, code: 'INVALID_CREDENTIALS', message: 'Check the email address and the password, then try again.' },
        ]);
      }
    });

    test('5 failures lock the account for 15 minutes, even for the right password', async () => {
      const email = (await server.createAccount('locked', 'MEMBER')).cookie && 'locked@example.test';
      for (let i = 0; i < 5; i += 1)
        assert.equal((await rawSignIn(server, email, `wrong ${i}`)).body.data.signIn.errors[0].code, 'INVALID_CREDENTIALS');
      const locked = await rawSignIn(server, email, DEMO_PASSWORD);
      assert.equal(locked.body.data.signIn.errors[0].code, 'RATE_LIMITED');
      assert.equal(locked.cookie, null);
      // Other accounts are unaffected.
      assert.deepEqual((await rawSignIn(server, 'member@triage.test', DEMO_PASSWORD)).body.data.signIn.errors, []);
    });

    test('30 failures from one address lock that address for every account', async () => {
      await sql`delete from sign_in_failures`.execute(server.database.db);
      for (let i = 0; i < 30; i += 1) await rawSignIn(server, `guess${i}@triage.test`, 'wrong');
      const blocked = await rawSignIn(server, 'admin@triage.test', DEMO_PASSWORD);
      assert.equal(blocked.body.data.signIn.errors[0].code, 'RATE_LIMITED');
      await sql`delete from sign_in_failures`.execute(server.database.db);
    });

    test('signing out ends the session on the server and clears the cookie', async () => {
      const session = await server.signIn('member@triage.test');
      assert.equal((await session.graphql(VIEWER)).body.data.viewer.login, 'member');
      const response = await session.fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { signOut { clientMutationId } }' }),
      });
      assert.match(response.headers.get('set-cookie') ?? '', /^triage_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
      assert.equal((await session.graphql('{ projects { totalCount } }')).status, 401, 'the old cookie no longer works');
    });

    test('signing in again replaces the session a cookie held (no session fixation)', async () => {
      const first = await server.signIn('member@triage.test');
      const response = await first.fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: 'member@triage.test', password: DEMO_PASSWORD } } }),
      });
      assert.notEqual(response.headers.get('set-cookie')?.split(';')[0], first.cookie);
      assert.equal((await first.graphql('{ projects { totalCount } }')).status, 401);
    });

    test('changing the password needs the current one, ends other sessions and keeps this one', async () => {
      const account = await server.createAccount('changer', 'MEMBER');
      const other = await server.signIn('changer@example.test');
      const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { viewer { login } errors { field code } } }';
      const wrong = await account.graphql(CHANGE, { input: { currentPassword: 'nope', newPassword: 'a brand new password' } });
      assert.deepEqual(wrong.body.data.changePassword.errors, [{ field: ['currentPassword'], code: 'INVALID_CREDENTIALS' }]);
      const short = await account.graphql(CHANGE, { input: { currentPassword: DEMO_PASSWORD, newPassword: 'short' } });
      assert.deepEqual(short.body.data.changePassword.errors, [{ field: ['newPassword'], code: 'INVALID' }]);
      const ok = await account.graphql(CHANGE, { input: { currentPassword: DEMO_PASSWORD, newPassword: 'a brand new password' } });
      assert.deepEqual(ok.body.data.changePassword.errors, []);
      assert.equal((await account.graphql(VIEWER)).body.data.viewer.login, 'changer');
      assert.equal((await other.graphql('{ projects { totalCount } }')).status, 401, 'the other session ended');
      assert.equal((await rawSignIn(server, 'changer@example.test', DEMO_PASSWORD)).body.data.signIn.errors[0].code, 'INVALID_CREDENTIALS');
      assert.deepEqual((await rawSignIn(server, 'changer@example.test', 'a brand new password')).body.data.signIn.errors, []);
    });

    test('sign-up is refused when the workspace does not allow it', async () => {
      const { body } = await server.anonymous.graphql(
        'mutation($input: SignUpInput!) { signUp(input: $input) { viewer { login } errors { code } } }',
        { input: { email: 'new@example.test', name: 'New', login: 'new-person', password: 'long enough password' } },
      );
      assert.deepEqual(body.data.signUp.errors, [{ code: 'FORBIDDEN' }]);
      const { body: workspace } = await server.anonymous.graphql('{ workspace { name allowsSignUp } }');
      assert.deepEqual(workspace.data.workspace, { name: 'Triage', allowsSignUp: false });
    });

    test('passwords and session tokens are stored only as hashes', async () => {
      const users = await server.database.db.selectFrom('users').select('password_hash').where('password_hash', 'is not', null).execute();
      assert.ok(users.length >= 3);
      for (const { password_hash } of users) {
        assert.match(password_hash ?? '', /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
        assert.ok(!password_hash?.includes(DEMO_PASSWORD));
      }
      const token = server.cookie.split('=')[1] ?? '';
      const stored = await server.database.db.selectFrom('sessions').select('token_hash').execute();
      assert.ok(stored.every((s) => s.token_hash !== token && /^[0-9a-f]{64}$/.test(s.token_hash)));
    });
  });
}

describe('sign-up when allowed', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite', { allowSignUp: true });
  });
  after(() => server.close());
  const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { viewer { login role } errors { field code } } }';

  test('creates a member and signs them in', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
      body: JSON.stringify({
        query: SIGN_UP,
        variables: { input: { email: 'Lin@Example.test', name: 'Lin', login: 'lin', password: 'long enough password' } },
      }),
    });
    const body = await response.json();
    assert.deepEqual(body.data.signUp, { viewer: { login: 'lin', role: 'MEMBER' }, errors: [] });
    assert.match(response.headers.get('set-cookie') ?? '', /^triage_session=/);
  });

  test('bad and taken values are reported per field', async () => {
    const taken = await server.anonymous.graphql(SIGN_UP, {
      input: { email: 'lin@example.test', name: 'Lin 2', login: 'LIN', password: 'long enough password' },
    });
    assert.deepEqual(taken.body.data.signUp.errors, [
      // The address is not said to be taken: sign-up does not tell who has an account (signUpLimits.test.ts).
      { field: ['email'], code: 'INVALID' },
      { field: ['login'], code: 'TAKEN' },
    ]);
    const bad = await server.anonymous.graphql(SIGN_UP, {
      input: { email: 'not-an-address', name: ' ', login: '-bad-', password: 'short' },
    });
    assert.deepEqual(
      bad.body.data.signUp.errors.map((e: { field: string[] }) => e.field[0]),
      ['email', 'name', 'login', 'password'],
    );
  });
});

test('the first account of an empty workspace becomes its admin', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-empty-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateToLatest(database.db);
    const first = await signUp(
      database.db,
      {
        email: 'first@example.test',
        name: 'First',
        login: 'first',
        password: 'long enough password',
        address: '127.0.0.1',
        userAgent: null,
      },
      false,
    );
    assert.ok('user' in first && first.user.role === 'ADMIN');
    const second = await signUp(
      database.db,
      {
        email: 'second@example.test',
        name: 'Second',
        login: 'second',
        password: 'long enough password',
        address: '127.0.0.1',
        userAgent: null,
      },
      false,
    );
    assert.ok('errors' in second && second.errors[0]?.code === 'FORBIDDEN', 'after that, sign-up follows the setting');
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
