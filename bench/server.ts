// The server under load, on PGlite and on PostgreSQL:
// - requests per second and p50/p99 latency of the issue-list query (50 issues with labels and assignees)
//   and the issue-page query at 1, 10 and 50 connections, with autocannon on loopback, against the real
//   server (`src/server/main.ts`) in a child process in production mode (persisted doc_ids only);
// - SQL statements per GraphQL request (the database layer's StatementCounter, in an in-process server
//   built the same way, since the counter lives in the server's process);
// - the same 50 issues as one raw SQL statement, through `pg` (PostgreSQL) or PGlite directly, so the ratio
//   shows what the GraphQL layer (HTTP, parsing, validation, auth, resolvers, DataLoaders) costs on top;
// - keyset pagination: page 1 and page 1000 of a 100 000-issue project, through GraphQL and in raw SQL,
//   and OFFSET for contrast.
// - EXPLAIN ANALYZE of every statement of the list page's load on that project, as it opens and with `label:`
//   and `assignee:` qualifiers (their scans: a sequential scan of `issues` is flagged).
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import {
  DEFAULT_UPLOAD_ALLOWED_TYPES,
  DEFAULT_UPLOAD_MAX_BYTES,
  DEFAULT_UPLOAD_MAX_BYTES_PER_DAY,
  DEFAULT_UPLOAD_MAX_FILES,
} from '../src/server/config/uploads.ts';
import { migrateToLatest, openDatabase, type OpenedDatabase, type SentStatement } from '../src/server/db/database.ts';
import { seedDemoIfEmpty } from '../src/server/demo/demoSeed.ts';
import { startLiveFeed } from '../src/server/graphql/liveFeed.ts';
import { admissionLimits } from '../src/server/http/admission.ts';
import { createApp } from '../src/server/http/app.ts';
import { FolderStore } from '../src/server/storage/folderStore.ts';
import { sideBySide } from './sideBySide.ts';
import { BIG_PROJECT_SLUG, seedBigProject, type BigProject } from './support/bigProject.ts';
import { costProbe, type CostProbe } from './support/costs.ts';
import { comparePlanCacheModes } from './support/planCacheModes.ts';
import { createDatabase, startPostgres } from './support/postgres.ts';
import { interleaved, loop, median, ms, percentile } from './support/stats.ts';
import { operations, queryOk, requestHeaders, signIn, startServerProcess, type GraphQLBody } from './support/triage.ts';

type Backend = 'pglite' | 'postgres';
const BACKEND_NAME: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const LIST_SIZE = 50;
const BIG_ISSUES = 100_000;
/** Page 1000 of the big project's open issues, 50 a page: after the first 999 pages. */
const DEEP_PAGE = 1000;
const CONNECTIONS = [1, 10, 50] as const;
/** The demo project and issue the load runs against (README's example issue). */
const LIST_PROJECT = 'web';
const ISSUE_NUMBER = 12;

interface Settings {
  /** Seconds of load per autocannon run, after a warm-up run. */
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** Milliseconds per raw SQL loop. */
  readonly rawMs: number;
  readonly keysetRounds: number;
  /** Only the database, the statement counts and the EXPLAINs of the list page's loads (no load test). */
  readonly plansOnly: boolean;
  /** Only the side by side with PostGraphile on PostgreSQL (sideBySide.ts), on the demo data. */
  readonly sideBySideOnly: boolean;
  /** Interleaved rounds of the side by side. */
  readonly sideBySideRounds: number;
}

interface LoadRow {
  readonly backend: Backend;
  readonly query: string;
  readonly connections: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly bad: number;
}

const encodeCursor = (key: readonly number[]) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/**
 * One SQL statement returning what the issue list shows: the page of issues, each with its labels,
 * assignees and comment count, and (unless `total` is false) the list's total count, an uncorrelated
 * sub-select run once. `offset`: the page found by OFFSET $5 instead of the keyset condition (the page is
 * cut first, so only its 50 rows get their labels and assignees: the best OFFSET can do).
 */
