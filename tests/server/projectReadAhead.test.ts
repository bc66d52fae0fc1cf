// `project(slug)` reads the issue lists and the issue (with its timeline's page) that the query asks of it in its
// own statement (graphql/projectReadAhead.ts, issue 14), and so does `node(id)` given a project's id (the list's
// next pages and refetches: IssueListPaginationQuery). Each list is asked three ways: through `project(slug)` and
// `node(id)`, which look ahead, and through `nodes(ids: [id])`, which does not (the reference); the answers must be
// the same, for orders, filters, cursors, fragments, @skip and @include, and for the errors of a bad cursor, page
// size or search; and each looking-ahead field sends one statement for the project and all it read ahead, with
// graphql-jit and with graphql-js (they hand resolvers their `info` differently). An issue is asked through
// `project(slug) { issue(number) }`, which looks ahead, and by its own id through `node(id)`, which does not.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sessionCacheOf } from '../../src/server/db/sessionCache.ts';
import { hashToken, SESSION_COOKIE } from '../../src/server/domain/sessions.ts';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';

const LISTED = `
  fragment Listed on IssueConnection {
    totalCount
    queryErrors { message }
    edges { cursor node { id number title state updatedAt priority comments { totalCount } labels { name } assignees { login } author { login } } }
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
  }
  fragment Lists on Project {
    name
    issues(first: $first, after: $after, query: $query, state: $state) { ...Listed }
    counted: issues(query: $query) { totalCount @skip(if: $skipCount) }
    closed: issues(state: CLOSED, first: 2) @include(if: $withClosed) { totalCount edges { node { number } } }
    ... on Project { again: issues(first: $first, query: $query) { pageInfo { hasNextPage } } }
  }`;
const VARIABLES = '$first: Int, $after: String, $query: String, $state: IssueState, $skipCount: Boolean!, $withClosed: Boolean!';
/** Asked through `project(slug)`, which looks ahead. */
const BY_SLUG = `query ($slug: String!, ${VARIABLES}) { project(slug: $slug) { ...Lists } } ${LISTED}`;
/** The same through `node(id)`, which looks ahead too; its fragments on other types must not count. */
const BY_NODE = `query ($id: ID!, ${VARIABLES}) {
  node(id: $id) { ...Lists ... on Issue { title } ...Elsewhere ... on Node { ... on Project { alsoCounted: issues(query: "is:closed") { totalCount } } } }
} ${LISTED}
  fragment Elsewhere on Label { name }`;
/** The same through `nodes(ids: [id])`, which does not look ahead: the reference. */
const BY_NODES = `query ($id: ID!, ${VARIABLES}) {
  nodes(ids: [$id]) { ...Lists ... on Project { alsoCounted: issues(query: "is:closed") { totalCount } } }
} ${LISTED}`;

interface ListVariables {
  readonly first: number;
  readonly after: string | null;
  readonly query: string;
  readonly state: 'OPEN' | 'CLOSED' | null;
  readonly skipCount: boolean;
  readonly withClosed: boolean;
}
/** An issue as its page shows it, with a page of its timeline. */
const ISSUE = `
  fragment Shown on Issue {
    id number title body state createdAt updatedAt priority viewerCanUpdate
    author { login } labels { name } assignees { login } attachments { filename }
    project { slug labels { name } assignableUsers { login } }
    timeline(first: $first, after: $after) @skip(if: $skipTimeline) {
      totalCount
      edges { cursor node { __typename ... on Comment { id body author { login } attachments { filename } } ... on IssueEvent { id kind actor { login } label { name } } ... on IssueMention { id actor { login } } } }
      pageInfo { endCursor hasNextPage }
    }
  }`;
const ISSUE_VARIABLES = '$first: Int, $after: String, $skipTimeline: Boolean!';
const ISSUE_BY_SLUG = `query ($slug: String!, $number: Int!, ${ISSUE_VARIABLES}) { project(slug: $slug) { name issue(number: $number) { ...Shown } } } ${ISSUE}`;
const ISSUE_BY_NODE = `query ($id: ID!, ${ISSUE_VARIABLES}) { node(id: $id) { ...Shown } } ${ISSUE}`;

