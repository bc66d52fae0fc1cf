// "My issues" (Query.myIssues) over real HTTP: a fresh member's issues across projects made through the API,
// so every expected answer is known. Exactly the issues assigned to (or opened by) the viewer, only in projects
// they can see (a private project they left, an archived one unless asked), the search language across
// projects (label: by name in each issue's own project), and keyset paging without gaps or repeats.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';

const MY_ISSUES = `query($relation: MyIssuesRelation, $query: String, $first: Int, $after: String) {
  myIssues(relation: $relation, query: $query, first: $first, after: $after) {
    totalCount queryErrors { message code } pageInfo { hasNextPage endCursor } edges { node { title project { slug } } } } }`;

interface Answer {
  myIssues: {
    totalCount: number;
    queryErrors: { message: string; code: string }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { title: string; project: { slug: string } } }[];
  };
}

for (const backend of backends) {
  describe(`my issues on ${backend}`, () => {
    let server: TestServer;
    let mia: Session;
    let outsider: Session;

    const gql = async (session: Session, query: string, variables: Record<string, unknown> = {}) => {
      const { body } = await session.graphql(query, variables);
      const payload = Object.values(body.data ?? {})[0] as { errors?: unknown[] } | undefined;
      assert.deepEqual(payload?.errors ?? body.errors ?? [], [], JSON.stringify(body));
      return body.data;
    };
    /** The titles mia's search lists, in order, from one page of 100; the count must agree. */
    const titles = async (query: string, relation: 'ASSIGNED' | 'CREATED' = 'ASSIGNED', session: Session = mia) => {
      const { body } = await session.graphql(MY_ISSUES, { query, relation, first: 100 });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const { myIssues } = body.data as Answer;
      assert.deepEqual(myIssues.queryErrors, [], `${query}: ${JSON.stringify(myIssues.queryErrors)}`);
      assert.equal(myIssues.totalCount, myIssues.edges.length, `${query}: totalCount`);
      return myIssues.edges.map((e) => e.node.title);
    };

    before(async () => {
      server = await startTestServer(backend);
      const created = await server.createAccount('mia', 'MEMBER');
      mia = created;
      outsider = await server.createAccount('otto', 'MEMBER');
      const miaId = (await gql(mia, '{ viewer { id } }')).viewer.id;
      const project = async (slug: string, visibility: 'PUBLIC' | 'PRIVATE') =>
        (
          await gql(server, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } errors { code } } }', {
            input: { slug, name: slug, visibility },
          })
        ).createProject.project.id as string;
      const label = async (projectId: string, name: string) =>
        (
          await gql(server, 'mutation($input: CreateLabelInput!) { createLabel(input: $input) { label { id } errors { code } } }', {
            input: { projectId, name, color: 'aabbcc' },
          })
        ).createLabel.label.id as string;
      const issue = async (session: Session, projectId: string, title: string, body = '') =>
        (
          await gql(session, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } errors { code } } }', {
            input: { projectId, title, body },
          })
        ).createIssue.issue.id as string;
      const assign = (issueIds: string[]) =>
        gql(server, 'mutation($input: IssueAssigneesInput!) { addAssigneesToIssues(input: $input) { errors { code } } }', {
          input: { issueIds, userIds: [miaId] },
        });
      const member = (projectId: string, add: boolean) =>
        gql(
          server,
          `mutation($input: ProjectMemberInput!) { ${add ? 'addProjectMember' : 'removeProjectMember'}(input: $input) { errors { code } } }`,
          { input: { projectId, userId: miaId } },
        );

      const alpha = await project('alpha', 'PUBLIC');
      const beta = await project('beta', 'PUBLIC');
      const secret = await project('secret', 'PRIVATE');
      const left = await project('left', 'PRIVATE');
      const old = await project('old', 'PUBLIC');
      const alphaBug = await label(alpha, 'bug');
      const betaBug = await label(beta, 'Bug');
      const betaDocs = await label(beta, 'docs');
      await member(secret, true);
      await member(left, true);

      const a1 = await issue(server, alpha, 'Alpha crash on save', 'The editor crashes.');
      const a2 = await issue(mia, alpha, 'Alpha dark theme');
      await issue(server, alpha, 'Alpha not mine');
      const b1 = await issue(mia, beta, 'Beta slow search');
      const b2 = await issue(server, beta, 'Beta typo in docs');
      const s1 = await issue(server, secret, 'Secret launch plan');
      const l1 = await issue(server, left, 'Left behind');
      const o1 = await issue(server, old, 'Old and archived');
      for (const id of [a1, a2, b1, b2, s1, l1, o1]) await assign([id]);
      await gql(server, 'mutation($input: IssueLabelsInput!) { addLabelsToIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [a1], labelIds: [alphaBug] },
      });
      await gql(server, 'mutation($input: IssueLabelsInput!) { addLabelsToIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [b1, b2], labelIds: [betaBug] },
      });
      await gql(server, 'mutation($input: IssueLabelsInput!) { addLabelsToIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [b2], labelIds: [betaDocs] },
      });
      await gql(server, 'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors { code } } }', {
        input: { issueId: b1, priority: 'URGENT' },
      });
      await gql(server, 'mutation($input: CloseIssuesInput!) { closeIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [a2] },
      });
      // Mia stays assigned to "Left behind", but no longer sees its private project.
      await member(left, false);
      await gql(server, 'mutation($input: ProjectArchiveInput!) { archiveProject(input: $input) { errors { code } } }', {
        input: { projectId: old },
      });
    });
    after(() => server.close());

    test('lists exactly the issues assigned to me, newest first, across the projects I can see', async () => {
      assert.deepEqual(await titles(''), [
        'Secret launch plan',
        'Beta typo in docs',
        'Beta slow search',
        'Alpha dark theme',
        'Alpha crash on save',
      ]);
    });

    test('never an issue of a private project I cannot see, nor of an archived one unless asked', async () => {
      const all = await titles('');
      assert.ok(!all.includes('Left behind'));
      assert.ok(!all.includes('Old and archived'));
      assert.deepEqual(await titles('is:archived'), ['Old and archived']);
    });

    test('the created tab lists the issues I opened', async () => {
      assert.deepEqual(await titles('', 'CREATED'), ['Beta slow search', 'Alpha dark theme']);
      assert.deepEqual(await titles('is:open', 'CREATED'), ['Beta slow search']);
    });

    test('someone else sees their own issues, not mine', async () => {
      assert.deepEqual(await titles('', 'ASSIGNED', outsider), []);
    });

    const cases: [string, string[]][] = [
      ['is:open', ['Secret launch plan', 'Beta typo in docs', 'Beta slow search', 'Alpha crash on save']],
      ['is:closed', ['Alpha dark theme']],
      // Labels are per project: label:bug matches "bug" in alpha and "Bug" in beta, each issue's own.
      ['label:bug', ['Beta typo in docs', 'Beta slow search', 'Alpha crash on save']],
      ['label:bug label:docs', ['Beta typo in docs']],
      // Either label, each matched in the issue's own project.
      ['label:docs,bug is:open', ['Beta typo in docs', 'Beta slow search', 'Alpha crash on save']],
      ['-label:bug', ['Secret launch plan', 'Alpha dark theme']],
      ['no:label', ['Secret launch plan', 'Alpha dark theme']],
      ['author:@me', ['Beta slow search', 'Alpha dark theme']],
      ['author:mia is:open', ['Beta slow search']],
      ['assignee:@me', ['Secret launch plan', 'Beta typo in docs', 'Beta slow search', 'Alpha dark theme', 'Alpha crash on save']],
      ['priority:urgent', ['Beta slow search']],
      ['crashes', ['Alpha crash on save']],
      ['sort:created-asc', ['Alpha crash on save', 'Alpha dark theme', 'Beta slow search', 'Beta typo in docs', 'Secret launch plan']],
      ['sort:priority is:open', ['Beta slow search', 'Secret launch plan', 'Beta typo in docs', 'Alpha crash on save']],
    ];
    for (const [query, expected] of cases) {
      test(`"${query}" → ${expected.length} issues`, async () => {
        assert.deepEqual(await titles(query), expected);
      });
    }

    test('a search that cannot be run says why and lists nothing', async () => {
      const { body } = await mia.graphql(MY_ISSUES, { query: 'is:pending' });
      const { myIssues } = body.data as Answer;
      assert.deepEqual(myIssues.edges, []);
      assert.match(myIssues.queryErrors[0]?.message ?? '', /"is:pending" is not supported/);
    });

    for (const query of ['', 'sort:updated-desc', 'sort:priority', 'sort:comments-asc', 'sort:created-asc']) {
      test(`paging one at a time through "${query}" has no gaps or repeats`, async () => {
        const all = await titles(query);
        const paged: string[] = [];
        let cursor: string | null = null;
        for (let i = 0; i < 20; i += 1) {
          const { body } = await mia.graphql(MY_ISSUES, { query, first: 1, after: cursor });
          const { myIssues } = body.data as Answer;
          paged.push(...myIssues.edges.map((e) => e.node.title));
          if (!myIssues.pageInfo.hasNextPage) break;
          cursor = myIssues.pageInfo.endCursor;
        }
        assert.deepEqual(paged, all);
      });
    }

    test('at most 100 per page, and a cursor of another list is refused', async () => {
      const tooMany = await mia.graphql(MY_ISSUES, { first: 101 });
      assert.equal(tooMany.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      const projectCursor = (await gql(mia, '{ project(slug: "alpha") { issues(first: 1) { pageInfo { endCursor } } } }')).project.issues
        .pageInfo.endCursor;
      const foreign = await mia.graphql(MY_ISSUES, { query: 'sort:updated-desc', after: projectCursor });
      assert.equal(foreign.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    });

    test('signed out, the list is refused', async () => {
      const { status } = await server.anonymous.graphql(MY_ISSUES);
      assert.equal(status, 401);
    });

    test('a page costs the same few statements for 1 or 100 issues', async () => {
      const query = `query($first: Int) { myIssues(first: $first, query: "sort:updated-desc") { totalCount edges { node {
        number title priority project { slug } labels { name } assignees { login } comments { totalCount } } } } }`;
      const counts: number[] = [];
      for (const first of [1, 100]) {
        const start = server.database.statements.count;
        const { body } = await mia.graphql(query, { first });
        assert.equal(body.errors, undefined);
        counts.push(server.database.statements.count - start);
      }
      assert.equal(counts[0], counts[1]);
    });
  });
}
