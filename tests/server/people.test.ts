// The admins' people page, through the real HTTP server: when each person was last active (set by signing in
// and by using a session, at most hourly), which private projects each belongs to (admins only), and taking
// someone out of a private project, after which the project is hidden from them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DB } from '../../src/server/db/database.ts';
import { hashToken, SESSION_COOKIE } from '../../src/server/domain/sessions.ts';
import { toGlobalId as id } from '../../src/server/graphql/globalId.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, DEMO_PASSWORD, type Session, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';

const PEOPLE = '{ users(first: 100) { edges { node { login lastActiveAt privateProjects { slug } } } } }';

interface Person {
  login: string;
  lastActiveAt: string | null;
  privateProjects: { slug: string }[];
}

for (const backend of backends) {
  describe(`the people page on ${backend}`, () => {
    let server: TestServer;
    let db: DB;
    let member: Session & { id: number };

    before(async () => {
      server = await startTestServer(backend, { seed: false });
      db = server.database.db;
      member = await server.createAccount('member', 'MEMBER');
    });
    after(() => server?.close());

    async function people(session: Session): Promise<Map<string, Person>> {
      const { body } = await session.graphql(PEOPLE);
      return new Map(body.data.users.edges.map(({ node }: { node: Person }) => [node.login, node]));
    }

    async function project(slug: string, visibility: 'PUBLIC' | 'PRIVATE', memberIds: number[]) {
      const { id: projectId } = await db
        .insertInto('projects')
        .values({ slug, name: slug, description: '', visibility })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (memberIds.length > 0)
        await db
          .insertInto('project_members')
          .values(memberIds.map((userId) => ({ project_id: projectId, user_id: userId })))
          .execute();
      return projectId;
    }

    test('last active: set by signing in and by a session in use (at most hourly); only the person and admins see it', async () => {
      await db
        .insertInto('users')
        .values({ login: 'never', name: 'Never', email: 'never@example.test', role: 'MEMBER', password_hash: null })
        .execute();
      const before = Date.now();
      await server.signIn('member@example.test', DEMO_PASSWORD);
      const seen = await people(server);
      assert.equal(seen.get('never')?.lastActiveAt, null, 'never signed in');
      const active = Date.parse(seen.get('member')?.lastActiveAt ?? '');
      assert.ok(active >= before - 1000, 'signing in counts as activity');

      // A session last used two hours ago is used again: the person is active now.
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      await db.updateTable('users').set({ last_active_at: twoHoursAgo }).where('id', '=', member.id).execute();
      const token = member.cookie.slice(`${SESSION_COOKIE}=`.length);
      await db.updateTable('sessions').set({ last_used_at: twoHoursAgo }).where('token_hash', '=', hashToken(token)).execute();
      await member.graphql('{ viewer { id } }');
      assert.ok(Date.parse((await people(server)).get('member')?.lastActiveAt ?? '') >= before - 1000, 'a session in use counts');
      // Within the hour, requests do not write again.
      const stamp = new Date(Date.now() - 10 * 60_000);
      await db.updateTable('users').set({ last_active_at: stamp }).where('id', '=', member.id).execute();
      await member.graphql('{ viewer { id } }');
      assert.equal((await people(server)).get('member')?.lastActiveAt, stamp.toISOString());

      const asMember = await people(member);
      assert.equal(asMember.get('member')?.lastActiveAt, stamp.toISOString(), 'one sees one’s own');
      assert.equal(asMember.get('admin')?.lastActiveAt, null, 'but nobody else’s');
    });

    test('private projects per person: admins see each one’s memberships, others see none', async () => {
      await project('secret', 'PRIVATE', [member.id]);
      await project('hidden', 'PRIVATE', []);
      await project('open', 'PUBLIC', [member.id]);
      const seen = await people(server);
      assert.deepEqual(seen.get('member')?.privateProjects, [{ slug: 'secret' }], 'private memberships only, public ones are everyone’s');
      assert.deepEqual((await people(member)).get('member')?.privateProjects, [], 'not even their own for a member');
    });

    test('removing someone from a private project hides it from them at once; it answers the user; bad ids write nothing', async () => {
      const person = await server.createAccount('person', 'MEMBER');
      const projectId = await project('vault', 'PRIVATE', [person.id]);
      const visible = async () => (await person.graphql('{ project(slug: "vault") { id } }')).body.data.project;
      assert.ok(await visible());
      const input = { projectId: id('Project', projectId), userId: id('User', person.id) };
      const { body } = await sendMutation(server, 'removeProjectMember', input, { select: 'user { login privateProjects { slug } }' });
      assert.deepEqual(body.data.removeProjectMember, { errors: [], user: { login: 'person', privateProjects: [] } });
      assert.equal(await visible(), null, 'the project no longer exists for them');

      for (const [bad, expected] of [
        [{ ...input, userId: id('User', 999_999) }, [{ code: 'NOT_FOUND', field: ['userId'] }]],
        [{ ...input, projectId: id('Project', 999_999) }, [{ code: 'NOT_FOUND', field: ['projectId'] }]],
        [{ ...input, userId: id('Project', projectId) }, [{ code: 'NOT_FOUND', field: ['userId'] }]],
      ] as const) {
        const before = await snapshot(server);
        const refused = await sendMutation(server, 'removeProjectMember', bad);
        assert.deepEqual(refused.body.data.removeProjectMember.errors, expected);
        assert.deepEqual(changed(before, await snapshot(server)), []);
      }
    });
  });
}
