// Real uploads through the network layer into the Triage server (PGlite, the demo seeded): the bytes stored
// and served back are the ones sent, and XMLHttpRequest's progress reaches the full size. In a file of its
// own because it starts a whole server: the scripted-server upload tests (uploads.test.ts) need none.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { createNetwork } from '../../src/client/relay/network.ts';
import { withUploadProgress, type UploadProgress } from '../../src/client/relay/uploadProgress.ts';
import { startTestServer, type TestServer } from '../server/harness.ts';
import { inBrowserGlobals } from './browserGlobals.ts';
import { attachMutation } from './operations.ts';
import { run } from './run.ts';

describe('network layer: an upload end to end through the Triage server', () => {
  let triage: TestServer;
  let issueId: string;
  before(async () => {
    triage = await startTestServer('pglite');
    issueId = (await triage.graphql('{ project(slug: "web") { issue(number: 1) { id } } }')).body.data.project.issue.id;
  });
  after(() => triage.close());

  test('a 10 MB file goes in through the network layer and the same bytes are stored and served', async () => {
    const bytes = randomBytes(10 * 1024 * 1024);
    // Node's fetch has no cookie jar: this one adds the session cookie as the browser would.
    const fetchFn: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), Cookie: triage.cookie } });
    const outcome = await run(
      createNetwork({ endpoint: `${triage.url}/graphql`, fetchFn }),
      attachMutation,
      { input: { issueId, files: [] } },
      {},
      { 'input.files.0': new File([bytes], 'dump.zip', { type: 'application/zip' }) },
    );
    assert.equal(outcome.error, undefined);
    // A single (not batched) response; its data's shape is asserted step by step below.
    const response = outcome.responses[0] as { data?: unknown } | undefined;
    const payload = (
      response?.data as {
        addIssueAttachments: {
          errors: unknown[];
          attachments: { filename: string; size: number; sha256: string; url: string; contentType: string }[];
        };
      }
    ).addIssueAttachments;
    assert.deepEqual(payload.errors, []);
    const [attachment] = payload.attachments;
    assert.equal(attachment?.filename, 'dump.zip');
    assert.equal(attachment?.size, bytes.length);
    assert.equal(attachment?.contentType, 'application/zip');
    assert.equal(attachment?.sha256, createHash('sha256').update(bytes).digest('hex'));
    assert.ok((await fs.readFile(triage.files.pathOf(attachment.sha256))).equals(bytes), 'the stored file holds the same bytes');
    const served = Buffer.from(await (await triage.fetch(attachment?.url ?? '')).arrayBuffer());
    assert.ok(served.equals(bytes), 'and they are served back unchanged');
  });

  test('with XMLHttpRequest the caller hears progress up to the full size', async () => {
    const progress: UploadProgress[] = [];
    const outcome = await inBrowserGlobals(
      triage.url,
      async (window) =>
        run(
          createNetwork({ endpoint: `${triage.url}/graphql`, XMLHttpRequest: window.XMLHttpRequest }),
          attachMutation,
          { input: { issueId, files: [] } },
          withUploadProgress((p) => progress.push(p)),
          { 'input.files.0': new window.File([randomBytes(1024 * 1024)], 'one-mb.zip') },
        ),
      triage.cookie,
    );
    assert.equal(outcome.error, undefined);
    assert.ok(progress.length > 0);
    assert.equal(progress.at(-1)?.loaded, progress.at(-1)?.total);
    assert.ok((progress.at(-1)?.total ?? 0) > 1024 * 1024);
  });
});
