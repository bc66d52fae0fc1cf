// Issue 14's side by side: Triage and PostGraphile 5 answering the same question on the same PostgreSQL and data,
// "the open issues of a project, 25 a page (newest first), each with its labels, assignees and comment count".
// - Triage answers it three times: the same query written for it (a server started with
//   TRIAGE_ALLOW_ARBITRARY_OPERATIONS=1, in production mode otherwise), the same from a second server with
//   graphql-jit off (TRIAGE_GRAPHQL_JIT=0: what the compiled queries give, in the same run) or, given `--base-tree=DIR`,
//   from another checkout (a before and after in one run: e.g. `main`'s tree), and the app's own list query
//   (IssueListPaginationQuery by doc_id, 25 rows: it asks for more, e.g. the bulk actions' choices), from both servers.
// - The app's whole list page ("the list page": ProjectIssuesPageQuery) and issue page (IssuePageQuery, #12) from both
//   servers too, the two answers checked equal: the before and after on the pages issue 14's targets name (not
//   compared with PostGraphile).
// - The raw-SQL floor (server/rawFloorServer.ts): the written query's answer, byte for byte, from one statement
//   behind a bare node:http server; its requests/s over each Triage variant's is the GraphQL overhead (target ≤ 2).
// - PostGraphile 5.1 (Amber preset over `public`) in a child process under Node 24 (support/postgraphile.ts).
// Both run under that same Node 24 binary (Triage supports it: CI's second leg), so the runtime is not the difference.
// Every variant's rows are checked equal (number, title, label names, assignee logins, comment count) before any
// timing. Then interleaved rounds: in each round every variant at 1 and then 10 connections (autocannon, after a
// warm-up), every other round in reverse order, so drift on this shared machine and the order hit all alike; medians over the rounds, the ratio Triage/PostGraphile,
// and CPU per request of the server process and of PostgreSQL from /proc, statements per request from
// pg_stat_statements.
import os from 'node:os';
import autocannon from 'autocannon';
import { costProbe, type CostProbe } from './support/costs.ts';
import { startPostGraphile } from './support/postgraphile.ts';
import { node24 } from './support/node24.ts';
import { median } from './support/stats.ts';
import { operations, requestHeaders, signIn, startServerProcess, type ServerProcess } from './support/triage.ts';
import { ISSUE_NUMBER } from './server/requests.ts';

const PAGE = 25;
const CONNECTIONS = [1, 10] as const;

/** The question in Triage's schema. */
export const TRIAGE_QUERY = `query OpenIssues($slug: String!) {
  project(slug: $slug) {
    issues(first: ${PAGE}, query: "is:open") {
      edges { node { number title labels { name color } assignees { login name } comments { totalCount } } }
    }
  }
}`;

/** The raw-SQL floor's variant (server/rawFloorServer.ts): the same answer from one statement and a bare HTTP server. */
const FLOOR = 'Raw SQL floor (node:http + pg, 1 statement)';

const PROJECT_ID_QUERY = 'query ProjectId($slug: String!) { project(slug: $slug) { id } }';

/**
 * The same in PostGraphile's generated schema (its default inflection; links through the join tables, as it
 * exposes many-to-many without a plugin). Filtering on `state` needs the index behaviours off (see the server).
 */
const POSTGRAPHILE_QUERY = `query OpenIssues($slug: String!) {
  projectBySlug(slug: $slug) {
    issuesByProjectId(first: ${PAGE}, condition: { state: "OPEN" }, orderBy: NUMBER_DESC) {
      nodes {
        number title
        issueLabelsByIssueId { nodes { labelByLabelId { name color } } }
        issueAssigneesByIssueId { nodes { userByUserId { login name } } }
        commentsByIssueId { totalCount }
      }
    }
  }
}`;

/** One issue as both servers must show it: links compared as sorted sets (the two order them differently). */
interface Row {
  readonly number: number;
  readonly title: string;
  readonly labels: string;
  readonly assignees: string;
  readonly comments: number;
}

