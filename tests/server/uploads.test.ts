// Multipart uploads through the real server (GraphQL multipart request spec): bytes in, the same bytes
// stored and served back, metadata right; limits enforced while parsing; an aborted upload leaves nothing.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { FolderStore } from '../../src/server/storage/folderStore.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { multipartFiles, type TestFile } from './multipart.ts';

const ADD = `mutation($input: AddIssueAttachmentsInput!) {
  addIssueAttachments(input: $input) {
    errors { field code message }
    attachments { id filename contentType size sha256 url isImage }
    issue { attachments { id } }
  }
}`;

function multipart(issueId: string, files: TestFile[], headers?: Record<string, string>) {
  return multipartFiles(ADD, { issueId }, files, headers);
}

for (const backend of backends) {
  describe(`uploads on ${backend}`, () => {
    let server: TestServer;
    let issueId: string;
    const attachmentRows = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from attachments`.execute(server.database.db)).rows[0]?.n;

    before(async () => {
      // Any type: these tests are about the transport and storage (uploadTypes.test.ts is about the type policy).
      server = await startTestServer(backend, { uploads: { maxFileBytes: 12 * 1024 * 1024, maxFiles: 3, allowedTypes: ['*/*'] } });
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 3) { id } } }')).body.data.project.issue.id;
    });
    after(() => server.close());

    test('a 10 MB file and an image arrive byte-identical with the right metadata', async () => {
      const big = randomBytes(10 * 1024 * 1024);
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
      const response = await server.fetch(
        '/graphql',
        multipart(issueId, [
          { name: 'trace.bin', type: 'application/x-trace', bytes: big },
          { name: 'shot.png', type: 'image/png', bytes: png },
        ]),
      );
      assert.equal(response.status, 200);
      const body = await response.json();
      const payload = body.data.addIssueAttachments;
      assert.deepEqual(payload.errors, []);
      const [bin, image] = payload.attachments;
      assert.equal(bin.filename, 'trace.bin');
      assert.equal(bin.contentType, 'application/x-trace');
      assert.equal(bin.size, big.byteLength);
      assert.equal(bin.sha256, createHash('sha256').update(big).digest('hex'));
      assert.equal(bin.isImage, false);
      assert.equal(image.isImage, true);
      assert.equal(payload.issue.attachments.length, 2);

      const download = await server.fetch(bin.url);
      assert.equal(download.status, 200);
      assert.equal(download.headers.get('content-type'), 'application/octet-stream');
      assert.match(download.headers.get('content-disposition') ?? '', /^attachment; filename="trace.bin"/);
      assert.equal(download.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(Buffer.from(await download.arrayBuffer()).equals(big), 'the same bytes come back');

      const shown = await server.fetch(image.url);
      assert.equal(shown.headers.get('content-type'), 'image/png');
      assert.match(shown.headers.get('content-disposition') ?? '', /^inline;/);
      assert.ok(Buffer.from(await shown.arrayBuffer()).equals(Buffer.from(png)));
      assert.deepEqual(await server.scratchLeft(), [], 'the files waited on disk only while their request lasted');
    });

    test('HTML and SVG are served as downloads, never as pages', async () => {
      const response = await server.fetch(
        '/graphql',
        multipart(issueId, [
          { name: 'evil.html', type: 'text/html', bytes: new TextEncoder().encode('<script>alert(1)</script>') },
          { name: 'evil.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg onload="alert(1)"/>') },
        ]),
      );
      const { attachments } = (await response.json()).data.addIssueAttachments;
      for (const attachment of attachments) {
        assert.equal(attachment.isImage, false);
        const download = await server.fetch(attachment.url);
        assert.equal(download.headers.get('content-type'), 'application/octet-stream');
        assert.match(download.headers.get('content-disposition') ?? '', /^attachment;/);
      }
    });

    test('a file name is stripped of paths and control characters', async () => {
      const response = await server.fetch(
        '/graphql',
        multipart(issueId, [{ name: '../../etc/pass\u0007wd', type: 'bogus type', bytes: new Uint8Array([1]) }]),
      );
      const [attachment] = (await response.json()).data.addIssueAttachments.attachments;
      assert.equal(attachment.filename, 'passwd');
      assert.equal(attachment.contentType, 'application/octet-stream');
    });

    test('a multipart request without the CSRF header is refused with 403 and writes nothing', async () => {
      const before = await attachmentRows();
      // A signed-in user's browser tricked by another site: the cookie goes along, the header cannot.
      const response = await fetch(
        `${server.url}/graphql`,
        multipart(issueId, [{ name: 'a.txt', type: 'text/plain', bytes: new Uint8Array([1]) }], { Cookie: server.cookie }),
      );
      assert.equal(response.status, 403);
      assert.equal(await attachmentRows(), before);
    });

    test('more files than allowed are refused while parsing and write nothing', async () => {
      const before = await attachmentRows();
      const files = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.txt`, type: 'text/plain', bytes: new Uint8Array([i]) }));
      const response = await server.fetch('/graphql', multipart(issueId, files));
      assert.equal(response.status, 400);
      const body = await response.json();
      assert.match(body.errors[0].message, /Files limit exceeded: 3/);
      assert.equal(body.errors[0].extensions.code, 'BAD_REQUEST');
      assert.equal(await attachmentRows(), before);
    });

    test('a file larger than allowed is refused and writes nothing', async () => {
      const before = await attachmentRows();
      const stored = (await server.files.list()).length;
      const response = await server.fetch(
        '/graphql',
        multipart(issueId, [{ name: 'huge.bin', type: 'application/octet-stream', bytes: new Uint8Array(12 * 1024 * 1024 + 1) }]),
      );
      assert.equal(response.status, 413);
      assert.match((await response.json()).errors[0].message, /File size limit exceeded/);
      assert.equal(await attachmentRows(), before);
      assert.equal((await server.files.list()).length, stored);
      assert.deepEqual(await server.scratchLeft(), [], 'what was received of it was removed');
    });

    test('an issue that does not exist is a UserError and stores nothing', async () => {
      const before = await attachmentRows();
      const stored = (await server.files.list()).length;
      const missing = Buffer.from('Issue:999999').toString('base64url');
      const response = await server.fetch('/graphql', multipart(missing, [{ name: 'a.txt', type: 'text/plain', bytes: randomBytes(16) }]));
      const payload = (await response.json()).data.addIssueAttachments;
      assert.deepEqual(
        payload.errors.map((e: { code: string }) => e.code),
        ['NOT_FOUND'],
      );
      assert.equal(await attachmentRows(), before);
      assert.equal((await server.files.list()).length, stored);
    });

    test('an upload aborted half-way leaves no row and no file behind', async () => {
      const before = await attachmentRows();
      const stored = (await server.files.list()).length;
      const boundary = 'triage-abort-test';
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: ADD, variables: { input: { issueId, files: [null] } } })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.input.files.0'] })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="partial.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const { port } = new URL(server.url);
      await new Promise<void>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(head.length + 4 * 1024 * 1024),
            'X-Triage-CSRF': '1',
          },
        });
        req.on('error', () => resolve());
        req.on('response', () => resolve());
        req.write(head);
        req.write(randomBytes(1024 * 1024), () => {
          req.destroy();
          setTimeout(resolve, 300);
        });
      });
      assert.equal((await fetch(`${server.url}/healthz`)).status, 200, 'the server still answers');
      assert.equal(await attachmentRows(), before);
      assert.equal((await server.files.list()).length, stored);
      assert.deepEqual(await server.files.temporaryFiles(), []);
      assert.deepEqual(await server.scratchLeft(), [], 'the part received was removed from the scratch folder');
    });

    test('an unknown or malformed attachment id is 404', async () => {
      assert.equal((await server.fetch(`/attachments/${Buffer.from('Attachment:99999').toString('base64url')}/x`)).status, 404);
      assert.equal((await server.fetch(`/attachments/${Buffer.from('Issue:1').toString('base64url')}/x`)).status, 404);
    });
  });
}

