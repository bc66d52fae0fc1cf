// The server under load: the real server (src/server/main.ts) in a child process in production mode (persisted
// doc_ids only), autocannon on loopback at 1, 10 and 50 connections for the list page, the issue list and the issue
// page, with CPU per request of the server and of PostgreSQL and statements per request (support/costs.ts); then
// keyset pagination through GraphQL on the 100 000-issue project, page 1 against page 1000.
import os from 'node:os';
import autocannon from 'autocannon';
import { BIG_PROJECT_SLUG } from '../support/bigProject.ts';
import { costProbe, type CostProbe } from '../support/costs.ts';
import { interleaved, median, ms, percentile } from '../support/stats.ts';
import { queryOk, requestHeaders, signIn, startServerProcess, type GraphQLBody } from '../support/triage.ts';
import { DEEP_PAGE, ISSUE_NUMBER, LIST_PROJECT, LIST_SIZE, requests, type Ids } from './requests.ts';
import type { Backend, LoadRow, Settings } from './settings.ts';

const CONNECTIONS = [1, 10, 50] as const;

async function cannon(url: string, body: GraphQLBody, cookie: string, connections: number, settings: Settings, probe: CostProbe) {
  const options = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    headers: requestHeaders(cookie),
    body: JSON.stringify(body),
    connections,
    timeout: 30,
  };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const before = await probe();
  const result = await autocannon({ ...options, duration: settings.seconds });
  const after = await probe();
  const perRequest = (a: number | null, b: number | null) =>
    a === null || b === null ? null : (b - a) / Math.max(result.requests.total, 1);
  return {
    result,
    serverMs: perRequest(before.serverMs, after.serverMs),
    databaseMs: perRequest(before.databaseMs, after.databaseMs),
    statements: perRequest(before.statements, after.statements),
  };
}

/** The load runs and the keyset pages through GraphQL, printed as they finish; the load runs' rows returned. */
export async function loadRuns(options: {
  readonly backend: Backend;
  readonly settings: Settings;
  readonly ids: Ids;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly postmasterPid: number | null;
}): Promise<LoadRow[]> {
  const { backend, settings, ids, dataDir, databaseUrl, postmasterPid } = options;
  const rows: LoadRow[] = [];
  const server = await startServerProcess({
    NODE_ENV: 'production',
    TRIAGE_DATA_DIR: dataDir,
    TRIAGE_CLIENT_DIR: 'none',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const cookie = await signIn(server.url);
    const list = await queryOk(server.url, requests.list(ids), cookie);
    const listEdges = (list.body.data as { node: { issues: { edges: unknown[] } } }).node.issues.edges.length;
    const issue = await queryOk(server.url, requests.issue(), cookie);
    if (!(issue.body.data as { project?: { issue?: unknown } }).project?.issue)
      throw new Error(`${LIST_PROJECT} #${ISSUE_NUMBER} was not found.`);
    const listPage = await queryOk(server.url, requests.listPage(), cookie);
    const queries = [
      {
        key: 'listPage',
        label: `list page (ProjectIssuesPageQuery): 25 issues, counts (${(listPage.bytes / 1000).toFixed(1)} kB)`,
        body: requests.listPage(),
      },
      {
        key: 'list',
        label: `issue list: ${listEdges} issues with labels and assignees (${(list.bytes / 1000).toFixed(1)} kB)`,
        body: requests.list(ids),
      },
      {
        key: 'issue',
        label: `issue page: ${LIST_PROJECT} #${ISSUE_NUMBER} (${(issue.bytes / 1000).toFixed(1)} kB)`,
        body: requests.issue(),
      },
    ] as const;
    console.log(
      `Load: autocannon, ${settings.seconds} s per run after a ${settings.warmupSeconds} s warm-up at the same concurrency; the server (pid ${server.pid}) runs in production mode (persisted doc_ids only), ${backend === 'postgres' ? 'pool of 10 connections' : 'PGlite in its process'}.`,
    );
    const costs = await costProbe(server.pid, postmasterPid, databaseUrl);
    console.log(
      `  ${'query'.padEnd(66)} conns    req/s   p50 ms   p99 ms  non-2xx+errors  server CPU ms/req  ${backend === 'postgres' ? 'PostgreSQL CPU ms/req  statements/req' : '(PGlite included)'}`,
    );
    for (const query of queries) {
      for (const connections of CONNECTIONS) {
        const run = await cannon(server.url, query.body, cookie, connections, settings, costs.probe);
        const result = run.result;
        const row = {
          backend,
          query: query.key,
          connections,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          bad: result.non2xx + result.errors,
        };
        rows.push(row);
        console.log(
          `  ${query.label.padEnd(66)} ${String(connections).padStart(5)} ${row.rps.toFixed(0).padStart(8)} ${ms(row.p50).padStart(8)} ${ms(row.p99).padStart(8)} ${String(row.bad).padStart(15)} ${(run.serverMs === null ? 'n/a' : run.serverMs.toFixed(2)).padStart(18)}  ${run.databaseMs === null ? '' : run.databaseMs.toFixed(2).padStart(21)}  ${run.statements === null ? '' : run.statements.toFixed(1).padStart(14)}  (load ${os.loadavg()[0]?.toFixed(1)})`,
        );
      }
    }
    await costs.close();

    // Keyset pagination through the API: page 1 against page 1000, interleaved.
    const keyset = await interleaved(
      {
        first: () => queryOk(server.url, requests.bigFirst(ids), cookie),
        deep: () => queryOk(server.url, requests.bigDeep(ids), cookie),
      },
      settings.keysetRounds,
      5,
    );
    const deepAnswer = await queryOk(server.url, requests.bigDeep(ids), cookie);
    const deepEdges = (deepAnswer.body.data as { node: { issues: { edges: { node: { number: number } }[] } } }).node.issues.edges;
    console.log(
      `Keyset through GraphQL, \`${BIG_PROJECT_SLUG}\` open issues, ${LIST_SIZE} a page, median of ${settings.keysetRounds} sequential requests: page 1 ${ms(median(keyset.first))} ms (p90 ${ms(percentile(keyset.first, 90))}), page ${DEEP_PAGE} (issues #${deepEdges[0]?.node.number}..#${deepEdges.at(-1)?.node.number}) ${ms(median(keyset.deep))} ms (p90 ${ms(percentile(keyset.deep, 90))}): ratio ${(median(keyset.deep) / median(keyset.first)).toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
  return rows;
}
