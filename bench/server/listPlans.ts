// The 100 000-issue project's list page EXPLAINed: each statement the server sent for the page's load, as it opens
// and with `label:`, `assignee:` and text qualifiers, with the counts of its two tabs as the client asks them, run under EXPLAIN (ANALYZE, BUFFERS) with its own parameters (its
// scans: a sequential scan of `issues` is flagged; the pages it read; and its execution time).
import { CompiledQuery } from 'kysely';
import type { OpenedDatabase, SentStatement } from '../../src/server/db/database.ts';
import { issueListVariables } from '../../src/shared/firstQueries.ts';
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
  readonly 'Parent Relationship'?: string;
  readonly 'CTE Name'?: string;
  readonly 'Actual Total Time'?: number;
  readonly 'Actual Loops'?: number;
  readonly Plans?: readonly PlanNode[];
}

const bufferCount = (node: PlanNode) => (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** The tables a count of the list reads (the issues, their links and search documents, the counters). */
const COUNTED = /^(issues|issue_labels|issue_assignees|issue_search|project_issue_counts)$/;

/**
 * The list page's statement split into its page (the sub-select holding the CTE `p`) and its counts (the other
 * sub-selects that read issues, links, documents or counters): the time and buffers of each part, from the plan.
 */
function pageAndCounts(root: PlanNode): string | null {
  const parts = (root.Plans ?? []).filter((node) => /Plan/.test(node['Parent Relationship'] ?? ''));
  const page = parts.filter((node) => nodesOf(node).some((inner) => inner['CTE Name'] === 'p'));
  const counts = parts.filter((node) => !page.includes(node) && nodesOf(node).some((inner) => COUNTED.test(inner['Relation Name'] ?? '')));
  if (page.length === 0) return null;
  const sum = (nodes: PlanNode[]) => {
    const time = nodes.reduce((total, node) => total + (node['Actual Total Time'] ?? 0) * (node['Actual Loops'] ?? 1), 0);
    return `${ms(time)} ms, ${nodes.reduce((total, node) => total + bufferCount(node), 0)} buffers`;
  };
  return `page ${sum(page)}; ${counts.length} count${counts.length === 1 ? '' : 's'} ${sum(counts)}`;
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
 * qualifiers alone and combined, up to three, and free text (issue 14: up to three qualifiers within 10 ms of
 * PostgreSQL time a page). Its labels are `area-0`..`area-9` and its words BODY_WORDS (`fail` in about 30 % of the
 * issues, `crash` 14 %, `timeout` 12 %, `error` 30 %), RARE_WORDS (about a hundred issues each) and the titles'
 * `<verb> the <area> <thing>` (support/bigProject.ts); its assignees are the demo's people.
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
  // Free text: a common word, a rare one, one that matches nothing, with a state, with a label and a person.
  'fail',
  'checksum',
  'zebra',
  'is:open fail',
  'fail label:area-1',
  'fail assignee:ada',
  'fail label:area-1 assignee:ada',
  'checksum label:area-1',
  // Two words (both must match), a phrase, a word without another; and oldest first.
  'crash timeout',
  '"upload form"',
  'fail -error',
  'fail sort:created-asc',
  'checksum sort:created-asc',
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
      // The tabs' counts as the client asks them: the search in each state (before, `is:open` and `is:closed` alone).
      variables: { slug, ...issueListVariables(search) },
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
      const buffers = bufferCount(plan.Plan);
      const scans = [...new Set(scansOf(plan.Plan))];
      const flag = scans.some((scan) => scan.startsWith('Seq Scan on issues')) ? '  <- sequential scan of issues' : '';
      console.log(
        `  ${ms(plan['Execution Time']).padStart(8)} ms  ${String(buffers).padStart(6)} buffers  ${statement.sql.replace(/\s+/g, ' ').slice(0, 70)}…  [${scans.join('; ')}]${flag}`,
      );
      const split = pageAndCounts(plan.Plan);
      if (split) console.log(`            of which ${split}`);
    }
    console.log(`  ${ms(total).padStart(8)} ms  in all`);
    explained.push({ label: `\`${slug}\`, \`${search}\``, statements: recording.statements });
  }
  return explained;
}
