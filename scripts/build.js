// Builds what `npm start` runs: the client (Vite, into dist/client) and the server (TypeScript compiled to
// JavaScript, into dist/server, so no TypeScript runs at start). Each build records a hash of the files it
// was made from; `--if-stale` skips a build whose sources hash the same, so a second start builds nothing.
// Plain JavaScript on purpose: it runs before anything is compiled.
//
// `--client-into=DIR` builds the same production client into DIR instead, only if stale: the suites that need
// one (`npm run size`, the end-to-end suites; scripts/testClient.ts) share one build that way, a run with no
// client change builds nothing, and dist/ (what `npm start` serves) is left alone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** What each output is built from, and how. Paths are relative to the project root. */
const TARGETS = {
  client: {
    output: 'dist/client',
    sources: [
      'src/client',
      'public',
      'index.html',
      'vite.config.ts',
      'scripts/precompress.ts',
      'scripts/chunking.ts',
      'scripts/chunkNames.ts',
      'scripts/griffelExtraction.ts',
      'tsconfig.json',
      'package-lock.json',
    ],
    command: [bin('vite'), 'build'],
  },
  server: {
    output: 'dist/server',
    sources: ['src/server', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'],
    command: [bin('tsc'), '-p', 'tsconfig.server.json'],
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

function builtHash(output) {
  try {
    return fs.readFileSync(path.join(root, output, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

function build(name, { ifStale }) {
  const target = TARGETS[name];
  const hash = sourcesHash(target.sources);
  if (ifStale && builtHash(target.output) === hash) return false;
  console.log(`Building the ${name} (${target.output})…`);
  // A removed source must not leave its old output behind.
  fs.rmSync(path.join(root, target.output), { recursive: true, force: true });
  run(target.command, name);
  fs.writeFileSync(path.join(root, target.output, STAMP), `${hash}\n`);
  return true;
}

function run([command, ...args], name) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building the ${name} failed (${command} exited with ${result.status ?? result.signal})`);
}

/**
 * The production client in `output` (an absolute path), built only when its sources changed. Built under a
 * name of its own and renamed into place, so a suite never serves a half-written build.
 */
function buildClientInto(output) {
  const hash = sourcesHash(TARGETS.client.sources);
  const stamp = () => {
    try {
      return fs.readFileSync(path.join(output, STAMP), 'utf8').trim();
    } catch {
      return null;
    }
  };
  if (stamp() === hash) return false;
  console.log(`Building the client (${path.relative(root, output)})…`);
  const building = `${output}.building-${process.pid}`;
  const replaced = `${output}.replaced-${process.pid}`;
  try {
    run([...TARGETS.client.command, '--outDir', building, '--emptyOutDir', '--logLevel', 'warn'], 'client');
    fs.writeFileSync(path.join(building, STAMP), `${hash}\n`);
    if (fs.existsSync(output)) fs.renameSync(output, replaced);
    try {
      fs.renameSync(building, output);
    } catch (error) {
      // Another process put the same build in place first.
      if (stamp() !== hash) throw error;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
    fs.rmSync(replaced, { recursive: true, force: true });
  }
  return true;
}

/** Builds the client and the server; with `ifStale`, only those whose sources changed since their last build. */
export function buildAll({ ifStale }) {
  for (const name of Object.keys(TARGETS)) build(name, { ifStale });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const into = process.argv.find((arg) => arg.startsWith('--client-into='))?.slice('--client-into='.length);
    if (into) buildClientInto(path.resolve(into));
    else buildAll({ ifStale: process.argv.includes('--if-stale') });
  } catch (error) {
    console.error(`Triage cannot be built: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
