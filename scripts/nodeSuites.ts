// `npm run test:node`: the node suites (server, network layer, toolchain), each test file bundled once by esbuild
// and then run by node's test runner, one file at a time, as plain JavaScript.
//
// Why bundled: each test file is a process of its own, and through tsx's loader hooks every module it imports (the
// server's few hundred and their packages') is resolved and loaded across the hooks' thread: ~2–3 CPU s per file
// before its first test, for ~150 files, run on two Node versions in CI. Bundled (the project's code in one file per
// suite, packages left to Node), a file starts in about a third of that, and esbuild bundles all of them in seconds.
//
// What keeps the bundles honest:
// - `import.meta.dirname`, `.filename` and `.url` in the project's files become the original file's, so that a
//   module finds what lies beside it (schema.graphql, migrations, fixtures) as it does unbundled;
// - source maps: a failure's stack names the TypeScript file and line;
// - packages are not bundled (Node resolves them from the bundles' folder under node_modules/.cache, as from
//   the project);
// - the server's commands the suites start as child processes (the server, backup, restore, export) are bundled
//   the same way, and the suites find them through TRIAGE_TEST_ENTRY_BUNDLES (tests/server/serverEntries.ts).
//
// Usage: npm run test:node [-- FILE...]   (default: every suite; a file: tests/server/x.test.ts)
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { SERVER_ENTRIES } from '../tests/server/serverEntries.ts';

const root = path.resolve(import.meta.dirname, '..');
const SUITE_FOLDERS = ['tests/server', 'tests/network', 'tests/toolchain'];

async function defaultSuites(): Promise<string[]> {
  const lists = await Promise.all(
    SUITE_FOLDERS.map(async (folder) =>
      (await fs.readdir(path.join(root, folder))).filter((name) => name.endsWith('.test.ts')).map((name) => `${folder}/${name}`),
    ),
  );
  return lists.flat().sort();
}

/** Replaces the project's `import.meta` paths by the original file's, as each module sees them unbundled. */
const originalPaths: esbuild.Plugin = {
  name: 'original-import-meta-paths',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const text = (await fs.readFile(file, 'utf8'))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.filename', JSON.stringify(file))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href));
      return { contents: text, loader: file.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

async function main(): Promise<number> {
  const asked = process.argv.slice(2);
  for (const file of asked) {
    if (!/\.test\.ts$/.test(file)) throw new Error(`not a node suite (tests/…/*.test.ts): ${file}`);
    await fs.access(path.join(root, file)).catch(() => {
      throw new Error(`no such suite: ${file}`);
    });
  }
  const suites = asked.length > 0 ? asked : await defaultSuites();
  // A folder per run: CI runs two at once (a lane per Node version) from one checkout.
  const out = path.join(root, 'node_modules', '.cache', 'triage-node-suites', String(process.pid));
  await fs.rm(out, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: [...suites, ...SERVER_ENTRIES.map((entry) => `src/server/${entry}.ts`)].map((file) => path.join(root, file)),
      outdir: out,
      outbase: root,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      packages: 'external',
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node.split('.')[0]}`,
      jsx: 'automatic',
      sourcemap: 'linked',
      plugins: [originalPaths],
      logLevel: 'warning',
    });
    const bundles = suites.map((suite) => path.join(out, suite.replace(/\.ts$/, '.mjs')));
    const args = ['--enable-source-maps', '--test', '--test-concurrency=1', '--test-reporter=spec', ...bundles];
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TRIAGE_TEST_ENTRY_BUNDLES: out } });
    // Ctrl-C and CI's stop reach the runner through the process group; this one waits for it to finish.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    return await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  } finally {
    await fs.rm(out, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
