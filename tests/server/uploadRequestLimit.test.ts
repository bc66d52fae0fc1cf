// The size of a whole multipart request follows the upload settings: a file of exactly
// TRIAGE_UPLOAD_MAX_BYTES is accepted (Yoga's own 25 000 000-byte default refused the advertised 25 MiB), one
// byte more is refused, and TRIAGE_UPLOAD_MAX_FILES files of the largest size go in one request.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_BYTES_PER_DAY, DEFAULT_UPLOAD_MAX_FILES } from '../../src/server/config.ts';
import { multipartRequestLimit } from '../../src/server/graphql/yoga.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { multipartFiles, type TestFile } from './multipart.ts';

const ADD = 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { size } } }';

const zip = (name: string, size: number): TestFile => ({ name, type: 'application/zip', bytes: randomBytes(size) });

async function attachmentCount(server: TestServer): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from attachments`.execute(server.database.db)).rows[0]?.n ?? -1;
}

test('the request limit covers every file at its largest, the form fields and the framing of every part', () => {
  const limit = multipartRequestLimit({
    maxFileBytes: DEFAULT_UPLOAD_MAX_BYTES,
    maxFiles: DEFAULT_UPLOAD_MAX_FILES,
    maxBytesPerDay: DEFAULT_UPLOAD_MAX_BYTES_PER_DAY,
    allowedTypes: [],
  });
  assert.ok(limit > DEFAULT_UPLOAD_MAX_FILES * DEFAULT_UPLOAD_MAX_BYTES);
  assert.ok(limit < DEFAULT_UPLOAD_MAX_FILES * DEFAULT_UPLOAD_MAX_BYTES + 16 * 1024 * 1024, 'and not much more');
});

for (const backend of backends) {
  describe(`the upload request limit on ${backend}, default settings`, () => {
    let server: TestServer;
    let issueId = '';
    before(async () => {
      server = await startTestServer(backend);
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 4) { id } } }')).body.data.project.issue.id;
    });
    after(() => server.close());

    test(`a file of exactly ${DEFAULT_UPLOAD_MAX_BYTES} bytes is accepted; one byte more is refused and writes nothing`, async () => {
      const before = await attachmentCount(server);
      const atLimit = await server.fetch('/graphql', multipartFiles(ADD, { issueId }, [zip('at-limit.zip', DEFAULT_UPLOAD_MAX_BYTES)]));
      assert.equal(atLimit.status, 200);
      const body = await atLimit.json();
      assert.deepEqual(body.data.addIssueAttachments, { errors: [], attachments: [{ size: DEFAULT_UPLOAD_MAX_BYTES }] });
      assert.equal(await attachmentCount(server), before + 1);

      const over = await server.fetch('/graphql', multipartFiles(ADD, { issueId }, [zip('over.zip', DEFAULT_UPLOAD_MAX_BYTES + 1)]));
      assert.equal(over.status, 413);
      assert.match((await over.json()).errors[0].message, /File size limit exceeded/);
      assert.equal(await attachmentCount(server), before + 1);
    });
  });

  describe(`the upload request limit on ${backend}, files × size above 25 000 000 bytes`, () => {
    const uploads = {
      maxFileBytes: 3 * 1024 * 1024,
      maxFiles: 10,
      maxBytesPerDay: DEFAULT_UPLOAD_MAX_BYTES_PER_DAY,
      allowedTypes: ['*/*'],
    };
    let server: TestServer;
    let issueId = '';
    before(async () => {
      server = await startTestServer(backend, { uploads });
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 5) { id } } }')).body.data.project.issue.id;
    });
    after(() => server.close());

    test('ten files of the largest size go in one request (30 MiB)', async () => {
      const files = Array.from({ length: uploads.maxFiles }, (_, i) => zip(`part-${i}.zip`, uploads.maxFileBytes));
      const before = await attachmentCount(server);
      const response = await server.fetch('/graphql', multipartFiles(ADD, { issueId }, files));
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.deepEqual(body.data.addIssueAttachments.errors, []);
      assert.equal(body.data.addIssueAttachments.attachments.length, uploads.maxFiles);
      assert.equal(await attachmentCount(server), before + uploads.maxFiles);
    });

    test('a request longer than the settings allow is refused with 413 before it is read', async () => {
      const limit = multipartRequestLimit(uploads);
      const response = await server.fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(limit + 1) },
        body: new Uint8Array(limit + 1),
      });
      assert.equal(response.status, 413);
    });
  });
}
