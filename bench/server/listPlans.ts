// The 100 000-issue project's list page EXPLAINed: each statement the server sent for the page's load, as it opens
// and with `label:` and `assignee:` qualifiers, run under EXPLAIN (ANALYZE, BUFFERS) with its own parameters (its
// scans: a sequential scan of `issues` is flagged; the pages it read; and its execution time).
import { CompiledQuery } from 'kysely';
import type { OpenedDatabase, SentStatement } from '../../src/server/db/database.ts';
import { BIG_PROJECT_SLUG } from '../support/bigProject.ts';
import { ms } from '../support/stats.ts';
import { operations, queryOk } from '../support/triage.ts';
import { LIST_PROJECT } from './requests.ts';

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Index Name'?: string;
  /** Pages read from shared buffers and from outside them (EXPLAIN's BUFFERS): the work, whatever the load. */
  readonly 'Shared Hit Blocks'?: number;
  readonly 'Shared Read Blocks'?: number;
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
 * qualifiers alone and combined, up to three (issue 14: up to three qualifiers within 10 ms of PostgreSQL time a
 * page). Its labels are `area-0`..`area-9` (support/bigProject.ts); its assignees are the demo's people.
 */
const EXPLAINED_SEARCHES = [
  'is:open',
  'is:open label:area-1',
  'is:open assignee:ada',
  'is:open label:area-1 label:area-2',
  'is:open label:area-1 assignee:ada',
  'label:area-1 label:area-2 assignee:ada',
  'label:area-1 assignee:ada assignee:grace',
  'label:area-1 label:area-2 label:area-3',
] as const;

/**
 * The list page's load on the big project for each of EXPLAINED_SEARCHES, each statement the server sent
 * EXPLAINed (ANALYZE) with its own parameters: its scans (an index scan per list and count is the point: no
 * sequential scan of `issues`) and its execution time.
 */
export async function explainListLoads(
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
      `EXPLAIN (ANALYZE, BUFFERS) of the ${recording.statements.length} statements of the list page's load on \`${slug}\`, search \`${search}\`:`,
    );
    let total = 0;
    for (const statement of recording.statements) {
      const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        CompiledQuery.raw(`explain (analyze, buffers, format json) ${statement.sql}`, [...statement.parameters]),
      );
      const plan = rows[0]?.['QUERY PLAN'][0];
      if (!plan) continue;
      total += plan['Execution Time'];
      const buffers = (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
      const scans = [...new Set(scansOf(plan.Plan))];
      const flag = scans.some((scan) => scan.startsWith('Seq Scan on issues')) ? '  <- sequential scan of issues' : '';
      console.log(
        `  ${ms(plan['Execution Time']).padStart(8)} ms  ${String(buffers).padStart(6)} buffers  ${statement.sql.replace(/\s+/g, ' ').slice(0, 70)}…  [${scans.join('; ')}]${flag}`,
      );
    }
    console.log(`  ${ms(total).padStart(8)} ms  in all`);
    explained.push({ label: `\`${slug}\`, \`${search}\``, statements: recording.statements });
  }
  return explained;
}
