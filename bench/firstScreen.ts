// `npm run bench -- firstscreen`: the server's CPU per render of each server-rendered first screen (issue 13): the
// issue list, the issue page, the sign-in page. The built client's `.ssr/serverEntry.js` (the test client, built if
// stale, or `--client-dir`), run in this process as the server runs it: each page's answer and index.html's style
// elements taken from a real server's page (the demo's `web` list, 25 rows, and its issue 12, signed in; the
// sign-in page signed out), then `renderFirstScreen` in a loop per page. Prints CPU and wall time per render
// (process.cpuUsage: this process's CPU, all threads) with the load average beside them: read CPU, not wall.
// Then what the renders leave behind in Griffel's style hooks (a server renders this page for every visit, so
// anything kept per render grows for the life of the process): the renderer ids they hold, before and after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientForTests } from '../scripts/testClient.ts';
import { rendererIdPropertiesOnHeap } from '../tests/server/griffelRendererIds.ts';
import { signIn, startServerProcess } from './support/triage.ts';

type Render = (request: {
  url: string;
  answers: readonly unknown[];
  cookies: string;
  pageStyles: string;
}) => Promise<{ root: string } | undefined>;

const WARM_UP = 10;
const RENDERS = 40;
/** The pages measured: name, address, whether the answer is asked for signed in. */
const PAGES = [
  ['issue list', '/projects/web', true],
  ['issue page', '/projects/web/issues/12', true],
  ['sign-in page', '/sign-in', false],
] as const;
/** Renders after which the renderer ids Griffel's hooks hold are counted again. */
const RETAINED_RENDERS = 20;
const ANSWERS = /<script type="application\/json" id="triage-first-answers">(.*?)<\/script>/s;
const PAGE_STYLES =
  /<style [^>]*data-make-styles-bucket[^>]*>[^<]*<\/style>(?:\s*<style [^>]*data-make-styles-bucket[^>]*>[^<]*<\/style>)*/;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export async function benchFirstScreen(clientDir: string | undefined): Promise<void> {
  console.log('## First screen: server CPU per render (renderFirstScreen) of the issue list, the issue page, the sign-in page');
  if (process.env.NODE_ENV !== 'production') console.log('NODE_ENV is not production: React runs its development build.');
  const dir = clientDir ?? (await buildClientForTests());
  const entry = path.join(dir, '.ssr', 'serverEntry.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: the client was built without its server render.`);
  const indexHtml = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const pageStyles = PAGE_STYLES.exec(indexHtml)?.[0];
  if (pageStyles === undefined) throw new Error('index.html has no Griffel style elements.');

  // The page's answer, as the server inlines it (render off: the page carries it, the browser would render).
  const server = await startServerProcess({
    TRIAGE_SEED_DEMO: '1',
    TRIAGE_CLIENT_DIR: dir,
    TRIAGE_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'triage-bench-firstscreen-')),
    TRIAGE_FIRST_ANSWER_BUDGET_MS: '10000',
    TRIAGE_SERVER_RENDER: '0',
    TRIAGE_LOG_LEVEL: 'warn',
  });
  const answersOf = new Map<string, unknown[]>();
  try {
    const cookie = await signIn(server.url, { email: 'member@triage.test', password: 'triage-demo' });
    for (const [name, url, signedIn] of PAGES) {
      const page = await (await fetch(server.url + url, { headers: signedIn ? { Cookie: cookie } : {} })).text();
      const answers = JSON.parse(ANSWERS.exec(page)?.[1] ?? 'null') as unknown;
      if (!Array.isArray(answers)) throw new Error(`The ${name} carries no answer.`);
      answersOf.set(url, answers);
    }
  } finally {
    await server.stop();
  }

  const { renderFirstScreen } = (await import(pathToFileURL(entry).href)) as { renderFirstScreen: Render };
  for (const [name, url] of PAGES) {
    const request = { url, answers: answersOf.get(url) ?? [], cookies: '', pageStyles };
    for (let i = 0; i < WARM_UP; i++) await renderFirstScreen(request);
    const before = process.cpuUsage();
    const started = performance.now();
    let size = 0;
    for (let i = 0; i < RENDERS; i++) {
      const screen = await renderFirstScreen(request);
      if (screen === undefined) throw new Error(`The ${name}'s render gave nothing.`);
      size = screen.root.length;
    }
    const cpu = process.cpuUsage(before);
    const wall = performance.now() - started;
    console.log(
      `${name} (${url}): ${RENDERS} renders after ${WARM_UP} of warm-up, ${(size / 1024).toFixed(0)} kB of HTML each: ` +
        `**${((cpu.user + cpu.system) / 1000 / RENDERS).toFixed(1)} ms of CPU per render** ` +
        `(${(wall / RENDERS).toFixed(1)} ms wall); load average ${load()}`,
    );
  }
  // Griffel's style hooks remember each renderer they inserted into; the render makes one per page.
  const heldBefore = await rendererIdPropertiesOnHeap();
  const listRequest = { url: PAGES[0][1], answers: answersOf.get(PAGES[0][1]) ?? [], cookies: '', pageStyles };
  for (let i = 0; i < RETAINED_RENDERS; i++) await renderFirstScreen(listRequest);
  const held = (await rendererIdPropertiesOnHeap()) - heldBefore;
  console.log(
    `${RETAINED_RENDERS} more renders: **${held} renderer ids more held** by Griffel's style hooks ` +
      `(${(held / RETAINED_RENDERS).toFixed(1)} per render; read from heap snapshots)`,
  );
}
