// Running a workspace from the browser, rule by rule, through the real HTTP server: projects (field errors,
// slug changes that keep old links working), the last-admin rule, the invitation lifecycle (create, redeem
// once, reuse / revoked / expired refused) and the sign-up policy (the setting, and TRIAGE_ALLOW_SIGNUP
// fixing it). Who may call each mutation at all is the write matrix's (writeMatrix.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { DB } from '../../src/server/db/database.ts';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';

const PASSWORD = 'a long enough password';

for (const backend of backends) {
  describe(`workspace administration on ${backend}`, () => {
    let server: TestServer;
    let db: DB;
    let member: Session & { id: number };

    before(async () => {
      server = await startTestServer(backend, { seed: false });
      db = server.database.db;
      member = await server.createAccount('member', 'MEMBER');
    });
    after(() => server?.close());

    /** The mutation's UserErrors (as {field, code}), and the tables it wrote to. */
    async function attempt(session: Session, name: string, input: Record<string, unknown>, select = '') {
      const before = await snapshot(server);
      const { status, body } = await sendMutation(session, name, input, { select });
      assert.equal(status, 200, JSON.stringify(body));
      return { errors: body.data[name].errors, payload: body.data[name], written: changed(before, await snapshot(server)) };
    }

    async function refused(name: string, input: Record<string, unknown>, expected: unknown) {
      const { errors, written } = await attempt(server, name, input);
      assert.deepEqual(errors, expected, `${name} ${JSON.stringify(input)}`);
      assert.deepEqual(written, [], 'nothing written');
    }

    async function createProject(slug: string, visibility = 'PUBLIC') {
      const { errors, payload } = await attempt(
        server,
        'createProject',
        { slug, name: `Project ${slug}`, visibility },
        'project { id slug }',
      );
      assert.deepEqual(errors, []);
      return payload.project.id as string;
    }

    test('createProject and updateProject answer field errors and write nothing', async () => {
      const webId = await createProject('web');
      await createProject('api');
      await refused('createProject', { slug: 'web', name: 'Again' }, [{ field: ['slug'], code: 'TAKEN' }]);
      await refused('createProject', { slug: 'Not A Slug', name: 'x' }, [{ field: ['slug'], code: 'INVALID' }]);
      await refused('createProject', { slug: '-web', name: 'x' }, [{ field: ['slug'], code: 'INVALID' }]);
      await refused('createProject', { slug: 'a'.repeat(41), name: 'x' }, [{ field: ['slug'], code: 'TOO_LONG' }]);
      await refused('createProject', { slug: 'fine', name: '   ' }, [{ field: ['name'], code: 'REQUIRED' }]);
      await refused('createProject', { slug: 'fine', name: 'n'.repeat(101), description: 'd'.repeat(1001) }, [
        { field: ['name'], code: 'TOO_LONG' },
        { field: ['description'], code: 'TOO_LONG' },
      ]);
      await refused('createProject', { slug: '', name: '' }, [
        { field: ['slug'], code: 'REQUIRED' },
        { field: ['name'], code: 'REQUIRED' },
      ]);
      await refused('updateProject', { projectId: webId, slug: 'api' }, [{ field: ['slug'], code: 'TAKEN' }]);
      await refused('updateProject', { projectId: webId, slug: 'web', name: '' }, [{ field: ['name'], code: 'REQUIRED' }]);
      await refused('updateProject', { projectId: webId, slug: 'BAD', name: 'Fine' }, [{ field: ['slug'], code: 'INVALID' }]);
      await refused('updateProject', { projectId: toGlobalId('Project', 999_999), name: 'x' }, [
        { field: ['projectId'], code: 'NOT_FOUND' },
      ]);
      await refused('updateProject', { projectId: toGlobalId('User', 1), name: 'x' }, [{ field: ['projectId'], code: 'NOT_FOUND' }]);
    });

    test('a changed slug keeps old links working, until another project takes the old slug', async () => {
      const id = await createProject('shop');
      await db
        .insertInto('issues')
        .values({
          project_id: (await db.selectFrom('projects').select('id').where('slug', '=', 'shop').executeTakeFirstOrThrow()).id,
          number: 1,
          title: 'Old link',
          body: '',
        })
        .execute();
      const { errors } = await attempt(server, 'updateProject', {
        projectId: id,
        slug: 'store',
        name: 'Store',
        description: 'Things we sell',
        visibility: 'PRIVATE',
      });
      assert.deepEqual(errors, []);
      const lookup = async (session: Session, slug: string) =>
        (
          await session.graphql(
            'query($slug: String!) { project(slug: $slug) { id slug name description visibility issue(number: 1) { title } } }',
            { slug },
          )
        ).body.data.project;
      const expected = {
        id,
        slug: 'store',
        name: 'Store',
        description: 'Things we sell',
        visibility: 'PRIVATE',
        issue: { title: 'Old link' },
      };
      assert.deepEqual(await lookup(server, 'store'), expected);
      assert.deepEqual(await lookup(server, 'shop'), expected, 'the old slug finds the project under its new slug');
      assert.equal(await lookup(member, 'shop'), null, 'an alias does not show a private project to outsiders');
      // Renamed twice: both old slugs lead here.
      assert.deepEqual((await attempt(server, 'updateProject', { projectId: id, slug: 'market' })).errors, []);
      assert.equal((await lookup(server, 'shop')).slug, 'market');
      assert.equal((await lookup(server, 'store')).slug, 'market');
      // Back to an old slug: it is the project's own again, not an alias.
      assert.deepEqual((await attempt(server, 'updateProject', { projectId: id, slug: 'shop' })).errors, []);
      assert.deepEqual(await db.selectFrom('project_slug_aliases').select('slug').where('slug', '=', 'shop').execute(), []);
      assert.equal((await lookup(server, 'market')).slug, 'shop');
      // A new project may take an old slug over; its links then lead to the new project.
      const other = await createProject('store');
      assert.equal((await lookup(server, 'store')).id, other);
    });

    test('the last admin: nobody changes their own role, so an admin always remains', async () => {
      const admin = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
      await refused('setUserRole', { userId: toGlobalId('User', admin.id), role: 'MEMBER' }, [{ field: ['userId'], code: 'FORBIDDEN' }]);
      // A second admin may demote the first; then the second is the last, and cannot step down.
      const second = await server.createAccount('second-admin', 'MEMBER');
      assert.deepEqual((await attempt(server, 'setUserRole', { userId: toGlobalId('User', second.id), role: 'ADMIN' })).errors, []);
      assert.deepEqual((await attempt(second, 'setUserRole', { userId: toGlobalId('User', admin.id), role: 'VIEWER' })).errors, []);
      const { errors, written } = await attempt(second, 'setUserRole', { userId: toGlobalId('User', second.id), role: 'MEMBER' });
      assert.deepEqual(errors, [{ field: ['userId'], code: 'FORBIDDEN' }]);
      assert.deepEqual(written, []);
      assert.deepEqual(await db.selectFrom('users').select('login').where('role', '=', 'ADMIN').execute(), [{ login: 'second-admin' }]);
      await db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', admin.id).execute();
    });

    const INVITE_SELECT = 'token invitation { id email role state projects { slug } invitedBy { login } }';

    async function invite(email: string, role: string, projectIds: string[] = []) {
      const { errors, payload } = await attempt(server, 'createInvitation', { email, role, projectIds }, INVITE_SELECT);
      assert.deepEqual(errors, []);
      return payload as {
        token: string;
        invitation: { id: string; email: string; role: string; state: string; projects: { slug: string }[] };
      };
    }

    const byToken = async (token: string) =>
      (
        await server.anonymous.graphql(
          'query($token: String!) { invitationByToken(token: $token) { email role state invitedBy { login } projects { slug } } }',
          { token },
        )
      ).body;

    async function accept(session: Session, token: string, login: string) {
      const { status, headers, body } = await sendMutation(
        session,
        'acceptInvitation',
        { token, name: `Person ${login}`, login, password: PASSWORD },
        { select: 'viewer { login role email }' },
      );
      assert.equal(status, 200);
      return { cookie: headers.get('set-cookie')?.split(';')[0] ?? null, ...body.data.acceptInvitation };
    }

    test('an invitation: created by an admin, redeemed once into its role and projects, then refused', async () => {
      const secretId = await createProject('secret', 'PRIVATE');
      const created = await invite('  Grace@Example.TEST ', 'VIEWER', [secretId]);
      assert.match(created.token, /^[A-Za-z0-9_-]{43}$/);
      assert.deepEqual(
        { ...created.invitation, id: undefined },
        {
          id: undefined,
          email: 'grace@example.test',
          role: 'VIEWER',
          state: 'PENDING',
          projects: [{ slug: 'secret' }],
          invitedBy: { login: 'admin' },
        },
      );
      const stored = await db.selectFrom('invitations').select(['token_hash', 'expires_at']).executeTakeFirstOrThrow();
      assert.notEqual(stored.token_hash, created.token, 'only the hash of the token is stored');
      const days = (stored.expires_at.getTime() - Date.now()) / 86_400_000;
      assert.ok(days > 6.99 && days <= 7, `expires in 7 days (${days})`);

      // The link, read without signing in: who is invited as what; who sent it and the projects are the admins'.
      assert.deepEqual(await byToken(created.token), {
        data: { invitationByToken: { email: 'grace@example.test', role: 'VIEWER', state: 'PENDING', invitedBy: null, projects: [] } },
      });
      assert.deepEqual((await byToken('not-a-token')).data.invitationByToken, null);

      // Bad account details: field errors, the link still unused.
      const bad = await sendMutation(server.anonymous, 'acceptInvitation', {
        token: created.token,
        name: '',
        login: '-x',
        password: 'short',
      });
      assert.deepEqual(bad.body.data.acceptInvitation.errors, [
        { field: ['name'], code: 'REQUIRED' },
        { field: ['login'], code: 'INVALID' },
        { field: ['password'], code: 'INVALID' },
      ]);
      const taken = await sendMutation(server.anonymous, 'acceptInvitation', {
        token: created.token,
        name: 'Grace',
        login: 'member',
        password: PASSWORD,
      });
      assert.deepEqual(taken.body.data.acceptInvitation.errors, [{ field: ['login'], code: 'TAKEN' }]);

      const accepted = await accept(server.anonymous, created.token, 'grace');
      assert.deepEqual(accepted.errors, []);
      assert.deepEqual(accepted.viewer, { login: 'grace', role: 'VIEWER', email: 'grace@example.test' });
      assert.ok(accepted.cookie, 'signed in');
      // The cookie the answer set is a session of the new account.
      const seen = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Cookie: accepted.cookie },
        body: JSON.stringify({ query: '{ viewer { login role } project(slug: "secret") { slug } }' }),
      }).then((r) => r.json());
      assert.deepEqual(
        seen.data,
        { viewer: { login: 'grace', role: 'VIEWER' }, project: { slug: 'secret' } },
        'the new account sees its private project',
      );
      assert.equal((await byToken(created.token)).data.invitationByToken.state, 'ACCEPTED');

      // Used once: a second use is refused, writing nothing.
      const before = await snapshot(server);
      const again = await accept(server.anonymous, created.token, 'grace-again');
      assert.deepEqual(again.errors, [{ field: ['token'], code: 'UNAVAILABLE' }]);
      assert.equal(again.cookie, null);
      assert.deepEqual(changed(before, await snapshot(server)), []);
      // And the address now has an account: inviting it again is refused.
      await refused('createInvitation', { email: 'grace@example.test', role: 'MEMBER' }, [{ field: ['email'], code: 'TAKEN' }]);
      await refused('createInvitation', { email: 'not an address', role: 'MEMBER' }, [{ field: ['email'], code: 'INVALID' }]);
      await refused('createInvitation', { email: 'x@example.test', role: 'MEMBER', projectIds: [toGlobalId('Project', 999_999)] }, [
        { field: ['projectIds'], code: 'NOT_FOUND' },
      ]);
      await refused('createInvitation', { email: 'x@example.test', role: 'MEMBER', expiresInDays: 31 }, [
        { field: ['expiresInDays'], code: 'INVALID' },
      ]);
      // At most 100 projects, counted once each: 101 is refused before any is looked up; 100, or 101 naming one twice, are
      // within the limit and each is looked up (none of these exists).
      const projects = (n: number) => Array.from({ length: n }, (_, i) => toGlobalId('Project', 900_000 + i));
      await refused('createInvitation', { email: 'x@example.test', role: 'MEMBER', projectIds: projects(101) }, [
        { field: ['projectIds'], code: 'TOO_MANY' },
      ]);
      await refused('createInvitation', { email: 'x@example.test', role: 'MEMBER', projectIds: projects(100) }, [
        { field: ['projectIds'], code: 'NOT_FOUND' },
      ]);
      await refused('createInvitation', { email: 'x@example.test', role: 'MEMBER', projectIds: [...projects(100), projects(1)[0]] }, [
        { field: ['projectIds'], code: 'NOT_FOUND' },
      ]);
    });

    test('a revoked link and an expired link are refused; inviting again replaces the pending link', async () => {
      const revoked = await invite('rev@example.test', 'MEMBER');
      assert.deepEqual(
        (await attempt(server, 'revokeInvitation', { invitationId: revoked.invitation.id }, 'invitation { state }')).payload.invitation,
        { state: 'REVOKED' },
      );
      assert.equal((await byToken(revoked.token)).data.invitationByToken.state, 'REVOKED');
      const before = await snapshot(server);
      assert.deepEqual((await accept(server.anonymous, revoked.token, 'rev')).errors, [{ field: ['token'], code: 'UNAVAILABLE' }]);
      assert.deepEqual(changed(before, await snapshot(server)), []);

      const expired = await invite('late@example.test', 'MEMBER');
      await sql`update invitations set expires_at = now() - interval '1 minute' where email = 'late@example.test'`.execute(db);
      assert.equal((await byToken(expired.token)).data.invitationByToken.state, 'EXPIRED');
      assert.deepEqual((await accept(server.anonymous, expired.token, 'late')).errors, [{ field: ['token'], code: 'UNAVAILABLE' }]);
      assert.deepEqual((await attempt(server, 'revokeInvitation', { invitationId: expired.invitation.id })).errors, [
        { field: ['invitationId'], code: 'UNAVAILABLE' },
      ]);

      const first = await invite('twice@example.test', 'MEMBER');
      const second = await invite('twice@example.test', 'ADMIN');
      assert.equal((await byToken(first.token)).data.invitationByToken.state, 'REVOKED', 'the older link stops working');
      const joined = await accept(server.anonymous, second.token, 'twice');
      assert.deepEqual(joined.viewer, { login: 'twice', role: 'ADMIN', email: 'twice@example.test' });
    });

    test('the invitation list is for admins: newest first, paginated; others get none', async () => {
      const list = (session: Session, after?: string) =>
        session.graphql(
          'query($after: String) { invitations(first: 2, after: $after) { totalCount edges { node { email state } } pageInfo { hasNextPage endCursor } } }',
          { after },
        );
      const total = (
        await db
          .selectFrom('invitations')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
      const page1 = (await list(server)).body.data.invitations;
      assert.equal(page1.totalCount, total);
      assert.equal(page1.edges[0].node.email, 'twice@example.test');
      assert.equal(page1.pageInfo.hasNextPage, true);
      const page2 = (await list(server, page1.pageInfo.endCursor)).body.data.invitations;
      assert.notEqual(page2.edges[0].node.email, page1.edges[1].node.email);
      assert.deepEqual((await list(member)).body.data.invitations, {
        totalCount: 0,
        edges: [],
        pageInfo: { hasNextPage: false, endCursor: null },
      });
      const id = page1.edges.length > 0 ? (await db.selectFrom('invitations').select('id').limit(1).executeTakeFirstOrThrow()).id : 0;
      assert.deepEqual(
        (await member.graphql('query($id: ID!) { node(id: $id) { id } }', { id: toGlobalId('Invitation', id) })).body.data.node,
        null,
      );
    });

    test('the sign-up policy: invited only by default; anyone; nobody (not even invitation links)', async () => {
      const policy = async () =>
        (await server.anonymous.graphql('{ workspace { signUpPolicy signUpPolicyFixedByServer allowsSignUp } }')).body.data.workspace;
      const signUp = (login: string) =>
        sendMutation(server.anonymous, 'signUp', { email: `${login}@example.test`, name: login, login, password: PASSWORD }).then(
          (r) => r.body.data.signUp.errors,
        );
      assert.deepEqual(await policy(), { signUpPolicy: 'INVITED_ONLY', signUpPolicyFixedByServer: false, allowsSignUp: false });
      assert.deepEqual(await signUp('walk-in'), [{ field: null, code: 'FORBIDDEN' }]);

      assert.deepEqual(
        (await attempt(server, 'updateWorkspaceSettings', { signUpPolicy: 'ANYONE' }, 'workspace { signUpPolicy }')).payload.workspace,
        { signUpPolicy: 'ANYONE' },
      );
      assert.deepEqual(await policy(), { signUpPolicy: 'ANYONE', signUpPolicyFixedByServer: false, allowsSignUp: true });
      assert.deepEqual(await signUp('walk-in'), []);

      const link = await invite('closed@example.test', 'MEMBER');
      assert.deepEqual((await attempt(server, 'updateWorkspaceSettings', { signUpPolicy: 'NOBODY' })).errors, []);
      assert.deepEqual(await signUp('walk-in-2'), [{ field: null, code: 'FORBIDDEN' }]);
      const before = await snapshot(server);
      assert.deepEqual((await accept(server.anonymous, link.token, 'closed')).errors, [{ field: null, code: 'FORBIDDEN' }]);
      assert.deepEqual(changed(before, await snapshot(server)), [], 'nothing written');
      assert.equal((await byToken(link.token)).data.invitationByToken.state, 'PENDING', 'the link works again once the policy allows it');

      assert.deepEqual((await attempt(server, 'updateWorkspaceSettings', { signUpPolicy: 'INVITED_ONLY' })).errors, []);
      assert.deepEqual((await accept(server.anonymous, link.token, 'closed')).errors, []);
      assert.deepEqual(await signUp('walk-in-3'), [{ field: null, code: 'FORBIDDEN' }]);
    });
  });

  describe(`TRIAGE_ALLOW_SIGNUP fixes the sign-up policy on ${backend}`, () => {
    for (const allowSignUp of [true, false]) {
      test(`TRIAGE_ALLOW_SIGNUP=${allowSignUp ? 1 : 0}`, async () => {
        const server = await startTestServer(backend, { seed: false, allowSignUp });
        try {
          const { body } = await server.anonymous.graphql('{ workspace { signUpPolicy signUpPolicyFixedByServer allowsSignUp } }');
          assert.deepEqual(body.data.workspace, {
            signUpPolicy: allowSignUp ? 'ANYONE' : 'INVITED_ONLY',
            signUpPolicyFixedByServer: true,
            allowsSignUp: allowSignUp,
          });
          const before = await snapshot(server);
          const change = await sendMutation(server, 'updateWorkspaceSettings', { signUpPolicy: 'NOBODY' });
          assert.deepEqual(change.body.data.updateWorkspaceSettings.errors, [{ field: ['signUpPolicy'], code: 'INVALID' }]);
          assert.deepEqual(changed(before, await snapshot(server)), []);
          const signUp = await sendMutation(server.anonymous, 'signUp', {
            email: 'new@example.test',
            name: 'New',
            login: 'new',
            password: PASSWORD,
          });
          assert.deepEqual(signUp.body.data.signUp.errors, allowSignUp ? [] : [{ field: null, code: 'FORBIDDEN' }]);
        } finally {
          await server.close();
        }
      });
    }
  });
}