function rawListSql({ total = true, offset = false } = {}): string {
  return `
with page as (
  select id, number, title, updated_at, state from issues
  where project_id = $1 and state = $2 and ${offset ? '$3::int is not null' : 'number < $3'}
  order by number desc
  limit $4 ${offset ? 'offset $5' : ''}
)
select p.*,
  (select count(*)::int from comments c where c.issue_id = p.id) as comment_count,
  coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color, 'description', l.description) order by lower(l.name))
            from issue_labels il join labels l on l.id = il.label_id where il.issue_id = p.id), '[]') as labels,
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'login', u.login) order by u.login)
            from issue_assignees ia join users u on u.id = ia.user_id where ia.issue_id = p.id), '[]') as assignees
  ${total ? ', (select count(*)::int from issues t where t.project_id = $1 and t.state = $2) as total_count' : ''}
from page p
order by p.number desc`;
}
const RAW_COUNT_SQL = 'select count(*)::int as count from issues where project_id = $1 and state = $2';
const NO_CURSOR = 2 ** 31 - 1;

/** A raw connection: pg's Pool or PGlite, both answering { rows }. */
interface RawDb {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

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

/** Runs `use` against a server in this process over `database`, built as main.ts builds it (production). */
async function withInProcessServer<T>(
  database: OpenedDatabase,
  dataDir: string,
  use: (url: string, cookie: string) => Promise<T>,
): Promise<T> {
  const live = await startLiveFeed(database);
  const server = createApp({
    services: {
      live,
      db: database.db,
      files: new FolderStore(path.join(dataDir, 'attachments')),
      uploads: {
        maxFileBytes: DEFAULT_UPLOAD_MAX_BYTES,
        maxFiles: DEFAULT_UPLOAD_MAX_FILES,
        maxBytesPerDay: DEFAULT_UPLOAD_MAX_BYTES_PER_DAY,
        allowedTypes: DEFAULT_UPLOAD_ALLOWED_TYPES,
      },
      workspace: { name: 'Triage', allowSignUp: null },
      invitationMails: null,
    },
    production: true,
    allowArbitraryOperations: false,
    clientDir: undefined,
    maxBodyBytes: 1024 * 1024,
    requestTimeoutMs: 30_000,
    admission: admissionLimits(database.connections, 5000),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await use(url, await signIn(url));
  } finally {
    await live.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** SQL statements per request: the second of two identical requests (the first may refresh the session). */
async function countStatements(
  database: OpenedDatabase,
  url: string,
  cookie: string,
  bodies: Record<string, GraphQLBody>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, body] of Object.entries(bodies)) {
    let count = 0;
    for (let i = 0; i < 2; i += 1) {
      const before = database.statements.count;
      await queryOk(url, body, cookie);
      count = database.statements.count - before;
    }
    counts[name] = count;
  }
  return counts;
}

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Index Name'?: string;
  readonly Plans?: readonly PlanNode[];
}

/** Every scan of a plan: its kind, table and index. */
function scansOf(node: PlanNode): string[] {
  const own = node['Node Type'].includes('Scan')
    ? [
        `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`,
      ]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

/**
 * The searches whose list page is EXPLAINed on the big project: the first load, then `label:` and `assignee:`
 * qualifiers alone and combined (issue 14: up to three qualifiers within 10 ms of PostgreSQL time a page). Its
 * labels are `area-0`..`area-9` (support/bigProject.ts); its assignees are the demo's people.
 */
const EXPLAINED_SEARCHES = [
  'is:open',
  'is:open label:area-1',
  'is:open assignee:ada',
  'is:open label:area-1 label:area-2',
  'is:open label:area-1 assignee:ada',
  'label:area-1 label:area-2 assignee:ada',
] as const;

/**
 * The list page's load on the big project for each of EXPLAINED_SEARCHES, each statement the server sent
 * EXPLAINed (ANALYZE) with its own parameters: its scans (an index scan per list and count is the point: no
 * sequential scan of `issues`) and its execution time.
 */
async function explainListLoads(
  database: OpenedDatabase,
  url: string,
  cookie: string,
): Promise<{ readonly label: string; readonly statements: readonly SentStatement[] }[]> {
  const explained: { label: string; statements: readonly SentStatement[] }[] = [];
  // The demo's project of 200 issues first: the big project's first load is measured against it.
  const loads = [{ slug: LIST_PROJECT, search: 'is:open' }, ...EXPLAINED_SEARCHES.map((search) => ({ slug: BIG_PROJECT_SLUG, search }))];
  for (const { slug, search } of loads) {
    const body = {
      doc_id: operations.projectIssuesPage,
      variables: { slug, query: search, openQuery: 'is:open', closedQuery: 'is:closed' },
    };
    await queryOk(url, body, cookie);
    const recording = database.statements.record();
    await queryOk(url, body, cookie);
    recording.stop();
    console.log(
      `EXPLAIN ANALYZE of the ${recording.statements.length} statements of the list page's load on \`${slug}\`, search \`${search}\`:`,
    );
    let total = 0;
    for (const statement of recording.statements) {
      const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [...statement.parameters]),
      );
      const plan = rows[0]?.['QUERY PLAN'][0];
      if (!plan) continue;
      total += plan['Execution Time'];
      const scans = [...new Set(scansOf(plan.Plan))];
      const flag = scans.some((scan) => scan.startsWith('Seq Scan on issues')) ? '  <- sequential scan of issues' : '';
      console.log(
        `  ${ms(plan['Execution Time']).padStart(8)} ms  ${statement.sql.replace(/\s+/g, ' ').slice(0, 70)}…  [${scans.join('; ')}]${flag}`,
      );
    }
    console.log(`  ${ms(total).padStart(8)} ms  in all`);
    explained.push({ label: `\`${slug}\`, \`${search}\``, statements: recording.statements });
  }
  return explained;
}

