// The write matrix: every mutation of schema.graphql × six actors × the targets it can have. Each cell's
// outcome is asserted exactly; a refused write is shown to have written nothing (every table and the file
// store compared before and after), an allowed one to have taken effect (read back from the database). After
// every cell the projects' issue counters are compared with a real count of their issues.
// The mutation list is read from the schema: a mutation without a row here fails the suite, naming it.
// Reads are in permissions.test.ts; a role or membership changed mid-session in roleChanges.test.ts.
//
// The rows live in ./writeMatrix/, one file per subject (issues, comments and attachments, labels and views,
// accounts, administration) on the vocabulary of ./writeMatrix/table.ts; this file checks and runs them.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { ProjectVisibility } from '../../src/server/db/tables.ts';
import { refreshSearchDocuments } from '../../src/server/domain/searchIndex.ts';
import { hashToken } from '../../src/server/domain/sessions.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, type GraphQLResult, startTestServer } from './harness.ts';
import { issueCounterMismatches } from './issueCounterCheck.ts';
import { schemaMutationNames, sendMutation } from './mutations.ts';
import { accountRows } from './writeMatrix/accountRows.ts';
import { administrationRows } from './writeMatrix/administrationRows.ts';
import { commentRows } from './writeMatrix/commentRows.ts';
import { inboxRows } from './writeMatrix/inboxRows.ts';
import { issueRows } from './writeMatrix/issueRows.ts';
import { labelAndViewRows } from './writeMatrix/labelAndViewRows.ts';
import {
  ACTORS,
  type Actor,
  type Cell,
  type Expected,
  type Fixture,
  type Person,
  type Row,
  type RowMaker,
  type Target,
  type MutationName,
  OK,
  AUTH,
  HIDDEN,
  FORBIDDEN,
  id,
} from './writeMatrix/table.ts';

/** One row per mutation of the schema (the compiler and the first test below both insist). */
const MATRIX: Record<MutationName, RowMaker> = {
  ...issueRows,
  ...commentRows,
  ...labelAndViewRows,
  ...accountRows,
  ...administrationRows,
  ...inboxRows,
};

/** What the answer means, in the words of `Outcome`; anything else is described as it is. */
function outcomeOf(name: string, row: Row, response: GraphQLResult): string {
  const { status, body } = response;
  if (status === 401) {
    const refused = body.data === undefined && body.errors?.length === 1 && body.errors[0].extensions?.code === 'UNAUTHENTICATED';
    return refused ? AUTH : `401 with ${JSON.stringify(body)}`;
  }
  if (status !== 200 || body.errors !== undefined) return `${status} with ${JSON.stringify(body)}`;
  const errors: unknown = body.data[name].errors ?? [];
  if (isDeepStrictEqual(errors, [])) return OK;
  if (isDeepStrictEqual(errors, [{ code: 'NOT_FOUND', field: [row.targetField] }])) return HIDDEN;
  if (isDeepStrictEqual(errors, [{ code: 'FORBIDDEN', field: null }])) return FORBIDDEN;
  if (isDeepStrictEqual(errors, [{ code: 'FORBIDDEN', field: ['userId'] }])) return 'forbidden-self';
  return `errors ${JSON.stringify(errors)}`;
}

test('every mutation of schema.graphql has a row in the write matrix, and every row a mutation', () => {
  const missing = schemaMutationNames.filter((name) => !Object.hasOwn(MATRIX, name));
  const stale = Object.keys(MATRIX).filter((name) => !schemaMutationNames.includes(name));
  assert.deepEqual(missing, [], `mutations without a row in tests/server/writeMatrix/: ${missing.join(', ')}`);
  assert.deepEqual(stale, [], `rows of the write matrix for mutations the schema no longer has: ${stale.join(', ')}`);
});

for (const backend of backends) {
  describe(`write matrix on ${backend}`, () => {
    let f: Fixture;

    before(async () => {
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
        (
          await db
            .insertInto('projects')
            .values({ slug, name: slug, description: '', visibility })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
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
      f = {
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
    });
    after(() => f?.server.close());

    for (const name of schemaMutationNames) {
      test(name, async () => {
        const makeRow = (MATRIX as Partial<Record<string, (f: Fixture) => Row>>)[name];
        if (!makeRow) return assert.fail(`${name} has no row in the write matrix (tests/server/writeMatrix.test.ts)`);
        const row = makeRow(f);
        const expected: Partial<Record<Target, Expected>> = {};
        const actual: Partial<Record<Target, Record<Actor, string>>> = {};
        for (const [target, cell] of Object.entries(row.targets) as [Target, Cell][]) {
          expected[target] = cell.expected;
          const outcomes = {} as Record<Actor, string>;
          for (const actor of ACTORS) {
            const attempt = await cell.prepare(actor);
            const session = attempt.session ?? f.sessions[actor];
            const before = await snapshot(f.server);
            const response = await sendMutation(session, name, attempt.input, { files: attempt.files });
            let outcome = outcomeOf(name, row, response);
            if (outcome === OK) {
              await attempt.tookEffect(response).catch((error: Error) => {
                outcome = `ok, but ${error.message}`;
              });
            } else {
              const written = changed(before, await snapshot(f.server));
              if (written.length > 0) outcome = `${outcome}, but it wrote to ${written.join(', ')}`;
            }
            await attempt.cleanup?.();
            // The projects' issue counters (migration 0023's triggers) agree with the issues after every write.
            const miscounted = await issueCounterMismatches(f.db);
            if (miscounted.length > 0) outcome = `${outcome}, but ${miscounted.join('; ')}`;
            outcomes[actor] = outcome;
          }
          actual[target] = outcomes;
        }
        assert.deepEqual(actual, expected, `${name}: outcomes by target and actor`);
      });
    }
  });
}
