// Property tests of every mutation's input, every connection's cursor and the multipart request: whatever a
// client sends, the answer is a typed error in a 2xx or a 4xx, never a 500; a refused write writes nothing;
// and no request costs more than a bounded number of SQL statements (counted, not timed: the machines are
// shared). Inputs are generated from schema.graphql, so a new mutation is fuzzed without a line here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { toGlobalId, type NodeType } from '../../src/server/graphql/globalId.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const root = path.resolve(import.meta.dirname, '../..');
const schema = buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
/** Runs per mutation and per property: enough to reach every kind of value, few enough for CI. */
const RUNS = Number(process.env.TRIAGE_FUZZ_RUNS ?? 6);
/** Far above what any real request needs (the issue page: about 20), far below a runaway loop. */
const MAX_STATEMENTS_PER_REQUEST = 120;
/** Mutations that end the fuzzing session itself. */
const SKIPPED = new Set(['signOut']);

/** Text that has broken servers: empty, huge, NUL, controls, lone surrogates, bidi, SQL and markup. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202eevil',
    '\ufeff\u200b',
    "'; drop table issues; --",
    '<script>alert(1)</script>',
    '%00',
    '../../etc/passwd',
    'x'.repeat(70_000),
  ),
);

/** Global ids: real ones of each type, ones of types that do not exist, ids out of range, and junk. */
const ID_TYPES: readonly NodeType[] = ['Project', 'Issue', 'Label', 'User', 'Comment', 'Attachment', 'SavedView', 'Invitation'];
const idArbitrary = fc.oneof(
  fc.tuple(fc.constantFrom(...ID_TYPES), fc.integer({ min: 1, max: 12 })).map(([type, key]) => toGlobalId(type, key)),
  fc
    .tuple(fc.constantFrom(...ID_TYPES, 'Nope', ''), fc.oneof(fc.integer(), fc.constantFrom('2147483648', '-1', 'x', '1e9')))
    .map(([type, key]) => Buffer.from(`${type}:${key}`).toString('base64url')),
  nastyString,
);

function arbitraryFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryFor(type.ofType, depth);
  const nullable = (inner: fc.Arbitrary<unknown>) => fc.option(inner, { nil: null, freq: 6 });
  if (isListType(type)) return nullable(fc.array(arbitraryFor(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 }));
  const named = getNamedType(type);
  if (isEnumType(named)) return nullable(fc.constantFrom(...named.getValues().map((v) => v.value as string)));
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => f.name !== 'files');
    return nullable(fc.record(Object.fromEntries(fields.map((f) => [f.name, arbitraryFor(f.type, depth + 1)])), { requiredKeys: [] }));
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'ID':
        return nullable(idArbitrary);
      case 'Int':
        return nullable(fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, 1, 100, 101, -1)));
      case 'Boolean':
        return nullable(fc.boolean());
      case 'DateTime':
        return nullable(
          fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            nastyString,
          ),
        );
      case 'File':
        return fc.constant(null);
      default:
        return nullable(nastyString);
    }
  }
  return fc.constant(null);
}

/** A value, briefly, for a failure's message. */
const shown = (value: unknown) => String(JSON.stringify(value)).slice(0, 300);

interface Answer {
  readonly status: number;
  // `any`: the answers are walked by shape below.
  readonly body: any;
  readonly statements: number;
}

