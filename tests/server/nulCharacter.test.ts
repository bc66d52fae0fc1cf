// The NUL character (U+0000) cannot be stored in PostgreSQL text; every input carrying one is a fast 400
// BAD_USER_INPUT naming where it is, never a 500 from the database, and nothing is written.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends, startTestServer, type TestServer } from './harness.ts';

const NUL = '\u0000';

for (const backend of backends) {
  describe(`the NUL character on ${backend}`, () => {
    let server: TestServer;
    let issueId = '';
    before(async () => {
      server = await startTestServer(backend);
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 7) { id } } }')).body.data.project.issue.id;
    });
    after(() => server.close());

    const cases: [string, () => [string, Record<string, unknown>?], RegExp][] = [
      [
        'a search',
        () => ['query($q: String!) { project(slug: "web") { issues(first: 5, query: $q) { totalCount } } }', { q: `bug${NUL}` }],
        /variables\.q/,
      ],
      ['a project slug in a variable', () => ['query($s: String!) { project(slug: $s) { id } }', { s: `web${NUL}` }], /variables\.s/],
      ['a project slug in the query text', () => [`{ project(slug: "web\\u0000") { id } }`], /A string in the query/],
      [
        'a sign-in e-mail',
        () => [
          'mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }',
          { input: { email: `a${NUL}@b.c`, password: 'x'.repeat(12) } },
        ],
        /variables\.input\.email/,
      ],
      [
        'a cursor',
        () => ['query($after: String) { project(slug: "web") { issues(first: 5, after: $after) { totalCount } } }', { after: `W${NUL}` }],
        /variables\.after/,
      ],
      [
        'a comment',
        () => [
          'mutation($input: AddCommentInput!) { addComment(input: $input) { errors { code } } }',
          { input: { issueId, body: `hello${NUL}` } },
        ],
        /variables\.input\.body/,
      ],
    ];
    for (const [what, request, where] of cases) {
      test(`in ${what}: 400 BAD_USER_INPUT naming where, nothing written`, async () => {
        const comments = async () =>
          (await sql<{ n: number }>`select count(*)::int as n from comments`.execute(server.database.db)).rows[0]?.n;
        const before = await comments();
        const [query, variables] = request();
        const response = await server.graphql(query, variables);
        assert.equal(response.status, 400);
        assert.equal(response.body.errors[0].extensions.code, 'BAD_USER_INPUT');
        assert.match(response.body.errors[0].message, where);
        assert.match(response.body.errors[0].message, /NUL character/);
        assert.equal(await comments(), before);
      });
    }
  });
}