interface Ids {
  /** Global ids (for the GraphQL requests). */
  readonly listProject: string;
  readonly bigProject: string;
  /** The cursor after page DEEP_PAGE - 1 of the big project's open issues. */
  readonly deepCursor: string;
}

const requests = {
  /** The app's list page as it loads (25 rows, the open and closed counts, the bulk actions' choices). */
  listPage: (): GraphQLBody => ({
    doc_id: operations.projectIssuesPage,
    variables: { slug: LIST_PROJECT, query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' },
  }),
  list: (ids: Ids): GraphQLBody => ({
    doc_id: operations.issueListPagination,
    variables: { id: ids.listProject, count: LIST_SIZE, query: 'is:open', cursor: null },
  }),
  issue: (): GraphQLBody => ({ doc_id: operations.issuePage, variables: { slug: LIST_PROJECT, number: ISSUE_NUMBER } }),
  bigFirst: (ids: Ids): GraphQLBody => ({
    doc_id: operations.issueListPagination,
    variables: { id: ids.bigProject, count: LIST_SIZE, query: 'is:open', cursor: null },
  }),
  bigDeep: (ids: Ids): GraphQLBody => ({
    doc_id: operations.issueListPagination,
    variables: { id: ids.bigProject, count: LIST_SIZE, query: 'is:open', cursor: ids.deepCursor },
  }),
};

async function benchBackend(
  backend: Backend,
  settings: Settings,
  postgres: { readonly adminUrl: string; readonly postmasterPid: number | null } | undefined,
): Promise<LoadRow[]> {
  const adminUrl = postgres?.adminUrl;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `triage-bench-${backend}-`));
  const created = backend === 'postgres' && adminUrl ? await createDatabase(adminUrl, `triage_bench_${process.pid}`) : undefined;
  const databaseUrl = created?.url;
  const rows: LoadRow[] = [];
  try {
    // 1. The database: migrations, the demo seed, the big project; statement counts in process.
    const t = performance.now();
    const database = await openDatabase({ databaseUrl, dataDir });
    await migrateToLatest(database.db);
    await seedDemoIfEmpty(database.db);
    const seedMs = performance.now() - t;
    const compare = async () => {
      if (databaseUrl)
        await sideBySide({
          databaseUrl,
          dataDir,
          postmasterPid: postgres?.postmasterPid ?? null,
          slug: LIST_PROJECT,
          rounds: settings.sideBySideRounds,
          seconds: settings.seconds,
        });
    };
    if (settings.sideBySideOnly) {
      await database.close();
      await compare();
      return rows;
    }
    const big: BigProject = await seedBigProject(database.db, BIG_ISSUES);
    const { id: listProjectId } = await database.db
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', LIST_PROJECT)
      .executeTakeFirstOrThrow();
    const deep = await database.db
      .selectFrom('issues')
      .select('number')
      .where('project_id', '=', big.projectId)
      .where('state', '=', 'OPEN')
      .orderBy('number', 'desc')
      .offset((DEEP_PAGE - 1) * LIST_SIZE - 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    console.log(
      `Database: migrations and the demo seed (3 projects × 200 issues) in ${(seedMs / 1000).toFixed(1)} s; project \`${BIG_PROJECT_SLUG}\`: ${big.issues.toLocaleString('en')} issues (${big.openIssues.toLocaleString('en')} open), ${big.labelLinks.toLocaleString('en')} issue labels, ${big.assigneeLinks.toLocaleString('en')} assignments in one transaction of 1 000-row inserts: ${(big.seedMs / 1000).toFixed(1)} s (${Math.round(big.issues / (big.seedMs / 1000)).toLocaleString('en')} issues/s), then VACUUM ANALYZE ${(big.vacuumMs / 1000).toFixed(1)} s (count(*) of the open issues: ${ms(big.countBeforeVacuumMs)} ms before it, ${ms(big.countAfterVacuumMs)} ms after)`,
    );

    // Global ids from the API itself, then the statement counts, in a server in this process.
    const { ids, counts } = await withInProcessServer(database, dataDir, async (url, cookie) => {
      const projectId = async (slug: string) => {
        const answer = await queryOk(
          url,
          { doc_id: operations.projectIssuesPage, variables: { slug, query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' } },
          cookie,
        );
        return (answer.body.data as { project: { id: string } }).project.id;
      };
      const found: Ids = {
        listProject: await projectId(LIST_PROJECT),
        bigProject: await projectId(BIG_PROJECT_SLUG),
        deepCursor: encodeCursor([deep.number]),
      };
      const bodies = Object.fromEntries(Object.entries(requests).map(([key, body]) => [key, body(found)]));
      const counted = await countStatements(database, url, cookie, bodies);
      const loads = await explainListLoads(database, url, cookie);
      if (databaseUrl) await comparePlanCacheModes(databaseUrl, loads);
      return { ids: found, counts: counted };
    });
    console.log(
      `SQL statements per GraphQL request (StatementCounter, session lookup included): list page (ProjectIssuesPageQuery) ${counts.listPage}, issue list of ${LIST_SIZE} ${counts.list}, issue page ${counts.issue}, \`${BIG_PROJECT_SLUG}\` page 1 ${counts.bigFirst}, page ${DEEP_PAGE} ${counts.bigDeep}`,
    );
    await database.close();
    if (settings.plansOnly) return rows;

    // 2. The server in a child process, production mode, under load.
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
      const costs = await costProbe(server.pid, postgres?.postmasterPid ?? null, databaseUrl);
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
    await compare();

    // 3. The database alone: the same list as one statement, and the keyset and OFFSET pages.
    const raw: RawDb = databaseUrl
      ? (() => {
          const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
          // An idle connection ended by the server (dropping the database at the end) is not a failure here.
          pool.on('error', () => {});
          return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
        })()
      : await (async () => {
          const lite = await PGlite.create(path.join(dataDir, 'pglite'));
          return { query: (text, params) => lite.query(text, params), close: () => lite.close() };
        })();
    try {
      const via = databaseUrl ? 'through pg over loopback' : 'PGlite directly, in this process';
      const listParams = [listProjectId, 'OPEN', NO_CURSOR, LIST_SIZE];
      const check = await raw.query(rawListSql(), listParams);
      const one = await loop(() => raw.query(rawListSql(), listParams), { durationMs: settings.rawMs, maxCalls: 20_000, warmupCalls: 20 });
      const graphQL1 = rows.find((r) => r.query === 'list' && r.connections === 1);
      let line = `Raw SQL (${via}), the same ${check.rows.length} issues with labels, assignees, comment counts and the total in one statement: median ${ms(median(one.latencies))} ms, p99 ${ms(percentile(one.latencies, 99))} ms, ${one.rate.toFixed(0)}/s at 1 connection`;
      if (graphQL1)
        line += `; GraphQL at 1 connection: p50 ${ms(graphQL1.p50)} ms, ${graphQL1.rps.toFixed(0)} req/s, so the API costs ${(graphQL1.p50 / median(one.latencies)).toFixed(1)}× the latency of the database alone (${(one.rate / graphQL1.rps).toFixed(1)}× the rate)`;
      console.log(line);
      if (databaseUrl) {
        const ten = await loop(() => raw.query(rawListSql(), listParams), {
          concurrency: 10,
          durationMs: settings.rawMs,
          maxCalls: 50_000,
        });
        const graphQL10 = rows.find((r) => r.query === 'list' && r.connections === 10);
        console.log(
          `  at 10 connections: ${ten.rate.toFixed(0)}/s, p50 ${ms(median(ten.latencies))} ms${graphQL10 ? `; GraphQL at 10: ${graphQL10.rps.toFixed(0)} req/s, ratio ${(ten.rate / graphQL10.rps).toFixed(1)}` : ''}`,
        );
      }
      const firstParams = [big.projectId, 'OPEN', NO_CURSOR, LIST_SIZE];
      const deepParams = [big.projectId, 'OPEN', deep.number, LIST_SIZE];
      const offsetParams = [big.projectId, 'OPEN', NO_CURSOR, LIST_SIZE, (DEEP_PAGE - 1) * LIST_SIZE];
      const pages = await interleaved(
        {
          first: () => raw.query(rawListSql(), firstParams),
          deep: () => raw.query(rawListSql(), deepParams),
          offset: () => raw.query(rawListSql({ offset: true }), offsetParams),
          count: () => raw.query(RAW_COUNT_SQL, [big.projectId, 'OPEN']),
          firstNoCount: () => raw.query(rawListSql({ total: false }), firstParams),
        },
        settings.keysetRounds,
        5,
      );
      const [a, b, c] = [median(pages.first), median(pages.deep), median(pages.offset)];
      console.log(
        `Raw SQL keyset, \`${BIG_PROJECT_SLUG}\`, median of ${settings.keysetRounds}: page 1 ${ms(a)} ms, page ${DEEP_PAGE} ${ms(b)} ms (ratio ${(b / a).toFixed(2)}); page ${DEEP_PAGE} by OFFSET ${((DEEP_PAGE - 1) * LIST_SIZE).toLocaleString('en')}: ${ms(c)} ms (${(c / b).toFixed(1)}× keyset). Of each page, the total count of ${big.openIssues.toLocaleString('en')} open issues alone takes ${ms(median(pages.count))} ms (page 1 without it: ${ms(median(pages.firstNoCount))} ms)`,
      );
    } finally {
      await raw.close();
    }
  } finally {
    await created?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export async function benchServer(options: { quick: boolean; plansOnly: boolean; sideBySideOnly: boolean }): Promise<void> {
  const { plansOnly, sideBySideOnly } = options;
  const settings: Settings = options.quick
    ? { seconds: 2, warmupSeconds: 1, rawMs: 1500, keysetRounds: 20, plansOnly, sideBySideOnly, sideBySideRounds: 1 }
    : { seconds: 5, warmupSeconds: 1, rawMs: 3000, keysetRounds: 50, plansOnly, sideBySideOnly, sideBySideRounds: 3 };
  console.log('## Server: load, SQL statements, raw SQL, keyset pagination');
  const all: LoadRow[] = [];
  // The plans are PostgreSQL's (PGlite's EXPLAIN times run in this process and say less).
  if (!plansOnly && !sideBySideOnly) {
    console.log(`\n### ${BACKEND_NAME.pglite}`);
    all.push(...(await benchBackend('pglite', settings, undefined)));
  }
  console.log(`\n### ${BACKEND_NAME.postgres}`);
  const postgres = await startPostgres();
  if (typeof postgres === 'string') {
    console.log(`Skipped: ${postgres}.`);
  } else {
    console.log(postgres.description);
    try {
      all.push(...(await benchBackend('postgres', settings, postgres)));
    } finally {
      await postgres.stop();
    }
  }
  const pgRows = all.filter((r) => r.backend === 'postgres');
  if (pgRows.length > 0) {
    console.log('\nPostgreSQL against PGlite (req/s ratio):');
    for (const row of pgRows) {
      const lite = all.find((r) => r.backend === 'pglite' && r.query === row.query && r.connections === row.connections);
      if (lite)
        console.log(
          `  ${row.query.padEnd(6)} at ${String(row.connections).padStart(2)}: ${row.rps.toFixed(0)} vs ${lite.rps.toFixed(0)} req/s, ratio ${(row.rps / lite.rps).toFixed(2)}`,
        );
    }
  }
}
