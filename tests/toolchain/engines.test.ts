// `npm ci` prints an EBADENGINE warning for each installed package whose `engines.node` the running Node does not
// satisfy (issue 18: none on Node 20). What the lock file installs is checked against the Node versions the project
// promises: the oldest that package.json's `engines` allows, and the Node 24 LTS that CI runs (.ci/run).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockFile {
  readonly packages: Record<string, { readonly version?: string; readonly engines?: { readonly node?: string } }>;
}

/** The installed packages (lock file paths) whose `engines.node` does not allow `nodeVersion`, with their range. */
function refusing(lock: LockFile, nodeVersion: string): string[] {
  return Object.entries(lock.packages)
    .filter(([, entry]) => entry.engines?.node !== undefined && !semver.satisfies(nodeVersion, entry.engines.node))
    .map(([where, entry]) => `${where}@${entry.version ?? '?'} wants node ${entry.engines?.node ?? ''}`);
}

const lock = readJson('package-lock.json') as LockFile;
const promised = (readJson('package.json') as { engines: { node: string } }).engines.node;
const oldest = semver.minVersion(promised)?.version;
const ciNode24 = /^NODE24_VERSION=(\S+)$/m.exec(fs.readFileSync(path.join(root, '.ci/run'), 'utf8'))?.[1];

test("the versions checked: the oldest Node package.json's engines allows, and CI's Node 24", () => {
  assert.equal(oldest, '20.19.0');
  assert.ok(ciNode24 && semver.major(ciNode24) === 24 && semver.satisfies(ciNode24, promised), `CI's Node 24: ${ciNode24}`);
});

test('a package that wants a newer Node is found (the check can fail)', () => {
  const planted: LockFile = { packages: { ...lock.packages, 'node_modules/wants-22': { version: '1.0.0', engines: { node: '>=22.15' } } } };
  assert.deepEqual(refusing(planted, '20.19.0'), ['node_modules/wants-22@1.0.0 wants node >=22.15']);
});

test("every package the lock file installs allows the oldest supported Node and CI's Node 24 (no EBADENGINE from npm ci)", () => {
  assert.ok(Object.keys(lock.packages).length > 500, 'the lock file lists the installed packages');
  for (const version of [oldest ?? '', ciNode24 ?? '']) assert.deepEqual(refusing(lock, version), [], `on Node ${version}`);
});
