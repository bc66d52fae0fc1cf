// Runs once before the end-to-end suites: checks for the browser, then gets the production client that the
// suites share (scripts/testClient.ts: built into node_modules/.cache/ only if the client changed since, so
// `npm test` builds it once for the size check and these suites; dist/ is left alone). Each worker then
// starts its own server over a fresh data folder in this run's temporary folder (fixtures.ts), which the
// returned function removes at the end.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildClientForTests } from '../../../scripts/testClient.ts';
import { CHROMIUM_INSTALL_HINT, chromiumInstalled } from './chromium.ts';
import { CLIENT_DIR_VARIABLE, RUN_DIR_VARIABLE } from './server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumInstalled()) {
    // playwright.config.ts has already refused to run in CI; here the tests will skip themselves.
    console.log(`\n${CHROMIUM_INSTALL_HINT}\nSkipping the end-to-end suites.\n`);
    return async () => {};
  }
  const started = performance.now();
  const clientDir = await buildClientForTests();
  console.log(`The production client is ready (${((performance.now() - started) / 1000).toFixed(1)} s): ${clientDir}`);
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-e2e-'));
  // Workers inherit the runner's environment.
  process.env[RUN_DIR_VARIABLE] = runDir;
  process.env[CLIENT_DIR_VARIABLE] = clientDir;
  return async () => {
    await fs.rm(runDir, { recursive: true, force: true });
  };
}