/** The data folder's store, counting how often it is asked whether it has a file. */
class CountingStore extends FolderStore {
  asked = 0;
  override async has(sha256: string): Promise<boolean> {
    this.asked += 1;
    return super.has(sha256);
  }
}

describe('an attachment whose bytes storage lost', () => {
  let server: TestServer;
  let folder: string;
  let store: CountingStore;
  before(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-counting-store-'));
    store = new CountingStore(folder);
    server = await startTestServer('pglite', { storage: store });
  });
  after(async () => {
    await server.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  test('keeps its url (storage is not asked per attachment); its download is the 404 that says so', async () => {
    const issueId = (await server.graphql('{ project(slug: "web") { issue(number: 5) { id } } }')).body.data.project.issue.id;
    const upload = await server.fetch(
      '/graphql',
      multipart(issueId, [
        { name: 'kept.txt', type: 'text/plain', bytes: new TextEncoder().encode('kept') },
        { name: 'lost.txt', type: 'text/plain', bytes: new TextEncoder().encode('lost') },
      ]),
    );
    const [, lost] = (await upload.json()).data.addIssueAttachments.attachments;
    await fs.rm(store.pathOf(lost.sha256));

    const asked = store.asked;
    const { status, body } = await server.graphql('{ project(slug: "web") { issue(number: 5) { attachments { filename url } } } }');
    assert.equal(status, 200);
    assert.equal(body.errors, undefined);
    const { attachments } = body.data.project.issue;
    assert.deepEqual(
      attachments.map((a: { filename: string }) => a.filename),
      ['kept.txt', 'lost.txt'],
    );
    assert.equal(store.asked, asked, 'no storage request for a page of attachments');
    assert.equal((await server.fetch(attachments[0].url)).status, 200);
    const missing = await server.fetch(attachments[1].url);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /missing from the server’s storage/);
  });
});