const sortedList = (values: readonly string[]) => [...values].sort().join(', ');

interface TriageIssue {
  number: number;
  title: string;
  labels: { name: string }[];
  assignees: { login: string }[];
  comments: { totalCount: number };
}
interface PostGraphileIssue {
  number: number;
  title: string;
  issueLabelsByIssueId: { nodes: { labelByLabelId: { name: string } }[] };
  issueAssigneesByIssueId: { nodes: { userByUserId: { login: string } }[] };
  commentsByIssueId: { totalCount: number };
}

const fromTriage = (issue: TriageIssue): Row => ({
  number: issue.number,
  title: issue.title,
  labels: sortedList(issue.labels.map((l) => l.name)),
  assignees: sortedList(issue.assignees.map((a) => a.login)),
  comments: issue.comments.totalCount,
});

interface Variant {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** The rows of an answer, or an error saying what was wrong with it; null: another question (the list page). */
  readonly rows: ((answer: unknown) => Row[]) | null;
}

async function post(variant: Variant): Promise<unknown> {
  const response = await fetch(`${variant.url}/graphql`, { method: 'POST', headers: variant.headers, body: variant.body });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || answer.errors || !answer.data)
    throw new Error(`${variant.name} answered ${response.status}: ${JSON.stringify(answer).slice(0, 600)}`);
  return answer.data;
}

interface Measure {
  readonly rps: number;
  readonly p50: number;
  readonly serverMs: number;
  readonly databaseMs: number | null;
  readonly statements: number | null;
  readonly bad: number;
}

async function measure(variant: Variant, connections: number, seconds: number, probe: CostProbe): Promise<Measure> {
  const options = {
    url: `${variant.url}/graphql`,
    method: 'POST' as const,
    headers: variant.headers,
    body: variant.body,
    connections,
    timeout: 30,
  };
  await autocannon({ ...options, duration: 1 });
  const before = await probe();
  const result = await autocannon({ ...options, duration: seconds });
  const after = await probe();
  const requests = Math.max(result.requests.total, 1);
  const per = (a: number | null, b: number | null) => (a === null || b === null ? null : (b - a) / requests);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    serverMs: (after.serverMs - before.serverMs) / requests,
    databaseMs: per(before.databaseMs, after.databaseMs),
    statements: per(before.statements, after.statements),
    bad: result.non2xx + result.errors,
  };
}

/** JSON with every object's keys sorted, so two answers compare as values whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

const fixed = (value: number | null, digits = 2) => (value === null ? 'n/a' : value.toFixed(digits));

/**
 * Prints the side by side on `databaseUrl` (already migrated and seeded, with the demo project `slug`), with
 * `rounds` interleaved rounds of `seconds` per run. Says why and returns when PostGraphile cannot run here.
 */
