// Attachments kept in S3-compatible object storage (TRIAGE_STORAGE_URL=s3://…), against a real local S3
// server (s3rver): what goes up comes down byte for byte, in ranges, revalidated by ETag; an object missing
// from the bucket is a 404; a refused upload leaves no object; the orphan sweep removes old unreferenced and
// temporary objects and keeps young ones and every one a row names. The same download behaviour on the data
// folder is checked by downloads.test.ts; the start-up settings by the last tests here.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { parseStorage } from '../../src/server/config/storage.ts';
import { ConfigError } from '../../src/server/config/variables.ts';
import { S3Store } from '../../src/server/storage/s3Store.ts';
import { sweepOrphanFiles } from '../../src/server/storage/sweep.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { startLocalS3, type LocalS3 } from './localS3.ts';
import { multipartFiles, type TestFile } from './multipart.ts';

const ADD =
  'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { id url sha256 size } } }';

for (const backend of backends) {
  describe(`attachments in S3-compatible storage, on ${backend}`, () => {
    let s3: LocalS3;
    let store: S3Store;
    let server: TestServer;
    let issueId: string;
    before(async () => {
      s3 = await startLocalS3();
      // A prefix, as a bucket shared with other data would use: every key must stay under it.
      store = new S3Store(s3.config('workspace-1'));
      server = await startTestServer(backend, { storage: store });
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 3) { id } } }')).body.data.project.issue.id;
    });
    after(async () => {
      await server.close();
      await s3.close();
    });

    const upload = async (files: TestFile[]) => {
      const response = await server.fetch('/graphql', multipartFiles(ADD, { issueId }, files));
      return (await response.json()).data.addIssueAttachments as {
        errors: { code: string }[];
        attachments: { id: string; url: string; sha256: string; size: number }[];
      };
    };

    // Larger than one 5 MiB part, so the upload to the bucket is a multipart one.
    const bytes = randomBytes(9 * 1024 * 1024 + 123);
    let url = '';
    let etag = '';

    test('an upload goes to the bucket, not the data folder, and downloads byte for byte', async () => {
      const { errors, attachments } = await upload([{ name: 'capture.webm', type: 'video/webm', bytes }]);
      assert.deepEqual(errors, []);
      const [attachment] = attachments;
      assert.ok(attachment);
      assert.equal(attachment.sha256, createHash('sha256').update(bytes).digest('hex'));
      assert.deepEqual(await store.list(), [attachment.sha256]);
      assert.deepEqual(await store.temporaryFiles(), [], 'the temporary object is gone');
      assert.deepEqual(await server.files.list(), [], 'nothing in the data folder');
      url = attachment.url;
      const response = await server.fetch(url);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-length'), String(bytes.length));
      assert.equal(response.headers.get('accept-ranges'), 'bytes');
      assert.equal(response.headers.get('cache-control'), 'private, no-cache');
      assert.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="capture\.webm"/);
      etag = response.headers.get('etag') ?? '';
      assert.equal(etag, `"${attachment.sha256}"`);
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(bytes));
    });

    test('Range requests answer 206 with the bytes asked for, 416 beyond the end', async () => {
      const ranged = async (range: string, extra: Record<string, string> = {}) =>
        server.fetch(url, { headers: { Range: range, ...extra } });
      const first = await ranged('bytes=0-9');
      assert.equal(first.status, 206);
      assert.equal(first.headers.get('content-range'), `bytes 0-9/${bytes.length}`);
      assert.ok(Buffer.from(await first.arrayBuffer()).equals(bytes.subarray(0, 10)));
      // Across the boundary of the two parts it was uploaded in.
      const middle = 8 * 1024 * 1024 - 5;
      const across = await ranged(`bytes=${middle}-${middle + 9}`);
      assert.equal(across.status, 206);
      assert.ok(Buffer.from(await across.arrayBuffer()).equals(bytes.subarray(middle, middle + 10)));
      const suffix = await ranged('bytes=-7');
      assert.equal(suffix.headers.get('content-range'), `bytes ${bytes.length - 7}-${bytes.length - 1}/${bytes.length}`);
      assert.ok(Buffer.from(await suffix.arrayBuffer()).equals(bytes.subarray(-7)));
      const beyond = await ranged(`bytes=${bytes.length}-`);
      assert.equal(beyond.status, 416);
      assert.equal(beyond.headers.get('content-range'), `bytes */${bytes.length}`);
      await beyond.arrayBuffer();
      const otherVersion = await ranged('bytes=0-9', { 'If-Range': '"another"' });
      assert.equal(otherVersion.status, 200, 'If-Range naming another version: the whole file');
      await otherVersion.body?.cancel();
    });

    test('If-None-Match answers 304 to someone who may see the file, and only to them', async () => {
      const revalidated = await server.fetch(url, { headers: { 'If-None-Match': etag } });
      assert.equal(revalidated.status, 304);
      assert.equal(revalidated.headers.get('etag'), etag);
      assert.equal((await server.anonymous.fetch(url, { headers: { 'If-None-Match': etag } })).status, 401);
      const changed = await server.fetch(url, { headers: { 'If-None-Match': '"something-else"' } });
      assert.equal(changed.status, 200);
      await changed.body?.cancel();
    });

    test('HEAD answers the headers of the whole file without its bytes', async () => {
      const head = await server.fetch(url, { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('content-length'), String(bytes.length));
    });

    test('an image is shown inline', async () => {
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201d0a0b1b30000000049454e44ae426082',
        'hex',
      );
      const { attachments } = await upload([{ name: 'dot.png', type: 'image/png', bytes: png }]);
      const response = await server.fetch(attachments[0]?.url ?? '');
      assert.equal(response.headers.get('content-type'), 'image/png');
      assert.match(response.headers.get('content-disposition') ?? '', /^inline; filename="dot\.png"/);
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(png));
    });

    test('a refused upload stores nothing in the bucket', async () => {
      const before = await store.list();
      const { errors } = await upload([
        { name: 'fine.txt', type: 'text/plain', bytes: randomBytes(100) },
        { name: 'tool.exe', type: 'application/x-msdownload', bytes: randomBytes(100) },
      ]);
      assert.deepEqual(
        errors.map((e) => e.code),
        ['UNSUPPORTED_TYPE'],
      );
      assert.deepEqual((await store.list()).sort(), before.sort());
      assert.deepEqual(await store.temporaryFiles(), []);
    });

    test('an object missing from the bucket is a 404 that says so, and /readyz names the bucket', async () => {
      const { attachments } = await upload([{ name: 'lost.txt', type: 'text/plain', bytes: randomBytes(64) }]);
      const [lost] = attachments;
      assert.ok(lost);
      await s3.deleteObject(`workspace-1/sha256/${lost.sha256}`);
      for (const method of ['GET', 'HEAD']) {
        const response = await server.fetch(lost.url, { method });
        assert.equal(response.status, 404, method);
        assert.equal(response.headers.get('cache-control'), 'no-store');
      }
      assert.match(await (await server.fetch(lost.url)).text(), /missing from the server’s storage/);
      const ready = await (await fetch(`${server.url}/readyz`)).json();
      assert.match(ready.checks.storage, /missing from s3:\/\/triage-test\/workspace-1\/ .*is this the bucket/);
    });

    test('the sweep removes old orphan and temporary objects, and keeps young ones and those a row names', async () => {
      const referenced = new Set(await store.list());
      const oldOrphan = await store.put(randomBytes(32));
      await s3.putObject('workspace-1/tmp/interrupted', randomBytes(32));
      // S3 keeps times to the second: the grace is 1.5 s, the old ones are 2.6 s old, the young one new.
      await sleep(2600);
      const youngOrphan = await store.put(randomBytes(32));
      const { removed } = await sweepOrphanFiles(server.database.db, store, 1500);
      assert.equal(removed, 2);
      const left = new Set(await store.list());
      assert.equal(left.has(oldOrphan.sha256), false);
      assert.equal(left.has(youngOrphan.sha256), true);
      for (const sha256 of referenced) assert.ok(left.has(sha256), 'a file a row names stays');
      assert.deepEqual(await store.temporaryFiles(), []);
    });
  });
}

