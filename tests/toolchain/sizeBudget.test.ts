// `npm run size` (scripts/sizeBudget.ts) really fails a build whose first-load JavaScript is over the budget in
// package.json, and passes one under it: run as CI runs it, on planted builds (a manifest and chunks).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { sizeBudget: Record<string, number> };
// The page with the largest budget: over it, every page is over; under half the smallest, every page is under.
const [page, budgetKb] = Object.entries(pkg.sizeBudget).sort(([, a], [, b]) => b - a)[0] ?? ['', 0];
const smallestKb = Math.min(...Object.values(pkg.sizeBudget));
const dirs: string[] = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A build whose entry imports a shared chunk of `sharedKb` of random bytes (gzip cannot shrink them). */
function plantBuild(sharedKb: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'triage-size-test-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }> = {
    'src/client/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-2.js' },
    // On-demand code is not first-load code: its size must not count.
    'src/client/ui/Huge.tsx': { file: 'assets/Huge-4.js' },
  };
  for (const name of Object.keys(pkg.sizeBudget)) {
    manifest[name] = { file: `assets/${path.basename(name, '.tsx')}-3.js`, imports: ['_shared.js'] };
    fs.writeFileSync(path.join(dir, manifest[name].file), 'export const page = 1;\n');
  }
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'assets/index-1.js'), 'import "./shared-2.js";\n');
  fs.writeFileSync(path.join(dir, 'assets/shared-2.js'), randomBytes(sharedKb * 1000));
  fs.writeFileSync(path.join(dir, 'assets/Huge-4.js'), randomBytes(2_000_000));
  return dir;
}

const size = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/sizeBudget.ts'), `--client-dir=${dir}`], {
    encoding: 'utf8',
    cwd: root,
  });

test('a build over the budget fails, naming the page', () => {
  const run = size(plantBuild(Math.ceil(budgetKb * 1.2)));
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, new RegExp(`OVER +${page.replaceAll('.', '\\.')}`));
  assert.match(run.stderr, /over the first-load JavaScript budget/);
});

test('a build under the budget passes, whatever its on-demand chunks weigh', () => {
  const run = size(plantBuild(Math.floor(smallestKb * 0.5)));
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, new RegExp(`ok +${page.replaceAll('.', '\\.')}`));
});

test('--modules lists a page’s chunks and shares each chunk’s gzip size out among its modules', () => {
  const dir = plantBuild(10);
  // The shared chunk's two modules, 3 to 1 gzipped alone: they get 3/4 and 1/4 of the chunk's real gzip size.
  const record = { 'assets/shared-2.js': { 'node_modules/big/index.js': [9000, 3000], 'src/client/ui/Small.tsx': [3000, 1000] } };
  fs.writeFileSync(path.join(dir, '.vite', 'modules.json'), JSON.stringify(record));
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/sizeBudget.ts'), `--client-dir=${dir}`, '--modules'],
    {
      encoding: 'utf8',
      cwd: root,
    },
  );
  assert.equal(run.status, 0, run.stdout + run.stderr);
  const chunkKb = Number(/([\d.]+) kB {2}assets\/shared-2\.js/.exec(run.stdout)?.[1]);
  const bigKb = Number(/([\d.]+) kB {2}node_modules\/big\/index\.js/.exec(run.stdout)?.[1]);
  const smallKb = Number(/([\d.]+) kB {2}src\/client\/ui\/Small\.tsx/.exec(run.stdout)?.[1]);
  assert.ok(chunkKb > 9.9, run.stdout);
  assert.ok(Math.abs(bigKb - chunkKb * 0.75) <= 0.1 && Math.abs(smallKb - chunkKb * 0.25) <= 0.1, run.stdout);
  // By package: the package, and the app's folder.
  assert.match(run.stdout, /largest packages and app folders:\n(?:.*\n)*? +[\d.]+ kB {2}big\n/);
  assert.match(run.stdout, / +[\d.]+ kB {2}src\/client\/ui\n/);
});
