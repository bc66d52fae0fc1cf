// The JavaScript a browser must load before the issue list can render, against the budget.
//
// The production client is built with the project's own vite.config.ts into a temporary folder, with two
// additions that do not change a byte of the JavaScript: Vite's manifest (which chunk imports which) and
// hidden source maps (which module each byte came from; "hidden" means the chunks carry no
// sourceMappingURL comment, so their names and contents are those of `npm run build`). Building here keeps
// the figures current with the sources, and leaves dist/client, which others serve, alone.
// `--client-dir DIR` measures an existing build instead (it needs .vite/manifest.json: `vite build --manifest`).
//
// The set measured: the entry chunk and its static imports (what index.html loads and modulepreloads),
// plus the issue-list route's lazy chunk and its static imports. Each file is gzipped with zlib level 9.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Manifest } from 'vite';

/** The budget of issue 6: gzip bytes of the JavaScript before the issue list can render. */
export const INITIAL_JS_BUDGET = 230 * 1000;
/** The issue list's route module, as Vite's manifest names it. */
const ISSUE_LIST_ROUTE = 'src/client/issueList/ProjectIssuesPage.tsx';
const ISSUE_PAGE_ROUTE = 'src/client/issue/IssuePage.tsx';
const repoRoot = path.resolve(import.meta.dirname, '..');

export interface ClientBuild {
  /** A folder the server can serve as the client (TRIAGE_CLIENT_DIR). */
  readonly dir: string;
  readonly manifest: Manifest;
  readonly buildMs: number;
  /** Removes the folder, when this benchmark made it. */
  remove(): Promise<void>;
}

/**
 * Builds the production client into a fresh temporary folder, with manifest and hidden source maps, then the
 * server's render of its first screens into its `.ssr/` folder as `npm run build` does (scripts/build.js):
 * without it the server sends every page unrendered and Lighthouse audits pages no user gets.
 */
export async function buildClient(): Promise<ClientBuild> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-client-'));
  const { build } = await import('vite');
  const started = performance.now();
  await build({
    root: repoRoot,
    configFile: path.join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
  const buildMs = performance.now() - started;
  await build({
    root: repoRoot,
    configFile: path.join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/client/serverEntry.tsx', outDir: path.join(dir, '.ssr'), emptyOutDir: true },
  });
  const manifest = await readManifest(dir);
  return { dir, manifest, buildMs, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, '.vite', 'manifest.json');
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: build with \`npx vite build --manifest\` (or let the benchmark build).`);
  });
  return JSON.parse(text) as Manifest;
}

/** Manifest keys of `start` and everything it imports statically, in load order (depth first). */
function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): string[] {
  if (seen.has(start)) return [];
  seen.add(start);
  const chunk = manifest[start];
  if (!chunk) throw new Error(`The manifest has no ${start}.`);
  return [start, ...(chunk.imports ?? []).flatMap((key) => staticClosure(manifest, key, seen))];
}

function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length !== 1 || entries[0] === undefined)
    throw new Error(`Expected one entry in the manifest, found ${entries.join(', ') || 'none'}.`);
  return entries[0];
}

interface ChunkSize {
  readonly key: string;
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  readonly why: string;
}

async function sizeOf(dir: string, manifest: Manifest, key: string, why: string): Promise<ChunkSize> {
  const file = manifest[key]?.file ?? key;
  const bytes = await fs.readFile(path.join(dir, file));
  return { key, file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, why };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// --- Where the bytes come from: source maps (Base64 VLQ mappings, decoded here) ----------------------------

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, i) => [char, i]));

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Bad source map segment ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated code no source file claims: chunk wrappers, import/export statements, CommonJS shims. */
const GLUE = '(bundler glue)';

/** What a source file is reported as: its npm package, or the app's folder. */
function originOf(source: string): string {
  if (source === GLUE) return GLUE;
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm?.[1]) return npm[1];
  if (source.includes('__generated__/')) return 'app: __generated__ (Relay artifacts)';
  const app = /src\/client\/(?:([^/]+)\/)?/.exec(source);
  if (app) return `app: src/client/${app[1] ?? ''}`;
  return source.replace(/^(\.\.\/)+/, '');
}

