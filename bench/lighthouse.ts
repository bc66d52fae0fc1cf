// Lighthouse on the issue list and an issue page, signed in, with Lighthouse's defaults (mobile: a Moto G
// Power-sized screen, 4× CPU slowdown and slow-4G network, simulated from an unthrottled load). The server
// is the real one in production mode (`src/server/main.ts`, persisted operations only) serving the
// production build, on PGlite with the demo workspace; Chromium is Debian's (/usr/bin/chromium).
//
// Then, from the same run's DevTools network log (real, unthrottled timings on loopback): when each page's
// GraphQL request started against when its route's lazy chunk finished loading, which shows the query is
// preloaded by the route loader rather than fetched by the page's code once it has arrived.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { startCompressingProxy, type Proxy } from './support/compressingProxy.ts';
import { median, ms } from './support/stats.ts';
import { repoRoot, signIn, startServerProcess } from './support/triage.ts';

const run = promisify(execFile);
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
/** Issue 13's targets, for every page (mobile, simulated throttling). */
const TARGETS = { performance: 0.97, accessibility: 1, 'best-practices': 1, lcpMs: 1500, tbtMs: 100, cls: 0.02, jsKb: 180 } as const;

/** The previous run's medians, for the ratios; `--save-baseline` replaces it with this run's. */
const BASELINE_FILE = path.join(repoRoot, 'bench', 'baselines', 'lighthouse.json');

interface Page {
  readonly name: string;
  readonly path: string;
  /** Audited with the demo admin's session cookie, or signed out. */
  readonly signedIn: boolean;
  /** The route module whose lazy chunk the page needs (a manifest key; matched by its chunk's name). */
  readonly chunkName: string;
  readonly query: string;
}

const PAGES: readonly Page[] = [
  { name: 'issue list', path: '/projects/web?state=open', signedIn: true, chunkName: 'ProjectIssuesPage', query: 'ProjectIssuesPageQuery' },
  { name: 'issue page', path: '/projects/web/issues/12', signedIn: true, chunkName: 'IssuePage', query: 'IssuePageQuery' },
  { name: 'sign-in page', path: '/sign-in', signedIn: false, chunkName: 'SignInPage', query: 'SignInPageQuery' },
];

/** One page's medians: what is compared with the targets and stored as the baseline. */
interface PageMedians {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** JavaScript on the wire (Brotli or gzip, as sent) requested before the largest paint (unthrottled log). */
  readonly jsKb: number;
}

interface Baseline {
  readonly date: string;
  readonly commit: string;
  readonly load: string;
  readonly pages: Record<string, PageMedians>;
}

async function headCommit(): Promise<string> {
  const { stdout } = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot });
  return stdout.trim();
}

async function readBaseline(): Promise<Baseline | undefined> {
  try {
    return JSON.parse(await fs.readFile(BASELINE_FILE, 'utf8')) as Baseline;
  } catch {
    return undefined;
  }
}

/** `value` beside its target (met or MISSED) and its ratio to the baseline's, for the summary. */
function judged(value: number, target: number, better: 'higher' | 'lower', base: number | undefined, digits: number): string {
  const met = better === 'higher' ? value >= target : value <= target;
  const ratio =
    base === undefined || base === 0 || Number.isNaN(base) ? '' : `, ×${(value / base).toFixed(2)} of baseline ${base.toFixed(digits)}`;
  return `${value.toFixed(digits)} (target ${better === 'higher' ? '≥' : '≤'} ${target}: ${met ? 'met' : 'MISSED'}${ratio})`;
}

