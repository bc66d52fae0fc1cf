// A multipart request is read in time and memory bounded by what was sent: every path of its `map` must end at
// a null placeholder of `operations`, so a map naming index 99 999 999 of a one-element array (which stalled
// the server for ~20 s and 2.6 GB) is a fast 400, as is every other malformed map, and parts out of the spec's order
// (operations, map, files); nothing is written, and nothing is left in the scratch folder.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends, startTestServer, type TestServer } from './harness.ts';

const ATTACH =
  'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { filename } } }';

function send(
  server: TestServer,
  operations: unknown,
  map: string | null,
  files: Record<string, Blob | string> = { 0: new Blob(['hello'], { type: 'text/plain' }) },
) {
  const form = new FormData();
  form.set('operations', typeof operations === 'string' ? operations : JSON.stringify(operations));
  if (map !== null) form.set('map', map);
  for (const [name, value] of Object.entries(files)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, value, `${name}.txt`);
  }
  return server.fetch('/graphql', { method: 'POST', body: form });
}

for (const backend of backends) {
  describe(`multipart maps on ${backend}`, () => {
    let server: TestServer;
    let issueId = '';
    const operations = () => ({ query: ATTACH, variables: { input: { issueId, files: [null] } } });
    const attachments = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from attachments`.execute(server.database.db)).rows[0]?.n ?? -1;

    before(async () => {
      server = await startTestServer(backend);
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 6) { id } } }')).body.data.project.issue.id;
    });
    after(() => server.close());

    const refused: [string, () => unknown, string | null, Record<string, Blob | string>?][] = [
      ['index 99 999 999 of a one-element array', operations, '{"0":["variables.input.files.99999999"]}'],
      ['index 4 294 967 294', operations, '{"0":["variables.input.files.4294967294"]}'],
      ['the array’s length', operations, '{"0":["variables.input.files.length"]}'],
      ['a value that is a number', operations, '{"0":7}'],
      ['a value that is null', operations, '{"0":null}'],
      ['an empty list of paths', operations, '{"0":[]}'],
      ['a map that is a list', operations, '[["variables.input.files.0"]]'],
      ['a map naming the map field itself', operations, '{"map":["variables.input.files.0"]}'],
      ['a map naming the operations field', operations, '{"operations":["variables.input.files.0"]}'],
      ['a path outside the variables', operations, '{"0":["query"]}'],
      ['a path into a value that is not a placeholder', operations, '{"0":["variables.input.issueId"]}'],
      ['a path through __proto__', operations, '{"0":["variables.__proto__.polluted"]}'],
      ['a path creating a new variable', operations, '{"0":["variables.input.other"]}'],
      ['a path of 13 parts', operations, `{"0":["variables${'.a'.repeat(12)}"]}`],
      ['more than 100 paths', operations, JSON.stringify({ 0: Array.from({ length: 101 }, () => 'variables.input.files.0') })],
      ['operations that are a list (batching)', () => [operations()], '{"0":["variables.input.files.0"]}'],
      ['operations that are not JSON', () => '{nope', '{"0":["variables.input.files.0"]}'],
    ];
    for (const [what, ops, map] of refused) {
      test(`a map with ${what} is a 400 BAD_REQUEST and writes nothing`, async () => {
        const before = await attachments();
        const response = await send(server, ops(), map);
        assert.equal(response.status, 400);
        const body = await response.json();
        assert.equal(body.errors[0].extensions.code, 'BAD_REQUEST', body.errors[0].message);
        assert.match(body.errors[0].message, /multipart/i);
        assert.equal(await attachments(), before);
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
      });
    }

    const outOfOrder: [string, (form: FormData) => void][] = [
      [
        'a file before the map',
        (form) => {
          form.append('operations', JSON.stringify(operations()));
          form.append('0', new Blob(['hello'], { type: 'text/plain' }), 'early.txt');
          form.append('map', '{"0":["variables.input.files.0"]}');
        },
      ],
      [
        'the map before the operations',
        (form) => {
          form.append('map', '{"0":["variables.input.files.0"]}');
          form.append('operations', JSON.stringify(operations()));
          form.append('0', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
        },
      ],
      [
        'two operations fields',
        (form) => {
          form.append('operations', JSON.stringify(operations()));
          form.append('operations', JSON.stringify(operations()));
        },
      ],
      [
        'one file field twice',
        (form) => {
          form.append('operations', JSON.stringify(operations()));
          form.append('map', '{"0":["variables.input.files.0"]}');
          form.append('0', new Blob(['one'], { type: 'text/plain' }), 'one.txt');
          form.append('0', new Blob(['two'], { type: 'text/plain' }), 'two.txt');
        },
      ],
    ];
    for (const [what, build] of outOfOrder) {
      test(`parts out of the spec's order (${what}) are a 400 BAD_REQUEST and write nothing`, async () => {
        const before = await attachments();
        const form = new FormData();
        build(form);
        const response = await server.fetch('/graphql', { method: 'POST', body: form });
        assert.equal(response.status, 400);
        const body = await response.json();
        assert.equal(body.errors[0].extensions.code, 'BAD_REQUEST', body.errors[0].message);
        assert.match(body.errors[0].message, /multipart/i);
        assert.equal(await attachments(), before);
        assert.deepEqual(await server.scratchLeft(), []);
      });
    }

    test('a map entry whose file part is missing leaves the placeholder null: the variable says what is wrong', async () => {
      const response = await send(server, operations(), '{"7":["variables.input.files.0"]}');
      assert.equal(response.status, 400);
      assert.equal((await response.json()).errors[0].extensions.code, 'BAD_USER_INPUT');
    });

    test('a well-formed request still attaches its file, and one file may fill two placeholders', async () => {
      const before = await attachments();
      const one = await send(server, operations(), '{"0":["variables.input.files.0"]}');
      assert.equal(one.status, 200);
      assert.deepEqual((await one.json()).data.addIssueAttachments, { errors: [], attachments: [{ filename: '0.txt' }] });
      const two = await send(
        server,
        { query: ATTACH, variables: { input: { issueId, files: [null, null] } } },
        '{"0":["variables.input.files.0","variables.input.files.1"]}',
      );
      assert.equal(two.status, 200);
      assert.equal((await two.json()).data.addIssueAttachments.attachments.length, 2);
      assert.equal(await attachments(), before + 3);
    });
  });
}
