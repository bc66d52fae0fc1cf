// The counts of a text search as the list page asks them (its total and its two tabs' counts) come from the search
// documents, which carry their issue's project and state (migration 0037, domain/textCounts.ts), the tabs' in one
// pass. After issues are closed and reopened through the API, and moved to another project and closed in bulk by
// raw SQL, each count is what a count(*) made through the issues counts, for a common word, a rare one, a phrase,
// a negation, a number and a search with `is:open`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { issueListVariables } from '../../src/shared/firstQueries.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

const SLUG = 'web';
const COUNTS = `query($slug: String!, $query: String!, $openQuery: String!, $closedQuery: String!) { project(slug: $slug) {
  issues(first: 5, query: $query) { totalCount edges { node { number } } }
  openIssues: issues(query: $openQuery) { totalCount }
  closedIssues: issues(query: $closedQuery) { totalCount } } }`;

for (const backend of backends) {
  describe(`counts of text searches on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let projectId = 0;
    const searches: string[] = [];

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      const db = server.database.db;
      ({ id: projectId } = await db.selectFrom('projects').select('id').where('slug', '=', SLUG).executeTakeFirstOrThrow());
      // The project's most common word and one of its rarest, as its documents hold them.
      const { rows } = await sql<{ word: string }>`select word from ts_stat(${`select document from issue_search s join issues i
        on i.id = s.issue_id where i.project_id = ${projectId}`}) where length(word) > 3 order by ndoc desc, word`.execute(db);
      const common = rows[0]?.word;
      const rare = rows.at(-1)?.word;
      assert.ok(common && rare);
      searches.push(
        common,
        rare,
        `${common} -${rare}`,
        `"${common} ${rare}"`,
        `${common} ${rare}`,
        `is:open ${common}`,
        '7',
        'zebraquagga',
      );
    });
    after(() => server.close());

    /** The counts the list page shows for a search, and the same counted through the issues. */
    async function counts(query: string) {
      const answer = await member.graphql(COUNTS, { slug: SLUG, ...issueListVariables(query) });
      assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
      const project = (answer.body.data as { project: Record<string, { totalCount: number }> }).project;
      const shown = [project['issues'], project['openIssues'], project['closedIssues']].map((list) => list?.totalCount);
      const words = query.replace(/^is:open /, '');
      const inState = (state: string | null) =>
        sql<{ count: number }>`select count(*)::int as count from issues i where i.project_id = ${projectId}
          and (${state}::text is null or i.state = ${state}) and (exists (select 1 from issue_search s where s.issue_id = i.id
          and s.document @@ websearch_to_tsquery('english', ${words})) or (${/^\d+$/.test(words)} and i.number::text = ${words}))`
          .execute(server.database.db)
          .then(({ rows }) => rows[0]?.count);
      const open = await inState('OPEN');
      const closed = await inState('CLOSED');
      const total = query.startsWith('is:open') ? open : await inState(null);
      return { query, shown, counted: [total, open, closed] };
    }

    async function checkAll() {
      for (const query of searches) {
        const { shown, counted } = await counts(query);
        assert.deepEqual(shown, counted, query);
      }
    }

    test('as the issues count them', checkAll);

    test('the tabs’ counts in one pass over the documents, with `is:open` too', async () => {
      for (const query of [searches[0] ?? '', `is:open ${searches[0] ?? ''}`]) {
        const recording = server.database.statements.record();
        await counts(query);
        recording.stop();
        const [statement] = recording.statements.filter((sent) => sent.sql.includes('list_rows_'));
        assert.equal(statement?.sql.match(/ as "list_open_closed_\d+"/g)?.length, 1, statement?.sql);
        assert.equal(statement?.sql.match(/ as "list_count_\d+"/g), null, statement?.sql);
      }
    });

    test('after issues are closed and reopened through the API', async () => {
      const db = server.database.db;
      const ids = await db.selectFrom('issues').select('id').where('project_id', '=', projectId).orderBy('id').limit(12).execute();
      const issueIds = ids.map(({ id }) => toGlobalId('Issue', id));
      await mutate(member, 'closeIssues', { issueIds: issueIds.slice(0, 8) });
      await mutate(member, 'reopenIssues', { issueIds: issueIds.slice(4, 12) });
      await checkAll();
    });

    test('after raw SQL moves issues to another project and closes many at once', async () => {
      const db = server.database.db;
      await sql`update issues set project_id = (select id from projects where slug <> ${SLUG} order by id limit 1),
        number = number + 100000 where id in (select id from issues where project_id = ${projectId} order by id desc limit 5)`.execute(db);
      await sql`update issues set state = 'CLOSED' where project_id = ${projectId} and number % 3 = 0`.execute(db);
      await checkAll();
    });
  });
}
