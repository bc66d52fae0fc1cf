// The open and closed counts of a project come from counters that triggers keep (migration 0023,
// domain/issueCounters.ts). After any sequence of writes through the API, and after raw SQL writes the API
// cannot make (many rows in one statement, an issue moved between projects, a project deleted), every counter
// equals a real count, and the list's counts say the same. The write matrix checks the counters after every
// mutation too, so a write path that escaped the triggers would fail there.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { issueCounterMismatches } from './issueCounterCheck.ts';
import { mutate } from './mutate.ts';

const SLUGS = ['web', 'api'] as const;

/** One write through the API; `pick`s choose among the issues known so far (modulo their number). */
type Write =
  | { readonly kind: 'create'; readonly project: 0 | 1 }
  | { readonly kind: 'close' | 'reopen'; readonly picks: readonly number[] }
  | { readonly kind: 'delete'; readonly pick: number };

const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), project: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ kind: fc.constantFrom('close' as const, 'reopen' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

const COUNTS = `query($slug: String!) { project(slug: $slug) {
  open: issues(first: 1, query: "is:open") { totalCount } closed: issues(first: 1, query: "is:closed") { totalCount }
  all: issues(first: 1, query: "") { totalCount } } }`;

for (const backend of backends) {
  describe(`issue counters on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    const projectIds: string[] = [];
    /** Global ids of issues of the two projects, some closed; deleted ones stay listed (a write on them is refused). */
    const issues: string[] = [];

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      for (const slug of SLUGS) {
        const { body } = await server.graphql(`{ project(slug: "${slug}") { id issues(first: 5) { edges { node { id } } } } }`);
        projectIds.push(body.data.project.id);
        issues.push(...body.data.project.issues.edges.map((edge: { node: { id: string } }) => edge.node.id));
      }
    });
    after(() => server?.close());

    const assertCountersTrue = async (when: string) => {
      assert.deepEqual(await issueCounterMismatches(server.database.db), [], when);
      for (const slug of SLUGS) {
        const { body } = await member.graphql(COUNTS, { slug });
        const { rows } = await sql<{ open: number; closed: number }>`select
            count(*) filter (where state = 'OPEN')::int as open, count(*) filter (where state = 'CLOSED')::int as closed
            from issues where project_id = (select id from projects where slug = ${slug})`.execute(server.database.db);
        const real = rows[0];
        assert.ok(real);
        const { open, closed, all } = body.data.project;
        assert.deepEqual(
          [open.totalCount, closed.totalCount, all.totalCount],
          [real.open, real.closed, real.open + real.closed],
          `${when}: the counts ${slug}'s list shows`,
        );
      }
    };

    test('the migration filled the counters from the issues there were', () => assertCountersTrue('after the seed'));

    test('after any sequence of creating, closing, reopening and deleting issues, every counter equals a real count', async () => {
      const apply = async (write: Write) => {
        const pick = (n: number) => issues[n % issues.length] as string;
        if (write.kind === 'create') {
          const { body } = await mutate(member, 'createIssue', { projectId: projectIds[write.project], title: 'Counted' }, 'issue { id }');
          assert.deepEqual(body.data.createIssue.errors, []);
          issues.push(body.data.createIssue.issue.id);
        } else if (write.kind === 'delete') {
          // The member may delete only their own issues; a refusal changes nothing, which is checked too.
          await mutate(member, 'deleteIssue', { issueId: pick(write.pick) });
        } else {
          // Repeats and already-closed (or open) issues in one request, as a stale page sends them.
          await mutate(member, write.kind === 'close' ? 'closeIssues' : 'reopenIssues', { issueIds: write.picks.map(pick) });
        }
      };
      await fc.assert(
        fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 8 }), async (writes) => {
          for (const write of writes) await apply(write);
          await assertCountersTrue(`after ${JSON.stringify(writes)}`);
        }),
        { numRuns: 12 },
      );
    });

    test('raw SQL writes of many rows at once, moving issues between projects, and deleting a project keep them true', async () => {
      const db = server.database.db;
      const { id: spare } = await db
        .insertInto('projects')
        .values({ slug: 'counted', name: 'Counted', description: '', visibility: 'PUBLIC', next_issue_number: 101 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into issues (project_id, number, title, body, state)
        select ${spare}, n, 'Bulk ' || n, '', case when n % 3 = 0 then 'CLOSED' else 'OPEN' end from generate_series(1, 100) n`.execute(db);
      await assertCountersTrue('after 100 issues in one insert');
      await sql`update issues set state = case state when 'OPEN' then 'CLOSED' else 'OPEN' end where project_id = ${spare} and number <= 50`.execute(
        db,
      );
      await assertCountersTrue('after one update that closes some and reopens others');
      const web = await db.selectFrom('projects').select(['id', 'next_issue_number']).where('slug', '=', 'web').executeTakeFirstOrThrow();
      await sql`update issues set project_id = ${web.id}, number = number + ${web.next_issue_number}
        where project_id = ${spare} and number > 90`.execute(db);
      await sql`update projects set next_issue_number = next_issue_number + 101 where id = ${web.id}`.execute(db);
      await assertCountersTrue('after ten issues moved to web');
      await sql`update issues set title = title || '!' where project_id = ${spare}`.execute(db);
      await assertCountersTrue('after an update of titles only');
      await sql`delete from issues where project_id = ${spare} and number % 2 = 0`.execute(db);
      await assertCountersTrue('after deleting half of them in one statement');
      await sql`delete from projects where id = ${spare}`.execute(db);
      await assertCountersTrue('after deleting the project with its issues');
      const { rows } = await sql`select 1 from project_issue_counts where project_id = ${spare}`.execute(db);
      assert.equal(rows.length, 0, "the deleted project's counter row went with it");
    });
  });
}
