// Hostile input: malformed, oversized, abusive or forged requests. Each gets its exact status and error
// code; after each, the server still answers and no row or file was written. On PGlite and on PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ABUSE_LIMITS } from '../../src/server/graphql/abuseLimits.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

interface Case {
  readonly name: string;
  readonly send: (s: TestServer) => Promise<Response>;
  readonly status: number;
  /** The `extensions.code` of the first error, or null when the body is not a GraphQL error. */
  readonly code: string | null;
  /** Further checks of the parsed body (or text, when not JSON). */
  readonly check?: (body: any) => void;
}

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' };
const post =
  (body: string, headers: Record<string, string> = JSON_HEADERS) =>
  (s: TestServer) =>
    s.fetch('/graphql', { method: 'POST', headers, body });
const query = (text: string, variables?: unknown) => post(JSON.stringify({ query: text, variables }));
const get =
  (params: Record<string, string>, csrf = true) =>
  (s: TestServer) =>
    csrf
      ? s.fetch(`/graphql?${new URLSearchParams(params)}`, { headers: { Accept: 'application/graphql-response+json' } })
      : fetch(`${s.url}/graphql?${new URLSearchParams(params)}`, { headers: { Cookie: s.cookie } });
const CREATE = 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } errors { field code } } }';

function multipart(parts: [string, string | Blob, string?][], csrf = true) {
  return (s: TestServer) => {
    const form = new FormData();
    for (const [name, value, filename] of parts) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, filename ?? 'file.bin');
    }
    return csrf
      ? s.fetch('/graphql', { method: 'POST', body: form })
      : fetch(`${s.url}/graphql`, { method: 'POST', body: form, headers: { Cookie: s.cookie } });
  };
}
const ATTACH = 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } } }';

let projectId = '';
let issueId = '';

const nested = (depth: number) =>
  `{ project(slug: "web") { ${'issues(first: 1) { edges { node { project { '.repeat(depth)}id${' } } } }'.repeat(depth)} } }`;

