// What Triage accepts as text, through the API: NFC, invisible characters trimmed from single-line text (a
// title of nothing but them is blank), no bidirectional overrides in single-line text, and multi-line text
// (Markdown) left as typed but for line endings. Rules in src/server/domain/text.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../src/server/domain/issues.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

const CREATE_ISSUE = 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { title body } errors { field code } } }';
const CREATE_LABEL = 'mutation($input: CreateLabelInput!) { createLabel(input: $input) { label { name } errors { field code } } }';
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { errors { field code } } }';

const CREATE_ISSUE_SAID =
  'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { title body } errors { field code message } } }';
const NOT_ALLOWED = (label: string) => `${label} contains characters that are not allowed.`;
const OVERRIDE = (label: string) =>
  `${label} contains right-to-left or left-to-right override characters, which could make it read as something else.`;

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

    /** createIssue's answer with the errors' messages; nothing is written when it refuses. */
    const tryIssue = async (title: string, body = '') => {
      const before = await issueCount();
      const answer = (await server.graphql(CREATE_ISSUE_SAID, { input: { projectId, title, body } })).body.data.createIssue as {
        issue: { title: string; body: string } | null;
        errors: { field: string[]; code: string; message: string }[];
      };
      if (answer.errors.length > 0) assert.equal(await issueCount(), before, 'a refused issue is not written');
      return answer;
    };

    test('a blank title is REQUIRED, said in words', async () => {
      assert.deepEqual((await tryIssue('')).errors, [{ field: ['title'], code: 'REQUIRED', message: "Title can't be blank." }]);
    });

    test('lengths count characters, not UTF-16 units: at the limit accepted, one over TOO_LONG with the limit in words', async () => {
      const emoji = '\u{1F600}'; // two UTF-16 units, one character
      assert.deepEqual((await tryIssue(emoji.repeat(TITLE_MAX_LENGTH))).errors, []);
      assert.deepEqual((await tryIssue(emoji.repeat(TITLE_MAX_LENGTH + 1))).errors, [
        { field: ['title'], code: 'TOO_LONG', message: `Title is too long (at most ${TITLE_MAX_LENGTH} characters).` },
      ]);
      assert.deepEqual((await tryIssue('Long body', 'b'.repeat(BODY_MAX_LENGTH))).errors, []);
      assert.deepEqual((await tryIssue('Longer body', 'b'.repeat(BODY_MAX_LENGTH + 1))).errors, [
        // The limit is written with its thousands separated, as everywhere in the interface.
        { field: ['body'], code: 'TOO_LONG', message: 'Body is too long (at most 65,536 characters).' },
      ]);
    });

    test('control characters are refused in any text; a tab is kept, and so are line breaks in Markdown', async () => {
      for (const control of ['\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f']) {
        const name = JSON.stringify(control);
        assert.deepEqual(
          (await tryIssue(`a${control}b`)).errors,
          [{ field: ['title'], code: 'INVALID', message: NOT_ALLOWED('Title') }],
          name,
        );
        assert.deepEqual(
          (await tryIssue('ok', `a${control}b`)).errors,
          [{ field: ['body'], code: 'INVALID', message: NOT_ALLOWED('Body') }],
          name,
        );
      }
      const kept = await tryIssue('Tab\tinside', 'Tab\there\nand a line');
      assert.deepEqual(kept.errors, []);
      assert.deepEqual(kept.issue, { title: 'Tab\tinside', body: 'Tab\there\nand a line' });
    });

    test('single-line text has no line breaks; Markdown has its line endings made \\n', async () => {
      for (const title of ['a\nb', 'a\rb', 'a\r\nb']) {
        assert.deepEqual(
          (await tryIssue(title)).errors,
          [{ field: ['title'], code: 'INVALID', message: NOT_ALLOWED('Title') }],
          JSON.stringify(title),
        );
      }
      const created = await tryIssue('Line endings', 'windows\r\nold mac\runix\nend');
      assert.equal(created.issue?.body, 'windows\nold mac\nunix\nend');
    });

    test('a lone surrogate (half of a character) is refused anywhere; a whole pair is a character', async () => {
      for (const text of ['a\ud800b', 'a\udc00b', 'end\ud83d', '\ude00start', 'a\udc00\ud800b']) {
        const name = JSON.stringify(text);
        assert.deepEqual((await tryIssue(text)).errors, [{ field: ['title'], code: 'INVALID', message: NOT_ALLOWED('Title') }], name);
        assert.deepEqual((await tryIssue('ok', text)).errors, [{ field: ['body'], code: 'INVALID', message: NOT_ALLOWED('Body') }], name);
      }
      assert.equal((await tryIssue('Smile \ud83d\ude00')).issue?.title, 'Smile \u{1F600}');
    });

    test('every bidirectional control is refused in a title, said in words; Markdown is NFC too', async () => {
      for (const control of ['\u202a', '\u202c', '\u202e', '\u2066', '\u2069']) {
        assert.deepEqual(
          (await tryIssue(`x${control}y`)).errors,
          [{ field: ['title'], code: 'INVALID', message: OVERRIDE('Title') }],
          JSON.stringify(control),
        );
      }
      // Their neighbours are ordinary characters (a narrow no-break space, an invisible plus).
      assert.deepEqual((await tryIssue('x\u202fy\u2064z')).errors, []);
      assert.equal((await tryIssue('Accents', 'Cafe\u0301')).issue?.body, 'Caf\u00e9');
    });

    test('a comment of nothing but invisible characters is blank', async () => {
      const answer = await server.graphql(ADD_COMMENT, { input: { issueId, body: `${INVISIBLES}\n\u200b` } });
      assert.deepEqual(answer.body.data.addComment.errors, [{ field: ['body'], code: 'REQUIRED' }]);
    });
  });
}
