// `npm run bench`: every benchmark, printing figures and ratios. Never run by the tests: timings on a shared
// machine are noisy, so they are read by people, not asserted.
//
// Parts, each runnable alone: `npm run bench -- client server` or `npm run bench:client` (and :server,
// :search, :lighthouse, :network, :live, :start, :overload, :opening, :inbox; `npm run bench -- mainthread`, `-- firstscreen`).
// With no part named, all run: client, server, search, lighthouse, network, live, start, overload, opening, inbox,
// mainthread, firstscreen.
// Options: `--client-dir=DIR` measures (and, for lighthouse, serves) an existing build with a manifest
// instead of building one (for opening: the built client to serve, dist/client by default); `--opens=N` issues opened by
// the opening part (24 by default); `--quick` runs shorter load tests and one Lighthouse run per page (figures are
// noisier); `--plans` runs only the server part's PostgreSQL plans (the 100 000-issue project's list page
// EXPLAINed, no load test); `--side-by-side` runs only its side by side with PostGraphile 5 and the raw-SQL floor, and two processes against one, on PostgreSQL (the demo
// data, no 100 000-issue project), its second Triage from another checkout with `--base-tree=DIR` (a before and after
// in one run); `--profile` runs only the server part's CPU profiles of a request (where its server CPU goes, by package
// and function: the side by side's written query and the app's persisted list queries, PostgreSQL); `--compressed`
// runs Lighthouse through a compressing proxy (a what-if from before the server compressed its answers itself);
// `--page=list|issue|sign-in` names the page the mainthread part traces (the issue list by default), `--settle=MS` how
// long it traces after the page's `load` event (8000 by default);
// `--devtools-throttling` has Lighthouse throttle the load itself (Chromium slowed as a phone: what a user would see,
// rather than Lantern's simulation from an unthrottled load); `--save-baseline` stores Lighthouse's medians as the
// baseline later runs print ratios to.
import os from 'node:os';
import { benchClient, buildClient, removeSourceMaps, type ClientBuild } from './client.ts';
import { benchFirstScreen } from './firstScreen.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchInbox } from './inbox.ts';
import { benchLive } from './live.ts';
import { benchMainThread, TRACED_PAGES, type TracedPage } from './mainThread.ts';
import { benchNetwork } from './network.ts';
import { benchOpening } from './opening.ts';
import { benchOverload } from './overload.ts';
import { benchSearch } from './search.ts';
import { benchServer } from './server.ts';
import { benchStart } from './start.ts';

const PARTS = [
  'client',
  'server',
  'search',
  'lighthouse',
  'network',
  'live',
  'start',
  'overload',
  'opening',
  'inbox',
  'mainthread',
  'firstscreen',
] as const;
type Part = (typeof PARTS)[number];

const args = process.argv.slice(2);
const unknown = args.filter((a) => !a.startsWith('--') && !(PARTS as readonly string[]).includes(a));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(2);
}
const named = args.filter((a): a is Part => (PARTS as readonly string[]).includes(a));
const parts: readonly Part[] = named.length > 0 ? named : PARTS;
const clientDir = args.find((a) => a.startsWith('--client-dir='))?.slice('--client-dir='.length);
const quick = args.includes('--quick');
const plansOnly = args.includes('--plans');
const sideBySideOnly = args.includes('--side-by-side');
const profileOnly = args.includes('--profile');
const baseTree = args.find((a) => a.startsWith('--base-tree='))?.slice('--base-tree='.length) ?? null;
const compressed = args.includes('--compressed');
const devtoolsThrottling = args.includes('--devtools-throttling');
const saveBaseline = args.includes('--save-baseline');
const tracedPage = args.find((a) => a.startsWith('--page='))?.slice('--page='.length) ?? 'list';
if (!(tracedPage in TRACED_PAGES)) {
  console.error(`--page= takes one of ${Object.keys(TRACED_PAGES).join(', ')} (the mainthread part's page).`);
  process.exit(2);
}
const settleMs = Number(args.find((a) => a.startsWith('--settle='))?.slice('--settle='.length) ?? 8000);
if (!Number.isInteger(settleMs) || settleMs < 0) {
  console.error('--settle=MS takes a whole number of milliseconds, 0 or more (how long the mainthread part traces after load).');
  process.exit(2);
}
const opens = Number(args.find((a) => a.startsWith('--opens='))?.slice('--opens='.length) ?? 24);
if (!Number.isInteger(opens) || opens < 1) {
  console.error('--opens=N takes a whole number of at least 1.');
  process.exit(2);
}

const cpus = os.cpus();
console.log(`# Triage benchmarks — ${new Date().toISOString()}`);
console.log(
  `Machine: ${os.type()} ${os.release()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; Node ${process.version}`,
);
console.log(`Parts: ${parts.join(', ')}`);

const started = performance.now();
const timings: string[] = [];
async function timed(name: string, run: () => Promise<void>): Promise<void> {
  const t = performance.now();
  console.log('');
  await run();
  timings.push(`${name} ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

// The client part's build is reused by Lighthouse, so the pages audited are the ones measured.
let build = undefined as ClientBuild | undefined;
try {
  if (parts.includes('client')) {
    await timed('client', () =>
      benchClient({
        clientDir,
        keep: parts.includes('lighthouse')
          ? (b) => {
              build = b;
            }
          : undefined,
      }),
    );
  }
  if (parts.includes('server')) await timed('server', () => benchServer({ quick, plansOnly, sideBySideOnly, profileOnly, baseTree }));
  if (parts.includes('search')) await timed('search', benchSearch);
  if (parts.includes('lighthouse')) {
    await timed('lighthouse', async () => {
      if (!build && !clientDir) {
        build = await buildClient();
        await removeSourceMaps(build.dir);
      }
      await benchLighthouse({
        clientDir: build?.dir ?? clientDir ?? 'dist/client',
        runs: quick ? 1 : 3,
        compressed,
        devtoolsThrottling,
        saveBaseline,
      });
    });
  }
  if (parts.includes('network')) await timed('network', benchNetwork);
  if (parts.includes('live')) await timed('live', benchLive);
  if (parts.includes('start')) await timed('start', benchStart);
  if (parts.includes('overload')) await timed('overload', benchOverload);
  if (parts.includes('opening')) await timed('opening', () => benchOpening({ clientDir, opens }));
  if (parts.includes('firstscreen')) await timed('firstscreen', () => benchFirstScreen(clientDir));
  if (parts.includes('inbox')) await timed('inbox', () => benchInbox());
  if (parts.includes('mainthread')) {
    await timed('mainthread', async () => {
      // Source maps needed: a build of its own unless one is named.
      const traced = clientDir === undefined ? await buildClient() : undefined;
      try {
        await benchMainThread({
          clientDir: traced?.dir ?? clientDir ?? 'dist/client',
          runs: quick ? 1 : 3,
          page: tracedPage as TracedPage,
          settleMs,
        });
      } finally {
        await traced?.remove();
      }
    });
  }
} finally {
  await build?.remove();
}
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')}).`);
