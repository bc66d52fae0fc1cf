// Triage as the benchmarks see it: the real server started as a child process (`src/server/main.ts`, the
// same entry `npm start` runs), signed in to, and asked the client's own persisted operations by doc_id.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import IssueListPaginationQuery from '../../__generated__/IssueListPaginationQuery.graphql.ts';
import IssuePageQuery from '../../__generated__/IssuePageQuery.graphql.ts';
import ProjectIssuesPageQuery from '../../__generated__/ProjectIssuesPageQuery.graphql.ts';
import useIssueLiveUpdatesSubscription from '../../__generated__/useIssueLiveUpdatesSubscription.graphql.ts';
import useSignInMutation from '../../__generated__/useSignInMutation.graphql.ts';
import useUpdateIssueMutation from '../../__generated__/useUpdateIssueMutation.graphql.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const DEMO_ADMIN = { email: 'admin@triage.test', password: 'triage-demo' } as const;

interface ArtifactWithId {
  readonly params: { readonly id?: string | null; readonly name: string };
}

/**
 * The doc_id the client sends for an operation: the id in the operation's compiled artifact, checked
 * against persisted-queries.json (which holds every persisted version, hence the artifact decides).
 */
function docIdOf(artifact: ArtifactWithId): string {
  const { id, name } = artifact.params;
  const persisted = JSON.parse(fs.readFileSync(path.join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  if (!id || !(id in persisted)) throw new Error(`${name} has no persisted id in persisted-queries.json: run \`npm run relay\`.`);
  return id;
}

/** The client's operations the benchmarks send, by doc_id. */
export const operations = {
  signIn: docIdOf(useSignInMutation),
  projectIssuesPage: docIdOf(ProjectIssuesPageQuery),
  issueListPagination: docIdOf(IssueListPaginationQuery),
  issuePage: docIdOf(IssuePageQuery),
  issueLiveUpdates: docIdOf(useIssueLiveUpdatesSubscription),
  updateIssue: docIdOf(useUpdateIssueMutation),
};

export interface GraphQLBody {
  readonly doc_id: string;
  readonly variables: Record<string, unknown>;
}

/** The headers every benchmark request carries (the client's own, plus the session). */
export function requestHeaders(cookie: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json;q=0.9',
    'X-Triage-CSRF': '1',
    ...(cookie ? { Cookie: cookie } : {}),
  };
}

export interface GraphQLAnswer {
  readonly status: number;
  readonly bytes: number;
  // `unknown` data: each caller checks the shape it reads.
  readonly body: { data?: unknown; errors?: unknown[] };
}

export async function postGraphQL(url: string, body: GraphQLBody, cookie: string): Promise<GraphQLAnswer> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: requestHeaders(cookie), body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) as GraphQLAnswer['body'] };
}

/** Like postGraphQL, but fails on anything but a 200 with data and no errors. */
export async function queryOk(url: string, body: GraphQLBody, cookie: string): Promise<GraphQLAnswer> {
  const answer = await postGraphQL(url, body, cookie);
  if (answer.status !== 200 || answer.body.errors || !answer.body.data) {
    throw new Error(`${body.doc_id} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`);
  }
  return answer;
}

/** Signs in with the client's persisted sign-in mutation and returns the Cookie header value. */
export async function signIn(url: string, account: { email: string; password: string } = DEMO_ADMIN): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: requestHeaders(''),
    body: JSON.stringify({ doc_id: operations.signIn, variables: { input: account } }),
  });
  const body = (await response.json()) as { data?: { signIn?: { errors?: unknown[] } } };
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie || (body.data?.signIn?.errors?.length ?? 1) > 0)
    throw new Error(`Sign-in as ${account.email} failed: ${JSON.stringify(body)}`);
  return setCookie.split(';')[0] ?? '';
}

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** The process's memory after collecting garbage (started with `memoryProbe`; throws otherwise). */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** What the server printed while starting. */
  readonly startupLog: string;
  /** Everything it printed so far, and how it exited (if it did). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `src/server/main.ts` in a child process with `env` on top of this process's environment (minus
 * DATABASE_URL unless given), on a free loopback port, and waits until it says it is ready. `nodeArgs` go to
 * Node before the entry (e.g. `--cpu-prof`); `memoryProbe` lets `memory()` measure it (memoryProbe.ts); `node` is the
 * Node binary (this process's by default); `tree` the checkout whose server runs (this one by default: another,
 * e.g. `main`'s, for a before and after in one run).
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    timeoutMs = 180_000,
    nodeArgs = [],
    memoryProbe = false,
    node = process.execPath,
    tree = repoRoot,
    entry = 'src/server/main.ts',
  }: {
    timeoutMs?: number;
    nodeArgs?: readonly string[];
    memoryProbe?: boolean;
    node?: string;
    tree?: string;
    /** The script to run, relative to `tree`; it prints `ready at URL` once it listens. */
    entry?: string;
  } = {},
): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const probe = memoryProbe ? ['--expose-gc', '--import', path.join(import.meta.dirname, 'memoryProbe.ts')] : [];
  const child: ChildProcess = spawn(node, [...nodeArgs, '--import', 'tsx', ...probe, entry], {
    cwd: tree,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(memoryProbe ? (['ipc'] as const) : [])],
  });
  let log = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within ${timeoutMs} ms:\n${log}`)), timeoutMs);
    const onData = (chunk: string) => {
      log += chunk;
      const ready = /ready at (http:\/\/[^\s]+)/.exec(log);
      if (ready?.[1]) {
        clearTimeout(timer);
        // The request log goes on (as in production) and is read and dropped, so the pipe never fills.
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(ready[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it was ready:\n${log}`));
    });
  });
  const pid = child.pid ?? -1;
  return {
    url,
    pid,
    startupLog: log.trim(),
    output: () =>
      `${log.trim()}${child.exitCode !== null || child.signalCode !== null ? `\n(exited: ${child.exitCode ?? child.signalCode})` : ''}`,
    memory: () =>
      new Promise((resolve, reject) => {
        if (!memoryProbe) return reject(new Error('Started without the memory probe.'));
        child.once('message', (answer) => resolve((answer as { memory: NodeJS.MemoryUsage }).memory));
        child.send('measure-memory');
      }),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}
