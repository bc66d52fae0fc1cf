// The real Triage server as the end-to-end suites use it: `src/server/main.ts` in production mode, serving
// the client built by the global setup, over a fresh PGlite data folder holding the seeded demo workspace, on a
// free loopback port. The suites can stop it and start it again on the same port and data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteFromTemplate } from '../../server/templateDatabases.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Set by the global setup for the workers: the run's temporary folder and the built client in it. */
export const RUN_DIR_VARIABLE = 'TRIAGE_E2E_RUN_DIR';
export const CLIENT_DIR_VARIABLE = 'TRIAGE_E2E_CLIENT_DIR';

/** A start takes a few seconds; tens on a busy machine, or when the seeded template is made first. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const READY_LINE = /Triage is ready at http:\/\/127\.0\.0\.1:(\d+) /;

export class TriageServer {
  private child: ChildProcess | undefined;
  private output = '';
  private port = 0;

  private constructor(
    readonly dataDir: string,
    private readonly clientDir: string,
    private readonly extraEnv: Readonly<Record<string, string>>,
  ) {}

  /**
   * Starts a server over a new data folder under `runDir`, on a port the system picks; `extraEnv` sets more of
   * its environment (a spec that needs a limit set low starts a server of its own).
   */
  static async start(runDir: string, clientDir: string, extraEnv: Readonly<Record<string, string>> = {}): Promise<TriageServer> {
    const dataDir = await fs.mkdtemp(path.join(runDir, 'data-'));
    // A copy of the server suites' seeded cluster (tests/server/templateDatabases.ts), made once per run, rather
    // than a new cluster migrated and seeded at each start: 12.4 against 5.6 CPU seconds a start (load 20), for
    // the ~10 starts of a CI run. The server finds the demo there and seeds nothing; startup.test.ts tests a
    // first start's seed.
    await pgliteFromTemplate('seeded', dataDir);
    const server = new TriageServer(dataDir, clientDir, extraEnv);
    await server.start();
    return server;
  }

  get url(): string {
    if (this.port === 0) throw new Error('The Triage server has not started.');
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process (again): on the port it had before, if any, and the same data folder. */
  async start(): Promise<void> {
    if (this.running) throw new Error('The Triage server is already running.');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      TRIAGE_DATA_DIR: this.dataDir,
      TRIAGE_CLIENT_DIR: this.clientDir,
      TRIAGE_SEED_DEMO: '1',
      // A line per request would bury what a failing test prints of the server's output; warnings and errors stay.
      TRIAGE_LOG_LEVEL: 'warn',
      // The pages' first answers (src/server/http/pageAnswers.ts) are what the suites test, however loaded the machine.
      TRIAGE_FIRST_ANSWER_BUDGET_MS: '10000',
      ...this.extraEnv,
    };
    // The suites run against the embedded database, whatever the developer's shell points at.
    delete env.DATABASE_URL;
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (this.output += chunk));

    const ready = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The Triage server did not start within ${START_TIMEOUT_MS} ms:\n${this.output}`)),
        START_TIMEOUT_MS,
      );
      child.stdout.on('data', (chunk: string) => {
        this.output += chunk;
        const match = READY_LINE.exec(this.output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The Triage server exited (${signal ?? code}) before it was ready:\n${this.output}`));
      });
    });
    try {
      this.port = await ready;
    } catch (error) {
      if (this.running) child.kill('SIGKILL');
      throw error;
    }
  }

  /** Stops the process (SIGTERM: it closes its connections and the database) and waits until it has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child === undefined || !this.running) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    try {
      await exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops the server and removes its data folder. */
  async dispose(): Promise<void> {
    await this.stop();
    await fs.rm(this.dataDir, { recursive: true, force: true });
  }
}

/** The variable the global setup set, or a message saying the suite was started the wrong way. */
export function setupVariable(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with \`npm run test:e2e\` (playwright.config.ts).`);
  return value;
}
