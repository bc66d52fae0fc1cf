// Lighthouse on the issue list and an issue page, signed in, with Lighthouse's defaults (mobile: a Moto G
// Power-sized screen, 4× CPU slowdown and slow-4G network, simulated from an unthrottled load). The server
// is the real one in production mode (`src/server/main.ts`, persisted operations only) serving the
// production build, on PGlite with the demo workspace; Chromium is Debian's (/usr/bin/chromium).
//
// Then, from the same run's DevTools network log (real, unthrottled timings on loopback): when each page's
// GraphQL request started against when its route's lazy chunk finished loading, which shows the query is
// preloaded by the route loader rather than fetched by the page's code once it has arrived.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { startCompressingProxy, type Proxy } from './support/compressingProxy.ts';
import { median, ms } from './support/stats.ts';
import { repoRoot, signIn, startServerProcess } from './support/triage.ts';

const CHROMIUM = process.env.TRIAGE_BENCH_CHROMIUM ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: undefined, lcpMs: 2000 } as const;

interface Page {
  readonly name: string;
  readonly path: string;
  /** The route module whose lazy chunk the page needs (a manifest key; matched by its chunk's name). */
  readonly chunkName: string;
  readonly query: string;
}

const PAGES: readonly Page[] = [
  { name: 'issue list', path: '/projects/web?state=open', chunkName: 'ProjectIssuesPage', query: 'ProjectIssuesPageQuery' },
  { name: 'issue page', path: '/projects/web/issues/12', chunkName: 'IssuePage', query: 'IssuePageQuery' },
];

interface RunFigures {
  readonly scores: Record<(typeof CATEGORIES)[number], number | null>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly fcpMs: number;
  readonly cls: number;
  readonly siMs: number;
}

function figures(lhr: Result): RunFigures {
  const score = (id: string) => lhr.categories[id]?.score ?? null;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    siMs: numeric('speed-index'),
  };
}

/** Audits that cost points in a category, with their scores and, for a few, the elements at fault. */
function failing(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is NonNullable<typeof audit> => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const details = audit.details;
      const nodes =
        details && 'items' in details
          ? (details.items as readonly unknown[])
              .flatMap((item) => {
                const node = (item as { node?: { snippet?: string; nodeLabel?: string } }).node;
                return node?.snippet ? [`${node.snippet.slice(0, 100)}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 40)}"` : ''}`] : [];
              })
              .slice(0, 3)
          : [];
      return `${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})${nodes.length ? `: ${nodes.join(' | ')}` : ''}`;
    });
}

/** The LCP element and Lighthouse's split of LCP into TTFB, load delay, load time and render delay. */
function lcpBreakdown(lhr: Result): string | undefined {
  interface Table {
    readonly items?: readonly Record<string, unknown>[];
  }
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: readonly Table[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const phases = (details?.items?.[1]?.items ?? []) as readonly { phase?: string; timing?: number }[];
  if (!node && phases.length === 0) return undefined;
  const element = node ? `${(node.snippet ?? '').slice(0, 90)}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 50)}"` : ''}` : '?';
  return `${element}; ${phases.map((p) => `${p.phase} ${ms(p.timing ?? NaN)} ms`).join(', ')}`;
}

