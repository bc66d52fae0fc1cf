// The counts and pages of label: and assignee: searches come from the links, which carry their issue's project,
// state and number (migrations 0026 and 0029, domain/linkCounts.ts and linkPages.ts). After any sequence of writes
// through the API, and after raw SQL writes the API cannot make (many issues closed in one statement, issues moved
// between projects), every combination of up to three terms with or without a state counts what a count(*) made
// through the issues counts, and lists, page by page in either order by number, what a plain query lists.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { issueCounterMismatches } from './issueCounterCheck.ts';
import { mutate } from './mutate.ts';

const SLUG = 'web';

type Term =
  | { readonly kind: 'label'; readonly id: number; readonly name: string }
  | { readonly kind: 'assignee'; readonly id: number; readonly login: string };

/** One write through the API; picks choose among the project's issues, labels and people (modulo their number). */
type Write =
  | { readonly kind: 'label' | 'unlabel' | 'assign' | 'unassign'; readonly issues: readonly number[]; readonly picks: readonly number[] }
  | { readonly kind: 'close' | 'reopen'; readonly issues: readonly number[] }
  | { readonly kind: 'create' };

const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 3 });
const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constantFrom('label' as const, 'unlabel' as const, 'assign' as const, 'unassign' as const), issues: picks, picks }),
  fc.record({ kind: fc.constantFrom('close' as const, 'reopen' as const), issues: picks }),
  fc.record({ kind: fc.constant('create' as const) }),
);

const TOTAL = `query($slug: String!, $query: String!) { project(slug: $slug) { issues(first: 1, query: $query) { totalCount } } }`;
/** Small pages, so that a search of a few dozen issues crosses several cursors. */
const PAGE_SIZE = 20;
const PAGE = `query($slug: String!, $query: String!, $after: String) { project(slug: $slug) {
  issues(first: ${PAGE_SIZE}, after: $after, query: $query) { totalCount edges { node { number } } pageInfo { hasNextPage endCursor } } } }`;

/**
 * How many labels and other people are searched for, besides the signed-in person ('@me'). Every search of one to
 * three of them is read page by page after each write, so the count of terms sets the suite's time: PostgreSQL reads
 * 41 searches of 3 labels and 2 others; PGlite, the same SQL in one slower process, 14 searches of 2 labels and 1
 * other, which still mix both kinds and '@me' in every shape (one term, two, three).
 */
const SEARCHED = { pglite: { labels: 2, others: 1 }, postgres: { labels: 3, others: 2 } } as const;