describe('TRIAGE_STORAGE_URL', () => {
  const parse = (value: string) => parseStorage({ TRIAGE_STORAGE_URL: value });

  test('unset or empty: the data folder', () => {
    assert.deepEqual(parseStorage({}), { kind: 'folder' });
    assert.deepEqual(parse(''), { kind: 'folder' });
  });

  test('an s3 URL: bucket, prefix, endpoint, region and path style', () => {
    assert.deepEqual(parse('s3://my-bucket/team/a?endpoint=http://127.0.0.1:9000&region=eu-west-3&forcePathStyle=1'), {
      kind: 's3',
      bucket: 'my-bucket',
      prefix: 'team/a/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
    });
    assert.deepEqual(parse('s3://my-bucket'), {
      kind: 's3',
      bucket: 'my-bucket',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  test('a bad value stops the server with a message naming the variable', () => {
    for (const value of [
      'http://my-bucket',
      's3://key:secret@my-bucket',
      's3://My_Bucket',
      's3://ab',
      's3://my-bucket?endpoint=ftp://host',
      's3://my-bucket?endpoint=http://user:pw@host',
      's3://my-bucket?forcePathStyle=yes',
      's3://my-bucket?region=EU WEST',
      's3://my-bucket?acl=public-read',
    ]) {
      assert.throws(
        () => parse(value),
        (error: unknown) => error instanceof ConfigError && error.message.startsWith('TRIAGE_STORAGE_URL: '),
        value,
      );
    }
    assert.throws(() => parse('s3://key:secret@my-bucket'), /AWS_ACCESS_KEY_ID/);
  });
});
