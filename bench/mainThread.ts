// Where the main thread goes on a page's first load (the issue list unless `--page=issue` or `--page=sign-in`), as on a phone: Chromium's performance trace
// (devtools.timeline and V8's sampling profiler, what DevTools' Performance panel records) with 4× CPU throttling
// and a 412 px wide window, signed in, from the document to the largest contentful paint (LCP). Printed, median
// of the runs: FCP and LCP, the main thread's busy time and the blocking part of its long tasks (what Lighthouse's
// TBT adds up), time by kind of work (module evaluation, layout, paint…), and the JavaScript's self time by the
// package or app folder it comes from, read through the build's source maps (which is why this part builds the
// client itself, with hidden source maps, unless `--client-dir` names a build that has them).
// Times depend on the machine's load: print `uptime` beside them and compare rows of one run.
import fs from 'node:fs/promises';
import { SourceMap, type SourceMapPayload } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { RENDERED_ROOT, warmedUp } from './support/lighthouseWarmUp.ts';
import { median } from './support/stats.ts';
import { signIn, startServerProcess } from './support/triage.ts';

/** The three pages of issue 13's targets; sign-in is traced signed out, as people meet it. */
export const TRACED_PAGES = {
  list: { path: '/projects/web?state=open', name: 'the issue list', signedIn: true },
  issue: { path: '/projects/web/issues/12', name: 'an issue page', signedIn: true },
  'sign-in': { path: '/sign-in', name: 'the sign-in page', signedIn: false },
} as const;
export type TracedPage = keyof typeof TRACED_PAGES;
const MEMBER = { email: 'member@triage.test', password: 'triage-demo' } as const;
/** Kinds of main-thread work reported (trace event names; inclusive times, so nested ones overlap). */
const KINDS = [
  'ParseHTML',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly startTime?: number;
      readonly timeDeltas?: readonly number[];
      /** On an LCP candidate: the element painted (its tag name), its kind (text or image) and its area in px². */
      readonly nodeName?: string;
      readonly type?: string;
      readonly size?: number;
      readonly cpuProfile?: {
        readonly nodes?: readonly {
          id: number;
          callFrame: { url?: string; functionName?: string; lineNumber: number; columnNumber: number };
        }[];
        readonly samples?: readonly number[];
      };
    };
  };
}

/** The npm package, or the app's folder under src/client, a bundled source belongs to. */
function partOf(source: string | null | undefined): string {
  if (!source) return '(no source map position)';
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope = '', name = ''] = source.slice(at + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const folder = /src\/client\/([^/]+)/.exec(source)?.[1];
  return folder ? `app: ${folder}` : source;
}

