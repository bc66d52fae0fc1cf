// `npm run size`: fails when the JavaScript a page loads before it can render grows past its budget.
// The budgets are package.json's `sizeBudget`: for each page module, the most gzip kB (zlib level 9,
// 1 kB = 1 000 bytes) of the entry chunk, the page's lazy chunk and everything both import statically.
// That is what index.html loads and modulepreloads, plus what the page's route loads before it renders:
// what a phone must download before the first screen. Parts loaded on demand (dialogs, menus) do not count.
//
// By default it checks the production client the suites share (scripts/testClient.ts: built only if the
// client changed since, and then served by the end-to-end suites); `--client-dir=DIR` checks an existing
// build with its manifest instead (tests/toolchain plants one).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildClientForTests } from './testClient.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The part of Vite's manifest read here. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

interface Budget {
  /** A page module as the manifest names it (src/client/issueList/ProjectIssuesPage.tsx). */
  readonly page: string;
  readonly maxGzipKb: number;
}

interface PageSize {
  readonly page: string;
  readonly files: readonly string[];
  readonly gzipKb: number;
  readonly maxGzipKb: number;
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}: is the budget's page still a lazy route?`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The first-load JavaScript of each budgeted page of the build in `clientDir`. */
async function measurePages(clientDir: string, budgets: readonly Budget[]): Promise<PageSize[]> {
  const manifest = JSON.parse(await fs.readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}.`);
  const gzipOf = new Map<string, number>();
  const sizes: PageSize[] = [];
  for (const { page, maxGzipKb } of budgets) {
    const keys = staticClosure(manifest, page, staticClosure(manifest, entries[0] ?? '', new Set()));
    const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
    let bytes = 0;
    for (const file of files) {
      let gzip = gzipOf.get(file);
      if (gzip === undefined) {
        gzip = gzipSync(await fs.readFile(path.join(clientDir, file)), { level: 9 }).byteLength;
        gzipOf.set(file, gzip);
      }
      bytes += gzip;
    }
    sizes.push({ page, files, gzipKb: bytes / 1000, maxGzipKb });
  }
  return sizes;
}

async function readBudgets(): Promise<Budget[]> {
  const pkg = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')) as { sizeBudget?: Record<string, unknown> };
  const budgets = Object.entries(pkg.sizeBudget ?? {}).map(([page, max]) => ({ page, maxGzipKb: Number(max) }));
  if (budgets.length === 0 || budgets.some((b) => !Number.isFinite(b.maxGzipKb) || b.maxGzipKb <= 0)) {
    throw new Error('package.json needs "sizeBudget": { "<page module>": <max gzip kB>, … }.');
  }
  return budgets;
}

async function main(): Promise<number> {
  const given = process.argv.find((arg) => arg.startsWith('--client-dir='))?.slice('--client-dir='.length);
  const budgets = await readBudgets();
  const clientDir = given ? path.resolve(given) : await buildClientForTests();
  const sizes = await measurePages(clientDir, budgets);
  let over = 0;
  for (const { page, files, gzipKb, maxGzipKb } of sizes) {
    const ok = gzipKb <= maxGzipKb;
    if (!ok) over += 1;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${page}: ${gzipKb.toFixed(1)} kB gzip in ${files.length} files before it renders; budget ${maxGzipKb} kB (${((gzipKb / maxGzipKb) * 100).toFixed(0)} %)`,
    );
  }
  if (over > 0) {
    console.error(
      `${over} page(s) over the first-load JavaScript budget (package.json "sizeBudget"). Load the new code on demand (a lazy import), or raise the budget on purpose in the same commit.`,
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`npm run size: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