const DEFAULTS: ListVariables = { first: 25, after: null, query: 'is:open', state: null, skipCount: false, withClosed: true };
const CASES: Record<string, Partial<ListVariables>> = {
  'the default order': {},
  'a small page': { first: 2 },
  'no rows': { first: 0 },
  'a state argument besides the search': { query: 'label:bug', state: 'CLOSED' },
  'a state argument the search contradicts': { query: 'is:open', state: 'CLOSED' },
  'oldest first': { query: 'sort:created-asc' },
  'recently updated': { query: 'is:open sort:updated-desc', first: 3 },
  'least recently updated': { query: 'sort:updated-asc' },
  'most commented': { query: 'sort:comments-desc', first: 4 },
  'by priority': { query: 'sort:priority-asc', first: 4 },
  'labels and an assignee (the links page)': { query: 'label:bug assignee:ada' },
  'an excluded label and text': { query: '-label:wontfix page' },
  'no assignee': { query: 'no:assignee is:open' },
  'every issue, no search': { query: '' },
  'counts skipped, closed left out': { skipCount: true, withClosed: false },
  'a search that cannot be understood': { query: 'is:nonsense' },
};
/** Lists the look-ahead leaves to their resolvers, which report the error (the other lists are still read ahead). */
const REFUSED: typeof CASES = {
  'a cursor that is not one': { after: 'not-a-cursor' },
  'a page size beyond 100': { first: 101 },
};