/** Bytes of the minified chunk attributed to each source file by the chunk's source map. */
async function sourcesOf(dir: string, file: string): Promise<Map<string, number> | undefined> {
  const code = await fs.readFile(path.join(dir, file), 'utf8');
  const mapText = await fs.readFile(path.join(dir, `${file}.map`), 'utf8').catch(() => undefined);
  if (mapText === undefined) return undefined;
  const map = JSON.parse(mapText) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  const add = (origin: string, n: number) => bytes.set(origin, (bytes.get(origin) ?? 0) + n);
  let sourceIndex = 0;
  const mappingLines = map.mappings.split(';');
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex += 1) {
    const line = lines[lineIndex] ?? '';
    // Columns restart on each line; the source index carries over.
    let column = 0;
    const segments: { column: number; source: number | undefined }[] = [];
    for (const text of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!text) continue;
      const fields = decodeVlq(text);
      column += fields[0] ?? 0;
      if (fields.length > 1) {
        sourceIndex += fields[1] ?? 0;
        segments.push({ column, source: sourceIndex });
      } else {
        segments.push({ column, source: undefined });
      }
    }
    const firstColumn = segments[0]?.column ?? line.length;
    if (firstColumn > 0) add(GLUE, Buffer.byteLength(line.slice(0, firstColumn)));
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? line.length;
      const source = segment.source === undefined ? GLUE : (map.sources[segment.source] ?? '?');
      add(source, Buffer.byteLength(line.slice(segment.column, end)));
    });
    if (lineIndex < lines.length - 1) add(GLUE, 1);
  }
  return bytes;
}

/**
 * Prints the initial JavaScript of the issue list, chunk by chunk, against the budget, then what it is
 * made of. Returns the total gzip bytes.
 */
