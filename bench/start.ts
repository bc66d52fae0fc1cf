// `npm run bench:start`: how long `npm start` takes, as a person typing it waits for it. The clock runs from
// spawning `npm start` to the line "Triage is ready at …" (and, on stop, from SIGTERM to npm's exit).
// First a start that may build (whatever is stale) on an empty data folder (it seeds the demo), then
// starts with nothing changed on that same folder. Target (issue 18): a start with nothing changed is
// ready in ≤ 3 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { median } from './support/stats.ts';
import { repoRoot } from './support/triage.ts';

const TARGET_MS = 3000;
const RUNS = 5;

interface Timed {
  readyMs: number;
  stopMs: number;
  log: string;
}

async function startOnce(dataDir: string): Promise<Timed> {
  const started = performance.now();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...env, TRIAGE_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const readyMs = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/ready at http/.test(log)) resolve(performance.now() - started);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${log}`)));
  });
  const stopping = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`npm start exited with ${code} after SIGTERM:\n${log}`);
  return { readyMs, stopMs: performance.now() - stopping, log };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchStart(): Promise<void> {
  console.log('## Start: `npm start` until "ready", then SIGTERM until it exits');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-start-'));
  try {
    const first = await startOnce(dataDir);
    const built = [...first.log.matchAll(/Building the (\w+)/g)].map((m) => m[1]);
    console.log(
      `First start (empty data folder, demo seeded; built: ${built.length > 0 ? built.join(' and ') : 'nothing, already up to date'}): ready in ${seconds(first.readyMs)}, stopped in ${seconds(first.stopMs)}.`,
    );
    const again: Timed[] = [];
    for (let i = 0; i < RUNS; i += 1) again.push(await startOnce(dataDir));
    const rebuilt = again.filter((run) => /Building the/.test(run.log)).length;
    if (rebuilt > 0) throw new Error(`${rebuilt} of ${RUNS} starts with nothing changed built something.`);
    const ready = again.map((run) => run.readyMs);
    const worst = Math.max(...ready);
    console.log(
      `Start with nothing changed, ${RUNS} runs: ready in median ${seconds(median(ready))}, slowest ${seconds(worst)} (target ≤ ${seconds(TARGET_MS)}: ${(worst / TARGET_MS).toFixed(2)}× the target, ${worst <= TARGET_MS ? 'met' : 'missed'}); stopped in median ${seconds(median(again.map((run) => run.stopMs)))}.`,
    );
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
