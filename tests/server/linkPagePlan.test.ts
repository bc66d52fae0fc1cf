// The page of a search naming several labels and people, on PostgreSQL (issue 14): the list walks the first
// label's links in number order (domain/linkPages.ts) and merges each other term's links in the same order
// (issue_labels_page, issue_assignees_page: a Merge Join on the number) instead of probing them issue by issue;
// probing every link of the first label for the second read ten times the buffers on the 100 000-issue benchmark
// project, and for two people 11 times. The statement the server sends for the list page is EXPLAINed on a project
// of 20 000 issues, and its page checked against the same search written plainly. Its counts read the person's
// links as one range each (linkCounts.ts), not probing them issue by issue after the labels' merge; three labels'
// ranges are all merged, and a second person is asked of the issues left by the primary key alone.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CompiledQuery, sql } from 'kysely';
import { postgresAvailable, startTestServer, type Session, type TestServer } from './harness.ts';

const ISSUES = 20_000;
const SEARCH = 'label:area-1 label:area-2 assignee:ada';
const TWO_PEOPLE = 'label:area-1 assignee:ada assignee:grace';
const THREE_LABELS = 'label:area-1 label:area-2 label:area-3';
const PAGE = `query ($query: String) { project(slug: "many") { issues(first: 25, query: $query) { totalCount edges { node { number } } } } }`;

