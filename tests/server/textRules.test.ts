// What Triage accepts as text, through the API: NFC, invisible characters trimmed from single-line text (a
// title of nothing but them is blank), no bidirectional overrides in single-line text, and multi-line text
// (Markdown) left as typed but for line endings. Rules in src/server/domain/text.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type TestServer } from './harness.ts';

const CREATE_ISSUE = 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { title body } errors { field code } } }';
const CREATE_LABEL = 'mutation($input: CreateLabelInput!) { createLabel(input: $input) { label { name } errors { field code } } }';
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { errors { field code } } }';

const INVISIBLES = '\ufeff\u200b\u200c\u200d\u2060\u00ad';
const RLO = '\u202e';
const FAMILY = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}'; // one emoji held together by zero-width joiners

for (const backend of backends) {
  describe(`text rules on ${backend}`, () => {
    let server: TestServer;
    let projectId = '';
    let issueId = '';
    const issueCount = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('issues')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const createIssue = async (title: string, body = '') =>
      (await server.graphql(CREATE_ISSUE, { input: { projectId, title, body } })).body.data.createIssue as {
        issue: { title: string; body: string } | null;
        errors: { field: string[]; code: string }[];
      };

    before(async () => {
      server = await startTestServer(backend);
      const project = (await server.graphql('{ project(slug: "web") { id issue(number: 1) { id } } }')).body.data.project;
      projectId = project.id;
      issueId = project.issue.id;
    });
    after(() => server.close());

    test('a title of nothing but invisible characters is blank, and nothing is written', async () => {
      const before = await issueCount();
      assert.deepEqual((await createIssue(`  ${INVISIBLES} `)).errors, [{ field: ['title'], code: 'REQUIRED' }]);
      assert.equal(await issueCount(), before);
    });

    test('invisible characters around a title are trimmed; inside it they stay', async () => {
      const created = await createIssue(`${INVISIBLES} Crash on ${FAMILY} names\u200b `);
      assert.deepEqual(created.errors, []);
      assert.equal(created.issue?.title, `Crash on ${FAMILY} names`);
    });

    test('titles and label names are stored in NFC', async () => {
      const decomposed = 'Cafe\u0301 menu'; // e + combining acute accent
      assert.equal((await createIssue(decomposed)).issue?.title, 'Caf\u00e9 menu');
      const label = (await server.graphql(CREATE_LABEL, { input: { projectId, name: 're\u0301sume\u0301', color: '336699' } })).body.data
        .createLabel;
      assert.deepEqual(label, { label: { name: 'r\u00e9sum\u00e9' }, errors: [] });
      const found = await server.graphql('query($q: String) { project(slug: "web") { issues(query: $q) { edges { node { title } } } } }', {
        q: 'cafe\u0301',
      });
      assert.deepEqual(found.body.data.project.issues.edges, [{ node: { title: 'Caf\u00e9 menu' } }], 'a search typed decomposed finds it');
    });

    test('a bidirectional override is refused in a title and a label name, and kept in Markdown', async () => {
      const before = await issueCount();
      assert.deepEqual((await createIssue(`Invoice ${RLO}fdp.exe`)).errors, [{ field: ['title'], code: 'INVALID' }]);
      assert.equal(await issueCount(), before);
      const label = (await server.graphql(CREATE_LABEL, { input: { projectId, name: `a${RLO}b`, color: '336699' } })).body.data.createLabel;
      assert.deepEqual(label, { label: null, errors: [{ field: ['name'], code: 'INVALID' }] });
      const markdown = `Arabic quote: ${RLO}text\u202c, as pasted.`;
      assert.equal((await createIssue('Quoting mixed scripts', markdown)).issue?.body, markdown);
    });

    test('a comment of nothing but invisible characters is blank', async () => {
      const answer = await server.graphql(ADD_COMMENT, { input: { issueId, body: `${INVISIBLES}\n\u200b` } });
      assert.deepEqual(answer.body.data.addComment.errors, [{ field: ['body'], code: 'REQUIRED' }]);
    });
  });
}
