// `npm run bench:overload`: many more clients than the server can serve at once, as the hardening issue (19)
// measured it: 200 closed-loop clients for 20 s (autocannon) against one server process on PGlite, then two
// processes on one PostgreSQL, each client asking the issue list's query (the app's most frequent one).
// Before the admission line, p50 was 0.7 s but p90 22 s and p99 24 s on PGlite: some requests starved.
// Wanted: no request waits long in line (one that would wait over TRIAGE_QUEUE_WAIT_MS, 5 s, is answered 503
// with Retry-After at once, which the app retries), so the slowest answered request is bounded by that
// wait plus its own work, and nothing fails otherwise. Times are the clients' own, from each response as it
// arrives: the served answers (200) apart from the 503s (autocannon's summary mixes the two), and both processes'
// clients together.
import autocannon from 'autocannon';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, startPostgres } from './support/postgres.ts';
import { percentile } from './support/stats.ts';
import { operations, requestHeaders, signIn, startServerProcess, type ServerProcess } from './support/triage.ts';

const CONNECTIONS = 200;
const SECONDS = 20;
/** The longest an answered request should take: the admission line's default wait plus a page's own work. */
const TARGET_P99_MS = 6000;

const issueListBody = JSON.stringify({
  doc_id: operations.projectIssuesPage,
  variables: { slug: 'web', query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' },
});

/** Client-side times of one kind of answer, in ms. */
function figures(times: readonly number[]): string {
  if (times.length === 0) return 'none';
  const [p50, p90, p99] = [50, 90, 99].map((p) => percentile(times, p).toFixed(0));
  return `p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms, max ${Math.max(...times).toFixed(0)} ms`;
}

async function overload(name: string, servers: readonly ServerProcess[]): Promise<void> {
  const cookie = await signIn(servers[0]?.url ?? '');
  // Half the clients on each process when there are two (autocannon runs one target per call).
  const perServer = Math.floor(CONNECTIONS / servers.length);
  // Every response's time as its client saw it, by kind: autocannon's own histogram mixes the 503s (answered
  // in a millisecond or two) with the served answers, which made the served answers look faster than they were.
  const served: number[] = [];
  const busy: number[] = [];
  let other = 0;
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: requestHeaders(cookie),
        body: issueListBody,
        connections: perServer,
        duration: SECONDS,
        timeout: 60,
      }).on('response', (_client, status, _bytes, ms) => {
        if (status === 200) served.push(ms);
        else if (status === 503) busy.push(ms);
        else other += 1;
      }),
    ),
  );
  const errors = results.reduce((n, r) => n + r.errors + r.timeouts, 0);
  const p99 = percentile(served, 99);
  console.log(
    `${name}: ${(served.length / SECONDS).toFixed(0)} answers/s; served (200) ${figures(served)} (target p99 ≤ ${TARGET_P99_MS} ms: ${(p99 / TARGET_P99_MS).toFixed(2)}×, ${p99 <= TARGET_P99_MS ? 'met' : 'missed'}); ${busy.length} answered 503 SERVER_BUSY (${((100 * busy.length) / Math.max(1, served.length + busy.length)).toFixed(1)} %, ${figures(busy)}), ${other} other answers, ${errors} errors or timeouts.`,
  );
}

export async function benchOverload(): Promise<void> {
  console.log(`## Overload: ${CONNECTIONS} closed-loop clients for ${SECONDS} s (autocannon), the issue list's query`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-overload-'));
  try {
    const pglite = await startServerProcess({ TRIAGE_DATA_DIR: dataDir, TRIAGE_CLIENT_DIR: 'none', NODE_ENV: 'production' });
    try {
      await overload('One process on PGlite', [pglite]);
    } finally {
      await pglite.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const postgres = await startPostgres();
  if (typeof postgres === 'string') {
    console.log(`Two processes on PostgreSQL: skipped (${postgres}).`);
    return;
  }
  const database = await createDatabase(postgres.adminUrl, 'triage_bench_overload');
  const servers: ServerProcess[] = [];
  try {
    const env = { DATABASE_URL: database.url, NODE_ENV: 'production', TRIAGE_CLIENT_DIR: 'none' };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    await overload('Two processes on PostgreSQL', servers);
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    await postgres.stop();
  }
}
