// Builds what `npm start` runs: the client (Vite, into dist/client) and the server (TypeScript compiled to
// JavaScript, into dist/server, so no TypeScript runs at start). Each build records a hash of the files it
// was made from; `--if-stale` skips a build whose sources hash the same, so a second start builds nothing.
// Plain JavaScript on purpose: it runs before anything is compiled.
//
// `--client-into=DIR` builds the same production client into DIR instead, only if stale: the suites that need
// one (`npm run size`, the end-to-end suites; scripts/testClient.ts) share one build that way, a run with no
// client change builds nothing, and dist/ (what `npm start` serves) is left alone. A stale client is copied
// from the other place when that one was built from the same sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * What each output is built from, and how: `commands(dir)`, run in turn, build into `dir`. The production client is the same
 * wherever it goes, so a client build whose sources hash the same in one of `sameBuildIn` is copied rather than
 * built again (the suites' build serves `npm start`'s and the other way round: a vite build is about a minute).
 */
const TARGETS = {
  client: {
    output: 'dist/client',
    sources: [
      'src/client',
      // What the client imports of it, and index.html's first script (src/shared/keysBeforeHydration.ts).
      'src/shared',
      'public',
      'index.html',
      'vite.config.ts',
      'scripts/precompress.ts',
      'scripts/chunking.ts',
      'scripts/chunkNames.ts',
      'scripts/moduleSizes.ts',
      'scripts/griffelExtraction.ts',
      'tsconfig.json',
      'package-lock.json',
    ],
    // The client, then the server's render of its first screen (src/client/serverEntry.tsx) into its `.ssr/`
    // folder, which the static files do not serve (a dot folder, as `.vite/`).
    commands: (dir) => [
      [bin('vite'), 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
      [bin('vite'), 'build', '--ssr', 'src/client/serverEntry.tsx', '--outDir', path.join(dir, '.ssr'), '--logLevel', 'warn'],
    ],
    // dist/client and scripts/testClient.ts's TEST_CLIENT_DIR.
    sameBuildIn: ['dist/client', 'node_modules/.cache/triage-test-client'],
    besides: {},
    builtIn: '.',
  },
  server: {
    output: 'dist/server',
    sources: ['src/server', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'],
    commands: (dir) => [[bin('tsc'), '-p', 'tsconfig.server.json', '--outDir', dir]],
    sameBuildIn: [],
    // tsc writes src/server and the src/shared it imports side by side (rootDir src): both go in place in dist/.
    besides: { 'dist/shared': 'shared' },
    builtIn: 'server',
  },
};

/** The file in each output that records the hash of the sources it was built from. */
const STAMP = '.sources-hash';

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A hash of the sources' names and contents: touching a file changes nothing, editing one does. */
function sourcesHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash recorded in a built folder (an absolute path), or null. */
function builtHash(output) {
  try {
    return fs.readFileSync(path.join(output, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

function run([command, ...args], name) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building the ${name} failed (${command} exited with ${result.status ?? result.signal})`);
}

/** `from` renamed to `to`, replacing what was there (never a moment with half of either). */
function putInPlace(from, to) {
  const replaced = `${to}.replaced-${process.pid}`;
  if (fs.existsSync(to)) fs.renameSync(to, replaced);
  try {
    fs.renameSync(from, to);
  } finally {
    fs.rmSync(replaced, { recursive: true, force: true });
  }
}

/**
 * Target `name` built into `output` (an absolute path), unless it is already built from the same sources (with
 * `ifStale`). Built under a name of its own and renamed into place, so that two builds at once (two `npm start`s,
 * CI's two lanes) neither serve nor remove each other's half-written files, and a removed source leaves no old
 * output behind.
 */
function buildInto(name, output, { ifStale }) {
  const target = TARGETS[name];
  const hash = sourcesHash(target.sources);
  if (ifStale && builtHash(output) === hash) return false;
  const building = `${output}.building-${process.pid}`;
  try {
    // A forced build (`npm run build`) builds; only a build of what is stale may be a copy.
    const same = ifStale
      ? target.sameBuildIn.map((dir) => path.join(root, dir)).find((dir) => dir !== output && builtHash(dir) === hash)
      : undefined;
    const built = path.join(building, target.builtIn);
    if (same) {
      console.log(`Copying the ${name} built from the same sources (${path.relative(root, same)} to ${path.relative(root, output)})…`);
      fs.cpSync(same, built, { recursive: true });
    } else {
      console.log(`Building the ${name} (${path.relative(root, output)})…`);
      for (const command of target.commands(building)) run(command, name);
      fs.writeFileSync(path.join(built, STAMP), `${hash}\n`);
    }
    // Another process may have put the same build in place meanwhile: keep that one (it may be serving).
    if (builtHash(output) === hash) return true;
    for (const [besides, part] of Object.entries(target.besides)) putInPlace(path.join(building, part), path.join(root, besides));
    try {
      putInPlace(built, output);
    } catch (error) {
      if (builtHash(output) !== hash) throw error;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return true;
}

/** Builds the client and the server; with `ifStale`, only those whose sources changed since their last build. */
export function buildAll({ ifStale }) {
  for (const [name, target] of Object.entries(TARGETS)) buildInto(name, path.join(root, target.output), { ifStale });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const into = process.argv.find((arg) => arg.startsWith('--client-into='))?.slice('--client-into='.length);
    if (into) buildInto('client', path.resolve(into), { ifStale: true });
    else buildAll({ ifStale: process.argv.includes('--if-stale') });
  } catch (error) {
    console.error(`Triage cannot be built: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
