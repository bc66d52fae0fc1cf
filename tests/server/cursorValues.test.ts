// A cursor is the server's, but the client sends it back: one of the right shape whose values PostgreSQL cannot
// take where the list compares them (a number past int32, a time that is not one, a NUL inside its text) was a
// 500 from the database (issue 19). Each list's cursor decoder refuses them as BAD_USER_INPUT naming `after`,
// before any SQL, on PGlite and on PostgreSQL; a cursor of good values of the same shape is still served.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type TestServer } from './harness.ts';

type Part = 'int' | 'string' | 'time';

/** Every list that takes `after`, with what its cursor holds (the shapes in src/server/domain). */
const LISTS: readonly { readonly name: string; readonly query: string; readonly shape: readonly Part[] }[] = [
  { name: 'projects', query: 'query($after: String) { projects(first: 2, after: $after) { edges { cursor } } }', shape: ['string', 'int'] },
  { name: 'users', query: 'query($after: String) { users(first: 2, after: $after) { edges { cursor } } }', shape: ['string', 'int'] },
  { name: 'invitations', query: 'query($after: String) { invitations(first: 2, after: $after) { edges { cursor } } }', shape: ['int'] },
  { name: 'auditLog', query: 'query($after: String) { auditLog(first: 2, after: $after) { edges { cursor } } }', shape: ['int'] },
  ...(
    [
      ['', ['int']],
      ['sort:updated-asc', ['time', 'int']],
      ['sort:comments-desc', ['int', 'int']],
      ['sort:priority-desc', ['int', 'int']],
    ] as const
  ).flatMap(([search, shape]) => [
    {
      name: `a project's issues ${search || 'by number'}`,
      query: `query($after: String) { project(slug: "web") { issues(first: 2, after: $after, query: "${search}") { edges { cursor } } } }`,
      shape,
    },
    {
      name: `myIssues ${search || 'by number'}`,
      query: `query($after: String) { myIssues(first: 2, after: $after, relation: CREATED, query: "${search}") { edges { cursor } } }`,
      shape,
    },
  ]),
  {
    name: "an issue's comments",
    query: 'query($after: String) { project(slug: "web") { issue(number: 1) { comments(first: 2, after: $after) { edges { cursor } } } } }',
    shape: ['int'],
  },
  {
    name: "an issue's timeline",
    query: 'query($after: String) { project(slug: "web") { issue(number: 1) { timeline(first: 2, after: $after) { edges { cursor } } } } }',
    shape: ['time', 'string', 'int'],
  },
  {
    name: 'the inbox',
    query: 'query($after: String) { viewer { notifications(first: 2, after: $after, filter: ALL) { edges { cursor } } } }',
    shape: ['time', 'int'],
  },
];

/** A value of each kind that every list takes. */
const GOOD: Record<Part, string | number> = { int: 1, string: 'm', time: '2026-01-01 10:00:00.5+00' };
/** Values of the right JSON type that the database cannot take in that place. */
const BAD: Record<Part, readonly (string | number)[]> = {
  int: [2147483648, -2147483649, 2 ** 53 - 1],
  string: ['a\u0000b'],
  time: [
    'not a date',
    'yesterday',
    '2026-02-30 10:00:00+00',
    '2026-01-01 24:00:00+00',
    '2026-01-01 10:00:00\u0000+00',
    '99999-01-01 10:00:00+00',
  ],
};
const cursorOf = (key: readonly unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

for (const backend of backends) {
  describe(`cursor values on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend);
    });
    after(() => server.close());

    for (const list of LISTS) {
      test(`${list.name}: a cursor of good values is served; each value the database cannot take is BAD_USER_INPUT on after`, async () => {
        const good = list.shape.map((part) => GOOD[part]);
        const served = await server.graphql(list.query, { after: cursorOf(good) });
        assert.equal(served.status, 200);
        assert.equal(served.body.errors, undefined, JSON.stringify(served.body.errors));
        for (const [i, part] of list.shape.entries()) {
          for (const value of BAD[part]) {
            const key = good.with(i, value);
            const { status, body } = await server.graphql(list.query, { after: cursorOf(key) });
            const what = `${JSON.stringify(key)}: ${JSON.stringify(body.errors)}`;
            assert.equal(status, 200, what);
            assert.equal(body.errors?.length, 1, what);
            assert.equal(body.errors[0].extensions.code, 'BAD_USER_INPUT', what);
            assert.equal(body.errors[0].extensions.argument, 'after', what);
            assert.match(body.errors[0].message, /`after` is not a valid cursor/, what);
          }
        }
      });
    }
  });
}
