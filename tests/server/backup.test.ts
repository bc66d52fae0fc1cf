// `npm run db:backup` and `npm run db:restore` on the embedded database, run as an operator runs them: a
// backup taken while a real server runs and takes writes holds exactly what was committed when it was
// taken (rows and attachment bytes); restored into the folder with the server stopped, the server serves
// that state again. A restore is refused while a server runs, and a damaged backup restores nothing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { multipartFiles } from './multipart.ts';
import { root, signInAs, startServer, type Started } from './serverProcess.ts';
import { entryArguments } from './serverEntries.ts';

function run(script: 'backupData' | 'restoreData', dataDir: string, folder: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...entryArguments(script), folder], {
      cwd: root,
      env: { ...process.env, TRIAGE_DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function graphql(url: string, cookie: string, query: string, variables?: unknown) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1', Cookie: cookie },
    body: JSON.stringify({ query, variables }),
  });
  // `any`: each test reads the shape its own query asks for.
  return (await response.json()) as { data: any; errors?: unknown[] };
}

const CREATE = 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { errors { code } issue { id number } } }';
const TITLES = '{ project(slug: "web") { issues(first: 3, query: "sort:created-desc") { edges { node { title } } } } }';

describe('backing up and restoring the embedded database', () => {
  let dataDir: string;
  let backups: string;
  let server: Started | undefined;
  const bytes = randomBytes(300 * 1024);

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-backup-data-'));
    backups = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-backups-'));
  });
  after(async () => {
    server?.child.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(backups, { recursive: true, force: true });
  });

  test(
    'a backup taken while the server runs holds what was committed then, and restores to exactly that',
    { timeout: 240_000 },
    async () => {
      server = await startServer({ TRIAGE_DATA_DIR: dataDir });
      let cookie = await signInAs(server.url, 'member@triage.test');
      const project = (await graphql(server.url, cookie, '{ project(slug: "web") { id } }')).data.project.id as string;
      const kept = await graphql(server.url, cookie, CREATE, { input: { projectId: project, title: 'Written before the backup' } });
      assert.deepEqual(kept.data.createIssue.errors, []);
      const form = new Request(
        `${server.url}/graphql`,
        multipartFiles(
          'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } } }',
          { issueId: kept.data.createIssue.issue.id },
          [{ name: 'trace.txt', type: 'text/plain', bytes }],
          { 'X-Triage-CSRF': '1', Cookie: cookie },
        ),
      );
      assert.deepEqual((await (await fetch(form)).json()).data.addIssueAttachments.errors, []);

      const taken = await run('backupData', dataDir, path.join(backups, 'one'));
      assert.equal(taken.code, 0, taken.output);
      assert.match(taken.output, /written by the running server \(PID \d+\): \d+ rows, 1 attachment files/);

      const later = await graphql(server.url, cookie, CREATE, { input: { projectId: project, title: 'Written after the backup' } });
      assert.deepEqual(later.data.createIssue.errors, []);

      const refused = await run('restoreData', dataDir, path.join(backups, 'one'));
      assert.equal(refused.code, 1);
      assert.match(refused.output, /Nothing was restored: the data folder .* is in use by another Triage process/);

      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0);
      const restored = await run('restoreData', dataDir, path.join(backups, 'one'));
      assert.equal(restored.code, 0, restored.output);
      assert.match(restored.output, /Restored the backup of .* What it replaced is in .*before-restore-/);

      server = await startServer({ TRIAGE_DATA_DIR: dataDir });
      cookie = await signInAs(server.url, 'member@triage.test');
      const titles = (await graphql(server.url, cookie, TITLES)).data.project.issues.edges.map(
        (e: { node: { title: string } }) => e.node.title,
      );
      assert.equal(titles[0], 'Written before the backup', 'the newest issue is the last one written before the backup');
      assert.ok(!titles.includes('Written after the backup'));
      const files = (
        await graphql(server.url, cookie, `{ node(id: "${kept.data.createIssue.issue.id}") { ... on Issue { attachments { url } } } }`)
      ).data.node.attachments as { url: string }[];
      assert.equal(files.length, 1);
      const served = Buffer.from(
        await (await fetch(new URL(files[0]?.url ?? '', server.url), { headers: { Cookie: cookie } })).arrayBuffer(),
      );
      assert.equal(createHash('sha256').update(served).digest('hex'), createHash('sha256').update(bytes).digest('hex'));
      const next = await graphql(server.url, cookie, CREATE, { input: { projectId: project, title: 'After the restore' } });
      assert.equal(next.data.createIssue.issue.number, kept.data.createIssue.issue.number + 1, 'numbering carries on from the backup');
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0);
      server = undefined;
    },
  );

  test('with no server running, the command writes the backup itself; an existing folder is never overwritten', async () => {
    const taken = await run('backupData', dataDir, path.join(backups, 'two'));
    assert.equal(taken.code, 0, taken.output);
    assert.match(taken.output, /written by this command \(no server was running\)/);
    const again = await run('backupData', dataDir, path.join(backups, 'two'));
    assert.equal(again.code, 1);
    assert.match(again.output, /No backup was written: .*two is not empty/);
  });

  test('a damaged backup restores nothing, and the data folder stays as it was', async () => {
    const damaged = path.join(backups, 'damaged');
    await fs.cp(path.join(backups, 'two'), damaged, { recursive: true });
    const dump = path.join(damaged, 'pglite.tar.gz');
    const content = await fs.readFile(dump);
    const middle = content.length >> 1;
    content.writeUInt8(content.readUInt8(middle) ^ 0xff, middle);
    await fs.writeFile(dump, content);
    const listing = async () => (await fs.readdir(dataDir)).sort();
    const before = await listing();
    const refused = await run('restoreData', dataDir, damaged);
    assert.equal(refused.code, 1);
    assert.match(refused.output, /Nothing was restored: .*does not match its manifest/);
    assert.deepEqual(await listing(), before);
    const notABackup = await run('restoreData', dataDir, backups);
    assert.equal(notABackup.code, 1);
    assert.match(notABackup.output, /is not a Triage backup, or an unfinished one/);
  });
});
