// PostGraphile 5 as the benchmarks see it: bench/postgraphile/server.mjs in a child process under Node 24, over
// the bench's database, on a free loopback port. Its packages are that folder's own (package.json and its lock
// file), installed there by `npm ci` the first time and reused: the app's install does not carry them.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FOLDER = path.join(import.meta.dirname, '..', 'postgraphile');

/** The version the folder's package.json pins, and whether that version is what its node_modules holds. */
async function installed(): Promise<{ readonly wanted: string; readonly present: boolean }> {
  const read = async (file: string) => JSON.parse(await fs.readFile(path.join(FOLDER, file), 'utf8')) as Record<string, unknown>;
  const wanted = String((((await read('package.json')).dependencies ?? {}) as Record<string, unknown>).postgraphile);
  const present = await read('node_modules/postgraphile/package.json').then(
    (manifest) => manifest.version === wanted,
    () => false,
  );
  return { wanted, present };
}

/** Installs the folder's lock file once (again only when the pinned version changed); a sentence when it cannot. */
async function install(): Promise<string | null> {
  const { wanted, present } = await installed();
  if (present) return null;
  console.log(`  Installing PostGraphile ${wanted} into bench/postgraphile (npm ci, once)…`);
  return run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: FOLDER, maxBuffer: 16 * 1024 * 1024 }).then(
    () => null,
    (error: Error) => `cannot install bench/postgraphile's packages: ${error.message}`,
  );
}

export interface PostGraphileProcess {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** PostGraphile serving `databaseUrl` under the Node binary `node` (24), or a sentence saying why it did not start. */
export async function startPostGraphile(
  databaseUrl: string,
  node: { readonly binary: string },
  timeoutMs = 120_000,
): Promise<PostGraphileProcess | string> {
  const failed = await install();
  if (failed !== null) return failed;
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(node.binary, [path.join(FOLDER, 'server.mjs')], {
    cwd: FOLDER,
    env: { ...inherited, NODE_ENV: 'production', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const onData = (chunk: string) => {
      log += chunk;
      const ready = /ready at (http:\/\/\S+)/.exec(log);
      if (ready?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(ready[1]);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  };
  if (url === null) {
    await stop();
    return `PostGraphile did not start under ${node.binary}: ${log.trim().slice(0, 2000)}`;
  }
  return { url, pid: child.pid ?? -1, stop };
}
