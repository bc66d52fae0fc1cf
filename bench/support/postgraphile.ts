// PostGraphile 5 as the benchmarks see it: support/postgraphileServer.ts in a child process under Node 24, over
// the bench's database, on a free loopback port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './triage.ts';

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
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(node.binary, [path.join(import.meta.dirname, 'postgraphileServer.ts')], {
    cwd: repoRoot,
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
