// Two server processes on one PostgreSQL against one (issue 14: "two processes on one PostgreSQL give ≥ 1.7× one
// process"): the list page at 10 connections to one process, then 5 + 5 to two at once, in interleaved rounds,
// requests/s added up. On a machine whose cores the processes, PostgreSQL and autocannon share, the ratio is bounded
// by the cores left over, not by the server: the load average is printed beside it.
import os from 'node:os';
import autocannon from 'autocannon';
import { machineCpuTicks } from '../support/cpuTime.ts';
import { median } from '../support/stats.ts';
import { requestHeaders, signIn, startServerProcess, type ServerProcess } from '../support/triage.ts';
import { requests } from './requests.ts';
import type { Settings } from './settings.ts';

const CONNECTIONS = 10;

/** Requests/s of the list page from `servers` at once, the connections split between them, and how busy the machine was. */
async function rate(servers: readonly { url: string; cookie: string }[], seconds: number): Promise<{ rps: number; busy: number }> {
  const before = await machineCpuTicks();
  const runs = await Promise.all(
    servers.map(({ url, cookie }) =>
      autocannon({
        url: `${url}/graphql`,
        method: 'POST',
        headers: requestHeaders(cookie),
        body: JSON.stringify(requests.listPage()),
        connections: CONNECTIONS / servers.length,
        duration: seconds,
        timeout: 30,
      }),
    ),
  );
  if (runs.some((run) => run.non2xx + run.errors > 0)) throw new Error('A server answered with errors under load.');
  const after = await machineCpuTicks();
  return { rps: runs.reduce((sum, run) => sum + run.requests.average, 0), busy: (after.busy - before.busy) / (after.total - before.total) };
}

/** The list page's answer from `server`, as sent. */
async function answerOf({ url, cookie }: { url: string; cookie: string }): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: requestHeaders(cookie),
    body: JSON.stringify(requests.listPage()),
  });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"'))
    throw new Error(`The list page answered ${response.status}: ${text.slice(0, 400)}`);
  return text;
}

/** Prints one process's and two processes' requests/s of the list page on `databaseUrl`, and their ratio. */
export async function twoProcesses(options: { readonly settings: Settings; readonly dataDir: string; readonly databaseUrl: string }) {
  const { settings, dataDir, databaseUrl } = options;
  const env = { NODE_ENV: 'production', TRIAGE_DATA_DIR: dataDir, TRIAGE_CLIENT_DIR: 'none', DATABASE_URL: databaseUrl };
  const started: ServerProcess[] = [];
  try {
    started.push(await startServerProcess(env), await startServerProcess(env));
    const servers = await Promise.all(started.map(async (server) => ({ url: server.url, cookie: await signIn(server.url) })));
    const one = servers.slice(0, 1);
    const [first, second] = await Promise.all(servers.map(answerOf));
    if (first !== second) throw new Error('The two processes answered the list page differently.');
    // Warm both.
    await rate(servers, settings.warmupSeconds);
    const single: { rps: number; busy: number }[] = [];
    const double: { rps: number; busy: number }[] = [];
    const rounds = settings.sideBySideRounds;
    for (let round = 0; round < rounds; round += 1) {
      single.push(await rate(one, settings.seconds));
      double.push(await rate(servers, settings.seconds));
    }
    const [oneRps, twoRps] = [median(single.map((r) => r.rps)), median(double.map((r) => r.rps))];
    const busy = (runs: readonly { busy: number }[]) => `${(median(runs.map((r) => r.busy)) * 100).toFixed(0)} %`;
    console.log(
      `Two processes on one PostgreSQL, the list page at ${CONNECTIONS} connections (both answer it alike, ${first?.length ?? 0} bytes; median of ${rounds} interleaved rounds of ${settings.seconds} s): one process ${oneRps.toFixed(0)} req/s, two ${twoRps.toFixed(0)} req/s: ratio ${(twoRps / oneRps).toFixed(2)} (target ≥ 1.7). The ${os.cpus().length} cores are shared by the server processes, PostgreSQL, autocannon and whatever else runs: the machine was ${busy(single)} busy with one process and ${busy(double)} with two (load ${os.loadavg()[0]?.toFixed(1)}); two processes can only gain what the cores have left.`,
    );
  } finally {
    for (const server of started) await server.stop();
  }
}
