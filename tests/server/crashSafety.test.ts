// Crash safety as an operator meets it (issue 19): a server process killed with SIGKILL three times while people
// create issues and upload files, restarted each time on the same data. Whatever the server acknowledged is
// there after the last restart: every issue it answered with a number, every attachment it answered with an id
// and the same bytes behind it; no attachment is listed without its file; and the project's numbering has no
// gap (a number is taken in the transaction that writes the issue, so a killed one leaves none behind).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, test } from 'node:test';
import { backends } from './harness.ts';
import { serverPlace, signInAs, startServer, type Started } from './serverProcess.ts';

const CREATE = 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { errors { code } issue { number } } }';
const ATTACH =
  'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { id sha256 } } }';
const KILLS = 3;
/** Acknowledged issues and files to wait for in each life of the server before it is killed. */
const PER_LIFE = { issues: 8, files: 3 };

interface Acknowledged {
  issues: Map<number, string>;
  /** Attachment id → the SHA-256 of the bytes sent. */
  files: Map<string, string>;
}

async function post(url: string, cookie: string, body: BodyInit, json: boolean): Promise<Record<string, unknown> | null> {
  const headers: Record<string, string> = { 'X-Triage-CSRF': '1', Cookie: cookie };
  if (json) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
  if (!response.ok) return null;
  return ((await response.json()) as { data?: Record<string, unknown> }).data ?? null;
}

/** Writes until `stop()` says so or the server dies under it; what the server acknowledged goes into `acked`. */
async function writer(
  kind: 'issue' | 'file',
  server: Started,
  cookie: string,
  ids: { projectId: string; issueId: string },
  acked: Acknowledged,
  stop: () => boolean,
): Promise<void> {
  while (!stop()) {
    try {
      if (kind === 'issue') {
        const title = `Crash safety ${randomBytes(6).toString('hex')}`;
        const data = await post(
          server.url,
          cookie,
          JSON.stringify({ query: CREATE, variables: { input: { projectId: ids.projectId, title } } }),
          true,
        );
        const number = (data?.createIssue as { issue: { number: number } | null } | undefined)?.issue?.number;
        if (number !== undefined) acked.issues.set(number, title);
      } else {
        // Text: the kinds of file the server takes are checked by their bytes.
        const bytes = Buffer.from(randomBytes(24 * 1024).toString('hex'));
        const form = new FormData();
        form.set('operations', JSON.stringify({ query: ATTACH, variables: { input: { issueId: ids.issueId, files: [null] } } }));
        form.set('map', JSON.stringify({ 0: ['variables.input.files.0'] }));
        form.set('0', new Blob([bytes], { type: 'text/plain' }), 'crash.txt');
        const data = await post(server.url, cookie, form, false);
        const attachment = (data?.addIssueAttachments as { attachments: { id: string; sha256: string }[] | null } | undefined)
          ?.attachments?.[0];
        if (attachment) {
          assert.equal(attachment.sha256, createHash('sha256').update(bytes).digest('hex'));
          acked.files.set(attachment.id, attachment.sha256);
        }
      }
    } catch {
      // The server died under the request: not acknowledged, so nothing is owed.
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    }
  }
}

async function query<T>(url: string, cookie: string, text: string): Promise<T> {
  const data = await post(url, cookie, JSON.stringify({ query: text }), true);
  assert.ok(data, `no data for ${text}`);
  return data as T;
}

for (const backend of backends) {
  describe(`a server killed ${KILLS} times during writes and uploads, on ${backend}`, () => {
    const place = serverPlace(backend, 'triage-crash-');

    test(
      'loses no acknowledged write, lists no attachment without its file, and numbers issues without a gap',
      { timeout: 600_000 },
      async () => {
        const env = { TRIAGE_DATA_DIR: path.join(place.folder, 'data'), ...(place.database ? { DATABASE_URL: place.database.url } : {}) };
        const acked: Acknowledged = { issues: new Map(), files: new Map() };
        let ids: { projectId: string; issueId: string } | undefined;
        for (let life = 0; life < KILLS; life++) {
          const server = await startServer(env);
          place.servers.push(server);
          const cookie = await signInAs(server.url, 'member@triage.test');
          if (!ids) {
            const data = await query<{ project: { id: string; issue: { id: string } } }>(
              server.url,
              cookie,
              '{ project(slug: "web") { id issue(number: 2) { id } } }',
            );
            ids = { projectId: data.project.id, issueId: data.project.issue.id };
          }
          const target = { issues: acked.issues.size + PER_LIFE.issues, files: acked.files.size + PER_LIFE.files };
          let killed = false;
          const writers = (['issue', 'issue', 'file', 'file'] as const).map((kind) =>
            writer(kind, server, cookie, ids!, acked, () => killed),
          );
          while (acked.issues.size < target.issues || acked.files.size < target.files)
            await new Promise((resolve) => setTimeout(resolve, 20));
          // Killed with requests under way: the writers keep sending until the process is gone.
          server.child.kill('SIGKILL');
          await server.exited;
          killed = true;
          await Promise.all(writers);
        }

        const last = await startServer(env);
        place.servers.push(last);
        const cookie = await signInAs(last.url, 'member@triage.test');

        const numbers = [...acked.issues.keys()];
        const [low, high] = [Math.min(...numbers), Math.max(...numbers)];
        const found = new Map<number, string>();
        // Ten numbers a request: the server limits how many aliases one query may have.
        for (let from = low; from <= high; from += 10) {
          const fields = [];
          for (let n = from; n <= Math.min(high, from + 9); n++) fields.push(`n${n}: issue(number: ${n}) { number title }`);
          const data = await query<{ project: Record<string, { number: number; title: string } | null> }>(
            last.url,
            cookie,
            `{ project(slug: "web") { ${fields.join(' ')} } }`,
          );
          for (const issue of Object.values(data.project)) if (issue) found.set(issue.number, issue.title);
        }
        for (let n = low; n <= high; n++) assert.ok(found.has(n), `issue #${n} exists: the numbering has no gap`);
        for (const [number, title] of acked.issues) assert.equal(found.get(number), title, `acknowledged issue #${number}`);

        const listed = await query<{ node: { attachments: { id: string; sha256: string; url: string | null }[] } }>(
          last.url,
          cookie,
          `{ node(id: "${ids!.issueId}") { ... on Issue { attachments { id sha256 url } } } }`,
        );
        const listedIds = new Set(listed.node.attachments.map((a) => a.id));
        for (const id of acked.files.keys()) assert.ok(listedIds.has(id), `acknowledged attachment ${id} is listed`);
        for (const attachment of listed.node.attachments) {
          assert.ok(attachment.url, `attachment ${attachment.id} has a URL`);
          const download = await fetch(new URL(attachment.url, last.url), { headers: { Cookie: cookie } });
          assert.equal(download.status, 200, `attachment ${attachment.id} has its file`);
          const sha256 = createHash('sha256')
            .update(Buffer.from(await download.arrayBuffer()))
            .digest('hex');
          assert.equal(sha256, attachment.sha256, `attachment ${attachment.id} has its own bytes`);
          if (acked.files.has(attachment.id)) assert.equal(sha256, acked.files.get(attachment.id));
        }
        last.child.kill('SIGTERM');
        assert.equal(await last.exited, 0);
      },
    );
  });
}
