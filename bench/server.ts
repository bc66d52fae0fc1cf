// The server part of the benchmarks, on PGlite and on PostgreSQL: per backend, the database (migrations, the demo
// seed, a 100 000-issue project), then each part in its own file under bench/server/:
// - statementCounts.ts: SQL statements per GraphQL request (in an in-process server);
// - listPlans.ts: EXPLAIN ANALYZE of the list page's loads on the big project; planCacheModes.ts (PostgreSQL):
//   those statements unnamed and named under each plan_cache_mode, PostgreSQL's CPU per load;
// - loadRuns.ts: the real server in a child process under autocannon, CPU and statements per request, and keyset
//   pagination through GraphQL;
// - the side by side with PostGraphile 5 (sideBySide.ts, PostgreSQL);
// - cpuProfile.ts (`--profile` alone, PostgreSQL): where a request's server CPU goes, by package and function;
// - twoProcesses.ts: two server processes on one PostgreSQL against one (PostgreSQL only);
// - rawSqlFloor.ts: the same list as one SQL statement (what the GraphQL layer costs on top), keyset and OFFSET.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts';
import { seedDemoIfEmpty } from '../src/server/demo/demoSeed.ts';
import { sideBySide, TRIAGE_QUERY } from './sideBySide.ts';
import { BIG_PROJECT_SLUG, seedBigProject, type BigProject } from './support/bigProject.ts';
import { createDatabase, startPostgres } from './support/postgres.ts';
import { ms } from './support/stats.ts';
import { operations, queryOk } from './support/triage.ts';
import { explainListLoads } from './server/listPlans.ts';
import { loadRuns } from './server/loadRuns.ts';
import { profileRequests } from './server/cpuProfile.ts';
import { comparePlanCacheModes } from './server/planCacheModes.ts';
import { rawSqlFloor } from './server/rawSqlFloor.ts';
import { twoProcesses } from './server/twoProcesses.ts';
import { DEEP_PAGE, encodeCursor, LIST_PROJECT, LIST_SIZE, requests, type Ids } from './server/requests.ts';
import type { Backend, LoadRow, Settings } from './server/settings.ts';
import { countStatements, withInProcessServer } from './server/statementCounts.ts';

const BACKEND_NAME: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const BIG_ISSUES = 100_000;

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
          baseTree: settings.baseTree,
        });
    };
    if (settings.profileOnly) {
      await database.close();
      if (databaseUrl)
        await profileRequests({
          databaseUrl,
          dataDir,
          slug: LIST_PROJECT,
          writtenQuery: TRIAGE_QUERY,
          warmupSeconds: 3,
          seconds: settings.seconds + 3,
        });
      return rows;
    }
    if (settings.sideBySideOnly) {
      await database.close();
      await compare();
      // Issue 14's other ratio on the same data: two processes on this PostgreSQL against one.
      if (databaseUrl) await twoProcesses({ settings, dataDir, databaseUrl });
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
    rows.push(...(await loadRuns({ backend, settings, ids, dataDir, databaseUrl, postmasterPid: postgres?.postmasterPid ?? null })));
    // PGlite is one process's own database: only PostgreSQL is shared.
    if (databaseUrl) await twoProcesses({ settings, dataDir, databaseUrl });
    await compare();

    // 3. The database alone: the same list as one statement, and the keyset and OFFSET pages.
    await rawSqlFloor({ settings, databaseUrl, dataDir, listProjectId, big, deepNumber: deep.number, loadRows: rows });
  } finally {
    await created?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export async function benchServer(options: {
  quick: boolean;
  plansOnly: boolean;
  sideBySideOnly: boolean;
  profileOnly: boolean;
  baseTree: string | null;
}): Promise<void> {
  const { plansOnly, sideBySideOnly, profileOnly, baseTree } = options;
  const settings: Settings = options.quick
    ? { seconds: 2, warmupSeconds: 1, rawMs: 1500, keysetRounds: 20, plansOnly, sideBySideOnly, profileOnly, sideBySideRounds: 1, baseTree }
    : {
        seconds: 5,
        warmupSeconds: 1,
        rawMs: 3000,
        keysetRounds: 50,
        plansOnly,
        sideBySideOnly,
        profileOnly,
        // Even, so the side by side runs each order of its variants as often (sideBySide.ts).
        sideBySideRounds: 4,
        baseTree,
      };
  console.log('## Server: load, SQL statements, raw SQL, keyset pagination');
  const all: LoadRow[] = [];
  // The plans are PostgreSQL's (PGlite's EXPLAIN times run in this process and say less).
  if (!plansOnly && !sideBySideOnly && !profileOnly) {
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
