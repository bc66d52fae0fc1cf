// `npm run bench:opening`: how long opening an issue from the list takes, as the person clicking sees it (issue 22
// item 4). The real server in production mode serves a built client (dist/client, rebuilt first if stale, or
// `--client-dir=DIR`) on loopback, Debian's Chromium at 1280 × 800 signed in as the demo admin opens the `web`
// project's list, then clicks one issue row after another, going Back to the list between opens. Each issue is
// opened once, so its page's query always goes to the server, as on a first visit.
//
// Clock (in the page, `performance.now()`): from the click event to the first frame after the issue's own title
// (its text and `#number` in `main h1`) is in the document ("title"), and to the first frame after the issue's
// whole page (the `article` the title labels) is ("page"). Every heading seen on the way is kept: one that
// names another issue is a flash of wrong content, counted and printed. Target: title p50 ≤ 150 ms.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { percentile } from './support/stats.ts';
import { repoRoot, signIn, startServerProcess } from './support/triage.ts';

const CHROMIUM = process.env.TRIAGE_BENCH_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const TARGET_P50_MS = 150;
const LIST_PATH = '/projects/web';
/** The row links of the list: an issue's title, pointing at its page. */
const ROW_LINK = 'main a[href^="/projects/web/issues/"]:not([href$="/new"])';

/** What the page records about one open (see `watchOpening`). */
interface Opening {
  readonly clickedAt: number;
  readonly titleAt: number;
  readonly pageAt: number;
  /** Each distinct heading text of `main` seen after the click, in order. */
  readonly headings: readonly string[];
}

/**
 * Starts watching the document for the issue `title` / `number` to appear, and resolves (in the page) once its
 * whole page is there. Installed before the click; the click itself starts the clock.
 */
async function watchOpening(page: Page, title: string, number: number): Promise<void> {
  // Sent as text: tsx's transform names functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const title = ${JSON.stringify(title)};
    const number = ${number};
    const record = { clickedAt: 0, titleAt: 0, pageAt: 0, headings: [] };
    const nextFrame = (set) => requestAnimationFrame(() => setTimeout(() => set(performance.now()), 0));
    const check = () => {
      if (record.clickedAt === 0) return;
      const heading = document.querySelector('main h1')?.textContent?.trim() ?? '';
      if (heading !== '' && record.headings.at(-1) !== heading) record.headings.push(heading);
      if (record.titleAt === 0 && heading.startsWith(title) && heading.includes('#' + number)) {
        record.titleAt = -1;
        nextFrame((time) => (record.titleAt = time));
      }
      if (record.pageAt === 0 && document.querySelector('main article[aria-labelledby="issue-title"]')) {
        record.pageAt = -1;
        nextFrame((time) => (record.pageAt = time));
      }
    };
    document.addEventListener('click', () => (record.clickedAt = performance.now()), { capture: true, once: true });
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    window.opening = record;
  })()`);
}

async function openOnce(page: Page, index: number): Promise<Opening & { title: string; number: number }> {
  const link = page.locator(ROW_LINK).nth(index);
  const title = ((await link.textContent()) ?? '').trim();
  const href = (await link.getAttribute('href')) ?? '';
  const number = Number(href.split('/').at(-1));
  await watchOpening(page, title, number);
  await link.click();
  await page
    .waitForFunction(() => {
      const opening = (window as unknown as { opening?: Opening }).opening;
      return opening !== undefined && opening.titleAt > 0 && opening.pageAt > 0;
    })
    .catch(async (error: unknown) => {
      throw new Error(`#${number} did not open: ${JSON.stringify(await page.evaluate('window.opening'))} at ${page.url()}`, {
        cause: error,
      });
    });
  const opening = await page.evaluate(() => (window as unknown as { opening: Opening }).opening);
  await page.goBack();
  await page.locator(ROW_LINK).nth(index).waitFor();
  return { ...opening, title, number };
}

const figure = (values: readonly number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p90 ${percentile(values, 90).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

export async function benchOpening(options: { clientDir?: string | undefined; opens?: number }): Promise<void> {
  const opens = options.opens ?? 24;
  console.log('## Opening an issue from the list: click → title on screen, click → whole page (Chromium, loopback)');
  // The default client is the repository's own build: rebuilt first if its sources changed since (a stale
  // dist/client once measured the code from before the change under test).
  if (options.clientDir === undefined) {
    const build = spawnSync(process.execPath, ['scripts/build.js', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) return console.log('Skipped: the client could not be built (node scripts/build.js --if-stale).');
  }
  const clientDir = path.resolve(repoRoot, options.clientDir ?? 'dist/client');
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  if (!(await exists(path.join(clientDir, 'index.html')))) return console.log(`Skipped: no built client in ${clientDir} (npm run build).`);
  if (!(await exists(CHROMIUM))) return console.log(`Skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium).`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-opening-'));
  const server = await startServerProcess({ NODE_ENV: 'production', TRIAGE_DATA_DIR: dataDir, TRIAGE_CLIENT_DIR: clientDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const cookie = await signIn(server.url);
    const [name, ...value] = cookie.split('=');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}${LIST_PATH}`);
    await page.locator(ROW_LINK).first().waitFor();
    const rows = await page.locator(ROW_LINK).count();
    const results = [];
    for (let i = 0; i < opens; i += 1) results.push(await openOnce(page, i % rows));
    const titles = results.map((r) => r.titleAt - r.clickedAt);
    const pages = results.map((r) => r.pageAt - r.clickedAt);
    const wrong = results.filter((r) => r.headings.some((heading) => heading.includes('#') && !heading.startsWith(r.title)));
    console.log(
      `Client ${clientDir.startsWith(repoRoot) ? path.relative(repoRoot, clientDir) : clientDir}; ${opens} opens of ${Math.min(opens, rows)} issues of ${LIST_PATH}, 1280 × 800; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`  click → title: ${figure(titles)}; first open (the page's code not loaded yet) ${titles[0]?.toFixed(0)} ms`);
    console.log(`  click → whole page: ${figure(pages)}`);
    console.log(`  title p50 target ≤ ${TARGET_P50_MS} ms: ${percentile(titles, 50) <= TARGET_P50_MS ? 'met' : 'MISSED'}`);
    console.log(
      `  headings naming another issue on the way: ${wrong.length === 0 ? 'none' : wrong.map((r) => `#${r.number}: ${r.headings.join(' → ')}`).join('; ')}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
