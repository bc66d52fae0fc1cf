// A server killed in the middle of an upload leaves the folder the upload was streaming into (it could not
// remove it); the next start removes it, and nothing else: not the live upload folder of another process, not
// anything else in the temporary folder, and no attachment appears. A folder left by a running process is
// removed only once nothing was written in it for the grace period; this process's own live folders never.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { UploadScratchArea } from '../../src/server/http/uploadScratch.ts';
import { backends } from './harness.ts';
import { serverPlace, signInAs, startServer } from './serverProcess.ts';

const ADD = 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { id } } }';
const HOUR_AGO = new Date(Date.now() - 60 * 60 * 1000);
/** How the server names its upload folders: the machine (a hash of its name), the process, a random part. */
const machine = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
const folderOf = (pid: number) => `triage-upload-${machine}-${pid}-${randomBytes(8).toString('hex')}`;

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function graphql(url: string, cookie: string, query: string): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Cookie: cookie },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

/**
 * Starts a multipart upload of a file announced as 1 MiB and sends only its first 64 KiB: the request stays
 * open, its file half-written in the server's upload folder. Answers a function that drops the connection.
 */
function startSlowUpload(url: string, cookie: string, issueId: string): () => void {
  const boundary = `triage-sweep-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
      `${JSON.stringify({ query: ADD, variables: { input: { issueId, files: [null] } } })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.input.files.0'] })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="cut-off.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const { hostname, port } = new URL(url);
  const req = http.request({
    host: hostname,
    port,
    path: '/graphql',
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + 1024 * 1024 + boundary.length + 8),
      'X-Triage-CSRF': '1',
      Cookie: cookie,
    },
  });
  // The server dies under it: the connection's end is expected.
  req.on('error', () => {});
  req.write(head);
  req.write(randomBytes(64 * 1024));
  return () => req.destroy();
}

/** Waits until a folder of process `pid` holds a file with bytes in it, and answers the folder's name. */
async function folderBeingWritten(parent: string, pid: number): Promise<string> {
  const prefix = `triage-upload-${machine}-${pid}-`;
  for (;;) {
    for (const name of await fs.readdir(parent).catch(() => [] as string[])) {
      if (!name.startsWith(prefix)) continue;
      const files = await fs.readdir(path.join(parent, name)).catch(() => [] as string[]);
      const sizes = await Promise.all(files.map((f) => fs.stat(path.join(parent, name, f)).then((s) => s.size)));
      if (sizes.some((size) => size > 0)) return name;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const backend of backends) {
  describe(`a server killed mid-upload, on ${backend}`, () => {
    const place = serverPlace(backend, 'triage-scratch-sweep-');

    test('leaves its upload folder behind; the next start removes it and nothing else', async () => {
      const tmp = path.join(place.folder, 'tmp');
      await fs.mkdir(tmp);
      const env = {
        TRIAGE_DATA_DIR: path.join(place.folder, 'data'),
        // The server's temporary folder, where uploads stream to while their request lasts.
        TMPDIR: tmp,
        ...(place.database ? { DATABASE_URL: place.database.url } : {}),
      };
      const first = await startServer(env);
      place.servers.push(first);
      // Beside it: a folder a running process (this one) is writing an upload into, one a running process
      // left untouched for an hour, and files that are none of the server's business.
      const live = folderOf(process.pid);
      const stale = folderOf(process.pid);
      for (const name of [live, stale]) {
        await fs.mkdir(path.join(tmp, name));
        await fs.writeFile(path.join(tmp, name, '1'), 'bytes');
      }
      await fs.utimes(path.join(tmp, stale, '1'), HOUR_AGO, HOUR_AGO);
      await fs.utimes(path.join(tmp, stale), HOUR_AGO, HOUR_AGO);
      await fs.writeFile(path.join(tmp, 'someone-else.txt'), 'not Triage');
      // An older version's folder (mkdtemp's name), untouched for an hour, goes; a folder that only starts alike
      // (a test's) is not the server's, however old.
      const olderVersion = 'triage-upload-Ab12Cd';
      for (const name of [olderVersion, 'triage-upload-memory-x1']) {
        await fs.mkdir(path.join(tmp, name));
        await fs.utimes(path.join(tmp, name), HOUR_AGO, HOUR_AGO);
      }

      const cookie = await signInAs(first.url, 'member@triage.test');
      const issue = await graphql(first.url, cookie, '{ project(slug: "web") { issue(number: 2) { id attachments { id } } } }');
      const { id: issueId, attachments: before } = (issue.data.project as { issue: { id: string; attachments: unknown[] } }).issue;
      const storedFiles = () =>
        fs.readdir(path.join(place.folder, 'data', 'attachments', 'sha256'), { recursive: true }).catch(() => [] as string[]);
      const storedBefore = await storedFiles();
      const drop = startSlowUpload(first.url, cookie, issueId);
      const cutOff = await folderBeingWritten(tmp, first.child.pid ?? -1);
      first.child.kill('SIGKILL');
      await first.exited;
      drop();
      assert.equal(await exists(path.join(tmp, cutOff)), true, 'a killed process cannot remove its upload folder');

      const second = await startServer(env);
      place.servers.push(second);
      const removed = /Removed (\d+) upload folder\(s\) left by an interrupted request in (.*): (.*)\.\n/.exec(second.output());
      assert.ok(removed, second.output());
      assert.equal(removed[1], '3');
      assert.equal(removed[2], tmp);
      assert.deepEqual(removed[3]?.split(', ').sort(), [cutOff, stale, olderVersion].sort());
      // (tsx-*: the compile cache of the TypeScript loader the server runs under.)
      const left = (await fs.readdir(tmp)).filter((name) => !name.startsWith('tsx-'));
      assert.deepEqual(left.sort(), [live, 'someone-else.txt', 'triage-upload-memory-x1'].sort());
      assert.equal(await fs.readFile(path.join(tmp, live, '1'), 'utf8'), 'bytes');

      const after = await graphql(
        second.url,
        await signInAs(second.url, 'member@triage.test'),
        `{ node(id: "${issueId}") { ... on Issue { attachments { id } } } }`,
      );
      assert.deepEqual((after.data.node as { attachments: unknown[] }).attachments, before, 'the cut-off upload left no attachment');
      assert.deepEqual(await storedFiles(), storedBefore, 'and no stored file');
      second.child.kill('SIGTERM');
      assert.equal(await second.exited, 0);
    });
  });
}

describe('the sweep of upload folders within a process', () => {
  test("never removes a folder one of this process's requests is writing into, however old", async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-scratch-own-'));
    try {
      const area = new UploadScratchArea(parent);
      const inUse = await area.claim();
      const leftOver = path.join(parent, folderOf(process.pid));
      await fs.mkdir(leftOver);
      for (const folder of [inUse, leftOver]) await fs.utimes(folder, HOUR_AGO, HOUR_AGO);
      // A folder named after this process that no request of it holds: left by an earlier process with this id.
      assert.deepEqual(await area.sweep(10 * 60 * 1000), { removed: [path.basename(leftOver)] });
      assert.equal(await exists(inUse), true);
      await area.release(inUse);
      assert.equal(await exists(inUse), false);
      assert.deepEqual(await area.sweep(0), { removed: [] });
    } finally {
      await fs.rm(parent, { recursive: true, force: true });
    }
  });
});