const cases: Case[] = [
  // Malformed requests
  { name: 'malformed JSON', send: post('{"query": '), status: 400, code: 'BAD_REQUEST' },
  { name: 'a JSON array (batching is off)', send: post('[{"query":"{ viewer { id } }"}]'), status: 400, code: 'BAD_REQUEST' },
  { name: 'a JSON string', send: post('"{ viewer { id } }"'), status: 400, code: 'BAD_REQUEST' },
  { name: 'JSON null', send: post('null'), status: 400, code: 'BAD_REQUEST' },
  { name: 'an empty body', send: post(''), status: 400, code: 'BAD_REQUEST' },
  { name: 'neither query nor doc_id', send: post('{"variables":{}}'), status: 400, code: 'BAD_REQUEST' },
  { name: 'query is a number', send: post('{"query": 42}'), status: 400, code: 'BAD_REQUEST' },
  { name: 'variables is a string', send: post('{"query":"{ viewer { id } }","variables":"x"}'), status: 400, code: 'BAD_REQUEST' },
  { name: 'an empty query', send: query(''), status: 400, code: 'BAD_REQUEST' },
  // Yoga's GET parser reads these with JSON.parse and let its SyntaxError through: a 500 "Unexpected error." before.
  {
    name: 'GET variables that are not JSON',
    send: get({ query: '{ viewer { id } }', variables: 'notjson' }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'GET extensions that are not JSON',
    send: get({ query: '{ viewer { id } }', extensions: '{' }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  { name: 'a syntax error', send: query('{ viewer { id '), status: 400, code: 'GRAPHQL_PARSE_FAILED' },
  {
    name: 'an unknown operationName',
    send: post(JSON.stringify({ query: 'query A { viewer { id } }', operationName: 'B' })),
    status: 400,
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  {
    name: 'two operations and no operationName',
    send: query('query A { viewer { id } } query B { viewer { id } }'),
    status: 400,
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  {
    name: 'a variable of the wrong type',
    send: query(CREATE, { input: { projectId: 'x', title: 123 } }),
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'an Int beyond 32 bits',
    send: query('query($n: Int) { projects(first: $n) { totalCount } }', { n: 2 ** 31 }),
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  { name: 'an unknown field', send: query('{ projects { secretField } }'), status: 400, code: 'GRAPHQL_VALIDATION_FAILED' },
  {
    name: 'a fragment cycle',
    send: query('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }'),
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  { name: 'an unknown doc_id', send: post('{"doc_id":"0000000000"}'), status: 400, code: 'PERSISTED_QUERY_NOT_FOUND' },
  // Wrong methods and content types
  {
    name: 'text/plain without the CSRF header',
    send: (s) =>
      fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Cookie: s.cookie },
        body: '{"query":"{ viewer { id } }"}',
      }),
    status: 403,
    code: null,
  },
  {
    name: 'form-urlencoded without the CSRF header',
    send: (s) =>
      fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: s.cookie },
        body: 'query=%7B%20viewer%20%7B%20id%20%7D%20%7D',
      }),
    status: 403,
    code: null,
  },
  { name: 'an unsupported content type', send: post('<query/>', { 'Content-Type': 'application/xml' }), status: 415, code: null },
  { name: 'a GET without the CSRF header', send: get({ query: '{ viewer { id } }' }, false), status: 403, code: null },
  { name: 'a mutation over GET', send: get({ query: 'mutation { signOut { clientMutationId } }' }), status: 405, code: null },
  { name: 'PUT', send: (s) => s.fetch('/graphql', { method: 'PUT', headers: JSON_HEADERS, body: '{}' }), status: 405, code: null },
  // Size and shape limits
  {
    name: 'a 2 MB JSON body',
    send: query(`{ viewer { id } } # ${'x'.repeat(2 * 1024 * 1024)}`),
    status: 413,
    code: 'REQUEST_ENTITY_TOO_LARGE',
  },
  { name: 'a query 20 levels deep', send: query(nested(20)), status: 400, code: 'QUERY_TOO_COMPLEX' },
  {
    name: 'an alias bomb (100 aliases)',
    send: query(`{ ${Array.from({ length: 100 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
    check: (b) => assert.match(b.errors[0].message, /Aliases limit of 15/),
  },
  {
    name: 'a directive bomb',
    send: query(`{ viewer ${'@include(if: true) '.repeat(60)}{ id } }`),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
    check: (b) => assert.match(b.errors[0].message, /Directives limit of 20/),
  },
  {
    name: 'a token bomb',
    send: query(`{ viewer { ${'id '.repeat(3000)}} }`),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
    check: (b) => assert.match(b.errors[0].message, /Token limit of/),
  },
  {
    name: 'a costly wide query',
    send: query(
      `{ ${Array.from({ length: 12 }, (_, i) => `p${i}: projects(first: 100) { edges { node { issues(first: 100) { edges { node { id title labels { id name } assignees { id login } } } } } } }`).join(' ')} }`,
    ),
    status: 400,
    code: 'QUERY_TOO_COMPLEX',
    check: (b) => assert.match(b.errors[0].message, new RegExp(`Cost limit of ${ABUSE_LIMITS.maxCost} exceeded`)),
  },
  {
    name: 'first above 100',
    send: query('{ projects(first: 101) { totalCount } }'),
    status: 200,
    code: 'BAD_USER_INPUT',
    // The refusal names the field it is about (design.md §3: shown as it is), as any other field's error.
    check: (b) => {
      assert.equal(b.data, null);
      assert.deepEqual(b.errors[0].path, ['projects']);
    },
  },
  {
    name: 'a forged cursor',
    send: query('{ projects(after: "eyJub3QiOiJhIGN1cnNvciJ9") { totalCount } }'),
    status: 200,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'a cursor holding a number past int32',
    send: query('query($after: String) { project(slug: "web") { issues(after: $after) { totalCount } } }', {
      after: Buffer.from('[2147483648]').toString('base64url'),
    }),
    status: 200,
    code: 'BAD_USER_INPUT',
    check: (b) => assert.deepEqual(b.errors[0].path, ['project', 'issues']),
  },
  {
    name: 'a cursor holding a time that is not one',
    send: query('query($after: String) { project(slug: "web") { issues(after: $after, query: "sort:updated-desc") { totalCount } } }', {
      after: Buffer.from('["not a date",1]').toString('base64url'),
    }),
    status: 200,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'nodes with 101 ids',
    send: query('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: Array.from({ length: 101 }, () => 'x') }),
    status: 200,
    code: 'BAD_USER_INPUT',
  },
  // Multipart abuse
  {
    name: 'multipart without the CSRF header',
    send: multipart(
      [
        ['operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId: 'x', files: [null] } } })],
        ['map', '{"0":["variables.input.files.0"]}'],
        ['0', new Blob(['x'])],
      ],
      false,
    ),
    status: 403,
    code: null,
  },
  {
    name: 'multipart whose map is not JSON',
    send: multipart([
      ['operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId: 'x', files: [null] } } })],
      ['map', '{not json'],
      ['0', new Blob(['x'])],
    ]),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart whose operations is not JSON',
    send: multipart([
      ['operations', '{nope'],
      ['map', '{}'],
    ]),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'multipart whose map names a missing file',
    send: multipart([
      ['operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId: 'x', files: [null] } } })],
      ['map', '{"7":["variables.input.files.0"]}'],
    ]),
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'multipart mapping a file into __proto__',
    send: multipart([
      ['operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId: 'x', files: [null] } } })],
      ['map', '{"0":["variables.__proto__.polluted"]}'],
      ['0', new Blob(['x'])],
    ]),
    status: 400,
    code: 'BAD_REQUEST',
    check: () => assert.equal(({} as Record<string, unknown>).polluted, undefined),
  },
  {
    name: 'an oversize file',
    send: multipart([
      ['operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId: '', files: [null] } } })],
      ['map', '{"0":["variables.input.files.0"]}'],
      ['0', new Blob([new Uint8Array(2 * 1024 * 1024 + 1)])],
    ]),
    status: 413,
    code: 'REQUEST_ENTITY_TOO_LARGE',
  },
  {
    name: 'too many files',
    send: multipart([
      ['operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId: '', files: [null, null, null, null] } } })],
      ['map', JSON.stringify(Object.fromEntries([0, 1, 2, 3].map((i) => [String(i), [`variables.input.files.${i}`]])))],
      ...[0, 1, 2, 3].map((i): [string, Blob] => [String(i), new Blob(['x'])]),
    ]),
    status: 400,
    code: 'BAD_REQUEST',
  },
  // Bad values inside valid requests: refused as data, nothing written
  {
    name: 'an overlong title',
    send: (s) => query(CREATE, { input: { projectId, title: 'x'.repeat(300) } })(s),
    status: 200,
    code: null,
    check: (b) => assert.deepEqual(b.data.createIssue.errors, [{ field: ['title'], code: 'TOO_LONG' }]),
  },
  {
    name: 'an overlong body',
    send: (s) => query(CREATE, { input: { projectId, title: 'ok', body: 'y'.repeat(70_000) } })(s),
    status: 200,
    code: null,
    check: (b) => assert.deepEqual(b.data.createIssue.errors, [{ field: ['body'], code: 'TOO_LONG' }]),
  },
  {
    name: 'a NUL byte in a title',
    send: (s) => query(CREATE, { input: { projectId, title: 'a\u0000b' } })(s),
    status: 400,
    code: 'BAD_USER_INPUT',
    check: (b) => assert.match(b.errors[0].message, /variables\.input\.title contains the NUL character/),
  },
  {
    name: 'a lone surrogate in a title',
    send: (s) => post(`{"query":${JSON.stringify(CREATE)},"variables":{"input":{"projectId":"${projectId}","title":"a\\ud800b"}}}`)(s),
    status: 200,
    code: null,
    check: (b) => assert.deepEqual(b.data.createIssue.errors, [{ field: ['title'], code: 'INVALID' }]),
  },
  {
    name: 'a forged global id',
    send: (s) => query(CREATE, { input: { projectId: Buffer.from('Project:1 OR 1=1').toString('base64url'), title: 'x' } })(s),
    status: 200,
    code: null,
    check: (b) => assert.deepEqual(b.data.createIssue.errors, [{ field: ['projectId'], code: 'NOT_FOUND' }]),
  },
  {
    name: 'SQL in a slug',
    send: query(`{ project(slug: "web' OR '1'='1") { id } }`),
    status: 200,
    code: null,
    check: (b) => assert.equal(b.data.project, null),
  },
  {
    name: 'a file for an issue id of another type',
    send: (s) =>
      multipart([
        ['operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId: projectId, files: [null] } } })],
        ['map', '{"0":["variables.input.files.0"]}'],
        ['0', new Blob(['x'])],
      ])(s),
    status: 200,
    code: null,
    check: (b) => assert.deepEqual(b.data.addIssueAttachments.errors, [{ code: 'NOT_FOUND' }]),
  },
  // Forged sessions and paths
  {
    name: 'a forged session cookie',
    send: (s) =>
      fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, Cookie: 'triage_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
        body: '{"query":"{ projects { totalCount } }"}',
      }),
    status: 401,
    code: 'UNAUTHENTICATED',
  },
  {
    name: 'a session cookie with junk',
    send: (s) =>
      fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, Cookie: `triage_session=${'%00'.repeat(50)}; other=1` },
        body: '{"query":"{ projects { totalCount } }"}',
      }),
    status: 401,
    code: 'UNAUTHENTICATED',
  },
  { name: 'path traversal in an attachment URL', send: (s) => s.fetch('/attachments/..%2F..%2Fetc%2Fpasswd/x'), status: 404, code: null },
  { name: 'path traversal in an avatar URL', send: (s) => s.fetch('/avatars/..%2F..%2Fpackage.json.svg'), status: 404, code: null },
];

for (const backend of backends) {
  describe(`hostile input on ${backend}`, () => {
    let server: TestServer;
    const snapshot = async () => {
      const rows: Record<string, number> = {};
      for (const table of ['issues', 'comments', 'attachments', 'users', 'projects', 'labels', 'project_members'] as const) {
        rows[table] =
          (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]?.n ?? -1;
      }
      return { rows, files: (await server.files.list()).length, temporary: (await server.files.temporaryFiles()).length };
    };
    before(async () => {
      server = await startTestServer(backend, { uploads: { maxFileBytes: 2 * 1024 * 1024, maxFiles: 3 }, production: false });
      const { body } = await server.graphql('{ project(slug: "web") { id issue(number: 1) { id } } }');
      projectId = body.data.project.id;
      issueId = body.data.project.issue.id;
    });
    after(() => server.close());

    // The check after each case must be able to fail: a write on purpose, of a row and of a file, shows in it.
    test('the check after each case notices a written row and a stored file', async () => {
      const before = await snapshot();
      const created = await (await query(CREATE, { input: { projectId, title: 'Written on purpose' } })(server)).json();
      assert.deepEqual(created.data.createIssue.errors, []);
      const attached = await (
        await multipart([
          ['operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId, files: [null] } } })],
          ['map', '{"0":["variables.input.files.0"]}'],
          ['0', new Blob(['bytes stored on purpose']), 'proof.txt'],
        ])(server)
      ).json();
      assert.deepEqual(attached.data.addIssueAttachments.errors, []);
      const after = await snapshot();
      assert.notDeepEqual(after, before);
      assert.deepEqual(after, {
        ...before,
        rows: { ...before.rows, issues: before.rows.issues! + 1, attachments: before.rows.attachments! + 1 },
        files: before.files + 1,
      });
    });

    for (const c of cases) {
      test(c.name, async () => {
        const before = await snapshot();
        const response = await c.send(server);
        const text = await response.text();
        assert.equal(response.status, c.status, `status; body: ${text.slice(0, 300)}`);
        let body: any;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        if (c.code !== null) assert.equal(body?.errors?.[0]?.extensions?.code, c.code, `code; body: ${text.slice(0, 300)}`);
        c.check?.(body);
        assert.equal((await fetch(`${server.url}/healthz`)).status, 200, 'the server still answers');
        assert.deepEqual(await snapshot(), before, 'no row or file was written');
        assert.ok(issueId);
      });
    }
  });
}
