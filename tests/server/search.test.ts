// The search language over real HTTP, on a project whose issues are made through the API so every expected
// answer is known: each qualifier, combinations, sorts with keyset paging, full text, and bad syntax.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';

const LIST = `query($query: String, $first: Int, $after: String) { project(slug: "lab") { issues(first: $first, after: $after, query: $query) {
  totalCount queryErrors { field message code } pageInfo { hasNextPage endCursor } edges { node { number } } } } }`;

for (const backend of backends) {
  describe(`search on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    const numbers = async (query: string, first = 100) => {
      const { body } = await server.graphql(LIST, { query, first });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const { issues } = body.data.project;
      assert.deepEqual(issues.queryErrors, [], `${query}: ${JSON.stringify(issues.queryErrors)}`);
      assert.equal(issues.totalCount, issues.edges.length, `${query}: totalCount`);
      return issues.edges.map((e: { node: { number: number } }) => e.node.number);
    };

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      const gql = async (session: Session, query: string, variables: Record<string, unknown>) => {
        const { body } = await session.graphql(query, variables);
        const payload = Object.values(body.data ?? {})[0] as { errors?: unknown[] } | undefined;
        assert.deepEqual(payload?.errors ?? body.errors ?? [], [], JSON.stringify(body));
        return body.data;
      };
      const projectId = (
        await gql(server, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } errors { code } } }', {
          input: { slug: 'lab', name: 'Lab' },
        })
      ).createProject.project.id;
      const label: Record<string, string> = {};
      for (const name of ['bug', 'feature', 'docs', 'wontfix', 'performance']) {
        label[name] = (
          await gql(server, 'mutation($input: CreateLabelInput!) { createLabel(input: $input) { label { id } errors { code } } }', {
            input: { projectId, name, color: 'aabbcc' },
          })
        ).createLabel.label.id;
      }
      const people = (await gql(server, '{ users(first: 100) { edges { node { id login } } } }', {})).users.edges;
      const user = (login: string) => people.find((e: { node: { login: string } }) => e.node.login === login).node.id;
      const create = async (session: Session, title: string, body: string) =>
        (
          await gql(session, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } errors { code } } }', {
            input: { projectId, title, body },
          })
        ).createIssue.issue.id;
      const i1 = await create(server, 'Crash when saving', 'The editor crashes on every save.');
      const i2 = await create(server, 'Add a dark theme', 'People ask for a dark theme.');
      const i3 = await create(member, 'Docs typo', 'A typo in the guide.');
      const i4 = await create(server, 'Slow search', 'Searching takes seconds.');
      await create(server, 'Plain', 'Nothing special.');
      const labels = (issueIds: string[], names: string[]) =>
        gql(server, 'mutation($input: IssueLabelsInput!) { addLabelsToIssues(input: $input) { errors { code } } }', {
          input: { issueIds, labelIds: names.map((n) => label[n]) },
        });
      await labels([i1, i4], ['bug']);
      await labels([i2], ['feature']);
      await labels([i3], ['docs', 'wontfix']);
      await labels([i4], ['performance']);
      await gql(server, 'mutation($input: IssueAssigneesInput!) { addAssigneesToIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [i1], userIds: [user('admin')] },
      });
      await gql(server, 'mutation($input: IssueAssigneesInput!) { addAssigneesToIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [i2], userIds: [user('member')] },
      });
      for (const [id, priority] of [
        [i1, 'HIGH'],
        [i2, 'LOW'],
        [i4, 'URGENT'],
      ]) {
        await gql(server, 'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors { code } } }', {
          input: { issueId: id, priority },
        });
      }
      await gql(server, 'mutation($input: CloseIssuesInput!) { closeIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [i2] },
      });
      await gql(server, 'mutation($input: AddCommentInput!) { addComment(input: $input) { errors { code } } }', {
        input: { issueId: i4, body: 'Profiling shows an elephant of a query.' },
      });
    });
    after(() => server.close());

    const cases: [string, number[]][] = [
      ['', [5, 4, 3, 2, 1]],
      ['is:open', [5, 4, 3, 1]],
      ['is:closed', [2]],
      ['label:bug', [4, 1]],
      ['label:BUG', [4, 1]],
      ['label:bug label:performance', [4]],
      ['-label:wontfix', [5, 4, 2, 1]],
      ['label:docs -label:wontfix', []],
      ['no:label', [5]],
      ['assignee:@me', [1]],
      ['assignee:member', [2]],
      ['-assignee:member', [5, 4, 3, 1]],
      ['no:assignee', [5, 4, 3]],
      ['author:member', [3]],
      ['author:@me', [5, 4, 2, 1]],
      ['priority:high', [1]],
      ['priority:urgent', [4]],
      ['priority:none', [5, 3]],
      ['crash', [1]],
      ['crashes saving', [1]],
      ['elephant', [4]],
      ['"dark theme"', [2]],
      ['nothingmatchesthis', []],
      ['is:open label:bug priority:high crash', [1]],
      ['is:open -label:wontfix no:assignee', [5, 4]],
      ['sort:created-asc', [1, 2, 3, 4, 5]],
      ['sort:priority', [4, 1, 2, 5, 3]],
      // Ties (#3 and #5 have no priority) go newest first in either direction.
      ['sort:priority-asc', [5, 3, 2, 1, 4]],
      ['sort:comments-desc', [4, 5, 3, 2, 1]],
      // #3 was labelled after #5 was created; #1 and #2 changed later; #4's comment came last.
      ['sort:updated-desc', [4, 2, 1, 3, 5]],
      ['sort:updated-asc', [5, 3, 1, 2, 4]],
      ['is:open sort:priority', [4, 1, 5, 3]],
    ];
    for (const [query, expected] of cases) {
      test(`"${query}" → ${expected.length ? expected.map((n) => `#${n}`).join(' ') : 'nothing'}`, async () => {
        assert.deepEqual(await numbers(query), expected);
      });
    }

    for (const query of ['sort:priority', 'sort:updated-desc', 'sort:comments-asc', 'sort:created-asc', '']) {
      test(`paging two at a time through "${query}" gives the same order as one page`, async () => {
        const all = await numbers(query);
        const paged: number[] = [];
        let after: string | null = null;
        for (let i = 0; i < 10; i += 1) {
          const { body } = await server.graphql(LIST, { query, first: 2, after });
          const { issues } = body.data.project;
          paged.push(...issues.edges.map((e: { node: { number: number } }) => e.node.number));
          if (!issues.pageInfo.hasNextPage) break;
          after = issues.pageInfo.endCursor;
        }
        assert.deepEqual(paged, all);
      });
    }

    for (const [query, message] of [
      ['is:pending', /"is:pending" is not supported; use is:open, is:closed, is:archived, is:blocked or is:blocking/],
      ['foo:bar', /Unknown qualifier "foo:"/],
      ['label:"unclosed', /quotation mark is not closed/],
      ['sort:sideways', /"sort:sideways" is not a sort/],
      ['priority:meh', /"priority:meh" is not a priority/],
      ['no:milestone', /"no:milestone" is not supported/],
      ['-is:open', /only -label: and -assignee: can exclude/],
      ['is:open is:closed', /both open and closed/],
      ['label:', /"label:" needs a value/],
      ['x'.repeat(501), /at most 500 characters/],
    ] as const) {
      test(`bad syntax "${query.slice(0, 20)}" is explained, not an empty page`, async () => {
        const { status, body } = await server.graphql(LIST, { query, first: 10 });
        assert.equal(status, 200);
        const { issues } = body.data.project;
        assert.deepEqual(issues.edges, []);
        assert.match(issues.queryErrors[0].message, message);
        assert.ok(['INVALID', 'TOO_LONG'].includes(issues.queryErrors[0].code));
      });
    }

    test('search follows changes at once: a new comment is searchable', async () => {
      const { body } = await server.graphql('{ project(slug: "lab") { issue(number: 3) { id } } }');
      await member.graphql('mutation($input: AddCommentInput!) { addComment(input: $input) { errors { code } } }', {
        input: { issueId: body.data.project.issue.id, body: 'A zebra crossed the docs.' },
      });
      assert.deepEqual(await numbers('zebra'), [3]);
    });

    test('a filtered, sorted list costs the same few statements for 10 or 100 issues', async () => {
      const query = `query($first: Int) { project(slug: "web") { issues(first: $first, query: "is:open -label:wontfix sort:updated-desc") { totalCount edges { node {
        number title priority labels { name } assignees { login } author { login } comments { totalCount } } } } } }`;
      const counts: number[] = [];
      for (const first of [10, 100]) {
        const start = server.database.statements.count;
        const { body } = await server.graphql(query, { first });
        assert.equal(body.errors, undefined);
        assert.ok(body.data.project.issues.edges.length > 5);
        counts.push(server.database.statements.count - start);
      }
      assert.equal(counts[0], counts[1]);
      assert.ok((counts[1] ?? Infinity) <= 9, `statements: ${counts.join(', ')}`);
    });
  });
}
