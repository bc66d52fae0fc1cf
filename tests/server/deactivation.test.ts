// Deactivating and reactivating accounts, through the real HTTP server: every session of the person ends at
// once, they cannot sign in (told so only with the right password), what they wrote stays under their name
// with the deactivation visible, they are no longer offered as assignees; the admin acting can never
// deactivate themselves, so the last active admin stays; reactivating lets them sign in again.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DB } from '../../src/server/db/database.ts';
import { toGlobalId as id } from '../../src/server/graphql/globalId.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, DEMO_PASSWORD, type Session, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';

for (const backend of backends) {
  describe(`deactivating accounts on ${backend}`, () => {
    let server: TestServer;
    let db: DB;

    before(async () => {
      server = await startTestServer(backend, { seed: false });
      db = server.database.db;
    });
    after(() => server?.close());

    async function signIn(email: string, password: string) {
      const { body } = await server.anonymous.graphql(
        'mutation($input: SignInInput!) { signIn(input: $input) { viewer { login } errors { code field message } } }',
        { input: { email, password } },
      );
      return body.data.signIn;
    }

    /** Who the session signs in, or 'signed out' (the viewer is readable signed out: it is null then). */
    const viewerLogin = async (session: Session): Promise<string> => {
      const { body } = await session.graphql('{ viewer { login } }');
      return body.data?.viewer?.login ?? 'signed out';
    };

    test('deactivation ends every session at once, refuses sign-in, and keeps what they wrote', async () => {
      const ada = await server.createAccount('ada', 'MEMBER');
      const otherBrowser = await server.sessionOf(ada.id);
      const { id: projectId } = await db
        .insertInto('projects')
        .values({ slug: 'web', name: 'Web', description: '', visibility: 'PUBLIC', next_issue_number: 2 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('issues')
        .values({ project_id: projectId, number: 1, title: 'Written by Ada', body: '', author_id: ada.id })
        .execute();
      assert.equal(await viewerLogin(ada), 'ada');

      const { body } = await sendMutation(
        server,
        'deactivateUser',
        { userId: id('User', ada.id) },
        { select: 'user { login deactivatedAt }' },
      );
      assert.deepEqual(body.data.deactivateUser.errors, []);
      assert.equal(body.data.deactivateUser.user.login, 'ada');
      assert.equal(typeof body.data.deactivateUser.user.deactivatedAt, 'string');
      assert.equal(await viewerLogin(ada), 'signed out', 'the session in use ends');
      assert.equal(await viewerLogin(otherBrowser), 'signed out', 'and every other one');
      assert.equal((await db.selectFrom('sessions').select('user_id').where('user_id', '=', ada.id).execute()).length, 0);

      const refused = await signIn('ada@example.test', DEMO_PASSWORD);
      assert.deepEqual(refused, {
        viewer: null,
        errors: [{ code: 'FORBIDDEN', field: null, message: 'This account is deactivated. Ask an admin to reactivate it.' }],
      });
      const wrong = await signIn('ada@example.test', 'not the password at all');
      assert.deepEqual(
        wrong.errors.map((e: { code: string }) => e.code),
        ['INVALID_CREDENTIALS'],
        'a wrong password learns nothing about the account',
      );

      const { body: read } = await server.graphql(
        '{ project(slug: "web") { issue(number: 1) { title author { login deactivatedAt } } assignableUsers { login } } }',
      );
      assert.equal(read.data.project.issue.title, 'Written by Ada');
      assert.equal(read.data.project.issue.author.login, 'ada');
      assert.equal(typeof read.data.project.issue.author.deactivatedAt, 'string', 'their name shows as deactivated');
      assert.ok(!read.data.project.assignableUsers.some((u: { login: string }) => u.login === 'ada'), 'no new work for them');

      // Deactivating again changes nothing; reactivating lets them sign in.
      const before = await snapshot(server);
      assert.deepEqual((await sendMutation(server, 'deactivateUser', { userId: id('User', ada.id) })).body.data.deactivateUser.errors, []);
      assert.deepEqual(changed(before, await snapshot(server)), []);
      assert.deepEqual((await sendMutation(server, 'reactivateUser', { userId: id('User', ada.id) })).body.data.reactivateUser.errors, []);
      assert.deepEqual(await signIn('ada@example.test', DEMO_PASSWORD), { viewer: { login: 'ada' }, errors: [] });
    });

    test('the last active admin cannot be deactivated: nobody deactivates themselves, and a deactivated admin cannot act', async () => {
      const second = await server.createAccount('second-admin', 'ADMIN');
      const admin = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
      const before = await snapshot(server);
      const self = await sendMutation(server, 'deactivateUser', { userId: id('User', admin.id) });
      assert.deepEqual(self.body.data.deactivateUser.errors, [{ code: 'FORBIDDEN', field: ['userId'] }]);
      assert.deepEqual(changed(before, await snapshot(server)), [], 'nothing written');

      // One admin deactivates the other, who then cannot deactivate anyone: the last active admin remains.
      assert.deepEqual(
        (await sendMutation(server, 'deactivateUser', { userId: id('User', second.id) })).body.data.deactivateUser.errors,
        [],
      );
      const revenge = await sendMutation(second, 'deactivateUser', { userId: id('User', admin.id) });
      assert.equal(revenge.status, 401);
      assert.equal(await viewerLogin(server), 'admin');
    });

    test('unknown or mistyped ids and non-admins are refused, writing nothing', async () => {
      const member = await server.createAccount('member', 'MEMBER');
      const target = await server.createAccount('target', 'MEMBER');
      const cases: [Session, Record<string, unknown>, unknown][] = [
        [server, { userId: id('User', 999_999) }, [{ code: 'NOT_FOUND', field: ['userId'] }]],
        [server, { userId: id('Project', target.id) }, [{ code: 'NOT_FOUND', field: ['userId'] }]],
        [member, { userId: id('User', target.id) }, [{ code: 'FORBIDDEN', field: null }]],
      ];
      for (const [session, input, expected] of cases) {
        for (const name of ['deactivateUser', 'reactivateUser']) {
          const before = await snapshot(server);
          const { body } = await sendMutation(session, name, input);
          assert.deepEqual(body.data[name].errors, expected, `${name} ${JSON.stringify(input)}`);
          assert.deepEqual(changed(before, await snapshot(server)), []);
        }
      }
    });
  });
}
