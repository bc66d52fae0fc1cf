// Uploads stream to storage without the server holding the file (issue 18): a real server process (so its RSS
// is its own) takes a 200 MiB file, generated here as it is sent and never kept whole on either side, while its
// resident memory is sampled from /proc; its growth stays under 64 MiB, and the bytes downloaded afterwards
// hash to what was sent. On the data folder and on S3-compatible storage (s3rver), over PGlite and, when the
// tests have one, PostgreSQL. A bound on memory, not on time; Linux only (/proc).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { backends, createPostgresDatabase } from './harness.ts';
import { startLocalS3, type LocalS3 } from './localS3.ts';
import { signInAs, startServer, type Started } from './serverProcess.ts';

const MiB = 1024 * 1024;
const FILE_BYTES = 200 * MiB;
const WARM_UP_BYTES = 64 * MiB;
const CHUNK_BYTES = MiB;
const MAX_GROWTH_BYTES = 64 * MiB;
const ADD =
  'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { url size sha256 } } }';

/** The resident set size of process `pid`, in bytes, from /proc. */
async function rssOf(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Samples a process's RSS every few milliseconds until stopped; answers the highest and lowest seen. */
function sampleRss(pid: number): { stop(): Promise<{ highest: number; lowest: number }> } {
  let highest = 0;
  let lowest = Infinity;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rss = await rssOf(pid);
      highest = Math.max(highest, rss);
      lowest = Math.min(lowest, rss);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { highest, lowest };
    },
  };
}

/**
 * POSTs a multipart request attaching one file of `size` random bytes, made a chunk at a time as the socket
 * takes them (so neither side ever holds it), and answers the response and the bytes' SHA-256.
 */
async function uploadGenerated(url: string, cookie: string, issueId: string, size: number) {
  const boundary = `triage-memory-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
      `${JSON.stringify({ query: ADD, variables: { input: { issueId, files: [null] } } })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.input.files.0'] })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="recording.webm"\r\nContent-Type: video/webm\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  const { hostname, port } = new URL(url);
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port,
      path: '/graphql',
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + size + tail.length),
        'X-Triage-CSRF': '1',
        Cookie: cookie,
      },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    const write = (chunk: Buffer) => new Promise<void>((resolve) => (req.write(chunk) ? resolve() : req.once('drain', resolve)));
    void (async () => {
      await write(head);
      for (let sent = 0; sent < size; sent += CHUNK_BYTES) {
        const chunk = randomBytes(Math.min(CHUNK_BYTES, size - sent));
        hash.update(chunk);
        await write(chunk);
      }
      req.end(tail);
    })();
  });
  const response = await answer;
  return { ...response, sha256: hash.digest('hex') };
}

/** Downloads `pathname` and answers its size and SHA-256, hashing as it arrives. */
async function downloadHash(url: string, cookie: string, pathname: string): Promise<{ status: number; size: number; sha256: string }> {
  const response = await fetch(`${url}${pathname}`, { headers: { Cookie: cookie } });
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of response.body ?? []) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { status: response.status, size, sha256: hash.digest('hex') };
}

const stores = ['folder', 's3'] as const;

for (const backend of backends) {
  for (const store of stores) {
    describe(`a ${FILE_BYTES / MiB} MiB upload on ${store} storage over ${backend}`, { skip: !existsSync('/proc/self/status') }, () => {
      let folder: string;
      let s3: LocalS3 | undefined;
      let database: { url: string; drop: () => Promise<void> } | undefined;
      let server: Started;
      let cookie: string;
      let issueId: string;

      before(async () => {
        folder = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-upload-memory-'));
        if (store === 's3') s3 = await startLocalS3();
        if (backend === 'postgres') database = await createPostgresDatabase();
        server = await startServer({
          TRIAGE_DATA_DIR: path.join(folder, 'data'),
          // The server's scratch folder for uploads (the system's temporary folder), to see it emptied.
          TMPDIR: path.join(folder, 'tmp'),
          TRIAGE_UPLOAD_MAX_BYTES: String(FILE_BYTES),
          TRIAGE_UPLOAD_MAX_BYTES_PER_DAY: String(2 * FILE_BYTES),
          ...(database ? { DATABASE_URL: database.url } : {}),
          ...(s3 ? { TRIAGE_STORAGE_URL: s3.storageUrl('memory'), ...s3.env } : {}),
        });
        await fs.mkdir(path.join(folder, 'tmp'), { recursive: true });
        cookie = await signInAs(server.url, 'member@triage.test');
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Cookie: cookie },
          body: JSON.stringify({ query: '{ project(slug: "web") { issue(number: 2) { id } } }' }),
        });
        issueId = ((await response.json()) as { data: { project: { issue: { id: string } } } }).data.project.issue.id;
      });
      after(async () => {
        if (server?.child.exitCode === null) server.child.kill('SIGTERM');
        await server?.exited;
        await s3?.close();
        await database?.drop();
        await fs.rm(folder, { recursive: true, force: true });
      });

      test(`the server's memory grows by less than ${MAX_GROWTH_BYTES / MiB} MiB, and the same bytes come back`, async () => {
        // Warm up: the whole path once, so that code loaded on first use does not count as growth, with a file
        // large enough that the collections it sets off also free what the start left behind (PGlite's start
        // leaves some 200 MiB to collect).
        const warm = await uploadGenerated(server.url, cookie, issueId, WARM_UP_BYTES);
        assert.equal(warm.status, 200, warm.body);
        const warmUrl = (JSON.parse(warm.body) as { data: { addIssueAttachments: { attachments: { url: string }[] } } }).data
          .addIssueAttachments.attachments[0]?.url;
        assert.equal((await downloadHash(server.url, cookie, warmUrl ?? '')).sha256, warm.sha256);

        const pid = server.child.pid ?? 0;
        // The server at rest: the lowest RSS over a second (what is left to collect only makes it look larger).
        const resting = sampleRss(pid);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const baseline = (await resting.stop()).lowest;
        const sampler = sampleRss(pid);
        let highest = baseline;
        try {
          const upload = await uploadGenerated(server.url, cookie, issueId, FILE_BYTES);
          assert.equal(upload.status, 200, upload.body);
          const { errors, attachments } = (
            JSON.parse(upload.body) as {
              data: { addIssueAttachments: { errors: unknown[]; attachments: { url: string; size: number; sha256: string }[] } };
            }
          ).data.addIssueAttachments;
          assert.deepEqual(errors, []);
          const [attachment] = attachments;
          assert.ok(attachment);
          assert.equal(attachment.size, FILE_BYTES);
          assert.equal(attachment.sha256, upload.sha256);
          const download = await downloadHash(server.url, cookie, attachment.url);
          assert.deepEqual(
            download,
            { status: 200, size: FILE_BYTES, sha256: upload.sha256 },
            'the downloaded bytes are the uploaded ones',
          );
        } finally {
          highest = (await sampler.stop()).highest;
        }
        const growth = highest - baseline;
        console.log(
          `${store} over ${backend}: RSS ${Math.round(baseline / MiB)} MiB before, ${Math.round(highest / MiB)} MiB at most (+${(growth / MiB).toFixed(1)} MiB)`,
        );
        assert.ok(growth < MAX_GROWTH_BYTES, `the server's RSS grew by ${(growth / MiB).toFixed(1)} MiB`);
        const left = (await fs.readdir(path.join(folder, 'tmp'))).filter((name) => name.startsWith('triage-upload-'));
        assert.deepEqual(left, [], 'the uploads left nothing in the scratch folder');
      });
    });
  }
}
