// Runs once before the end-to-end suites: checks for the browser, then builds the client for production
// (`npm run build:client`, into this run's temporary folder rather than dist/, which other work may be using).
// Each worker then starts its own server over a fresh data folder (fixtures.ts). The returned function
// removes the run's folder at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_INSTALL_HINT, chromiumInstalled } from './chromium.ts';
import { CLIENT_DIR_VARIABLE, REPO_ROOT, RUN_DIR_VARIABLE } from './server.ts';

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumInstalled()) {
    // playwright.config.ts has already refused to run in CI; here the tests will skip themselves.
    console.log(`\n${CHROMIUM_INSTALL_HINT}\nSkipping the end-to-end suites.\n`);
    return async () => {};
  }
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-e2e-'));
  const clientDir = path.join(runDir, 'client');
  const started = performance.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = await run(npm, ['run', 'build:client', '--', '--outDir', clientDir, '--emptyOutDir']);
  if (build.code !== 0) {
    await fs.rm(runDir, { recursive: true, force: true });
    throw new Error(`npm run build:client failed (exit ${build.code}):\n${build.output}`);
  }
  console.log(`Built the client for production in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  // Workers inherit the runner's environment.
  process.env[RUN_DIR_VARIABLE] = runDir;
  process.env[CLIENT_DIR_VARIABLE] = clientDir;
  return async () => {
    await fs.rm(runDir, { recursive: true, force: true });
  };
}
