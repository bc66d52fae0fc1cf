// `npm run size`: fails when the JavaScript a page loads before it can render grows past its budget.
// The budgets are package.json's `sizeBudget`: for each page module, the most gzip kB (zlib level 9,
// 1 kB = 1 000 bytes) of the entry chunk, the page's lazy chunk and everything both import statically.
// That is what index.html loads and modulepreloads, plus what the page's route loads before it renders:
// what a phone must download before the first screen. Parts loaded on demand (dialogs, menus) do not count.
//
// By default it checks the production client the suites share (scripts/testClient.ts: built only if the
// client changed since, and then served by the end-to-end suites); `--client-dir=DIR` checks an existing
// build with its manifest instead (tests/toolchain plants one). `--modules[=N]` also lists each page's
// first-load chunks and its N (10) largest modules and packages, from the build's record of module sizes
// (scripts/moduleSizes.ts): where to look when a budget is tight.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MODULE_SIZES_FILE, type ModuleSizes } from './moduleSizes.ts';
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
  /** Each file's gzip bytes. */
  readonly gzipOf: ReadonlyMap<string, number>;
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
    sizes.push({ page, files, gzipOf, gzipKb: bytes / 1000, maxGzipKb });
  }
  return sizes;
}

/** A module's package (with its scope), or its folder under src/ for the app's own. */
function packageOf(id: string): string {
  const inPackage = id.split('node_modules/').at(-1);
  if (inPackage !== undefined && inPackage !== id) {
    const parts = inPackage.split('/');
    return (parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
  }
  return id.split('/').slice(0, 3).join('/');
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(6)} kB`;

/**
 * The page's first-load chunks, its largest modules and packages. A module's figure is its share of its chunk's
 * gzip bytes, in proportion to its own code gzipped alone (before minification: see scripts/moduleSizes.ts), so
 * that a page's figures add up to its first load.
 */
async function listModules(clientDir: string, { page, files, gzipOf }: PageSize, top: number): Promise<void> {
  const record = JSON.parse(await fs.readFile(path.join(clientDir, MODULE_SIZES_FILE), 'utf8')) as ModuleSizes;
  console.log(`\n${page}: first-load chunks (gzip)`);
  for (const file of [...files].sort((a, b) => (gzipOf.get(b) ?? 0) - (gzipOf.get(a) ?? 0)))
    console.log(`  ${kb(gzipOf.get(file) ?? 0)}  ${file}`);
  const modules = files.flatMap((file) => {
    const entries = Object.entries(record[file] ?? {});
    const alone = entries.reduce((sum, [, [, gzip]]) => sum + gzip, 0);
    const scale = alone > 0 ? (gzipOf.get(file) ?? 0) / alone : 0;
    return entries.map(([id, [, gzip]]) => ({ id, file, gzip: gzip * scale }));
  });
  const byPackage = new Map<string, number>();
  for (const { id, gzip } of modules) byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + gzip);
  console.log(`  largest modules (share of their chunk's gzip), of ${modules.length}:`);
  for (const { id, file, gzip } of modules.sort((a, b) => b.gzip - a.gzip).slice(0, top))
    console.log(`  ${kb(gzip)}  ${id}  (${path.basename(file)})`);
  console.log('  largest packages and app folders:');
  for (const [name, gzip] of [...byPackage].sort(([, a], [, b]) => b - a).slice(0, top)) console.log(`  ${kb(gzip)}  ${name}`);
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
  const modules = process.argv.find((arg) => arg === '--modules' || arg.startsWith('--modules='));
  if (modules !== undefined) {
    const top = Number(modules.split('=')[1] ?? 10);
    for (const size of sizes) await listModules(clientDir, size, Number.isInteger(top) && top > 0 ? top : 10);
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
