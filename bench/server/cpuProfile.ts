// Where a request's server CPU goes (issue 14, `npm run bench:server -- --profile`): the production server under
// `node --cpu-prof`, one process per request kind (the same query written, as the side by side asks it; the app's
// IssueListPaginationQuery and list page by doc_id), autocannon at 10 connections for a warm-up and then the
// measured seconds; only the measured seconds' samples are counted (start-up and warm-up left out). Printed: self
// time by package or source file (a native frame, e.g. the socket's write, charged to the JavaScript frame that
// called it) and by function. The .cpuprofile files are left in a temporary folder, to open in Chrome's DevTools.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { requestHeaders, signIn, startServerProcess, operations } from '../support/triage.ts';

const CONNECTIONS = 10;
const SHOWN = 14;

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  readonly endTime: number;
}

/** Where a frame's code lives: its package, its file under src/, a node: module, or native code. */
function placeOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const own = url.indexOf('/src/');
  if (own >= 0) return url.slice(own + 1);
  return url === '' ? '(native)' : url.startsWith('node:') ? url : path.basename(url);
}

/** Self time of the samples in the last `lastMs` of `profile`, by place and by function, in shares of the busy time. */
function selfTimes(profile: Profile, lastMs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const own = new Map<number, number>();
  // timeDeltas are in microseconds, each the time before its sample; counted back from the end.
  let clock = profile.endTime;
  for (let i = profile.samples.length - 1; i >= 0 && profile.endTime - clock < lastMs * 1000; i -= 1) {
    const id = profile.samples[i] ?? -1;
    const delta = profile.timeDeltas[i] ?? 0;
    own.set(id, (own.get(id) ?? 0) + delta);
    clock -= delta;
  }
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, time] of own) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
    busy += time;
    const name = node.callFrame.functionName || '(anonymous)';
    const functionKey = `${name} (${placeOf(node.callFrame.url)}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''})`;
    functions.set(functionKey, (functions.get(functionKey) ?? 0) + time);
    let caller: ProfileNode | undefined = node;
    while (caller && caller.callFrame.url === '' && parent.has(caller.id)) caller = byId.get(parent.get(caller.id) ?? -1);
    const place = name === '(garbage collector)' ? name : placeOf(caller?.callFrame.url ?? '');
    places.set(place, (places.get(place) ?? 0) + time);
  }
  const top = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, SHOWN)
      .map(([key, time]) => `${((100 * time) / busy).toFixed(1).padStart(5)} %  ${key}`);
  return { busyMs: busy / 1000, places: top(places), functions: top(functions) };
}

/** Profiles the server under each request kind on `databaseUrl` (migrated, the demo seeded) and prints where its CPU went. */
export async function profileRequests(options: {
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly slug: string;
  readonly writtenQuery: string;
  readonly warmupSeconds: number;
  readonly seconds: number;
}): Promise<void> {
  const { databaseUrl, dataDir, slug, writtenQuery, warmupSeconds, seconds } = options;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-cpu-profiles-'));
  console.log(
    `\nWhere a request's server CPU goes: node --cpu-prof of the production server, ${CONNECTIONS} connections, ${warmupSeconds} s of warm-up then ${seconds} s counted (load ${os.loadavg()[0]?.toFixed(1)}); profiles in ${folder}`,
  );
  const kinds: Record<string, (projectId: string) => object> = {
    'the same query, written': () => ({ query: writtenQuery, variables: { slug } }),
    "the app's IssueListPaginationQuery (doc_id)": (id) => ({
      doc_id: operations.issueListPagination,
      variables: { id, count: 25, query: 'is:open', cursor: null },
    }),
    'the list page, ProjectIssuesPageQuery (doc_id)': () => ({
      doc_id: operations.projectIssuesPage,
      variables: { slug, query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' },
    }),
  };
  for (const [index, [name, bodyOf]] of Object.entries(kinds).entries()) {
    const dir = path.join(folder, String(index));
    const env = {
      NODE_ENV: 'production',
      TRIAGE_DATA_DIR: dataDir,
      TRIAGE_CLIENT_DIR: 'none',
      TRIAGE_ALLOW_ARBITRARY_OPERATIONS: '1',
      DATABASE_URL: databaseUrl,
    };
    const server = await startServerProcess(env, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    let requests = 0;
    try {
      const headers = requestHeaders(await signIn(server.url));
      const idAnswer = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: 'query ProjectId($slug: String!) { project(slug: $slug) { id } }', variables: { slug } }),
      });
      const projectId = ((await idAnswer.json()) as { data: { project: { id: string } } }).data.project.id;
      const body = JSON.stringify(bodyOf(projectId));
      const check = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
      const text = await check.text();
      if (check.status !== 200 || text.includes('"errors"')) throw new Error(`${name} answered ${check.status}: ${text.slice(0, 400)}`);
      const load = { url: `${server.url}/graphql`, method: 'POST' as const, headers, body, connections: CONNECTIONS, timeout: 30 };
      await autocannon({ ...load, duration: warmupSeconds });
      const run = await autocannon({ ...load, duration: seconds });
      if (run.non2xx + run.errors > 0) throw new Error(`${name}: ${run.non2xx + run.errors} requests failed under load.`);
      requests = run.requests.total;
    } finally {
      // The profile is written when the process exits.
      await server.stop();
    }
    const file = (await fs.readdir(dir)).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`No profile was written for ${name}: ${server.output()}`);
    const profile = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as Profile;
    const { busyMs, places, functions } = selfTimes(profile, seconds * 1000);
    console.log(
      `  ${name}: ${requests} requests, ${busyMs.toFixed(0)} ms of busy samples (shares of the time the process was sampled busy: on a loaded machine that includes time waiting for a core)`,
    );
    console.log(`    by package or file (self):\n${places.map((line) => `      ${line}`).join('\n')}`);
    console.log(`    by function (self):\n${functions.map((line) => `      ${line}`).join('\n')}`);
  }
}
