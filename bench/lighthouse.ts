// Lighthouse on the issue list and an issue page, signed in, with Lighthouse's defaults (mobile: a Moto G
// Power-sized screen, 4× CPU slowdown and slow-4G network, simulated from an unthrottled load). The server
// is the real one in production mode (`src/server/main.ts`, persisted operations only) serving the
// production build, on PGlite with the demo workspace; Chromium is Debian's (/usr/bin/chromium).
//
// Then, from the same run's DevTools network log (real, unthrottled timings on loopback): when each page's
// GraphQL request started against when its route's lazy chunk finished loading, which shows the query is
// preloaded by the route loader rather than fetched by the page's code once it has arrived.
// Its parts: support/lighthousePages.ts (the pages, Chromium), support/lighthouseResult.ts (reading a result),
// support/devtoolsLog.ts (reading the network log), support/heldBackChunk.ts (the held-back preload check),
// support/lighthouseBaseline.ts (targets and the stored baseline).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { startCompressingProxy, type Proxy } from './support/compressingProxy.ts';
import { jsBeforeLcpKb, operationNames, printPreload, type NetworkEvent } from './support/devtoolsLog.ts';
import { preloadWithSlowChunk } from './support/heldBackChunk.ts';
import { judged, readBaseline, saveBaseline, TARGETS, type PageMedians } from './support/lighthouseBaseline.ts';
import { CHROME_FLAGS, CHROMIUM, PAGES } from './support/lighthousePages.ts';
import { hasServerRender, warmedUp } from './support/lighthouseWarmUp.ts';
import { describeObservedOrder, observedOrder } from './support/lighthouseObserved.ts';
import { CATEGORIES, failing, figures, lcpBreakdown, opportunities, type RunFigures } from './support/lighthouseResult.ts';
import { median, ms } from './support/stats.ts';
import { repoRoot, signIn, startServerProcess } from './support/triage.ts';

/**
 * `compressed`: a what-if, with a compressing proxy (support/compressingProxy.ts) between Chromium and the
 * server, which today sends everything uncompressed.
 */
export async function benchLighthouse(options: {
  clientDir: string;
  runs?: number;
  compressed?: boolean;
  /**
   * Lighthouse's `devtools` throttling: the load itself is slowed (latency, bandwidth, 4× CPU) and the paints are
   * observed, not simulated. Slower and noisier, but no simulation's ordering to fool (lighthouseObserved.ts).
   */
  devtoolsThrottling?: boolean;
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
      `Lighthouse 12.2.3 defaults (mobile, ${options.devtoolsThrottling ? 'DEVTOOLS throttling: the load itself slowed' : 'simulated throttling'}), ${version.Browser ?? 'Chromium'} ${CHROME_FLAGS.join(' ')}; server in production mode on PGlite (pid ${server.pid}), client from ${path.relative(repoRoot, clientDir) || clientDir}; ${runs} runs per page, medians.`,
    );
    const names = await operationNames();
    const baseline = await readBaseline();
    const medians: Record<string, PageMedians> = {};
    if (!(await hasServerRender(clientDir))) {
      console.log(
        `  No server render in ${clientDir} (.ssr/serverEntry.js): every page is audited unrendered, as with TRIAGE_SERVER_RENDER=0.`,
      );
    }
    for (const page of PAGES) {
      const rendered = await warmedUp(base, page, page.signedIn ? cookie : undefined);
      console.log(`  ${page.name}: ${rendered ? 'rendered on the server' : 'NOT rendered on the server (sent for the browser to render)'}`);
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
            ...(options.devtoolsThrottling ? { throttlingMethod: 'devtools' as const } : {}),
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
          // The trace and network log too, for what the LHR leaves out (each main-thread event, each module's evaluation).
          await fs.writeFile(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
          await fs.writeFile(file.replace(/\.json$/, '.devtoolslog.json'), JSON.stringify(result.artifacts.DevtoolsLog));
        }
        const f = figures(result.lhr);
        results.push(f);
        jsKbs.push(jsBeforeLcpKb(result.artifacts.DevtoolsLog as unknown as NetworkEvent[], names, f.observedLcpMs));
        last = result;
        const benchmarkIndex = result.lhr.environment.benchmarkIndex;
        console.log(
          `  ${page.name} run ${run + 1} (Lighthouse's CPU benchmark index ${Math.round(benchmarkIndex)}): performance ${f.scores.performance}, accessibility ${f.scores.accessibility}, best practices ${f.scores['best-practices']}, SEO ${f.scores.seo}; LCP ${ms(f.lcpMs)} ms, TBT ${ms(f.tbtMs)} ms, FCP ${ms(f.fcpMs)} ms, SI ${ms(f.siMs)} ms, CLS ${f.cls.toFixed(3)}, JS before LCP ${jsKbs.at(-1)?.toFixed(1)} kB on the wire`,
        );
        for (const line of describeObservedOrder(observedOrder(result.lhr))) console.log(`    ${line}`);
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
    if (options.saveBaseline) console.log(`Stored as the baseline: ${await saveBaseline(medians)}.`);
  } finally {
    chrome?.kill();
    await proxy?.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
