// The daily upload allowance per person (TRIAGE_UPLOAD_MAX_BYTES_PER_DAY): files up to it are attached, a byte
// more is refused with nothing written (no row, no comment), other people are not affected, and uploads sent at
// once are counted one after another, so exactly as many go through as the allowance holds.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { multipartFiles, type TestFile } from './multipart.ts';

const ALLOWANCE = 100_000;
const ADD = `mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { field code message } attachments { size } } }`;
const ADD_COMMENT = `mutation($input: AddCommentInput!) { addComment(input: $input) { errors { field code message } comment { id } } }`;

const file = (size: number): TestFile => ({ name: 'notes.txt', type: 'text/plain', bytes: randomBytes(size) });

for (const backend of backends) {
  describe(`the daily upload allowance on ${backend}`, () => {
    let server: TestServer;
    let issueId: string;

    const attach = async (as: Session, files: TestFile[]) =>
      (await (await as.fetch('/graphql', multipartFiles(ADD, { issueId }, files))).json()).data.addIssueAttachments;
    const bytesOf = async (userId: number) =>
      Number(
        (
          await sql<{ n: string }>`select coalesce(sum(size), 0) as n from attachments where uploader_id = ${userId}`.execute(
            server.database.db,
          )
        ).rows[0]?.n,
      );
    const commentsOn = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from comments`.execute(server.database.db)).rows[0]?.n ?? 0;

    before(async () => {
      server = await startTestServer(backend, { uploads: { maxBytesPerDay: ALLOWANCE, allowedTypes: ['*/*'] } });
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 4) { id } } }')).body.data.project.issue.id;
    });
    after(() => server.close());

    test('exactly the allowance goes through; one byte more is refused and writes nothing', async () => {
      const person = await server.createAccount('allowance-edge', 'MEMBER');
      const first = await attach(person, [file(60_000), file(30_000)]);
      assert.deepEqual(first.errors, []);
      // 10 000 bytes are left: 10 001 are refused...
      const over = await attach(person, [file(10_001)]);
      assert.deepEqual(
        over.errors.map((e: { field: string[]; code: string }) => [e.field, e.code]),
        [[['files'], 'RATE_LIMITED']],
      );
      assert.match(over.errors[0].message, /You can attach 98 kB a day; 10 kB is left for the next 24 hours/);
      assert.deepEqual(over.attachments, []);
      assert.equal(await bytesOf(person.id), 90_000);
      // ...and 10 000 are accepted: the allowance is reached, not passed.
      assert.deepEqual((await attach(person, [file(10_000)])).errors, []);
      assert.equal(await bytesOf(person.id), ALLOWANCE);
      const oneMore = await attach(person, [file(1)]);
      assert.equal(oneMore.errors[0]?.code, 'RATE_LIMITED');
      assert.equal(await bytesOf(person.id), ALLOWANCE);
    });

    test('a comment whose files are over the allowance is not written either', async () => {
      const person = await server.createAccount('allowance-comment', 'MEMBER');
      const before = await commentsOn();
      const init = multipartFiles(ADD_COMMENT, { issueId, body: 'With a large file' }, [file(ALLOWANCE + 1)]);
      const answer = (await (await person.fetch('/graphql', init)).json()).data.addComment;
      assert.equal(answer.errors[0]?.code, 'RATE_LIMITED');
      assert.equal(answer.comment, null);
      assert.equal(await commentsOn(), before);
      assert.equal(await bytesOf(person.id), 0);
    });

    test("one person's allowance is their own: another still attaches", async () => {
      const spender = await server.createAccount('allowance-spender', 'MEMBER');
      assert.deepEqual((await attach(spender, [file(ALLOWANCE)])).errors, []);
      assert.equal((await attach(spender, [file(1)])).errors[0]?.code, 'RATE_LIMITED');
      const other = await server.createAccount('allowance-other', 'MEMBER');
      assert.deepEqual((await attach(other, [file(ALLOWANCE)])).errors, []);
    });

    test('ten uploads sent at once: exactly as many as the allowance holds go through', async () => {
      const person = await server.createAccount('allowance-burst', 'MEMBER');
      const answers = await Promise.all(Array.from({ length: 10 }, () => attach(person, [file(30_000)])));
      const accepted = answers.filter((answer) => answer.errors.length === 0).length;
      const refused = answers.filter((answer) => answer.errors[0]?.code === 'RATE_LIMITED').length;
      assert.equal(accepted, 3, `accepted ${accepted}, refused ${refused}`);
      assert.equal(refused, 7);
      assert.equal(await bytesOf(person.id), 90_000);
    });
  });
}