/** A candidate's node as Chromium names it (`A class='fui-Link ___11qrf04 f2hkw1w …'`), without Griffel's atomic classes. */
function readableNode(nodeName: string | undefined): string {
  if (nodeName === undefined) return '?';
  return nodeName.replace(/ (?:___\w+|f[0-9a-z]{5,8})(?=[ '])/g, '');
}

async function sourceMaps(clientDir: string) {
  const maps = new Map<string, SourceMap | undefined>();
  return async (url: string): Promise<SourceMap | undefined> => {
    if (!maps.has(url)) {
      const file = path.join(clientDir, new URL(url).pathname);
      const raw = await fs.readFile(`${file}.map`, 'utf8').catch(() => undefined);
      maps.set(url, raw === undefined ? undefined : new SourceMap(JSON.parse(raw) as SourceMapPayload));
    }
    return maps.get(url);
  };
}

/** One run's figures by row name (ms), and its long tasks from the first paint on, described. */
async function traceOnce(
  url: string,
  pagePath: string,
  cookie: string | undefined,
  file: string,
  clientDir: string,
  settleMs: number,
): Promise<{ rows: Map<string, number>; tasks: string[]; candidates: string; rendered: boolean }> {
  const rows = new Map<string, number>();
  const add = (key: string, value: number) => rows.set(key, (rows.get(key) ?? 0) + value);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let rendered = false;
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (cookie !== undefined) {
      const equals = cookie.indexOf('=');
      await context.addCookies([{ name: cookie.slice(0, equals), value: cookie.slice(equals + 1), url }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const categories = [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
      'v8',
    ];
    await browser.startTracing(page, { path: file, categories });
    // No locator polling while the page loads: Playwright's injected script would run on the traced main thread.
    const response = await page.goto(`${url}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
    // Traced this long after `load`: the late tasks (code asked for when idle, effects after hydration) fall in it.
    await page.waitForTimeout(settleMs);
    await browser.stopTracing();
    // A page the server sent unrendered (its answer missed the render's budget) is drawn by the browser from a
    // skeleton: another first load, with its LCP after the code. Said per run, not mixed in silently.
    rendered = RENDERED_ROOT.test((await response?.text()) ?? '');
  } finally {
    await browser.close();
  }
  const events = (JSON.parse(await fs.readFile(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const pid = lcps[0]?.pid;
  const main = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const start = events.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts;
  const lcp = lcps.at(-1)?.ts;
  if (!main || start === undefined || lcp === undefined)
    throw new Error(`The trace has no ${lcp === undefined ? 'LCP' : main ? 'navigation' : 'main thread'} (${events.length} events).`);
  const fcpMs = ((events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? NaN) - start) / 1000;
  add('FCP', fcpMs);
  add('LCP', (lcp - start) / 1000);
  add('LCP after FCP', (lcp - start) / 1000 - fcpMs);
  // Each candidate the page reported, in order: a late LCP is a larger element painted later (a text drawn afresh
  // at hydration, say), and its node names it.
  const candidates = lcps
    .filter((e) => e.pid === pid)
    .map(
      (e) =>
        `${((e.ts - start) / 1000).toFixed(0)} ms ${readableNode(e.args?.data?.nodeName)} (${e.args?.data?.type ?? '?'}, ${e.args?.data?.size ?? '?'} px²)`,
    )
    .join(', ');
  const before = events.filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start && e.ts < lcp);
  const tasks = before.filter((e) => e.name === 'RunTask');
  add(
    'main thread busy before LCP',
    tasks.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0),
  );
  add(
    'long tasks before LCP, blocking part (> 50 ms each)',
    tasks.reduce((sum, e) => sum + Math.max(0, (e.dur ?? 0) / 1000 - 50), 0),
  );
  for (const kind of KINDS)
    add(
      `  ${kind}`,
      before.filter((e) => e.name === kind).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0),
    );

  // The sampling profile: each sample's time goes to the function on top of the stack (self time).
  const profile = events.find((e) => e.pid === pid && e.name === 'Profile');
  const nodes = new Map<number, { url: string; line: number; column: number; name: string }>();
  const samples: { node: number; ts: number }[] = [];
  let time = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.pid === pid && e.name === 'ProfileChunk' && e.id === profile?.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? [])
      nodes.set(node.id, {
        url: node.callFrame.url ?? '',
        line: node.callFrame.lineNumber,
        column: node.callFrame.columnNumber,
        name: node.callFrame.functionName ?? '',
      });
    (data?.cpuProfile?.samples ?? []).forEach((sample, index) => {
      time += data?.timeDeltas?.[index] ?? 0;
      samples.push({ node: sample, ts: time });
    });
  }
  const mapOf = await sourceMaps(clientDir);
  const keyOf = async (node: { url: string; line: number; column: number; name: string }) => {
    if (node.url.includes('/assets/')) {
      const chunk = path.basename(new URL(node.url).pathname).replace(/-[\w-]{8}\.js$/, '');
      const entry = (await mapOf(node.url))?.findEntry(node.line, node.column);
      const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
      return `${chunk} → ${partOf(source)}`;
    }
    return node.url ? '(other scripts)' : node.name || '(native)';
  };
  for (const [index, sample] of samples.entries()) {
    const next = samples[index + 1];
    const node = nodes.get(sample.node);
    if (!next || !node || sample.ts < start || sample.ts >= lcp) continue;
    add(`    JS self: ${await keyOf(node)}`, (next.ts - sample.ts) / 1000);
  }

  // Every long task from the first paint on, with the kinds of work and the JavaScript's self time inside it: with
  // the code fetched after the paint (server/http/codeAfterPaint.ts), what Lighthouse's TBT counts is all here.
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? lcp;
  const mainEvents = events.filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.ts >= fcp);
  const described: string[] = [];
  const longAfterPaint = mainEvents.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  // What Lighthouse's TBT adds up once the scripts come after the paint (observed here at 4×, not simulated).
  add(
    'long tasks from the first paint on, blocking part (> 50 ms each)',
    longAfterPaint.reduce((sum, e) => sum + (e.dur ?? 0) / 1000 - 50, 0),
  );
  for (const task of longAfterPaint) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const e of mainEvents)
      if (KINDS.includes(e.name) && e.ts >= task.ts && e.ts < end) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const self = new Map<string, number>();
    for (const [index, sample] of samples.entries()) {
      const next = samples[index + 1];
      const node = nodes.get(sample.node);
      if (!next || !node || sample.ts < task.ts || sample.ts >= end) continue;
      const key = await keyOf(node);
      self.set(key, (self.get(key) ?? 0) + (next.ts - sample.ts) / 1000);
    }
    const largest = (figures: Map<string, number>, count: number) =>
      [...figures]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .filter(([, ms]) => ms >= 3)
        .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
        .join(', ');
    described.push(
      `  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms, ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms: ${largest(kinds, 4)}`,
      `      JS self: ${largest(self, 6) || '(none)'}`,
    );
  }
  return { rows, tasks: described, candidates, rendered };
}

export async function benchMainThread(options: { clientDir: string; runs: number; page: TracedPage; settleMs: number }): Promise<void> {
  const traced = TRACED_PAGES[options.page];
  console.log(
    `## Main thread on ${traced.name}'s first load (${traced.path}; Chromium trace, 4× CPU throttling, 412 px, ${traced.signedIn ? 'signed in' : 'signed out'}; ${options.settleMs} ms traced after load; ${options.runs} runs, medians)`,
  );
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-trace-'));
  const server = await startServerProcess({ NODE_ENV: 'production', TRIAGE_DATA_DIR: dataDir, TRIAGE_CLIENT_DIR: options.clientDir });
  try {
    const cookie = traced.signedIn ? await signIn(server.url, MEMBER) : undefined;
    // The server loads its render in the background after it starts: the runs begin once it renders the page.
    if (!(await warmedUp(server.url, { path: traced.path }, cookie))) console.log('  the page did NOT come rendered on the server');
    const runs: Map<string, number>[] = [];
    const tasksByRun: string[][] = [];
    const candidatesByRun: string[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      // TRIAGE_BENCH_REPORT_DIR keeps the traces (as the Lighthouse part keeps its reports), to read in DevTools.
      const traceDir = process.env.TRIAGE_BENCH_REPORT_DIR ?? dataDir;
      await fs.mkdir(traceDir, { recursive: true });
      const { rows, tasks, candidates, rendered } = await traceOnce(
        server.url,
        traced.path,
        cookie,
        path.join(traceDir, `mainthread-${run + 1}.json`),
        options.clientDir,
        options.settleMs,
      );
      runs.push(rows);
      tasksByRun.push(tasks);
      candidatesByRun.push(`${rendered ? 'rendered on the server' : 'NOT rendered on the server'}; ${candidates}`);
    }
    const keys = [...new Set(runs.flatMap((rows) => [...rows.keys()]))];
    const figures = keys.map((key) => ({ key, values: runs.map((rows) => rows.get(key) ?? 0) }));
    const line = ({ key, values }: { key: string; values: number[] }) =>
      console.log(
        `  ${key.padEnd(64)} ${median(values).toFixed(0).padStart(6)} ms   (runs: ${values.map((v) => v.toFixed(0)).join(' / ')})`,
      );
    figures.filter(({ key }) => !key.includes('JS self')).forEach(line);
    // Self time by part, largest first; parts under 5 ms left out.
    figures
      .filter(({ key, values }) => key.includes('JS self') && median(values) >= 5)
      .sort((a, b) => median(b.values) - median(a.values))
      .forEach(line);
    console.log(`  LCP candidates by run (ms from the navigation, element, kind, area):`);
    candidatesByRun.forEach((candidates, run) => console.log(`    run ${run + 1}: ${candidates}`));
    // Every run's, not the last one's only: which tasks recur is what tells them from the machine's noise.
    tasksByRun.forEach((tasks, run) => {
      console.log(`  long tasks (> 50 ms) from the first paint on, run ${run + 1} (ms from the navigation; kinds are inclusive):`);
      tasks.forEach((line) => console.log(line));
    });
    console.log(
      `  load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