for (const backend of backends) {
  describe(`fuzzing the API on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend);
    });
    after(() => server.close());

    const send = async (query: string, variables: Record<string, unknown>): Promise<Answer> => {
      const start = server.database.statements.count;
      const { status, body } = await server.graphql(query, variables);
      return { status, body, statements: server.database.statements.count - start };
    };
    const assertSound = (answer: Answer, what: string) => {
      assert.ok(answer.status < 500, `${what}: HTTP ${answer.status} ${shown(answer.body)}`);
      const codes = (answer.body?.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      assert.ok(!codes.includes('INTERNAL_SERVER_ERROR'), `${what}: ${shown(answer.body.errors)}`);
      assert.ok(answer.statements <= MAX_STATEMENTS_PER_REQUEST, `${what}: ${answer.statements} SQL statements`);
    };

    test('any multipart map is a 4xx or a success, never a 500, and stores no file on refusal', async () => {
      // Declared before the fuzzed mutations (tests run in order): those may delete the demo's issues, archive its
      // projects or demote the signed-in user, and this case needs a writable issue of its own.
      const projectId = (await server.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
      const created = await server.graphql('mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', {
        input: { projectId, title: 'Fuzzed attachments go here' },
      });
      const issueId = created.body.data.createIssue.issue.id;
      const ADD = 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } } }';
      const map = fc.oneof(
        fc.json(),
        fc
          .dictionary(fc.oneof(fc.constantFrom('0', '1', 'map'), fc.string({ maxLength: 4 })), fc.array(nastyString, { maxLength: 3 }))
          .map((value) => JSON.stringify(value)),
      );
      await fc.assert(
        fc.asyncProperty(map, async (mapText) => {
          const init = multipartFiles(ADD, { issueId }, [{ name: 'a.txt', type: 'text/plain', bytes: new TextEncoder().encode('fuzz') }]);
          (init.body as FormData).set('map', mapText);
          const files = (await server.files.list()).length;
          const response = await server.fetch('/graphql', init);
          const body = await response.json();
          assert.ok(response.status < 500, `map ${mapText.slice(0, 100)}: HTTP ${response.status}`);
          if (response.status >= 400 || body.data?.addIssueAttachments?.errors?.length > 0) {
            assert.equal((await server.files.list()).length, files, `map ${mapText.slice(0, 100)} refused but stored a file`);
          }
        }),
        { numRuns: RUNS * 5 },
      );
    });

    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {}).filter((m) => !SKIPPED.has(m.name));
    for (const mutation of mutations) {
      const input = mutation.args.find((a) => a.name === 'input');
      test(`${mutation.name}: any input is a typed refusal or a success, never a 500; a refusal writes nothing`, async () => {
        assert.ok(input, `${mutation.name} takes one input`);
        const payload = getNamedType(mutation.type);
        const errors = isObjectType(payload) && 'errors' in payload.getFields() ? ' errors { code }' : '';
        const query = `mutation($input: ${input.type.toString()}) { ${mutation.name}(input: $input) { __typename${errors} } }`;
        await fc.assert(
          fc.asyncProperty(arbitraryFor(input.type), async (value) => {
            const before = await snapshot(server);
            const answer = await send(query, { input: value });
            assertSound(answer, `${mutation.name}(${shown(value)})`);
            const refused = answer.body.data?.[mutation.name]?.errors?.length > 0 || answer.body.data == null;
            if (refused) assert.deepEqual(changed(before, await snapshot(server)), [], `${mutation.name} refused but wrote`);
          }),
          { numRuns: RUNS },
        );
      });
    }

    test('any cursor given to any list is a typed refusal, never a 500', async () => {
      const lists = [
        'query($after: String) { projects(first: 2, after: $after) { edges { cursor } } }',
        'query($after: String) { project(slug: "web") { issues(first: 2, after: $after) { edges { cursor } } } }',
        'query($after: String) { project(slug: "web") { issue(number: 1) { timeline(first: 2, after: $after) { edges { cursor } } } } }',
        'query($after: String) { invitations(first: 2, after: $after) { edges { cursor } } }',
        'query($after: String) { auditLog(first: 2, after: $after) { edges { cursor } } }',
        'query($after: String) { myIssues(first: 2, after: $after) { edges { cursor } } }',
        'query($after: String) { myIssues(first: 2, after: $after, relation: CREATED, query: "sort:updated-asc") { edges { cursor } } }',
        'query($after: String) { viewer { notifications(first: 2, after: $after, filter: ALL) { edges { cursor } } } }',
        'query($after: String) { users(first: 2, after: $after) { edges { cursor } } }',
        'query($after: String) { project(slug: "web") { issue(number: 1) { comments(first: 2, after: $after) { edges { cursor } } } } }',
        'query($after: String) { project(slug: "web") { issues(first: 2, after: $after, query: "sort:updated-asc") { edges { cursor } } } }',
      ];
      // Cursors of a list's shape (a JSON array of 1 to 3 sort values) whose values the database may not take
      // where the list compares them: numbers past int32, times that are not times, NUL inside text.
      const sortValue = fc.oneof(
        fc.integer({ min: -10, max: 10 }),
        fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom('2026-01-01 10:00:00+00', '2026-02-30 10:00:00+00', 'yesterday', 'Comment', 'IssueEvent'),
        nastyString,
      );
      const cursor = fc.oneof(
        nastyString,
        fc.string({ maxLength: 60 }).map((text) => Buffer.from(text).toString('base64url')),
        fc.json().map((json) => Buffer.from(json).toString('base64url')),
        {
          // Weighted: only these reach past the shape check to where the values are used.
          weight: 4,
          arbitrary: fc
            .array(sortValue, { minLength: 1, maxLength: 3 })
            .map((key) => Buffer.from(JSON.stringify(key)).toString('base64url')),
        },
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...lists), cursor, async (query, after) => {
          assertSound(await send(query, { after }), `${query.slice(0, 40)} after ${shown(after)}`);
        }),
        { numRuns: RUNS * 10 },
      );
    });
  });
}
