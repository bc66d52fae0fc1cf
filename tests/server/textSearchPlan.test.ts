// The page of a text search on a big project, on PostgreSQL (issue 14): the words are in the statement's text
// (domain/issueFilterConditions.ts), so PostgreSQL plans each search knowing how many documents its words match, and the
// named statement's generic plan, which it may keep after its five first runs, knows them too. A common word's page walks the project's issues newest
// first and stops after its rows; a rare word's page reads the word's documents from the GIN index. With the words
// as a parameter, the generic plan guessed the same share for every word and read every document of a common one
// (30 000 on the 100 000-issue benchmark project) to sort them for a page of 25. The statement the server sends is
// prepared and its generic plan EXPLAINed, on a project of 20 000 issues, and its
// page checked against the same search written plainly.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { postgresAvailable, startTestServer, type Session, type TestServer } from './harness.ts';

const ISSUES = 20_000;
const PAGE = `query ($query: String) { project(slug: "wordy") { issues(first: 25, query: $query) { totalCount edges { node { number } } } } }`;

describe('the page of a text search on a big project (PostgreSQL)', { skip: !postgresAvailable && 'no PostgreSQL' }, () => {
  let server: TestServer;
  let admin: Session;
  before(async () => {
    server = await startTestServer('postgres');
    admin = await server.signIn('admin@triage.test');
    const db = server.database.db;
    // `fail` in 30 % of the issues, `checksum` in 0.5 % (100), `kangaroo` in none.
    await sql`insert into projects (slug, name, description, next_issue_number) values ('wordy', 'Wordy', '', ${ISSUES + 1})`.execute(db);
    await sql`insert into issues (project_id, number, title, body, state, author_id, created_at, updated_at)
      select p.id, n, 'Issue ' || n, case when n % 10 < 3 then 'the upload fail' else 'the upload works' end
        || case when n % 200 = 7 then ' checksum' else '' end, case when n % 3 = 0 then 'CLOSED' else 'OPEN' end, u.id,
        timestamp '2020-01-01' + n * interval '1 hour', timestamp '2020-01-01' + n * interval '1 hour'
      from projects p, users u, generate_series(1, ${ISSUES}) as n where p.slug = 'wordy' and u.login = 'admin'`.execute(db);
    await sql`insert into issue_search (issue_id, document)
      select i.id, setweight(to_tsvector('english', i.title), 'A') || setweight(to_tsvector('english', i.body), 'B')
      from issues i join projects p on p.id = i.project_id and p.slug = 'wordy'`.execute(db);
    await sql`vacuum analyze`.execute(db);
  });
  after(() => server.close());

  /**
   * The list's statement that the server sends for `query`, prepared and EXPLAINed with the plan PostgreSQL may keep
   * for a named statement after five runs, its generic plan (forced here: on 20 000 issues PostgreSQL keeps
   * planning anew for a while longer), and the answer.
   */
  async function explained(query: string) {
    const recording = server.database.statements.record();
    const answer = await admin.graphql(PAGE, { query });
    recording.stop();
    assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
    const statement = recording.statements.find((sent) => sent.sql.includes('list_rows_'));
    assert.ok(statement, recording.statements.map((sent) => sent.sql).join('\n\n'));
    const values = statement.parameters
      .map((value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`))
      .join(', ');
    const plan = await server.database.db.connection().execute(async (connection) => {
      await sql.raw(`prepare listed as ${statement.sql}`).execute(connection);
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      try {
        const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain execute listed(${values})`).execute(connection);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`reset plan_cache_mode`.execute(connection);
        await sql.raw('deallocate listed').execute(connection);
      }
    });
    return { answer, plan };
  }

  /** The page's 25 numbers and its count are those of the search written plainly. */
  async function answersAsWrittenPlainly(answer: Awaited<ReturnType<typeof explained>>['answer'], word: string) {
    const { rows } = await sql<{ number: number }>`select i.number from issues i join projects p on p.id = i.project_id and p.slug = 'wordy'
      where i.body like ${`% ${word}%`} order by i.number desc`.execute(server.database.db);
    const numbers = rows.map((row) => row.number);
    const { totalCount, edges } = answer.body.data.project.issues;
    assert.ok(numbers.length > 25, `${numbers.length} issues match`);
    assert.equal(totalCount, numbers.length);
    assert.deepEqual(
      edges.map((edge: { node: { number: number } }) => edge.node.number),
      numbers.slice(0, 25),
    );
  }

  /** The page's part of the plan: its CTE (`p`), up to the statement's next part. */
  const pageOf = (plan: string) => plan.slice(plan.indexOf('CTE p'), plan.indexOf('InitPlan', plan.indexOf('CTE p')));

  test('walks the project’s issues newest first for a common word, not every document of the word', async () => {
    const { answer, plan } = await explained('fail');
    const page = pageOf(plan);
    assert.match(page, /Index Scan Backward using issues_project_number on issues/, plan);
    assert.doesNotMatch(page, /Bitmap Index Scan on issue_search_document/, plan);
    assert.doesNotMatch(plan, /Seq Scan on (issues|issue_search)\b/, plan);
    await answersAsWrittenPlainly(answer, 'fail');
  });

  test('reads a rare word’s documents from the index, not the project’s issues one by one', async () => {
    const { answer, plan } = await explained('checksum');
    const page = pageOf(plan);
    assert.match(page, /Bitmap Index Scan on issue_search_document/, plan);
    assert.doesNotMatch(page, /Index Scan( Backward)? using issues_project_number on issues/, plan);
    assert.doesNotMatch(plan, /Seq Scan on (issues|issue_search)\b/, plan);
    await answersAsWrittenPlainly(answer, 'checksum');
  });

  test('a word in no issue reads nothing of the project', async () => {
    const { answer, plan } = await explained('kangaroo');
    assert.doesNotMatch(plan, /Index Scan( Backward)? using issues_project_number on issues/, plan);
    assert.doesNotMatch(plan, /Seq Scan on (issues|issue_search)\b/, plan);
    assert.equal(answer.body.data.project.issues.totalCount, 0);
  });
});
