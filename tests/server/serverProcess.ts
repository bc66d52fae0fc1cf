// A Triage server as an operator runs it: a child process (`src/server/main.ts`, or `npm start`),
// waited for until it says it is ready, and signed in to over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { createPostgresDatabase, DEMO_PASSWORD, type Backend } from './harness.ts';
import { entryArguments } from './serverEntries.ts';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/** Starts `command` and waits (up to `waitMs`) for the server it runs to say it is ready. */
export async function startProcess(command: string, args: string[], env: Record<string, string>, waitMs: number): Promise<Started> {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, TRIAGE_CLIENT_DIR: 'none', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + waitMs;
  let ready: RegExpMatchArray | null = null;
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    await new Promise((r) => setTimeout(r, 200));
    ready = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`the server did not become ready; output:\n${output}`);
  }
  return { child, url: ready[1] ?? '', output: () => output, exited };
}

/** Signs in as a demo account and returns the Cookie header value. */
export async function signInAs(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
    body: JSON.stringify({
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }',
      variables: { input: { email, password: DEMO_PASSWORD } },
    }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${await response.text()}`);
  return cookie;
}

/** Starts the server's own entry (`src/server/main.ts`; serverEntries.ts says how) with `env`, and waits until it is ready. */
export function startServer(env: Record<string, string>, waitMs = 60_000): Promise<Started> {
  return startProcess(process.execPath, entryArguments('main'), env, waitMs);
}

/** Where a suite's server processes keep their data: a fresh folder, and on PostgreSQL a fresh database. */
export interface ServerPlace {
  folder: string;
  database: { url: string; drop: () => Promise<void> } | undefined;
  /** The servers started there; any still running when the suite ends is killed. */
  servers: Started[];
}

/** A place made before the calling `describe` block's tests and removed after them, its servers killed first. */
export function serverPlace(backend: Backend, prefix: string): ServerPlace {
  const place: ServerPlace = { folder: '', database: undefined, servers: [] };
  before(async () => {
    place.folder = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    if (backend === 'postgres') place.database = await createPostgresDatabase();
  });
  after(async () => {
    for (const server of place.servers)
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(place.servers.map((s) => s.exited));
    await place.database?.drop();
    await fs.rm(place.folder, { recursive: true, force: true });
  });
  return place;
}
