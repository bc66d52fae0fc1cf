// The write matrix's world, shared by writeMatrix.test.ts (every mutation × actor × target) and
// sameWriteAtOnce.test.ts (every mutation sent many times at once): a server over an empty database with one
// account per actor, a public and a private project with a label each, and makers of fresh targets; and the
// rows, one per mutation of the schema (the compiler insists: MATRIX is a Record over every mutation name).
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ProjectVisibility } from '../../../src/server/db/tables/projects.ts';
import { refreshSearchDocuments } from '../../../src/server/domain/searchIndex.ts';
import { hashToken } from '../../../src/server/domain/sessions.ts';
import { type Backend, startTestServer } from '../harness.ts';
import { accountRows } from './accountRows.ts';
import { administrationRows } from './administrationRows.ts';
import { commentRows } from './commentRows.ts';
import { inboxRows } from './inboxRows.ts';
import { issueRows } from './issueRows.ts';
import { labelAndViewRows } from './labelAndViewRows.ts';
import { type Fixture, type MutationName, type Person, type RowMaker, id } from './table.ts';

/** One row per mutation of the schema. */
export const MATRIX: Record<MutationName, RowMaker> = {
  ...issueRows,
  ...commentRows,
  ...labelAndViewRows,
  ...accountRows,
  ...administrationRows,
  ...inboxRows,
};

export async function writeMatrixFixture(backend: Backend): Promise<Fixture> {
  const server = await startTestServer(backend, { seed: false });
  const db = server.database.db;
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').executeTakeFirstOrThrow();
  const accounts = {
    viewer: await server.createAccount('viewer', 'VIEWER'),
    member: await server.createAccount('member', 'MEMBER'),
    outsider: await server.createAccount('outsider', 'MEMBER'),
    demoted: await server.createAccount('demoted', 'MEMBER'),
    ada: await server.createAccount('ada', 'MEMBER'),
  };
  const project = async (slug: string, visibility: ProjectVisibility) =>
    (await db.insertInto('projects').values({ slug, name: slug, description: '', visibility }).returning('id').executeTakeFirstOrThrow())
      .id;
  const projects = { web: await project('web', 'PUBLIC'), mobile: await project('mobile', 'PRIVATE') };
  await db
    .insertInto('project_members')
    .values([accounts.member, accounts.demoted, accounts.ada].map((u) => ({ project_id: projects.mobile, user_id: u.id })))
    .execute();
  const label = async (projectId: number, name: string) =>
    (
      await db
        .insertInto('labels')
        .values({ project_id: projectId, name, color: 'd73a4a', description: '' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  let serial = 0;
  const next = () => ++serial;
  const users: Record<Person, number> = {
    viewer: accounts.viewer.id,
    member: accounts.member.id,
    outsider: accounts.outsider.id,
    demoted: accounts.demoted.id,
    ada: accounts.ada.id,
    admin: admin.id,
  };
  const f: Fixture = {
    server,
    db,
    users,
    sessions: { anonymous: server.anonymous, admin: server, ...accounts },
    projects,
    labels: { web: await label(projects.web, 'bug'), mobile: await label(projects.mobile, 'bug') },
    next,
    owner: (actor) => (actor === 'anonymous' ? users.ada : users[actor]),
    freshSession: async (actor) => (actor === 'anonymous' ? server.anonymous : server.sessionOf(users[actor])),
    async issue(slug, authorId, closed) {
      const { number } = await db
        .updateTable('projects')
        .set({ next_issue_number: sql`next_issue_number + 1` })
        .where('id', '=', projects[slug])
        .returning(sql<number>`next_issue_number - 1`.as('number'))
        .executeTakeFirstOrThrow();
      const { id: issueId } = await db
        .insertInto('issues')
        .values({
          project_id: projects[slug],
          number,
          title: `Issue ${next()}`,
          body: '',
          author_id: authorId,
          ...(closed ? { ...closed, closed_at: new Date() } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await refreshSearchDocuments(db, [issueId]);
      return issueId;
    },
    async comment(issueId, authorId) {
      const { id: commentId } = await db
        .insertInto('comments')
        .values({ issue_id: issueId, author_id: authorId, body: `Said ${next()}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('issues')
        .set({ comment_count: sql`comment_count + 1` })
        .where('id', '=', issueId)
        .execute();
      await refreshSearchDocuments(db, [issueId]);
      return commentId;
    },
    label: (slug) => label(projects[slug], `label ${next()}`),
    async savedView(userId, slug) {
      return (
        await db
          .insertInto('saved_views')
          .values({ user_id: userId, project_id: projects[slug], name: `Saved ${next()}`, query: 'is:open' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },
    async user(role) {
      const login = `person-${next()}`;
      return (
        await db
          .insertInto('users')
          .values({ login, name: login, email: `${login}@example.test`, role, password_hash: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },
    async invitation() {
      const token = `token-${next()}-${Math.random().toString(36).slice(2)}`;
      const email = `invitee-${next()}@example.test`;
      const { id: invitationId } = await db
        .insertInto('invitations')
        .values({
          token_hash: hashToken(token),
          email,
          role: 'VIEWER',
          invited_by: admin.id,
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { invitationId, token, email };
    },
    file: () => {
      const n = next();
      return { name: `note-${n}.txt`, type: 'text/plain', bytes: new TextEncoder().encode(`written by cell ${n}`) };
    },
  };
  // The demoted author: demoted by the admin through the API; their session from before stays in use.
  const demotion = await server.graphql('mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { errors { code } } }', {
    input: { userId: id('User', users.demoted), role: 'VIEWER' },
  });
  assert.deepEqual(demotion.body.data.setUserRole.errors, []);
  return f;
}
