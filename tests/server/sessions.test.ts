// A person's sessions, through the real HTTP server: they list their own (device in plain words, the current
// one marked, never the token), end any one of them or all the others; nobody else reads or ends them by id.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SESSION_COOKIE } from '../../src/server/domain/sessions.ts';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, DEMO_PASSWORD, type GraphQLResult, startTestServer, type TestServer } from './harness.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SESSIONS = 'viewer { sessions { id device current createdAt lastUsedAt } }';

interface Browser {
  readonly cookie: string;
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult>;
}

interface ListedSession {
  id: string;
  device: string;
  current: boolean;
}

for (const backend of backends) {
  describe(`sessions on ${backend}`, () => {
    let server: TestServer;

    before(async () => {
      server = await startTestServer(backend, { seed: false });
    });
    after(() => server?.close());

    /** A browser with its own User-Agent, signed in through the sign-in mutation. */
    async function browser(email: string, userAgent: string | null): Promise<Browser> {
      const send = async (cookie: string, query: string, variables?: Record<string, unknown>) => {
        const response = await server.anonymous.fetch('/graphql', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(userAgent ? { 'User-Agent': userAgent } : { 'User-Agent': '' }),
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body: JSON.stringify({ query, variables }),
        });
        return { status: response.status, headers: response.headers, body: await response.json() };
      };
      const signedIn = await send('', 'mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }', {
        input: { email, password: DEMO_PASSWORD },
      });
      assert.deepEqual(signedIn.body.data.signIn.errors, []);
      const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return { cookie, graphql: (query, variables) => send(cookie, query, variables) };
    }

    async function sessionsOf(who: Browser): Promise<ListedSession[]> {
      const { body } = await who.graphql(`{ ${SESSIONS} }`);
      return body.data.viewer.sessions;
    }

    const signOutSession = (who: Browser, sessionId: string) =>
      who.graphql(
        `mutation($input: SignOutSessionInput!) { signOutSession(input: $input) { endedSessionId errors { code field } ${SESSIONS} } }`,
        { input: { sessionId } },
      );

    test('a person lists their sessions: the device in words, this one marked, no secret anywhere', async () => {
      await server.createAccount('lister', 'MEMBER');
      const laptop = await browser('lister@example.test', FIREFOX_ON_WINDOWS);
      const phone = await browser('lister@example.test', SAFARI_ON_IPHONE);
      const { body, status } = await phone.graphql(`{ ${SESSIONS} }`);
      assert.equal(status, 200);
      const listed: ListedSession[] = body.data.viewer.sessions;
      const devices = listed.map((s) => [s.device, s.current]).sort();
      // createAccount's own session (made without a browser) is listed too.
      assert.deepEqual(devices, [
        ['Firefox on Windows', false],
        ['Safari on iPhone', true],
        ['Unknown browser', false],
      ]);
      const text = JSON.stringify(body);
      for (const cookie of [laptop.cookie, phone.cookie]) {
        const token = cookie.slice(`${SESSION_COOKIE}=`.length);
        assert.ok(!text.includes(token), 'no token in the answer');
      }
      const hashes = await server.database.db.selectFrom('sessions').select('token_hash').execute();
      for (const { token_hash: hash } of hashes) assert.ok(!text.includes(hash), 'no token hash in the answer');
    });

    test("another person's sessions are invisible: empty on their user, null by id, NOT_FOUND to end, nothing written", async () => {
      const owner = await server.createAccount('owner', 'MEMBER');
      const ownerBrowser = await browser('owner@example.test', FIREFOX_ON_WINDOWS);
      const [ownSession] = (await sessionsOf(ownerBrowser)).filter((s) => s.current);
      assert.ok(ownSession);
      // An admin is no exception.
      for (const other of [await server.createAccount('nosy', 'MEMBER'), server]) {
        const { body: read } = await other.graphql(
          'query($id: ID!, $user: ID!) { node(id: $id) { id } user: node(id: $user) { ... on User { sessions { id } } } }',
          {
            id: ownSession.id,
            user: toGlobalId('User', owner.id),
          },
        );
        assert.deepEqual(read.data, { node: null, user: { sessions: [] } });
        const before = await snapshot(server);
        const { body } = await other.graphql(
          'mutation($input: SignOutSessionInput!) { signOutSession(input: $input) { endedSessionId viewer { id } errors { code field } } }',
          { input: { sessionId: ownSession.id } },
        );
        assert.deepEqual(body.data.signOutSession, {
          endedSessionId: null,
          viewer: null,
          errors: [{ code: 'NOT_FOUND', field: ['sessionId'] }],
        });
        assert.deepEqual(changed(before, await snapshot(server)), []);
      }
      // A malformed id and an id of another type are NOT_FOUND as well.
      for (const sessionId of ['nonsense', toGlobalId('User', owner.id)]) {
        const { body } = await signOutSession(ownerBrowser, sessionId);
        assert.deepEqual(body.data.signOutSession.errors, [{ code: 'NOT_FOUND', field: ['sessionId'] }]);
      }
      assert.equal((await sessionsOf(ownerBrowser)).length, 2, "the owner's sessions are all there");
    });

    test('ending a session ends exactly that one: its browser is signed out, the others go on', async () => {
      await server.createAccount('ender', 'VIEWER');
      const laptop = await browser('ender@example.test', FIREFOX_ON_WINDOWS);
      const phone = await browser('ender@example.test', SAFARI_ON_IPHONE);
      const phoneId = (await sessionsOf(phone)).find((s) => s.current)?.id ?? '';
      const { body, headers } = await signOutSession(laptop, phoneId);
      assert.equal(body.data.signOutSession.endedSessionId, phoneId);
      assert.deepEqual(body.data.signOutSession.errors, []);
      assert.deepEqual(body.data.signOutSession.viewer.sessions.map((s: ListedSession) => s.device).sort(), [
        'Firefox on Windows',
        'Unknown browser',
      ]);
      assert.equal(headers.get('set-cookie'), null, 'the browser that asked keeps its cookie');
      assert.equal((await phone.graphql('{ viewer { id } }')).body.data.viewer, null, 'the phone is signed out');
      assert.equal((await sessionsOf(laptop)).length, 2, 'the laptop goes on');
      // Ending it again: it is gone.
      const again = await signOutSession(laptop, phoneId);
      assert.deepEqual(again.body.data.signOutSession.errors, [{ code: 'NOT_FOUND', field: ['sessionId'] }]);
    });

    test('ending the current session signs out, like signOut', async () => {
      await server.createAccount('leaver', 'MEMBER');
      const laptop = await browser('leaver@example.test', FIREFOX_ON_WINDOWS);
      const phone = await browser('leaver@example.test', SAFARI_ON_IPHONE);
      const laptopId = (await sessionsOf(laptop)).find((s) => s.current)?.id ?? '';
      const { body, headers } = await laptop.graphql(
        'mutation($input: SignOutSessionInput!) { signOutSession(input: $input) { endedSessionId viewer { id } errors { code } } }',
        { input: { sessionId: laptopId } },
      );
      assert.deepEqual(body.data.signOutSession, { endedSessionId: laptopId, viewer: null, errors: [] });
      assert.match(headers.get('set-cookie') ?? '', new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
      assert.equal((await laptop.graphql('{ viewer { id } }')).body.data.viewer, null);
      assert.equal((await sessionsOf(phone)).length, 2, 'the phone and the first session go on');
    });

    test('signing out everywhere else leaves only this session', async () => {
      await server.createAccount('tidy', 'MEMBER');
      const laptop = await browser('tidy@example.test', FIREFOX_ON_WINDOWS);
      const phone = await browser('tidy@example.test', SAFARI_ON_IPHONE);
      const someoneElse = await browser('lister@example.test', FIREFOX_ON_WINDOWS);
      const { body } = await laptop.graphql(`mutation { signOutOtherSessions { endedSessionIds errors { code } ${SESSIONS} } }`);
      const payload = body.data.signOutOtherSessions;
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.endedSessionIds.length, 2);
      assert.deepEqual(
        payload.viewer.sessions.map((s: ListedSession) => [s.device, s.current]),
        [['Firefox on Windows', true]],
      );
      assert.equal((await phone.graphql('{ viewer { id } }')).body.data.viewer, null);
      assert.notEqual((await someoneElse.graphql('{ viewer { id } }')).body.data.viewer, null, "another person's sessions go on");
    });
  });
}