export async function reportInitialJavaScript(build: Pick<ClientBuild, 'dir' | 'manifest'>): Promise<number> {
  const { dir, manifest } = build;
  const entry = entryKey(manifest);
  const entrySet = staticClosure(manifest, entry);
  const routeSet = staticClosure(manifest, ISSUE_LIST_ROUTE).filter((key) => !entrySet.includes(key));
  const chunks = [
    ...(await Promise.all(entrySet.map((key) => sizeOf(dir, manifest, key, key === entry ? 'entry' : 'entry import')))),
    ...(await Promise.all(
      routeSet.map((key) => sizeOf(dir, manifest, key, key === ISSUE_LIST_ROUTE ? 'issue-list route (lazy)' : 'route import')),
    )),
  ];
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
  const totalRaw = chunks.reduce((sum, c) => sum + c.raw, 0);
  console.log(`Initial JavaScript of the issue list (${ISSUE_LIST_ROUTE}), gzip -9 per file:`);
  for (const c of chunks) console.log(`  ${c.file.padEnd(44)} ${kB(c.raw).padStart(10)} raw ${kB(c.gzip).padStart(10)} gzip   ${c.why}`);
  const verdict =
    total <= INITIAL_JS_BUDGET ? `met, ${kB(INITIAL_JS_BUDGET - total)} to spare` : `MISSED by ${kB(total - INITIAL_JS_BUDGET)}`;
  console.log(
    `  total: ${chunks.length} files, ${kB(totalRaw)} raw, ${kB(total)} gzip; budget ${kB(INITIAL_JS_BUDGET)}: ratio ${(total / INITIAL_JS_BUDGET).toFixed(2)}, ${verdict}`,
  );

  // Everything else: loaded only when a route that needs it is visited.
  const initial = new Set([...entrySet, ...routeSet]);
  const deferred = await Promise.all(
    Object.entries(manifest)
      .filter(([key, chunk]) => !initial.has(key) && chunk.file.endsWith('.js'))
      .map(([key]) => sizeOf(dir, manifest, key, manifest[key]?.isDynamicEntry ? 'route (lazy)' : 'shared by routes')),
  );
  const deferredTotal = deferred.reduce((sum, c) => sum + c.gzip, 0);
  const issuePageExtra = await Promise.all(
    staticClosure(manifest, ISSUE_PAGE_ROUTE)
      .filter((key) => !entrySet.includes(key))
      .map((key) => sizeOf(dir, manifest, key, '')),
  );
  const issuePageTotal =
    total -
    routeSet.reduce((sum, key) => sum + (chunks.find((c) => c.key === key)?.gzip ?? 0), 0) +
    issuePageExtra.reduce((sum, c) => sum + c.gzip, 0);
  console.log(
    `An issue page (${ISSUE_PAGE_ROUTE}) loads the entry set plus ${issuePageExtra.length} files: ${kB(issuePageTotal)} gzip in all.`,
  );
  console.log(`Split off (loaded by other routes only): ${deferred.length} files, ${kB(deferredTotal)} gzip:`);
  for (const c of deferred.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${c.file.padEnd(44)} ${kB(c.gzip).padStart(10)} gzip   ${c.why}`);

  // What the initial set is made of. A package's gzip share is estimated by prorating each chunk's gzip size
  // by the package's share of that chunk's minified bytes (gzip sizes do not add up exactly across pieces).
  const byOrigin = new Map<string, { raw: number; gzip: number }>();
  // Fluent UI ships its styles as Griffel CSS-in-JS modules (*.styles.js): CSS text inside the JavaScript.
  const styles = { raw: 0, gzip: 0 };
  let unmapped = 0;
  for (const c of chunks) {
    const sources = await sourcesOf(dir, c.file);
    if (!sources) {
      unmapped += c.raw;
      continue;
    }
    for (const [source, raw] of sources) {
      const origin = originOf(source);
      const entryOf = byOrigin.get(origin) ?? { raw: 0, gzip: 0 };
      entryOf.raw += raw;
      entryOf.gzip += (raw / c.raw) * c.gzip;
      byOrigin.set(origin, entryOf);
      if (source.endsWith('.styles.js')) {
        styles.raw += raw;
        styles.gzip += (raw / c.raw) * c.gzip;
      }
    }
  }
  if (byOrigin.size > 0) {
    const sorted = [...byOrigin].sort((a, b) => b[1].raw - a[1].raw);
    const shown = sorted.slice(0, 25);
    const rest = sorted.slice(25).reduce((sum, [, v]) => ({ raw: sum.raw + v.raw, gzip: sum.gzip + v.gzip }), { raw: 0, gzip: 0 });
    console.log(
      `What the initial set is made of (minified bytes from the source maps; gzip prorated, an estimate)${unmapped ? `; ${kB(unmapped)} of chunks without a source map left out` : ''}:`,
    );
    for (const [origin, v] of shown)
      console.log(`  ${origin.padEnd(44)} ${kB(v.raw).padStart(10)} min ${`≈${kB(v.gzip)}`.padStart(11)} gzip`);
    console.log(
      `  ${`${sorted.length - shown.length} more`.padEnd(44)} ${kB(rest.raw).padStart(10)} min ${`≈${kB(rest.gzip)}`.padStart(11)} gzip`,
    );
    const group = (test: (origin: string) => boolean) => sorted.filter(([o]) => test(o)).reduce((sum, [, v]) => sum + v.gzip, 0);
    const core = group((o) =>
      ['react', 'react-dom', 'scheduler', 'relay-runtime', 'react-relay', 'fbjs', 'invariant', '@babel/runtime'].includes(o),
    );
    const fluent = group((o) => /^@fluentui\/|^@griffel\/|^tabster$|^keyborg$|^@floating-ui\/|^rtl-css-js$|^stylis$|^@emotion\//.test(o));
    const router = group((o) => o.startsWith('react-router') || o === 'cookie' || o === 'set-cookie-parser');
    const app = group((o) => o.startsWith('app: '));
    console.log(
      `  by group (≈gzip): React + Relay ${kB(core)}, Fluent UI (with Griffel, Tabster, Floating UI) ${kB(fluent)}, React Router ${kB(router)}, the app's own code and artifacts ${kB(app)}, everything else ${kB(total - core - fluent - router - app)}`,
    );
    console.log(`  of which Fluent's style modules (*.styles.js, CSS text in JavaScript): ${kB(styles.raw)} min, ≈${kB(styles.gzip)} gzip`);
  }
  return total;
}

/** Maps for the analysis are not served: they would only be noise for Lighthouse. */
export async function removeSourceMaps(dir: string): Promise<void> {
  const assets = path.join(dir, 'assets');
  for (const name of await fs.readdir(assets)) if (name.endsWith('.map')) await fs.rm(path.join(assets, name));
}

export async function benchClient(options: { clientDir?: string | undefined; keep?: (build: ClientBuild) => void } = {}): Promise<void> {
  console.log('## Client: JavaScript before the issue list renders');
  if (options.clientDir) {
    const dir = path.resolve(options.clientDir);
    console.log(`Measuring the existing build in ${dir}.`);
    await reportInitialJavaScript({ dir, manifest: await readManifest(dir) });
    return;
  }
  const build = await buildClient();
  console.log(`Built the production client (vite.config.ts + manifest + hidden source maps) in ${(build.buildMs / 1000).toFixed(1)} s.`);
  try {
    await reportInitialJavaScript(build);
  } finally {
    if (options.keep) {
      await removeSourceMaps(build.dir);
      options.keep(build);
    } else {
      await build.remove();
    }
  }
}