interface RunFigures {
  readonly scores: Record<(typeof CATEGORIES)[number], number | null>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly fcpMs: number;
  readonly cls: number;
  readonly siMs: number;
  /** The unthrottled load's own LCP, ms from navigation start (to line it up with the DevTools log). */
  readonly observedLcpMs: number;
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
    observedLcpMs:
      (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
        ?.observedLargestContentfulPaint ?? NaN,
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

/** kB on the wire of the JavaScript requested before the page's largest paint (the log of the same load). */
function jsBeforeLcpKb(log: readonly NetworkEvent[], names: Map<string, string>, observedLcpMs: number): number {
  return (
    requestTimings(log, names)
      .filter((r) => /\.js$/.test(new URL(r.url).pathname) && r.start < observedLcpMs)
      .reduce((sum, r) => sum + r.bytes, 0) / 1000
  );
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
  if (chunk && !query) {
    // Since the first answers (issue 13) the route's query is answered inside the page itself; the held-back
    // check below reads the page to confirm it, so a query that is simply missing is not taken for that.
    console.log(`    ${page.query} not requested: its answer is expected inside the page (the held-back check below confirms).`);
    return;
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
async function preloadWithSlowChunk(
  url: string,
  cookie: string | undefined,
  page: Page,
  names: Map<string, string>,
  holdMs: number,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const context = await browser.newContext();
    if (cookie !== undefined) {
      const [cookieName, ...rest] = cookie.split('=');
      await context.addCookies([{ name: cookieName ?? '', value: rest.join('='), url }]);
    }
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
    // Not `networkidle`: the page's live-updates stream stays open. Wait for the query's answer instead.
    const documentResponse = await tab.goto(`${url}${page.path}`, { waitUntil: 'load', timeout: 60_000 });
    const answeredInPage = (await documentResponse?.text())?.includes('id="triage-first-answers"') ?? false;
    if (!answeredInPage) await tab.waitForResponse((response) => isQuery(response.request()), { timeout: 30_000 }).catch(() => undefined);
    await tab.waitForLoadState('domcontentloaded');
    await sleep(holdMs + 500);
    const { chunkRequested, chunkFinished, querySent, queryAnswered } = times;
    if (answeredInPage && querySent === undefined) {
      console.log(
        `  preloading, ${page.name}, with the ${page.chunkName} chunk held back ${holdMs} ms (Playwright): ${page.query}'s answer came inside the page (no request), chunk requested at ${ms(chunkRequested ?? NaN)} ms and finished at ${ms(chunkFinished ?? NaN)} ms: the data was there before any code.`,
      );
      return;
    }
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
export async function benchLighthouse(options: {
  clientDir: string;
  runs?: number;
  compressed?: boolean;
  /** Store this run's medians as the baseline the next runs are compared with. */
  saveBaseline?: boolean;
}): Promise<void> {
  const runs = options.runs ?? 3;
  console.log(
    `## Lighthouse: the issue list and an issue page signed in, and the sign-in page${options.compressed ? ' — WHAT-IF: through a compressing proxy (Brotli)' : ''}`,
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
    const baseline = await readBaseline();
    const medians: Record<string, PageMedians> = {};
    for (const page of PAGES) {
      const jsKbs: number[] = [];
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
            extraHeaders: page.signedIn ? { Cookie: cookie } : {},
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
        jsKbs.push(jsBeforeLcpKb(result.artifacts.DevtoolsLog as unknown as NetworkEvent[], names, f.observedLcpMs));
        last = result;
        const benchmarkIndex = result.lhr.environment.benchmarkIndex;
        console.log(
          `  ${page.name} run ${run + 1} (Lighthouse's CPU benchmark index ${Math.round(benchmarkIndex)}): performance ${f.scores.performance}, accessibility ${f.scores.accessibility}, best practices ${f.scores['best-practices']}, SEO ${f.scores.seo}; LCP ${ms(f.lcpMs)} ms, TBT ${ms(f.tbtMs)} ms, FCP ${ms(f.fcpMs)} ms, SI ${ms(f.siMs)} ms, CLS ${f.cls.toFixed(3)}, JS before LCP ${jsKbs.at(-1)?.toFixed(1)} kB on the wire`,
        );
      }
      const m = (pick: (f: RunFigures) => number) => median(results.map(pick));
      const now: PageMedians = {
        performance: m((f) => f.scores.performance ?? NaN),
        accessibility: m((f) => f.scores.accessibility ?? NaN),
        bestPractices: m((f) => f.scores['best-practices'] ?? NaN),
        lcpMs: m((f) => f.lcpMs),
        tbtMs: m((f) => f.tbtMs),
        cls: m((f) => f.cls),
        jsKb: median(jsKbs),
      };
      medians[page.name] = now;
      const before = baseline?.pages[page.name];
      console.log(
        `  ${page.name} (${page.path}), medians${before ? ` (ratios to the baseline of ${baseline?.date}, commit ${baseline?.commit})` : ''}:`,
      );
      console.log(`    performance ${judged(now.performance, TARGETS.performance, 'higher', before?.performance, 2)}`);
      console.log(`    LCP ms ${judged(now.lcpMs, TARGETS.lcpMs, 'lower', before?.lcpMs, 0)}`);
      console.log(`    TBT ms ${judged(now.tbtMs, TARGETS.tbtMs, 'lower', before?.tbtMs, 0)}`);
      console.log(`    CLS ${judged(now.cls, TARGETS.cls, 'lower', before?.cls, 3)}`);
      console.log(`    accessibility ${judged(now.accessibility, TARGETS.accessibility, 'higher', before?.accessibility, 2)}`);
      console.log(`    best practices ${judged(now.bestPractices, TARGETS['best-practices'], 'higher', before?.bestPractices, 2)}`);
      console.log(`    JS kB before LCP, on the wire ${judged(now.jsKb, TARGETS.jsKb, 'lower', before?.jsKb, 1)}`);
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
      await preloadWithSlowChunk(base, page.signedIn ? cookie : undefined, page, names, 1000).catch((error: unknown) =>
        console.log(`  preloading, ${page.name}, route chunk held back: could not be measured (${String(error).slice(0, 200)})`),
      );
    }
    if (options.saveBaseline) {
      const stored: Baseline = {
        date: new Date().toISOString(),
        commit: await headCommit(),
        load: os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' '),
        pages: medians,
      };
      await fs.mkdir(path.dirname(BASELINE_FILE), { recursive: true });
      await fs.writeFile(BASELINE_FILE, `${JSON.stringify(stored, null, 2)}\n`);
      console.log(`Stored as the baseline: ${path.relative(repoRoot, BASELINE_FILE)}.`);
    }
  } finally {
    chrome?.kill();
    await proxy?.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