/** Lighthouse's opportunities for the page (estimated savings), largest first. */
function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 1)
    .map((audit) => ({ audit, savings: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0 }))
    .sort((a, b) => b.savings - a.savings)
    .map(({ audit, savings }) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : savings ? ` (${ms(savings)} ms)` : ''}`);
}

interface NetworkEvent {
  readonly method: string;
  readonly params: {
    readonly requestId?: string;
    readonly timestamp?: number;
    readonly type?: string;
    readonly request?: { readonly url: string; readonly method: string; readonly postData?: string };
    readonly response?: { readonly url: string; readonly headers: Record<string, string> };
    readonly encodedDataLength?: number;
  };
}

/** Operation names by doc_id, from persisted-queries.json. */
async function operationNames(): Promise<Map<string, string>> {
  const persisted = JSON.parse(await fs.readFile(path.join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  return new Map(Object.entries(persisted).map(([id, text]) => [id, /^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? id]));
}

/** Request timings (ms from the document request) from a DevTools log. */
function requestTimings(log: readonly NetworkEvent[], names: Map<string, string>) {
  const started = new Map<string, { url: string; label: string; start: number }>();
  const finished = new Map<string, number>();
  const transferred = new Map<string, number>();
  const encoding = new Map<string, string>();
  for (const event of log) {
    const { requestId, timestamp, request } = event.params;
    if (requestId === undefined || timestamp === undefined) continue;
    if (event.method === 'Network.requestWillBeSent' && request && !started.has(requestId)) {
      let label = new URL(request.url).pathname;
      if (label === '/graphql' && request.postData) {
        const docId = (JSON.parse(request.postData) as { doc_id?: string }).doc_id;
        label = `/graphql ${docId ? (names.get(docId) ?? docId) : '(text)'}`;
      }
      started.set(requestId, { url: request.url, label, start: timestamp * 1000 });
    }
    if (event.method === 'Network.responseReceived' && event.params.response) {
      const headers = Object.fromEntries(Object.entries(event.params.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      encoding.set(requestId, headers['content-encoding'] ?? 'none');
    }
    if (event.method === 'Network.loadingFinished') {
      finished.set(requestId, timestamp * 1000);
      transferred.set(requestId, event.params.encodedDataLength ?? NaN);
    }
  }
  const all = [...started].map(([id, r]) => ({
    ...r,
    end: finished.get(id) ?? NaN,
    bytes: transferred.get(id) ?? NaN,
    encoding: encoding.get(id) ?? '?',
  }));
  const origin = all[0]?.start ?? 0;
  return all.map((r) => ({ ...r, start: r.start - origin, end: r.end - origin })).sort((a, b) => a.start - b.start);
}

function printPreload(page: Page, log: readonly NetworkEvent[], names: Map<string, string>): void {
  const requests = requestTimings(log, names);
  const chunk = requests.find((r) => new RegExp(`/assets/${page.chunkName}-[\\w-]+\\.js$`).test(r.url));
  const query = requests.find((r) => r.label === `/graphql ${page.query}`);
  const entry = requests.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url));
  console.log(`  preloading, ${page.name} (DevTools log of the run, unthrottled loopback, ms from the document request):`);
  for (const r of requests.filter((x) => x.label.startsWith('/graphql') || x.url.includes('/assets/') || x === requests[0])) {
    console.log(
      `    ${r.label.replace(/^\/assets\//, '').padEnd(46)} start ${ms(r.start).padStart(6)}  end ${ms(r.end).padStart(6)}  ${(r.bytes / 1000).toFixed(1).padStart(7)} kB on the wire, content-encoding ${r.encoding}`,
    );
  }
  if (!chunk || !query) {
    console.log(`    could not find ${chunk ? '' : `the ${page.chunkName} chunk `}${query ? '' : `the ${page.query} request`} in the log`);
    return;
  }
  const verdict =
    query.start < chunk.end
      ? `started ${ms(chunk.end - query.start)} ms before the route chunk had finished loading`
      : `started ${ms(query.start - chunk.end)} ms after the route chunk had finished loading (unthrottled, both take a few ms: the held-back check below decides)`;
  console.log(`    ${page.query} ${verdict}${entry ? ` (the entry chunk finished at ${ms(entry.end)} ms)` : ''}.`);
}

/**
 * The decisive check: the route's chunk is held back `holdMs` by Playwright, and the page's query must
 * still go out at once (the loader does not wait for the page's code), and be answered before the code.
 */
