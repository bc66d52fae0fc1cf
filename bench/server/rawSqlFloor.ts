// The raw-SQL floor: the same list as one SQL statement (the page with labels, assignees, comment counts and the
// total, json_agg sub-selects) through `pg` over loopback or PGlite in this process, so the ratio to GraphQL shows
// what the database alone costs under the API (no HTTP, no answer written: the GraphQL overhead against the same
// answer over HTTP is the side by side's floor, rawFloorServer.ts); and the 100 000-issue project's page 1 and page
// 1000 by keyset and by OFFSET.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BIG_PROJECT_SLUG, type BigProject } from '../support/bigProject.ts';
import { interleaved, loop, median, ms, percentile } from '../support/stats.ts';
import { DEEP_PAGE, LIST_SIZE } from './requests.ts';
import type { LoadRow, Settings } from './settings.ts';

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

/** Prints the floor and its ratio to the GraphQL load runs in `loadRows` (the issue list's), and the raw pages. */
export async function rawSqlFloor(options: {
  readonly settings: Settings;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly listProjectId: number;
  readonly big: BigProject;
  /** The number of the last issue before page DEEP_PAGE of the big project's open issues. */
  readonly deepNumber: number;
  readonly loadRows: readonly LoadRow[];
}): Promise<void> {
  const { settings, databaseUrl, dataDir, listProjectId, big, deepNumber, loadRows } = options;
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
    const graphQL1 = loadRows.find((r) => r.query === 'list' && r.connections === 1);
    let line = `Raw SQL (${via}), the same ${check.rows.length} issues with labels, assignees, comment counts and the total in one statement: median ${ms(median(one.latencies))} ms, p99 ${ms(percentile(one.latencies, 99))} ms, ${one.rate.toFixed(0)}/s at 1 connection`;
    if (graphQL1)
      line += `; GraphQL at 1 connection: p50 ${ms(graphQL1.p50)} ms, ${graphQL1.rps.toFixed(0)} req/s, so the API costs ${(graphQL1.p50 / median(one.latencies)).toFixed(1)}× the latency of the database alone (${(one.rate / graphQL1.rps).toFixed(1)}× the rate; no HTTP and no JSON written here: the side by side's floor is the same answer over HTTP)`;
    console.log(line);
    if (databaseUrl) {
      const ten = await loop(() => raw.query(rawListSql(), listParams), {
        concurrency: 10,
        durationMs: settings.rawMs,
        maxCalls: 50_000,
      });
      const graphQL10 = loadRows.find((r) => r.query === 'list' && r.connections === 10);
      console.log(
        `  at 10 connections: ${ten.rate.toFixed(0)}/s, p50 ${ms(median(ten.latencies))} ms${graphQL10 ? `; GraphQL at 10: ${graphQL10.rps.toFixed(0)} req/s, ratio ${(ten.rate / graphQL10.rps).toFixed(1)}` : ''}`,
      );
    }
    const firstParams = [big.projectId, 'OPEN', NO_CURSOR, LIST_SIZE];
    const deepParams = [big.projectId, 'OPEN', deepNumber, LIST_SIZE];
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
}
