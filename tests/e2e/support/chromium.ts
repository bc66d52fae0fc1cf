// The browser the end-to-end suites drive: Debian's Chromium, never one downloaded by Playwright.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (containers run as root), no GPU, and none of the background traffic a first run starts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROMIUM_INSTALL_HINT =
  `The end-to-end suites need Debian's Chromium at ${CHROMIUM_PATH}: ` +
  'sudo apt-get update && sudo apt-get install -y chromium (never `npx playwright install`).';

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** CI must run the suites, so there a missing browser is a failure; elsewhere the suites are skipped. */
export function isCI(): boolean {
  const value = process.env.CI;
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}
