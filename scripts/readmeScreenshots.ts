// `npm run screenshots`: the pictures README.md shows, taken from the built app on the demo data, so that they
// are redone in a minute after the pages change instead of going stale. Needs `npm run build` and Debian's
// Chromium. Writes docs/screenshots/*.png.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../src/client/shell/themePreference.ts';
import { repoRoot, signIn, startServerProcess } from '../bench/support/triage.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';

const OUT_DIR = path.join(repoRoot, 'docs', 'screenshots');
const MEMBER = { email: 'member@triage.test', password: 'triage-demo' } as const;

interface Shot {
  readonly file: string;
  readonly path: string;
  readonly theme: 'light' | 'dark';
  readonly width: number;
  readonly height: number;
  /** Visible once the page's data has arrived. */
  readonly ready: (page: Page) => Locator;
}

const SHOTS: readonly Shot[] = [
  { file: 'issue-list.png', path: '/projects/web', theme: 'light', width: 1280, height: 800, ready: (page) => page.getByText('Sort:') },
  {
    file: 'issue-page-dark.png',
    path: '/projects/web/issues/1',
    theme: 'dark',
    width: 1280,
    height: 800,
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    file: 'issue-page-phone.png',
    path: '/projects/web/issues/1',
    theme: 'light',
    width: 390,
    height: 844,
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
];

async function take(page: Page, url: string, shot: Shot): Promise<void> {
  await page.setViewportSize({ width: shot.width, height: shot.height });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, shot.theme] as const);
  await page.goto(`${url}${shot.path}`);
  await shot.ready(page).first().waitFor();
  // The header says "Connecting…" until the live stream is open.
  await page.getByRole('banner').getByText('Live', { exact: true }).waitFor();
  // Avatars and fonts arrive after the data (the live stream keeps the network busy, so no 'networkidle').
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.screenshot({ path: path.join(OUT_DIR, shot.file) });
  console.log(`docs/screenshots/${shot.file}: ${shot.path}, ${shot.theme}, ${shot.width} × ${shot.height}`);
}

async function main(): Promise<void> {
  try {
    await fs.access(path.join(repoRoot, 'dist', 'client', 'index.html'));
  } catch {
    throw new Error('No built client in dist/client: run `npm run build` first.');
  }
  await fs.mkdir(OUT_DIR, { recursive: true });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-screenshots-'));
  const server = await startServerProcess({ NODE_ENV: 'production', TRIAGE_DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const cookie = await signIn(server.url, MEMBER);
    const equals = cookie.indexOf('=');
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addCookies([{ name: cookie.slice(0, equals), value: cookie.slice(equals + 1), url: server.url }]);
    const page = await context.newPage();
    await page.goto(server.url);
    for (const shot of SHOTS) await take(page, server.url, shot);
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
