// The audit log, through the real HTTP server: every recorded action writes exactly one entry naming the right
// actor and target, in the action's own transaction (an entry that cannot be written undoes the action);
// nothing is recorded when nothing changed or the action was refused; only admins read the log, newest first,
// filtered by action or actor, in keyset pages.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { AuditEntryRow } from '../../src/server/db/tables/administration.ts';
import { MAX_FAILURES_PER_ACCOUNT } from '../../src/server/domain/rateLimit.ts';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';

type Entry = Pick<AuditEntryRow, 'action' | 'actor_id' | 'user_id' | 'project_id' | 'invitation_id' | 'email' | 'from_value' | 'to_value'>;

const LOG = `query($first: Int, $after: String, $action: AuditAction, $actorId: ID) {
  auditLog(first: $first, after: $after, action: $action, actorId: $actorId) {
    totalCount
    edges { cursor node { id action actor { login } user { login } project { slug } email from to address } }
    pageInfo { hasNextPage endCursor }
  }
}`;

for (const backend of backends) {
  describe(`the audit log on ${backend}`, () => {
    let server: TestServer;
    let adminId: number;

    before(async () => {
      server = await startTestServer(backend, { seed: false });
      adminId = (await server.database.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    });
    after(() => server?.close());

    /** The entries `act` wrote, oldest first, without the columns every entry has. */
    async function entriesOf(act: () => Promise<unknown>): Promise<Entry[]> {
      const { last } = await server.database.db
        .selectFrom('audit_entries')
        .select(sql<number>`coalesce(max(id), 0)::int`.as('last'))
        .executeTakeFirstOrThrow();
      await act();
      return server.database.db
        .selectFrom('audit_entries')
        .select(['action', 'actor_id', 'user_id', 'project_id', 'invitation_id', 'email', 'from_value', 'to_value'])
        .where('id', '>', last)
        .orderBy('id')
        .execute();
    }

    const entry = (action: Entry['action'], fields: Partial<Entry> = {}): Entry => ({
      action,
      actor_id: adminId,
      user_id: null,
      project_id: null,
      invitation_id: null,
      email: null,
      from_value: null,
      to_value: null,
      ...fields,
    });

    async function mutate(as: Session, name: string, input: Record<string, unknown>, select = ''): Promise<Record<string, any>> {
      const { body } = await sendMutation(as, name, input, { select });
      assert.deepEqual(body.data?.[name]?.errors ?? body.errors, [], `${name} ${JSON.stringify(body)}`);
      return body.data[name];
    }

    const projectIdOf = async (slug: string) =>
      (await server.database.db.selectFrom('projects').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    const userIdOf = async (login: string) =>
      (await server.database.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;

    test('each project action writes one entry; changing nothing writes none', async () => {
      const created = await entriesOf(() => mutate(server, 'createProject', { slug: 'audited', name: 'Audited', visibility: 'PUBLIC' }));
      const projectId = await projectIdOf('audited');
      const project = toGlobalId('Project', projectId);
      assert.deepEqual(created, [entry('PROJECT_CREATED', { project_id: projectId, to_value: 'PUBLIC' })]);
      assert.deepEqual(await entriesOf(() => mutate(server, 'updateProject', { projectId: project, visibility: 'PRIVATE' })), [
        entry('PROJECT_VISIBILITY_CHANGED', { project_id: projectId, from_value: 'PUBLIC', to_value: 'PRIVATE' }),
      ]);
      assert.deepEqual(
        await entriesOf(() => mutate(server, 'updateProject', { projectId: project, name: 'Renamed', visibility: 'PRIVATE' })),
        [],
      );
      assert.deepEqual(await entriesOf(() => mutate(server, 'archiveProject', { projectId: project })), [
        entry('PROJECT_ARCHIVED', { project_id: projectId }),
      ]);
      assert.deepEqual(await entriesOf(() => mutate(server, 'archiveProject', { projectId: project })), [], 'archived already');
      assert.deepEqual(await entriesOf(() => mutate(server, 'unarchiveProject', { projectId: project })), [
        entry('PROJECT_UNARCHIVED', { project_id: projectId }),
      ]);
    });

    test('role changes, deactivations and the sign-up policy write one entry each; a refused one writes none', async () => {
      const member = await server.createAccount('audited-member', 'MEMBER');
      const user = toGlobalId('User', member.id);
      assert.deepEqual(await entriesOf(() => mutate(server, 'setUserRole', { userId: user, role: 'VIEWER' })), [
        entry('ROLE_CHANGED', { user_id: member.id, from_value: 'MEMBER', to_value: 'VIEWER' }),
      ]);
      assert.deepEqual(await entriesOf(() => mutate(server, 'setUserRole', { userId: user, role: 'VIEWER' })), [], 'the same role');
      assert.deepEqual(await entriesOf(() => mutate(server, 'deactivateUser', { userId: user })), [
        entry('USER_DEACTIVATED', { user_id: member.id }),
      ]);
      assert.deepEqual(await entriesOf(() => mutate(server, 'reactivateUser', { userId: user })), [
        entry('USER_REACTIVATED', { user_id: member.id }),
      ]);
      assert.deepEqual(await entriesOf(() => mutate(server, 'updateWorkspaceSettings', { signUpPolicy: 'NOBODY' })), [
        entry('SIGN_UP_POLICY_CHANGED', { from_value: 'INVITED_ONLY', to_value: 'NOBODY' }),
      ]);
      assert.deepEqual(await entriesOf(() => mutate(server, 'updateWorkspaceSettings', { signUpPolicy: 'INVITED_ONLY' })), [
        entry('SIGN_UP_POLICY_CHANGED', { from_value: 'NOBODY', to_value: 'INVITED_ONLY' }),
      ]);
      // A member's attempt is refused and recorded nowhere.
      const other = await server.createAccount('audited-other', 'MEMBER');
      assert.deepEqual(
        await entriesOf(async () => {
          const { body } = await sendMutation(other, 'setUserRole', { userId: user, role: 'ADMIN' });
          assert.deepEqual(body.data.setUserRole.errors, [{ code: 'FORBIDDEN', field: null }]);
        }),
        [],
      );
    });

    test('invitations: created, revoked (also by inviting again), accepted by the new person', async () => {
      const db = server.database.db;
      const invitationOf = async (email: string) =>
        (await db.selectFrom('invitations').select('id').where('email', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      const created = await entriesOf(() => mutate(server, 'createInvitation', { email: 'new@example.test', role: 'MEMBER' }));
      const first = await invitationOf('new@example.test');
      assert.deepEqual(created, [entry('INVITATION_CREATED', { invitation_id: first, email: 'new@example.test', to_value: 'MEMBER' })]);
      assert.deepEqual(await entriesOf(() => mutate(server, 'revokeInvitation', { invitationId: toGlobalId('Invitation', first) })), [
        entry('INVITATION_REVOKED', { invitation_id: first, email: 'new@example.test' }),
      ]);
      assert.deepEqual(
        await entriesOf(() => mutate(server, 'revokeInvitation', { invitationId: toGlobalId('Invitation', first) })),
        [],
        'revoked already',
      );
      let token = '';
      const second = await entriesOf(async () => {
        ({ token } = await mutate(server, 'createInvitation', { email: 'new@example.test', role: 'VIEWER' }, 'token'));
      });
      const secondId = await invitationOf('new@example.test');
      assert.deepEqual(second, [entry('INVITATION_CREATED', { invitation_id: secondId, email: 'new@example.test', to_value: 'VIEWER' })]);
      const again = await entriesOf(async () => {
        ({ token } = await mutate(server, 'createInvitation', { email: 'new@example.test', role: 'VIEWER' }, 'token'));
      });
      const thirdId = await invitationOf('new@example.test');
      assert.deepEqual(again, [
        entry('INVITATION_REVOKED', { invitation_id: secondId, email: 'new@example.test' }),
        entry('INVITATION_CREATED', { invitation_id: thirdId, email: 'new@example.test', to_value: 'VIEWER' }),
      ]);
      const accepted = await entriesOf(() =>
        mutate(server.anonymous, 'acceptInvitation', {
          token,
          name: 'New Person',
          login: 'new-person',
          password: 'a long enough password',
        }),
      );
      const newcomer = await userIdOf('new-person');
      assert.deepEqual(accepted, [
        entry('INVITATION_ACCEPTED', {
          actor_id: newcomer,
          user_id: newcomer,
          invitation_id: thirdId,
          email: 'new@example.test',
          to_value: 'VIEWER',
        }),
      ]);
    });

    test('sign-ins that fail up to the limit write one entry, with no actor; more refusals write no more', async () => {
      const target = await server.createAccount('guessed', 'MEMBER');
      const attempt = () => sendMutation(server.anonymous, 'signIn', { email: 'Guessed@Example.test', password: 'not the password' });
      const entries = await entriesOf(async () => {
        for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT + 2; i++) await attempt();
      });
      assert.deepEqual(entries, [entry('SIGN_IN_LOCKED', { actor_id: null, user_id: target.id, email: 'guessed@example.test' })]);
      const { body } = await server.graphql(LOG, { action: 'SIGN_IN_LOCKED' });
      assert.deepEqual(
        body.data.auditLog.edges.map((e: { node: unknown }) => e.node),
        [
          {
            id: body.data.auditLog.edges[0].node.id,
            action: 'SIGN_IN_LOCKED',
            actor: null,
            user: { login: 'guessed' },
            project: null,
            email: 'guessed@example.test',
            from: null,
            to: null,
            address: '127.0.0.1',
          },
        ],
      );
    });

    test('an entry that cannot be written undoes its action', async () => {
      const member = await server.createAccount('atomic', 'MEMBER');
      const db = server.database.db;
      await sql`alter table audit_entries add constraint refuse_all check (false) not valid`.execute(db);
      try {
        const { body } = await sendMutation(server, 'setUserRole', { userId: toGlobalId('User', member.id), role: 'ADMIN' });
        assert.equal(body.data?.setUserRole ?? null, null, 'the mutation failed');
        const { role } = await db.selectFrom('users').select('role').where('id', '=', member.id).executeTakeFirstOrThrow();
        assert.equal(role, 'MEMBER', 'the role did not change');
        await sendMutation(server, 'deactivateUser', { userId: toGlobalId('User', member.id) });
        const { deactivated_at: deactivatedAt } = await db
          .selectFrom('users')
          .select('deactivated_at')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow();
        assert.equal(deactivatedAt, null, 'still active');
        assert.ok(await db.selectFrom('sessions').select('id').where('user_id', '=', member.id).executeTakeFirst(), 'sessions kept');
      } finally {
        await sql`alter table audit_entries drop constraint refuse_all`.execute(db);
      }
    });

    test('only admins read the log: members and viewers get FORBIDDEN, anonymous 401', async () => {
      for (const role of ['MEMBER', 'VIEWER'] as const) {
        const someone = await server.createAccount(`reader-${role.toLowerCase()}`, role);
        const { status, body } = await someone.graphql(LOG, {});
        assert.equal(status, 200);
        assert.equal(body.data.auditLog, null);
        assert.deepEqual(
          body.errors.map((e: { extensions: { code: string }; path: string[] }) => [e.extensions.code, e.path]),
          [['FORBIDDEN', ['auditLog']]],
        );
        const byId = await someone.graphql('query($id: ID!) { node(id: $id) { id } }', { id: toGlobalId('AuditEntry', 1) });
        assert.equal(byId.body.data.node, null, role);
      }
      const anonymous = await server.anonymous.graphql(LOG, {});
      assert.equal(anonymous.status, 401);
    });

    test('newest first, in keyset pages; filtered by action and by actor', async () => {
      const all = await server.database.db.selectFrom('audit_entries').select(['id', 'action', 'actor_id']).orderBy('id', 'desc').execute();
      assert.ok(all.length > 10);
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const { body } = await server.graphql(LOG, { first: 3, after });
        const connection = body.data.auditLog;
        assert.equal(connection.totalCount, all.length);
        seen.push(...connection.edges.map((e: { node: { id: string } }) => e.node.id));
        after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
        pages++;
      } while (after);
      assert.deepEqual(
        seen,
        all.map((e) => toGlobalId('AuditEntry', e.id)),
      );
      assert.equal(pages, Math.ceil(all.length / 3));

      const { body: roles } = await server.graphql(LOG, { action: 'ROLE_CHANGED', first: 100 });
      assert.deepEqual(
        roles.data.auditLog.edges.map((e: { node: { action: string } }) => e.node.action),
        all.filter((e) => e.action === 'ROLE_CHANGED').map(() => 'ROLE_CHANGED'),
      );
      assert.ok(roles.data.auditLog.edges.length > 0);
      const newcomer = await userIdOf('new-person');
      const { body: byActor } = await server.graphql(LOG, { actorId: toGlobalId('User', newcomer) });
      assert.deepEqual(
        byActor.data.auditLog.edges.map((e: { node: { action: string; actor: { login: string } } }) => [e.node.action, e.node.actor.login]),
        [['INVITATION_ACCEPTED', 'new-person']],
      );
      const { body: nobody } = await server.graphql(LOG, { actorId: toGlobalId('Project', 1) });
      assert.deepEqual(nobody.data.auditLog.edges, []);
      const { body: badCursor } = await server.graphql(LOG, { after: 'nonsense' });
      assert.equal(badCursor.errors[0].extensions.code, 'BAD_USER_INPUT');
    });
  });
}