export async function sideBySide(options: {
  databaseUrl: string;
  /** The data folder of the bench's Triage server (attachments; nothing is written there here). */
  dataDir: string;
  postmasterPid: number | null;
  slug: string;
  rounds: number;
  seconds: number;
  /** A checkout whose server is the second Triage (jit on), instead of this tree's with graphql-jit off; null: none. */
  baseTree: string | null;
}): Promise<void> {
  const { databaseUrl, dataDir, postmasterPid, slug, rounds, seconds, baseTree } = options;
  console.log(
    `\nSide by side with PostGraphile 5 on this database: the open issues of \`${slug}\`, ${PAGE} a page, with labels, assignees and comment counts`,
  );
  const node = await node24();
  if (typeof node === 'string') {
    console.log(`  Skipped: ${node}`);
    return;
  }
  const postgraphile = await startPostGraphile(databaseUrl, node);
  if (typeof postgraphile === 'string') {
    console.log(`  Skipped: ${postgraphile}`);
    return;
  }
  let triage: ServerProcess | undefined;
  let uncompiled: ServerProcess | undefined;
  let floor: ServerProcess | undefined;
  // What sets the second Triage apart, in the variants' names.
  const second = baseTree ? `base tree ${baseTree}` : 'graphql-jit off';
  try {
    // Triage on the same runtime, so the figures compare the servers and not two V8 versions; a second one with
    // graphql-jit off, so what the compiled queries give is measured in the same run (or the base tree's, jit on).
    const triageEnv = {
      NODE_ENV: 'production',
      TRIAGE_DATA_DIR: dataDir,
      TRIAGE_CLIENT_DIR: 'none',
      TRIAGE_ALLOW_ARBITRARY_OPERATIONS: '1',
      DATABASE_URL: databaseUrl,
    };
    triage = await startServerProcess({ ...triageEnv, TRIAGE_GRAPHQL_JIT: '1' }, { node: node.binary });
    uncompiled = baseTree
      ? await startServerProcess({ ...triageEnv, TRIAGE_GRAPHQL_JIT: '1' }, { node: node.binary, tree: baseTree })
      : await startServerProcess({ ...triageEnv, TRIAGE_GRAPHQL_JIT: '0' }, { node: node.binary });
    floor = await startServerProcess({ DATABASE_URL: databaseUrl }, { node: node.binary, entry: 'bench/server/rawFloorServer.ts' });
    console.log(
      `  Both servers run under Node ${node.version} (${node.binary}); Triage in production mode with TRIAGE_ALLOW_ARBITRARY_OPERATIONS=1 for the written query, PostGraphile 5 with the Amber preset (bench/postgraphile/server.mjs).`,
    );
    const cookie = await signIn(triage.url);
    const triageHeaders = requestHeaders(cookie);
    const projectId = (
      (await post({
        name: 'Triage',
        url: triage.url,
        pid: triage.pid,
        headers: triageHeaders,
        body: JSON.stringify({ query: PROJECT_ID_QUERY, variables: { slug } }),
        rows: null,
      })) as {
        project: { id: string };
      }
    ).project.id;
    const cookieOff = await signIn(uncompiled.url);
    const variants: Variant[] = [
      {
        name: 'Triage, the same query',
        url: triage.url,
        pid: triage.pid,
        headers: triageHeaders,
        body: JSON.stringify({ query: TRIAGE_QUERY, variables: { slug } }),
        rows: (data) =>
          (data as { project: { issues: { edges: { node: TriageIssue }[] } } }).project.issues.edges.map((e) => fromTriage(e.node)),
      },
      {
        name: `Triage, the same query, ${second}`,
        url: uncompiled.url,
        pid: uncompiled.pid,
        headers: requestHeaders(cookieOff),
        body: JSON.stringify({ query: TRIAGE_QUERY, variables: { slug } }),
        rows: (data) =>
          (data as { project: { issues: { edges: { node: TriageIssue }[] } } }).project.issues.edges.map((e) => fromTriage(e.node)),
      },
      ...[triage, uncompiled].map((server, index) => ({
        name: `Triage, the app's IssueListPaginationQuery${index === 0 ? '' : `, ${second}`}`,
        url: server.url,
        pid: server.pid,
        headers: index === 0 ? triageHeaders : requestHeaders(cookieOff),
        body: JSON.stringify({
          doc_id: operations.issueListPagination,
          variables: { id: projectId, count: PAGE, query: 'is:open', cursor: null },
        }),
        rows: (data: unknown) =>
          (data as { node: { issues: { edges: { node: TriageIssue }[] } } }).node.issues.edges.map((e) => fromTriage(e.node)),
      })),
      ...[triage, uncompiled].map((server, index) => ({
        name: `Triage, the list page${index === 0 ? '' : `, ${second}`}`,
        url: server.url,
        pid: server.pid,
        headers: index === 0 ? triageHeaders : requestHeaders(cookieOff),
        body: JSON.stringify({
          doc_id: operations.projectIssuesPage,
          variables: { slug, query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' },
        }),
        rows: null,
      })),
      ...[triage, uncompiled].map((server, index) => ({
        name: `Triage, the issue page${index === 0 ? '' : `, ${second}`}`,
        url: server.url,
        pid: server.pid,
        headers: index === 0 ? triageHeaders : requestHeaders(cookieOff),
        body: JSON.stringify({ doc_id: operations.issuePage, variables: { slug, number: ISSUE_NUMBER } }),
        rows: null,
      })),
      {
        name: FLOOR,
        url: floor.url,
        pid: floor.pid,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ variables: { slug } }),
        rows: (data) =>
          (data as { project: { issues: { edges: { node: TriageIssue }[] } } }).project.issues.edges.map((e) => fromTriage(e.node)),
      },
      {
        name: 'PostGraphile 5',
        url: postgraphile.url,
        pid: postgraphile.pid,
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json;q=0.9' },
        body: JSON.stringify({ query: POSTGRAPHILE_QUERY, variables: { slug } }),
        rows: (data) =>
          (data as { projectBySlug: { issuesByProjectId: { nodes: PostGraphileIssue[] } } }).projectBySlug.issuesByProjectId.nodes.map(
            (issue) => ({
              number: issue.number,
              title: issue.title,
              labels: sortedList(issue.issueLabelsByIssueId.nodes.map((n) => n.labelByLabelId.name)),
              assignees: sortedList(issue.issueAssigneesByIssueId.nodes.map((n) => n.userByUserId.login)),
              comments: issue.commentsByIssueId.totalCount,
            }),
          ),
      },
    ];

    // Correctness first: every variant returns the same rows.
    const expected = JSON.stringify(variants[0]?.rows ? variants[0].rows(await post(variants[0])) : []);
    // The pages' answers by request: each asked of both servers, which must answer it alike.
    const pages = new Map<string, Set<string>>();
    for (const variant of variants) {
      if (!variant.rows) {
        // Compared as values: graphql-jit orders an object's keys otherwise than graphql-js (fragments' fields).
        pages.set(variant.body, (pages.get(variant.body) ?? new Set()).add(canonicalJson(await post(variant))));
        continue;
      }
      const rows = variant.rows(await post(variant));
      if (rows.length !== PAGE) throw new Error(`${variant.name} returned ${rows.length} rows, not ${PAGE}.`);
      if (JSON.stringify(rows) !== expected)
        throw new Error(
          `${variant.name} returned other rows than ${variants[0]?.name}:\n${JSON.stringify(rows).slice(0, 800)}\n${expected.slice(0, 800)}`,
        );
    }
    if ([...pages.values()].some((answers) => answers.size !== 1)) throw new Error('The two servers answered a page differently.');
    // The floor must write what Triage writes, byte for byte, or its ratio measures less work.
    const [triageText = '', floorText = ''] = await Promise.all(
      [variants[0], variants.find((v) => v.name === FLOOR)].map(async (variant) =>
        variant ? (await fetch(`${variant.url}/graphql`, { method: 'POST', headers: variant.headers, body: variant.body })).text() : '',
      ),
    );
    if (triageText !== floorText)
      throw new Error(`The raw-SQL floor's answer is not Triage's:\n${floorText.slice(0, 600)}\n${triageText.slice(0, 600)}`);
    console.log(`  The raw-SQL floor's answer is Triage's to the same query byte for byte (${Buffer.byteLength(triageText)} bytes).`);
    console.log(
      `  Every variant returned the same ${PAGE} rows (numbers, titles, label names, assignee logins, comment counts); both servers the same list page and issue page.`,
    );

    const probes = new Map<number, { probe: CostProbe; close: () => Promise<unknown> }>();
    for (const variant of variants)
      if (!probes.has(variant.pid)) probes.set(variant.pid, await costProbe(variant.pid, postmasterPid, databaseUrl));
    const runs = new Map<string, Measure[]>();
    for (let round = 0; round < rounds; round += 1) {
      // Every other round in reverse order, so each variant is measured as often before its pair as after it: with
      // one order, the first of a pair came out up to 50 % dearer or cheaper at load (the A/A of issue 14's lean
      // path), and graphql-jit on, always first, looked dearer than off on the written query (issue 14, lean17-14).
      for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
        for (const connections of CONNECTIONS) {
          const probe = probes.get(variant.pid);
          if (!probe) continue;
          const key = `${variant.name}@${connections}`;
          runs.set(key, [...(runs.get(key) ?? []), await measure(variant, connections, seconds, probe.probe)]);
        }
      }
      console.log(`  round ${round + 1} of ${rounds} done (load ${os.loadavg()[0]?.toFixed(1)})`);
    }
    for (const probe of probes.values()) await probe.close();

    const med = (values: readonly (number | null)[]) => (values.some((v) => v === null) ? null : median(values as number[]));
    console.log(
      `  Medians of ${rounds} interleaved rounds of ${seconds} s (after a 1 s warm-up) per variant and concurrency; load now ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}:`,
    );
    console.log(
      `  ${'variant'.padEnd(50)} conns    req/s   p50 ms  server CPU ms/req  PostgreSQL CPU ms/req  statements/req  non-2xx+errors`,
    );
    const summary = new Map<string, number>();
    for (const variant of variants) {
      for (const connections of CONNECTIONS) {
        const measures = runs.get(`${variant.name}@${connections}`) ?? [];
        const rps = median(measures.map((m) => m.rps));
        summary.set(`${variant.name}@${connections}`, rps);
        console.log(
          `  ${variant.name.padEnd(50)} ${String(connections).padStart(5)} ${rps.toFixed(0).padStart(8)} ${median(
            measures.map((m) => m.p50),
          )
            .toFixed(1)
            .padStart(
              8,
            )} ${fixed(med(measures.map((m) => m.serverMs))).padStart(18)} ${fixed(med(measures.map((m) => m.databaseMs))).padStart(22)} ${fixed(
            med(measures.map((m) => m.statements)),
            1,
          ).padStart(15)} ${String(measures.reduce((sum, m) => sum + m.bad, 0)).padStart(15)}`,
        );
      }
    }
    const reference = variants.at(-1);
    for (const variant of variants.slice(0, -1)) {
      if (!variant.rows) continue;
      const ratios = CONNECTIONS.map((connections) => {
        const ours = summary.get(`${variant.name}@${connections}`) ?? NaN;
        const theirs = summary.get(`${reference?.name}@${connections}`) ?? NaN;
        return `${(ours / theirs).toFixed(2)} at ${connections}`;
      });
      console.log(`  ${variant.name} / PostGraphile, req/s: ${ratios.join(', ')} (target ≥ 1.5)`);
    }
    const floorRuns = (connections: number) => runs.get(`${FLOOR}@${connections}`) ?? [];
    // Only the variants that answer the floor's question: the pages ask more, and their ratio would say nothing.
    for (const variant of variants.filter((v) => v.name.startsWith('Triage, the same query'))) {
      const ratios = CONNECTIONS.map((connections) => {
        const ours = runs.get(`${variant.name}@${connections}`) ?? [];
        const rps = median(floorRuns(connections).map((m) => m.rps)) / median(ours.map((m) => m.rps));
        const cpu = (med(ours.map((m) => m.serverMs)) ?? NaN) / (med(floorRuns(connections).map((m) => m.serverMs)) ?? NaN);
        return `${rps.toFixed(2)} (server CPU ${cpu.toFixed(2)}×) at ${connections}`;
      });
      console.log(`  the floor's req/s over ${variant.name}'s: ${ratios.join(', ')} (target ≤ 2)`);
    }
  } finally {
    await triage?.stop();
    await uncompiled?.stop();
    await floor?.stop();
    await postgraphile.stop();
  }
}