for (const backend of backends) {
  for (const compiledQueries of [true, false]) {
    describe(`issue lists and issues read with their project (${backend}, graphql-${compiledQueries ? 'jit' : 'js'})`, () => {
      let server: TestServer;
      let admin: Session;
      let webId: string;
      before(async () => {
        server = await startTestServer(backend, { compiledQueries });
        admin = await server.signIn('admin@triage.test');
        // The session in the process's cache, so the statements counted below are the page's own.
        const tokenHash = hashToken(admin.cookie.slice(`${SESSION_COOKIE}=`.length));
        for (let tries = 0; !sessionCacheOf(server.database.db)?.find(tokenHash); tries++) {
          assert.ok(tries < 50, 'the session was never kept');
          await admin.graphql('{ viewer { id } }');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        webId = (await admin.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
      });
      after(() => server.close());

      /** The statements one request sends, and its answer. */
      async function recorded(query: string, variables: Record<string, unknown>) {
        const recording = server.database.statements.record();
        const answer = await admin.graphql(query, variables);
        recording.stop();
        return { answer, statements: recording.statements.map((statement) => statement.sql) };
      }

      /** The answer through `project(slug)`, `node(id)` and `nodes(ids)` (the reference), and the statements of each. */
      async function allWaysOf(variables: Record<string, unknown>, slugOfProject: string, idOfProject: string) {
        const slug = await recorded(BY_SLUG, { slug: slugOfProject, ...variables });
        const node = await recorded(BY_NODE, { id: idOfProject, ...variables });
        const nodes = await recorded(BY_NODES, { id: idOfProject, ...variables });
        // The project as `project(slug)` answers it, and the count only the node queries ask.
        const asProject = (found: Record<string, unknown> | null | undefined) => {
          if (!found) return { project: null, alsoCounted: null };
          const { alsoCounted, ...project } = found;
          return { project, alsoCounted };
        };
        const byNode = asProject(node.answer.body.data?.node);
        const byNodes = asProject(nodes.answer.body.data?.nodes[0]);
        assert.deepEqual(byNode.alsoCounted, byNodes.alsoCounted);
        return {
          bySlug: slug.answer,
          byNode: { status: node.answer.status, body: { ...node.answer.body, data: { project: byNode.project } } },
          byNodes: { status: nodes.answer.status, body: { ...nodes.answer.body, data: { project: byNodes.project } } },
          statements: { slug: slug.statements, node: node.statements, nodes: nodes.statements },
        };
      }
      const allWays = (variables: Record<string, unknown>) => allWaysOf(variables, 'web', webId);
      const errorsOf = (body: { errors?: { message: string; extensions?: unknown }[] }) =>
        (body.errors ?? []).map(({ message, extensions }) => ({ message, extensions }));

      test('nodes(ids), the reference, does not look ahead: it sends a statement per read', async () => {
        const { statements } = await allWays({ ...DEFAULTS });
        assert.ok(statements.nodes.length >= 3, `${statements.nodes.length} statements:\n${statements.nodes.join('\n\n')}`);
      });

      for (const search of ['page', 'label:bug assignee:ada']) {
        test(`a search's total beside its open and closed counts (${search}): their sum, not counted again`, async () => {
          const tabs = (field: string) => `query ($id: ID!) { ${field} {
            ... on Project { all: issues(query: "${search}") { totalCount } open: issues(query: "is:open ${search}") { totalCount }
              closed: issues(query: "is:closed ${search}") { totalCount } } } }`;
          const bySlug = await recorded(tabs('project(slug: "web")').replace('($id: ID!) ', ''), {});
          const reference = await recorded(tabs('nodes(ids: [$id])'), { id: webId });
          const { all, open, closed } = bySlug.answer.body.data.project;
          assert.deepEqual(bySlug.answer.body.data.project, reference.answer.body.data.nodes[0]);
          assert.ok(open.totalCount > 0 && closed.totalCount > 0, JSON.stringify(bySlug.answer.body.data));
          assert.equal(all.totalCount, open.totalCount + closed.totalCount);
          // One statement, counting the open and the closed issues only: a text search's in one pass over its
          // documents (domain/textCounts.ts), others one count each.
          const [statement, ...others] = bySlug.statements.filter(
            (sql) => sql.includes('list_count_') || sql.includes('list_open_closed_'),
          );
          assert.equal(others.length, 0, bySlug.statements.join('\n\n'));
          const text = search === 'page';
          assert.equal(statement?.match(/ as "list_count_\d+"/g)?.length ?? 0, text ? 0 : 2, statement);
          assert.equal(statement?.match(/ as "list_open_closed_\d+"/g)?.length ?? 0, text ? 1 : 0, statement);
        });
      }

      for (const [name, variables] of Object.entries({ ...CASES, ...REFUSED })) {
        test(`${name}: the same answer as without looking ahead${name in REFUSED ? '' : ', in one statement'}`, async () => {
          const { bySlug, byNode, byNodes, statements } = await allWays({ ...DEFAULTS, ...variables });
          for (const [way, sent] of Object.entries({ slug: statements.slug, node: statements.node }))
            if (!(name in REFUSED)) assert.equal(sent.length, 1, `${way}: ${sent.length} statements:\n${sent.join('\n\n')}`);
          for (const answer of [bySlug, byNode]) {
            assert.equal(answer.status, byNodes.status);
            assert.deepEqual(answer.body.data?.project ?? null, byNodes.body.data?.project ?? null);
            assert.deepEqual(errorsOf(answer.body), errorsOf(byNodes.body));
          }
        });
      }

      /** The issue through `project(slug)` and through `node(id)`, and the statements of the first. */
      async function issueBothWays(number: number, variables: Record<string, unknown>) {
        const recording = server.database.statements.record();
        const bySlug = await admin.graphql(ISSUE_BY_SLUG, { slug: 'web', number, ...variables });
        recording.stop();
        const id = bySlug.body.data?.project?.issue?.id;
        const byNode = id ? await admin.graphql(ISSUE_BY_NODE, { id, ...variables }) : null;
        return { bySlug, byNode, statements: recording.statements.map((statement) => statement.sql) };
      }

      const ISSUE_CASES: Record<string, Record<string, unknown>> = {
        'its whole first page': { first: 50 },
        'two entries': { first: 2 },
        'no entries, the count alone': { first: 0 },
        'the timeline skipped': { skipTimeline: true },
      };
      for (const [name, variables] of Object.entries(ISSUE_CASES)) {
        test(`the issue page, ${name}: the same answer as without looking ahead, in one statement`, async () => {
          const { bySlug, byNode, statements } = await issueBothWays(12, { skipTimeline: false, ...variables });
          assert.equal(bySlug.body.errors, undefined, JSON.stringify(bySlug.body.errors));
          const { name: projectName, issue } = bySlug.body.data.project;
          assert.equal(typeof projectName, 'string');
          assert.deepEqual(issue, byNode?.body.data.node);
          // No entries asked: the count is a statement of its own (as before looking ahead).
          assert.equal(statements.length, variables['first'] === 0 ? 2 : 1, `${statements.length} statements:\n${statements.join('\n\n')}`);
        });
      }

      test("the issue page's next timeline page by its cursor: the same answer", async () => {
        const first = await issueBothWays(12, { skipTimeline: false, first: 2 });
        const cursor = first.bySlug.body.data.project.issue.timeline.pageInfo.endCursor;
        const second = await issueBothWays(12, { skipTimeline: false, first: 2, after: cursor });
        assert.deepEqual(second.bySlug.body.data.project.issue, second.byNode?.body.data.node);
        assert.equal(second.bySlug.body.data.project.issue.timeline.edges.length, 2);
        assert.notEqual(
          second.bySlug.body.data.project.issue.timeline.edges[0].cursor,
          first.bySlug.body.data.project.issue.timeline.edges[0].cursor,
        );
        assert.equal(second.statements.length, 1, second.statements.join('\n\n'));
      });

      test('an issue that does not exist is null, in one statement; a bad timeline cursor is refused as before', async () => {
        const missing = await issueBothWays(99_999, { skipTimeline: false, first: 5 });
        assert.equal(missing.bySlug.body.data.project.issue, null);
        assert.equal(missing.statements.length, 1, missing.statements.join('\n\n'));
        const refused = await issueBothWays(12, { skipTimeline: false, first: 5, after: 'not-a-cursor' });
        assert.deepEqual(
          refused.bySlug.body.errors?.map((error: { message: string }) => error.message),
          ['`after` is not a valid cursor for this list.'],
        );
      });

      test('the statement built once for a plan answers each project, issue and cursor with its own values', async () => {
        // The same plan (db/compiledOnce.ts) with other values: another project, issue and cursor key.
        for (const slug of ['web', 'api', 'web']) {
          const id = (await admin.graphql('query ($slug: String!) { project(slug: $slug) { id } }', { slug })).body.data.project.id;
          let after: string | null = null;
          for (const page of [1, 2]) {
            const { bySlug, byNode, byNodes } = await allWaysOf({ ...DEFAULTS, first: 3, after }, slug, id);
            assert.equal(bySlug.body.data.project.issues.edges.length, 3, `${slug} page ${page}`);
            assert.deepEqual(bySlug.body.data.project, byNodes.body.data.project, `${slug} page ${page}`);
            assert.deepEqual(byNode.body.data.project, byNodes.body.data.project, `${slug} page ${page}`);
            after = bySlug.body.data.project.issues.pageInfo.endCursor;
          }
        }
        for (const number of [12, 3, 12]) {
          const { bySlug, byNode } = await issueBothWays(number, { skipTimeline: false, first: 3 });
          assert.equal(bySlug.body.data.project.issue.number, number);
          assert.deepEqual(bySlug.body.data.project.issue, byNode?.body.data.node);
        }
      });

      test("a second page by the first one's cursor: the same answer, the page after", async () => {
        const first = await allWays({ ...DEFAULTS, query: 'sort:updated-desc', first: 2 });
        const cursor = first.bySlug.body.data.project.issues.pageInfo.endCursor;
        assert.equal(typeof cursor, 'string');
        const second = await allWays({ ...DEFAULTS, query: 'sort:updated-desc', first: 2, after: cursor });
        assert.deepEqual(second.bySlug.body.data.project, second.byNodes.body.data.project);
        assert.deepEqual(second.byNode.body.data.project, second.byNodes.body.data.project);
        assert.equal(second.statements.slug.length, 1, second.statements.slug.join('\n\n'));
        assert.equal(second.statements.node.length, 1, second.statements.node.join('\n\n'));
        const numbers = (answer: { body: { data: { project: { issues: { edges: { node: { number: number } }[] } } } } }) =>
          answer.body.data.project.issues.edges.map((edge) => edge.node.number);
        assert.equal(numbers(second.bySlug).length, 2);
        assert.equal(numbers(first.bySlug).filter((n) => numbers(second.bySlug).includes(n)).length, 0);
      });
    });
  }
}