for (const backend of backends) {
  describe(`counts of label and assignee searches on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let projectId = 0;
    let memberId = 0;
    const issueIds: number[] = [];
    /** The terms searched for (SEARCHED): some of the project's labels, the signed-in person as '@me', and others. */
    const terms: Term[] = [];

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      const db = server.database.db;
      ({ id: projectId } = await db.selectFrom('projects').select('id').where('slug', '=', SLUG).executeTakeFirstOrThrow());
      ({ id: memberId } = await db.selectFrom('users').select('id').where('email', '=', 'member@triage.test').executeTakeFirstOrThrow());
      const labels = await db
        .selectFrom('labels')
        .select(['id', 'name'])
        .where('project_id', '=', projectId)
        .orderBy('id')
        .limit(SEARCHED[backend].labels)
        .execute();
      const people = await db
        .selectFrom('users')
        .select(['id', 'login'])
        .where('id', '!=', memberId)
        .orderBy('id')
        .limit(SEARCHED[backend].others)
        .execute();
      terms.push(...labels.map((l) => ({ kind: 'label' as const, ...l })));
      terms.push({ kind: 'assignee', id: memberId, login: '@me' }, ...people.map((p) => ({ kind: 'assignee' as const, ...p })));
      const issues = await db.selectFrom('issues').select('id').where('project_id', '=', projectId).orderBy('id').limit(30).execute();
      issueIds.push(...issues.map((i) => i.id));
    });
    after(() => server?.close());

    /** The numbers a plain query lists: through the issues and their links as written, not the copies on the links. */
    const realNumbers = async (chosen: readonly Term[], state: 'OPEN' | 'CLOSED' | null, direction: 'asc' | 'desc') => {
      const conditions = chosen.map((term) =>
        term.kind === 'label'
          ? sql`exists (select 1 from issue_labels l where l.issue_id = i.id and l.label_id = ${term.id})`
          : sql`exists (select 1 from issue_assignees a where a.issue_id = i.id and a.user_id = ${term.id})`,
      );
      if (state) conditions.push(sql`i.state = ${state}`);
      const { rows } = await sql<{ number: number }>`select i.number from issues i
        where i.project_id = ${projectId} and ${sql.join(conditions, sql` and `)} order by i.number ${sql.raw(direction)}`.execute(
        server.database.db,
      );
      return rows.map((row) => row.number);
    };

    /** Every page of a search through the API, after each other by their cursors: the numbers listed and the counts. */
    const pagesOf = async (query: string) => {
      const numbers: number[] = [];
      const counts = new Set<number>();
      let after: string | null = null;
      for (;;) {
        const { body } = await member.graphql(PAGE, { slug: SLUG, query, after });
        const issues = body.data?.project.issues;
        assert.ok(issues, `${query}: ${JSON.stringify(body.errors)}`);
        counts.add(issues.totalCount);
        numbers.push(...issues.edges.map((edge: { node: { number: number } }) => edge.node.number));
        if (!issues.pageInfo.hasNextPage) return { numbers, counts: [...counts] };
        assert.equal(issues.edges.length, PAGE_SIZE, `${query}: a page before the last is full`);
        after = issues.pageInfo.endCursor;
      }
    };

    /** Every search of one to three distinct terms, with and without a state, counted and listed both ways. */
    const assertCountsTrue = async (when: string) => {
      assert.deepEqual(await issueCounterMismatches(server.database.db), [], when);
      const combinations: Term[][] = [];
      for (let a = 0; a < terms.length; a += 1) {
        combinations.push([terms[a] as Term]);
        for (let b = a + 1; b < terms.length; b += 1) {
          combinations.push([terms[a] as Term, terms[b] as Term]);
          for (let c = b + 1; c < terms.length; c += 1) combinations.push([terms[a] as Term, terms[b] as Term, terms[c] as Term]);
        }
      }
      for (const chosen of combinations) {
        for (const state of ['OPEN', 'CLOSED', null] as const) {
          const words = chosen.map((t) => (t.kind === 'label' ? `label:${t.name}` : `assignee:${t.login}`));
          if (state) words.push(`is:${state.toLowerCase()}`);
          // Oldest first too, without a state (the walk then reads the links of both states in one order).
          for (const direction of state ? (['desc'] as const) : (['desc', 'asc'] as const)) {
            const query = [...words, ...(direction === 'asc' ? ['sort:created-asc'] : [])].join(' ');
            const real = await realNumbers(chosen, state, direction);
            const listed = await pagesOf(query);
            assert.deepEqual(listed.numbers, real, `${when}: the pages of ${query}`);
            assert.deepEqual(listed.counts, [real.length], `${when}: the count of ${query}`);
          }
        }
      }
    };

    test("the migration copied every issue's project and state onto its links", () => assertCountsTrue('after the seed'));

    test('after any sequence of labelling, assigning, closing, reopening and creating, every count equals a real count', async () => {
      const apply = async (write: Write) => {
        if (write.kind === 'create') {
          const { body } = await mutate(
            member,
            'createIssue',
            {
              projectId: toGlobalId('Project', projectId),
              title: 'Counted',
              labelIds: terms
                .filter((t) => t.kind === 'label')
                .slice(0, 2)
                .map((t) => toGlobalId('Label', t.id)),
              assigneeIds: [toGlobalId('User', memberId)],
            },
            'issue { id }',
          );
          assert.deepEqual(body.data.createIssue.errors, []);
          const { id } = await server.database.db
            .selectFrom('issues')
            .select('id')
            .where('project_id', '=', projectId)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          issueIds.push(id);
          return;
        }
        // Each issue once: the bulk mutations refuse a list that names one twice (NOT_FOUND on issueIds).
        const issues = [...new Set(write.issues.map((n) => issueIds[n % issueIds.length] as number))].map((id) => toGlobalId('Issue', id));
        if (!('picks' in write)) {
          await mutate(member, write.kind === 'close' ? 'closeIssues' : 'reopenIssues', { issueIds: issues });
          return;
        }
        const ofKind = terms.filter((t) => t.kind === (write.kind === 'label' || write.kind === 'unlabel' ? 'label' : 'assignee'));
        const ids = [...new Set(write.picks.map((n) => (ofKind[n % ofKind.length] as Term).id))];
        const field = {
          label: 'addLabelsToIssues',
          unlabel: 'removeLabelsFromIssues',
          assign: 'addAssigneesToIssues',
          unassign: 'removeAssigneesFromIssues',
        }[write.kind];
        const input =
          write.kind === 'label' || write.kind === 'unlabel'
            ? { issueIds: issues, labelIds: ids.map((id) => toGlobalId('Label', id)) }
            : { issueIds: issues, userIds: ids.map((id) => toGlobalId('User', id)) };
        const { body } = await mutate(member, field, input);
        assert.deepEqual(body.data[field].errors, [], `${field} ${JSON.stringify(input)}`);
      };
      await fc.assert(
        fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 8 }), async (writes) => {
          for (const write of writes) await apply(write);
          await assertCountsTrue(`after ${JSON.stringify(writes)}`);
        }),
        { numRuns: 4, endOnFailure: true },
      );
    });

    test('raw SQL: many issues closed in one statement, labels and people linked in bulk, issues moved away and back', async () => {
      const db = server.database.db;
      const [first, second] = terms;
      assert.ok(first && second);
      await sql`insert into issue_labels (issue_id, label_id) select id, ${first.id} from issues where project_id = ${projectId}
        on conflict do nothing`.execute(db);
      await sql`insert into issue_assignees (issue_id, user_id) select id, ${memberId} from issues where project_id = ${projectId} and number % 2 = 0
        on conflict do nothing`.execute(db);
      await assertCountsTrue('after linking in bulk');
      await sql`update issues set state = case state when 'OPEN' then 'CLOSED' else 'OPEN' end where project_id = ${projectId} and number % 3 = 0`.execute(
        db,
      );
      await assertCountsTrue('after one update that closes some and reopens others');
      const api = await db.selectFrom('projects').select(['id', 'next_issue_number']).where('slug', '=', 'api').executeTakeFirstOrThrow();
      await sql`update issues set project_id = ${api.id}, number = number + ${api.next_issue_number} where project_id = ${projectId} and number % 5 = 0`.execute(
        db,
      );
      await assertCountsTrue('after some issues moved to api with their labels');
      await sql`update issues set project_id = ${projectId}, number = number - ${api.next_issue_number} where project_id = ${api.id} and number >= ${api.next_issue_number}`.execute(
        db,
      );
      await assertCountsTrue('after they came back');
      // To the newest issue that lacks the label (the newest may have it: createIssue above labels with the first two).
      await sql`update issue_labels set issue_id = (select max(i.id) from issues i where i.project_id = ${projectId}
          and not exists (select 1 from issue_labels l where l.issue_id = i.id and l.label_id = ${second.id}))
        where issue_id = ${issueIds[0]} and label_id = ${second.id}`.execute(db);
      await assertCountsTrue('after a link moved to another issue');
    });

    test('is:blocked and is:blocking are counted, not read from the counters', async () => {
      const db = server.database.db;
      const QUERIES = ['is:open is:blocked', 'is:open is:blocking'] as const;
      const totals = async () =>
        Promise.all(
          QUERIES.map(async (query) => (await member.graphql(TOTAL, { slug: SLUG, query })).body.data?.project.issues.totalCount),
        );
      const before = await totals();
      // Two open issues with no relation yet: one now blocks the other.
      const free = await db
        .selectFrom('issues')
        .select('id')
        .where('project_id', '=', projectId)
        .where('state', '=', 'OPEN')
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('issue_relations')
                .select('kind')
                .where((eb) => eb.or([eb('issue_id', '=', eb.ref('issues.id')), eb('related_issue_id', '=', eb.ref('issues.id'))])),
            ),
          ),
        )
        .orderBy('id')
        .limit(2)
        .execute();
      const [blocker, blocked] = free;
      assert.ok(blocker && blocked);
      await sql`insert into issue_relations (issue_id, related_issue_id, kind) values (${blocker.id}, ${blocked.id}, 'BLOCKS')`.execute(db);
      assert.deepEqual(
        await totals(),
        before.map((n) => n + 1),
        QUERIES.join(', '),
      );
    });
  });
}