describe('the page of a search of two labels and a person (PostgreSQL)', { skip: !postgresAvailable && 'no PostgreSQL' }, () => {
  let server: TestServer;
  let admin: Session;
  before(async () => {
    server = await startTestServer('postgres');
    admin = await server.signIn('admin@triage.test');
    const db = server.database.db;
    // Deterministic links: each label on about a fifth of the issues (independently of the others, so that three
    // labels share some), ada on about a fifth, grace on a third.
    await sql`insert into projects (slug, name, description, next_issue_number) values ('many', 'Many', '', ${ISSUES + 1})`.execute(db);
    await sql`insert into labels (project_id, name, color, description)
      select p.id, 'area-' || i, '336699', '' from projects p, generate_series(0, 9) as i where p.slug = 'many'`.execute(db);
    await sql`insert into issues (project_id, number, title, body, state, author_id, created_at, updated_at)
      select p.id, n, 'Issue ' || n, '', case when n % 3 = 0 then 'CLOSED' else 'OPEN' end, u.id,
        timestamp '2020-01-01' + n * interval '1 hour', timestamp '2020-01-01' + n * interval '1 hour'
      from projects p, users u, generate_series(1, ${ISSUES}) as n where p.slug = 'many' and u.login = 'admin'`.execute(db);
    await sql`insert into issue_labels (issue_id, label_id)
      select i.id, l.id from issues i join projects p on p.id = i.project_id and p.slug = 'many'
        join labels l on l.project_id = p.id where abs(hashtext(i.number || '-' || l.name)) % 10 < 2`.execute(db);
    await sql`insert into issue_assignees (issue_id, user_id)
      select i.id, u.id from issues i join projects p on p.id = i.project_id and p.slug = 'many'
        join users u on u.login = 'ada' where (i.number * 31) % 10 = 0 or i.number % 7 = 0`.execute(db);
    await sql`insert into issue_assignees (issue_id, user_id)
      select i.id, u.id from issues i join projects p on p.id = i.project_id and p.slug = 'many'
        join users u on u.login = 'grace' where (i.number * 13) % 3 = 1`.execute(db);
    await sql`vacuum analyze`.execute(db);
  });
  after(() => server.close());

  /** The list's statement that the server sends for `query`, EXPLAINed with its parameters, and the answer. */
  async function explained(query: string) {
    const recording = server.database.statements.record();
    const answer = await admin.graphql(PAGE, { query });
    recording.stop();
    assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
    // The project with its list (the session's lookup may come before it).
    const statement = recording.statements.find((sent) => sent.sql.includes('list_rows_'));
    assert.ok(statement, recording.statements.map((sent) => sent.sql).join('\n\n'));
    const { rows } = await server.database.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
    );
    return { answer, plan: rows.map((row) => row['QUERY PLAN']).join('\n') };
  }

  /** The numbers of the issues of `many` that have every label and person named, newest first, written plainly. */
  async function plainly(labels: readonly string[], people: readonly string[]) {
    const { rows } = await sql<{ number: number }>`select i.number from issues i join projects p on p.id = i.project_id and p.slug = 'many'
      where ${sql.join(
        [
          ...labels.map(
            (name) =>
              sql`exists (select 1 from issue_labels il join labels l on l.id = il.label_id where il.issue_id = i.id and l.name = ${name})`,
          ),
          ...people.map(
            (login) =>
              sql`exists (select 1 from issue_assignees ia join users u on u.id = ia.user_id where ia.issue_id = i.id and u.login = ${login})`,
          ),
        ],
        sql` and `,
      )}
      order by i.number desc`.execute(server.database.db);
    return rows.map((row) => row.number);
  }

  /** The page's first 25 numbers and its count are those of the search written plainly (more than a page's worth). */
  async function answersAsWrittenPlainly(
    answer: Awaited<ReturnType<typeof explained>>['answer'],
    labels: readonly string[],
    people: readonly string[],
  ) {
    const numbers = await plainly(labels, people);
    const { totalCount, edges } = answer.body.data.project.issues;
    assert.ok(numbers.length > 25, `${numbers.length} issues match`);
    assert.equal(totalCount, numbers.length);
    assert.deepEqual(
      edges.map((edge: { node: { number: number } }) => edge.node.number),
      numbers.slice(0, 25),
    );
  }

  test('merges the labels’ links by number and answers as the search written plainly', async () => {
    const { answer, plan } = await explained(SEARCH);
    // The first label's range merged with another term's range in number order (PostgreSQL picks which).
    assert.match(plan, /Merge Join[^\n]*\n\s*Merge Cond: \(t0\.number = t[12]\.number\)/, plan);
    assert.match(plan, /Index Only Scan Backward using issue_(labels|assignees)_page on issue_(labels|assignees) t[12]\b/, plan);
    assert.doesNotMatch(plan, /Seq Scan on (issues|issue_labels|issue_assignees)\b/, plan);
    await answersAsWrittenPlainly(answer, ['area-1', 'area-2'], ['ada']);
  });

  test('walks a label and two people by merging their ranges, not by probing each link for each person', async () => {
    const { answer, plan } = await explained(TWO_PEOPLE);
    // Two of the walk's ranges merged on the number (the label's and a person's, or, knowing the label's range
    // long (migration 0036), the two people's, the label then probed for the few issues they share).
    assert.match(plan, /Merge Join[^\n]*\n\s*Merge Cond: \(t[012]\.number = t[12]\.number\)/, plan);
    assert.match(plan, /Index Only Scan Backward using issue_assignees_page on issue_assignees t[12]\b/, plan);
    // The walk's links probed by issue id, as before: every link of the label, for ada, then for grace.
    assert.doesNotMatch(plan, /Index Cond: \(issue_id = t0\.issue_id\)/, plan);
    assert.doesNotMatch(plan, /Seq Scan on (issues|issue_labels|issue_assignees)\b/, plan);
    await answersAsWrittenPlainly(answer, ['area-1'], ['ada', 'grace']);
  });

  test('counts two labels and a person by reading the person’s range whole, not by probing each merged issue', async () => {
    const { plan } = await explained(SEARCH);
    // The count (open and closed, each a sub-select) reads ada's links as one range of issue_assignees_count…
    const ranges =
      plan.match(/Index Only Scan using issue_assignees_count on issue_assignees t\d+(_\d+)? [^\n]*\n\s*Index Cond: \(\(user_id = /g) ?? [];
    assert.equal(ranges.length, 2, plan);
    // …and probes no link of hers by issue id (nor does the page's walk: it merges her range by number).
    const probes = plan.match(/Scan using issue_assignees_pk on issue_assignees t\d+(_\d+)? [^\n]*\n\s*Index Cond: \(issue_id = /g) ?? [];
    assert.equal(probes.length, 0, plan);
    assert.doesNotMatch(plan, /Seq Scan on (issues|issue_labels|issue_assignees)\b/, plan);
  });

  test('counts three labels by merging the third label’s range too, not by probing it for each issue of the first two', async () => {
    const { answer, plan } = await explained(THREE_LABELS);
    // The open count (a sub-select: its aliases numbered t0_1, t1_1, …): the first two labels' ranges merged on the
    // issue id, and that merge merged with the third's (migration 0036's statistic: PostgreSQL knew the ranges'
    // length). Without it each issue of the first merge was probed in the third label's range.
    assert.match(plan, /Merge Join[^\n]*\n\s*Merge Cond: \(t[01]_1\.issue_id = t2_1\.issue_id\)/, plan);
    assert.doesNotMatch(plan, /Index Cond: \(\(label_id = [^\n]*\(issue_id = t[01]_1\.issue_id\)\)/, plan);
    assert.doesNotMatch(plan, /Seq Scan on (issues|issue_labels|issue_assignees)\b/, plan);
    await answersAsWrittenPlainly(answer, ['area-1', 'area-2', 'area-3'], []);
  });

  test('counts a label and two people asking the second person of the few issues left by the primary key alone', async () => {
    const { plan } = await explained(TWO_PEOPLE);
    // In each count grace's links (t2_1 open, t2_2 closed) are probed index-only on issue_assignees_pk: with the
    // link's project and state asked too, each probe read the link's row as well.
    const probes = plan.match(/Index Only Scan using issue_assignees_pk on issue_assignees t2_\d+ /g) ?? [];
    assert.equal(probes.length, 2, plan);
    assert.doesNotMatch(plan, /Index Scan using issue_assignees_pk on issue_assignees t2_\d+ /, plan);
    // ada's links, the first person, are still read as a range each (not probed for every link of the label).
    const ranges = plan.match(/Index Only Scan using issue_assignees_count on issue_assignees t1_\d+ /g) ?? [];
    assert.equal(ranges.length, 2, plan);
  });
});
