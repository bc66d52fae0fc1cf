// Uploads: the multipart body per the GraphQL multipart request spec, the uploadables key convention,
// progress reported to the caller, and cancel, against a scripted server (uploadsEndToEnd.test.ts sends
// real uploads through the Triage server).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createNetwork } from '../../src/client/relay/network.ts';
import { variablesWithFileSlots } from '../../src/client/relay/multipart.ts';
import { withUploadProgress, type UploadProgress } from '../../src/client/relay/uploadProgress.ts';
import { inBrowserGlobals } from './browserGlobals.ts';
import { attachMutation } from './operations.ts';
import { run, start, until, wait } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

async function partsOf(body: Buffer, contentType: string): Promise<[string, FormDataEntryValue][]> {
  return [...(await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData()).entries()];
}

// Node's own classes, put back for the fetch transport inside a jsdom window.
const NodeFormData = globalThis.FormData;
const NodeFile = globalThis.File;
const NodeBlob = globalThis.Blob;

describe('network layer: uploads', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.script((_, res) => json(res, 200, { data: { addIssueAttachments: { errors: [], attachments: [] } } }));
  });

  test('uploadables become a multipart body: operations with nulls, then map, then the files in order', async () => {
    const a = new File([new Uint8Array([1, 2, 3])], 'a.bin', { type: 'application/octet-stream' });
    const b = new File(['hello'], 'b.txt', { type: 'text/plain' });
    const outcome = await run(
      createNetwork({ endpoint: server.endpoint }),
      attachMutation,
      { input: { issueId: 'I1', files: [] } },
      {},
      { 'input.files.0': a, 'input.files.1': b },
    );
    assert.equal(outcome.completed, true);
    const [request] = server.requests;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.headers['x-triage-csrf'], '1', 'multipart requests carry the CSRF header');
    assert.match(request?.headers['content-type'] ?? '', /^multipart\/form-data; boundary=/);
    const parts = await partsOf(request?.body ?? Buffer.alloc(0), request?.headers['content-type'] ?? '');
    assert.deepEqual(
      parts.map(([name]) => name),
      ['operations', 'map', '0', '1'],
    );
    assert.deepEqual(JSON.parse(String(parts[0]?.[1])), {
      query: attachMutation.text,
      operationName: 'AttachMutation',
      variables: { input: { issueId: 'I1', files: [null, null] } },
    });
    assert.deepEqual(JSON.parse(String(parts[1]?.[1])), { 0: ['variables.input.files.0'], 1: ['variables.input.files.1'] });
    const [fileA, fileB] = [parts[2]?.[1], parts[3]?.[1]] as File[];
    assert.equal(fileA?.name, 'a.bin');
    assert.deepEqual([...new Uint8Array(await fileA.arrayBuffer())], [1, 2, 3]);
    assert.equal(fileB?.name, 'b.txt');
    assert.equal(fileB?.type, 'text/plain');
    assert.equal(await fileB.text(), 'hello');
  });

  test('an upload is retried with its files under one Idempotency-Key', async () => {
    server.script((_, res) => res.writeHead(503).end());
    const network = createNetwork({ endpoint: server.endpoint, retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 1 } });
    await run(network, attachMutation, { input: { issueId: 'I1', files: [] } }, {}, { 'input.files.0': new File(['x'], 'x') });
    assert.equal(server.requests.length, 4);
    assert.equal(new Set(server.requests.map((r) => r.headers['idempotency-key'])).size, 1);
    assert.ok(server.requests.every((r) => String(r.headers['content-type']).startsWith('multipart/form-data')));
  });

  test('uploadable keys name variable paths; bad keys and overwrites are refused', () => {
    // Compared as the JSON that is sent: a slot no file fills goes as null.
    assert.equal(
      JSON.stringify(variablesWithFileSlots({ input: { id: 1 } }, ['input.files.0', 'input.files.2', 'avatar'])),
      JSON.stringify({ input: { id: 1, files: [null, null, null] }, avatar: null }),
    );
    assert.throws(() => variablesWithFileSlots({}, ['input..files']), /not a dotted variable path/);
    for (const key of ['__proto__.polluted', 'constructor.prototype.polluted', 'a.__proto__.polluted']) {
      assert.throws(() => variablesWithFileSlots({ a: {} }, [key]), /not a dotted variable path/);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype was touched');
    assert.throws(() => variablesWithFileSlots({ input: { title: 'keep me' } }, ['input.title']), /would overwrite/);
    assert.throws(() => variablesWithFileSlots({ input: 'text' }, ['input.file']), /not an object/);
  });

  test('progress is reported to the caller while uploading (XMLHttpRequest), ending at the full size', async () => {
    const progress: UploadProgress[] = [];
    const outcome = await inBrowserGlobals(server.origin, async (window) => {
      const file = new window.File([randomBytes(3 * 1024 * 1024)], 'big.bin');
      return run(
        createNetwork({ endpoint: server.endpoint, XMLHttpRequest: window.XMLHttpRequest }),
        attachMutation,
        { input: { issueId: 'I1', files: [] } },
        withUploadProgress((p) => progress.push(p)),
        { 'input.files.0': file },
      );
    });
    assert.equal(outcome.error, undefined);
    assert.equal(outcome.completed, true);
    assert.ok(progress.length > 0, 'at least one progress event');
    const last = progress.at(-1);
    assert.equal(last?.loaded, last?.total);
    assert.equal(last?.total, server.requests[0]?.body.length, 'total is the whole multipart body the server received');
    assert.ok(
      progress.every((p, i) => i === 0 || p.loaded >= (progress[i - 1]?.loaded ?? 0)),
      'progress never goes back',
    );
  });

  for (const transport of ['fetch', 'XMLHttpRequest'] as const) {
    test(`cancelling an upload (${transport}) stops it: the body never arrives whole, and Relay hears nothing`, async () => {
      const size = 32 * 1024 * 1024;
      // The server stops reading, so the upload stalls part-way like a slow line; it reads again after the
      // cancel, to see whether the rest still comes.
      let request: IncomingMessage | undefined;
      server.script(
        (_, __, req) => {
          request = req;
          req.pause();
        },
        { readBody: false },
      );
      const events = await inBrowserGlobals(server.origin, async (window) => {
        const file = transport === 'fetch' ? new NodeFile([randomBytes(size)], 'big.bin') : new window.File([randomBytes(size)], 'big.bin');
        if (transport === 'fetch') Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob });
        const network = createNetwork({ endpoint: server.endpoint, XMLHttpRequest: window.XMLHttpRequest });
        const started = start(
          network,
          attachMutation,
          { input: { issueId: 'I1', files: [] } },
          transport === 'XMLHttpRequest' ? withUploadProgress(() => {}) : {},
          { 'input.files.0': file },
        );
        await until(() => request !== undefined);
        await wait(50);
        started.unsubscribe();
        await wait(100);
        request?.resume();
        await wait(500);
        return started.events;
      });
      const [recorded] = server.requests;
      assert.deepEqual(events, [], 'Relay hears nothing after cancelling');
      assert.equal(recorded?.complete, false, 'the body never completed');
      assert.ok((recorded?.received ?? 0) < size, `received ${recorded?.received} of ${size} bytes`);
    });
  }
});
