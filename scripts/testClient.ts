// The production client that the suites check and serve (`npm run size`, tests/e2e): built once into
// node_modules/.cache/ by scripts/build.js, and again only when the client's sources change. `npm test` used
// to build it twice (the size check, then the end-to-end setup), each into a folder of its own.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// scripts/build.js knows this folder too: npm start's build copies a client built here from the same sources.
export const TEST_CLIENT_DIR = path.join(root, 'node_modules', '.cache', 'triage-test-client');

/** Builds the client into TEST_CLIENT_DIR if its sources changed since, and returns that folder. */
export function buildClientForTests(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'build.js'), `--client-into=${TEST_CLIENT_DIR}`], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(TEST_CLIENT_DIR);
      else reject(new Error(`building the client failed (exit ${code}):\n${output}`));
    });
  });
}
