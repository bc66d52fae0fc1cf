// The attachment type policy (TRIAGE_UPLOAD_ALLOWED_TYPES): which files the server takes, how it types a file
// its client did not, and that a refused file stores nothing of its request.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DEFAULT_UPLOAD_ALLOWED_TYPES } from '../../src/server/config/uploads.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ConfigError } from '../../src/server/config/variables.ts';
import { contentTypeOf, isAllowedType } from '../../src/server/domain/attachmentFiles.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { multipartFiles, type TestFile } from './multipart.ts';

const ADD = `mutation($input: AddIssueAttachmentsInput!) {
  addIssueAttachments(input: $input) {
    errors { field code message }
    attachments { filename contentType }
  }
}`;
const text = (s: string) => new TextEncoder().encode(s);

describe('typing a file', () => {
  test('the declared type wins; without one, the name decides; unknown names are plain downloads', () => {
    assert.equal(contentTypeOf({ name: 'shot.png', type: 'image/png' }), 'image/png');
    assert.equal(contentTypeOf({ name: 'data.txt', type: 'Application/JSON; charset=utf-8' }), 'application/json');
    assert.equal(contentTypeOf({ name: 'server.log', type: '' }), 'text/plain');
    assert.equal(contentTypeOf({ name: 'notes.md', type: 'application/octet-stream' }), 'text/markdown');
    assert.equal(contentTypeOf({ name: 'REPORT.PDF', type: '' }), 'application/pdf');
    assert.equal(contentTypeOf({ name: 'core.dump', type: '' }), 'application/octet-stream');
    assert.equal(contentTypeOf({ name: 'no-extension', type: 'not a type' }), 'application/octet-stream');
  });

  test('allowed types match exactly, by family, or all', () => {
    assert.ok(isAllowedType('image/webp', ['image/*']));
    assert.ok(!isAllowedType('imagery/webp', ['image/*']));
    assert.ok(isAllowedType('application/pdf', ['application/pdf']));
    assert.ok(!isAllowedType('application/pdfx', ['application/pdf']));
    assert.ok(isAllowedType('application/x-msdownload', ['*/*']));
    assert.ok(!isAllowedType('application/octet-stream', DEFAULT_UPLOAD_ALLOWED_TYPES), 'unknown binaries are not allowed by default');
  });
});

describe('TRIAGE_UPLOAD_ALLOWED_TYPES', () => {
  const parse = (value: string | undefined) => loadConfig({ TRIAGE_UPLOAD_ALLOWED_TYPES: value }, '/tmp').uploads.allowedTypes;

  test('unset or blank means the defaults', () => {
    assert.deepEqual(parse(undefined), DEFAULT_UPLOAD_ALLOWED_TYPES);
    assert.deepEqual(parse('  '), DEFAULT_UPLOAD_ALLOWED_TYPES);
  });

  test('a list is trimmed, lower-cased and deduplicated', () => {
    assert.deepEqual(parse(' Image/* , application/pdf,image/*,'), ['image/*', 'application/pdf']);
    assert.deepEqual(parse('*/*'), ['*/*']);
  });

  test('a malformed entry stops the server with a message naming the variable and the entry', () => {
    for (const bad of ['images', 'image/', '*/png', 'text/plain;charset=utf-8', ',', 'image/png application/pdf']) {
      assert.throws(
        () => parse(bad),
        (error: unknown) =>
          error instanceof ConfigError && error.variable === 'TRIAGE_UPLOAD_ALLOWED_TYPES' && /expected media types/.test(error.message),
        bad,
      );
    }
  });
});

for (const backend of backends) {
  describe(`the type policy on ${backend}`, () => {
    let server: TestServer;
    let issueId: string;
    const counts = async () => ({
      rows: (await sql<{ n: number }>`select count(*)::int as n from attachments`.execute(server.database.db)).rows[0]?.n,
      files: (await server.files.list()).length,
    });
    const attach = async (files: TestFile[]) =>
      (await (await server.fetch('/graphql', multipartFiles(ADD, { issueId }, files))).json()).data.addIssueAttachments;

    before(async () => {
      server = await startTestServer(backend, { uploads: { allowedTypes: ['image/*', 'text/plain', 'application/pdf'] } });
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 4) { id } } }')).body.data.project.issue.id;
    });
    after(() => server.close());

    test('the workspace tells clients its policy', async () => {
      const { body } = await server.anonymous.graphql('{ workspace { uploadPolicy { maxFileBytes maxFilesPerUpload allowedTypes } } }');
      assert.deepEqual(body.data.workspace.uploadPolicy, {
        maxFileBytes: 25 * 1024 * 1024,
        maxFilesPerUpload: 10,
        allowedTypes: ['image/*', 'text/plain', 'application/pdf'],
      });
    });

    test('allowed files are stored with their type, found by name when the client gave none', async () => {
      const payload = await attach([
        { name: 'shot.webp', type: 'image/webp', bytes: text('webp') },
        { name: 'server.log', type: '', bytes: text('started') },
        { name: 'spec.pdf', type: 'application/octet-stream', bytes: text('%PDF-1.7') },
      ]);
      assert.deepEqual(payload.errors, []);
      assert.deepEqual(payload.attachments, [
        { filename: 'shot.webp', contentType: 'image/webp' },
        { filename: 'server.log', contentType: 'text/plain' },
        { filename: 'spec.pdf', contentType: 'application/pdf' },
      ]);
    });

    test('one refused file refuses the request: a clear error per file, and nothing stored', async () => {
      const before = await counts();
      const payload = await attach([
        { name: 'ok.txt', type: 'text/plain', bytes: text('fine, but not alone') },
        { name: 'setup.exe', type: 'application/x-msdownload', bytes: text('MZ') },
        { name: 'blob', type: '', bytes: text('?') },
      ]);
      assert.deepEqual(payload.attachments, []);
      assert.deepEqual(payload.errors, [
        {
          field: ['files'],
          code: 'UNSUPPORTED_TYPE',
          message: "setup.exe can't be attached: files of type application/x-msdownload are not accepted here.",
        },
        {
          field: ['files'],
          code: 'UNSUPPORTED_TYPE',
          message: "blob can't be attached: files of type application/octet-stream are not accepted here.",
        },
      ]);
      assert.deepEqual(await counts(), before);
    });
  });
}
