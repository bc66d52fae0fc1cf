// The S3 store on a Node the AWS SDK's future releases will not support: the operator is told once, in one line
// of Triage's own output, and the SDK's eight-line warning (which breaks a log read line by line) is not printed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseStorage } from '../../src/server/config/storage.ts';
import { awsSdkNodeNotice } from '../../src/server/storage/awsSdkNodeSupport.ts';
import { openFileStore } from '../../src/server/storage/openFileStore.ts';

test('the notice names the Node the SDK will need and the one running, before Node 22 only', () => {
  const notice = awsSdkNodeNotice('v20.20.2');
  assert.match(notice ?? '', /need Node 22 or later/);
  assert.match(notice ?? '', /runs on Node v20\.20\.2/);
  assert.equal(awsSdkNodeNotice('v21.7.3') === null, false);
  assert.equal(awsSdkNodeNotice('v22.0.0'), null);
  assert.equal(awsSdkNodeNotice('v24.11.1'), null);
  assert.equal(awsSdkNodeNotice('not a version'), null);
});

test("opening an S3 store says the notice once through Triage's output and the SDK prints no warning of its own", async () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  const lines: string[] = [];
  try {
    // Making the SDK's client is what makes it check the Node version; no request is sent.
    const storage = parseStorage({ TRIAGE_STORAGE_URL: 's3://triage-test?endpoint=http://127.0.0.1:9&forcePathStyle=1' });
    openFileStore(storage, '/nonexistent', (line) => lines.push(line));
    // process.emitWarning delivers on the next turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('warning', onWarning);
  }
  assert.deepEqual(
    warnings.filter((warning) => warning.message.includes('NodeVersionSupportWarning')),
    [],
    'the SDK printed its own warning',
  );
  const expected = awsSdkNodeNotice(process.version);
  assert.deepEqual(lines, expected === null ? [] : [expected]);
});

test('the folder store says nothing', () => {
  const lines: string[] = [];
  openFileStore({ kind: 'folder' }, '/nonexistent', (line) => lines.push(line));
  assert.deepEqual(lines, []);
});