async function preloadWithSlowChunk(url: string, cookie: string, page: Page, names: Map<string, string>, holdMs: number): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const context = await browser.newContext();
    const [cookieName, ...rest] = cookie.split('=');
    await context.addCookies([{ name: cookieName ?? '', value: rest.join('='), url }]);
    const tab = await context.newPage();
    const t0 = performance.now();
    const at = () => performance.now() - t0;
    const times: { chunkRequested?: number; chunkFinished?: number; querySent?: number; queryAnswered?: number } = {};
    const chunk = new RegExp(`/assets/${page.chunkName}-[\\w-]+\\.js$`);
    const isQuery = (request: { url(): string; postData(): string | null }) => {
      if (!request.url().endsWith('/graphql')) return false;
      const docId = (JSON.parse(request.postData() ?? '{}') as { doc_id?: string }).doc_id;
      return docId !== undefined && names.get(docId) === page.query;
    };
    await tab.route(chunk, async (route) => {
      times.chunkRequested ??= at();
      await sleep(holdMs);
      await route.continue();
    });
    tab.on('request', (request) => {
      if (isQuery(request)) times.querySent ??= at();
    });
    tab.on('requestfinished', (request) => {
      if (chunk.test(request.url())) times.chunkFinished ??= at();
      if (isQuery(request)) times.queryAnswered ??= at();
    });
    await tab.goto(`${url}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    const { chunkRequested, chunkFinished, querySent, queryAnswered } = times;
    if (chunkRequested === undefined || chunkFinished === undefined || querySent === undefined || queryAnswered === undefined) {
      console.log(`  preloading, ${page.name}, route chunk held back ${holdMs} ms: incomplete (${JSON.stringify(times)})`);
      return;
    }
    const verdict = queryAnswered < chunkFinished ? 'preloaded: the data was there before the code' : 'NOT preloaded';
    console.log(
      `  preloading, ${page.name}, with the ${page.chunkName} chunk held back ${holdMs} ms (Playwright): chunk requested at ${ms(chunkRequested)} ms, ${page.query} sent at ${ms(querySent)} ms and answered at ${ms(queryAnswered)} ms, chunk finished at ${ms(chunkFinished)} ms: ${verdict}.`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * `compressed`: a what-if, with a compressing proxy (support/compressingProxy.ts) between Chromium and the
 * server, which today sends everything uncompressed.
 */
export async function benchLighthouse(options: { clientDir: string; runs?: number; compressed?: boolean }): Promise<void> {
  const runs = options.runs ?? 3;
  console.log(
    `## Lighthouse: the issue list and an issue page, signed in${options.compressed ? ' — WHAT-IF: through a compressing proxy (Brotli)' : ''}`,
  );
  const clientDir = path.resolve(repoRoot, options.clientDir);
  if (
    !(await fs.access(path.join(clientDir, 'index.html')).then(
      () => true,
      () => false,
    ))
  ) {
    console.log(`Skipped: no built client in ${clientDir} (npm run build).`);
    return;
  }
  if (
    !(await fs.access(CHROMIUM).then(
      () => true,
      () => false,
    ))
  ) {
    console.log(`Skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set TRIAGE_BENCH_CHROMIUM).`);
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-lighthouse-'));
  const server = await startServerProcess({ NODE_ENV: 'production', TRIAGE_DATA_DIR: dataDir, TRIAGE_CLIENT_DIR: clientDir });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let proxy: Proxy | undefined;
  try {
    // The sign-in mutation's persisted doc_id: the server runs nothing else in production.
    const cookie = await signIn(server.url);
    let base = server.url;
    if (options.compressed) {
      proxy = await startCompressingProxy(server.url);
      const assets = await fs.readdir(path.join(clientDir, 'assets'));
      await proxy.warm(assets.map((name) => `/assets/${name}`));
      base = proxy.url;
    }
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
    console.log(
      `Lighthouse 12.2.3 defaults (mobile, simulated throttling), ${version.Browser ?? 'Chromium'} ${CHROME_FLAGS.join(' ')}; server in production mode on PGlite (pid ${server.pid}), client from ${path.relative(repoRoot, clientDir) || clientDir}; ${runs} runs per page, medians.`,
    );
    const names = await operationNames();
    for (const page of PAGES) {
      const results: RunFigures[] = [];
      let last: RunnerResult | undefined;
      for (let run = 0; run < runs; run += 1) {
        // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): up to 2 more tries.
        let result: RunnerResult | undefined;
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          result = await lighthouse(`${base}${page.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            extraHeaders: { Cookie: cookie },
          });
          const error = result?.lhr.runtimeError;
          if (!error) break;
          console.log(`  ${page.name} run ${run + 1}, attempt ${attempt}: Lighthouse ${error.code}${attempt < 3 ? ', trying again' : ''}`);
          if (attempt === 3) throw new Error(`Lighthouse: ${error.code} ${error.message}`);
        }
        if (!result) throw new Error('Lighthouse returned no result.');
        if (process.env.TRIAGE_BENCH_REPORT_DIR) {
          const file = path.join(process.env.TRIAGE_BENCH_REPORT_DIR, `lighthouse-${page.chunkName}-${run + 1}.json`);
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, JSON.stringify(result.lhr));
        }
        const f = figures(result.lhr);
        results.push(f);
        last = result;
        const benchmarkIndex = result.lhr.environment.benchmarkIndex;
        console.log(
          `  ${page.name} run ${run + 1} (Lighthouse's CPU benchmark index ${Math.round(benchmarkIndex)}): performance ${f.scores.performance}, accessibility ${f.scores.accessibility}, best practices ${f.scores['best-practices']}, SEO ${f.scores.seo}; LCP ${ms(f.lcpMs)} ms, TBT ${ms(f.tbtMs)} ms, FCP ${ms(f.fcpMs)} ms, SI ${ms(f.siMs)} ms, CLS ${f.cls.toFixed(3)}`,
        );
      }
      const m = (pick: (f: RunFigures) => number) => median(results.map(pick));
      const perf = m((f) => f.scores.performance ?? NaN);
      const a11y = m((f) => f.scores.accessibility ?? NaN);
      const bp = m((f) => f.scores['best-practices'] ?? NaN);
      const seo = m((f) => f.scores.seo ?? NaN);
      const lcp = m((f) => f.lcpMs);
      const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
      console.log(
        `  ${page.name} (${page.path}), median: performance ${perf} (target ≥ ${TARGETS.performance}: ${mark(perf >= TARGETS.performance)}), accessibility ${a11y} (${mark(a11y >= TARGETS.accessibility)}), best practices ${bp} (${mark(bp >= TARGETS['best-practices'])}), SEO ${seo}; LCP ${ms(lcp)} ms (target ≤ ${TARGETS.lcpMs}: ${mark(lcp <= TARGETS.lcpMs)}, ratio ${(lcp / TARGETS.lcpMs).toFixed(2)}), TBT ${ms(m((f) => f.tbtMs))} ms`,
      );
      if (last) {
        for (const category of CATEGORIES) {
          const lost = failing(last.lhr, category);
          if (lost.length > 0) console.log(`    ${category}, audits below 1 in the last run: ${lost.join('; ')}`);
        }
        console.log(`    opportunities: ${opportunities(last.lhr).join('; ') || 'none'}`);
        const errored = Object.values(last.lhr.audits).filter((audit) => audit.scoreDisplayMode === 'error');
        if (errored.length > 0) {
          console.log(
            `    audits that could not run (no effect on the scores): ${errored.map((a) => a.id).join(', ')}: ${errored[0]?.errorMessage?.slice(0, 160) ?? ''}`,
          );
        }
        const lcp = lcpBreakdown(last.lhr);
        if (lcp) console.log(`    LCP element and phases (last run): ${lcp}`);
        printPreload(page, last.artifacts.DevtoolsLog as unknown as NetworkEvent[], names);
      }
      await preloadWithSlowChunk(base, cookie, page, names, 1000);
    }
  } finally {
    chrome?.kill();
    await proxy?.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
