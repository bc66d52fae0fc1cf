// Downloads from the data folder (the default store) stream with the same headers as from a bucket
// (s3Storage.test.ts): Range answers 206 or 416, If-Range naming another version gets the whole file, and
// If-None-Match answers 304 with the ETag.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const ADD = 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { url } } }';

describe('downloads from the data folder', () => {
  let server: TestServer;
  let url = '';
  const bytes = randomBytes(100_000);
  before(async () => {
    server = await startTestServer('pglite');
    const issueId = (await server.graphql('{ project(slug: "web") { issue(number: 3) { id } } }')).body.data.project.issue.id;
    const uploaded = await server.fetch('/graphql', multipartFiles(ADD, { issueId }, [{ name: 'trace.log', type: 'text/plain', bytes }]));
    url = (await uploaded.json()).data.addIssueAttachments.attachments[0].url;
  });
  after(() => server.close());

  test('the whole file, byte for byte, as a download', async () => {
    const response = await server.fetch(url);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('accept-ranges'), 'bytes');
    assert.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="trace\.log"/);
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(bytes));
  });

  test('a byte range is 206 with its bytes; a range past the end is 416', async () => {
    const part = await server.fetch(url, { headers: { Range: 'bytes=1000-1999' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 1000-1999/${bytes.length}`);
    assert.equal(part.headers.get('content-length'), '1000');
    assert.ok(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000)));
    const tail = await server.fetch(url, { headers: { Range: 'bytes=99990-' } });
    assert.ok(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(99_990)));
    const beyond = await server.fetch(url, { headers: { Range: `bytes=${bytes.length}-` } });
    assert.equal(beyond.status, 416);
    assert.equal(beyond.headers.get('content-range'), `bytes */${bytes.length}`);
    await beyond.arrayBuffer();
    const stale = await server.fetch(url, { headers: { Range: 'bytes=0-9', 'If-Range': '"not-this-file"' } });
    assert.equal(stale.status, 200);
    assert.equal((await stale.arrayBuffer()).byteLength, bytes.length);
  });

  test('If-None-Match with the ETag is 304, also among other tags or weak', async () => {
    const etag = (await server.fetch(url, { method: 'HEAD' })).headers.get('etag') ?? '';
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`]) {
      assert.equal((await server.fetch(url, { headers: { 'If-None-Match': header } })).status, 304, header);
    }
  });
});
