// Starts the real server on a loopback port over a fresh database, PGlite or PostgreSQL, for one test file.
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseOptions, type OpenedDatabase } from '../../src/server/db/database.ts';
import { DEFAULT_MAX_BODY_BYTES } from '../../src/server/config.ts';
import {
  DEFAULT_UPLOAD_ALLOWED_TYPES,
  DEFAULT_UPLOAD_MAX_BYTES,
  DEFAULT_UPLOAD_MAX_BYTES_PER_DAY,
  DEFAULT_UPLOAD_MAX_FILES,
  type UploadLimits,
} from '../../src/server/config/uploads.ts';
import type { MailConfig } from '../../src/server/config/mail.ts';
import type { PersistedOperations } from '../../src/server/graphql/persistedOperations.ts';
import { startLiveFeed, type LiveFeed, type LiveLimits } from '../../src/server/graphql/liveFeed.ts';
import { createApp, type AppOptions } from '../../src/server/http/app.ts';
import type { OriginPolicy } from '../../src/server/http/sameOriginWrites.ts';
import { startInvitationMailSender, type InvitationMailSender } from '../../src/server/jobs/invitationMailSender.ts';
import { createInvitationMailer } from '../../src/server/mail/invitationMailer.ts';
import { FolderStore } from '../../src/server/storage/folderStore.ts';
import type { FileStore } from '../../src/server/storage/fileStore.ts';
import { hashPassword } from '../../src/server/domain/passwords.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/domain/sessions.ts';
import type { Role } from '../../src/server/db/tables/accounts.ts';
import type { ABUSE_LIMITS } from '../../src/server/graphql/abuseLimits.ts';
import { UploadScratchArea } from '../../src/server/http/uploadScratch.ts';
import { createPostgresFromTemplate, pgliteFromTemplate, type TemplateStage } from './templateDatabases.ts';

export type Backend = 'pglite' | 'postgres';

/** An admin URL of a PostgreSQL server where the tests may create and drop databases. */
const postgresUrl = process.env.TRIAGE_TEST_DATABASE_URL;

if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI=true but TRIAGE_TEST_DATABASE_URL is not set: the PostgreSQL suites must run in CI.');
}

/** Whether a PostgreSQL server is there: the suites that need one (and only it) run whenever it is. */
export const postgresAvailable = postgresUrl !== undefined;

/**
 * TRIAGE_TEST_BACKENDS (`pglite` or `postgres`) narrows the suites that run on both databases to one: CI runs the
 * PostgreSQL half on one Node version and the PGlite half on the other (.ci/run). Unset: every backend available.
 */
function chosenBackends(chosen: string | undefined): Backend[] {
  const available: Backend[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  if (chosen === undefined || chosen === '') return available;
  if (chosen !== 'pglite' && chosen !== 'postgres') {
    throw new Error(`TRIAGE_TEST_BACKENDS must be pglite or postgres, not ${JSON.stringify(chosen)}`);
  }
  if (!available.includes(chosen)) throw new Error('TRIAGE_TEST_BACKENDS=postgres but TRIAGE_TEST_DATABASE_URL is not set');
  return [chosen];
}

/** The backends to run every server suite against: PGlite always, PostgreSQL when one is available (or the one chosen). */
export const backends: Backend[] = chosenBackends(process.env.TRIAGE_TEST_BACKENDS);

export interface GraphQLResult {
  readonly status: number;
  readonly headers: Headers;
  // `any`: test assertions walk arbitrary response JSON; each test checks the shape it expects.
  readonly body: any;
}

export interface TestServerOptions {
  readonly seed?: boolean;
  /** PGlite: how long statements run on before the event loop turns; the server's default unless given. */
  readonly pgliteYieldEveryMs?: number;
  readonly production?: boolean;
  readonly allowArbitraryOperations?: boolean;
  /** TRIAGE_GRAPHQL_JIT: queries compiled by graphql-jit (the server's default: on) or run by graphql-js. */
  readonly compiledQueries?: boolean;
  readonly uploads?: Partial<UploadLimits>;
  readonly persistedOperations?: PersistedOperations;
  /** TRIAGE_ALLOW_SIGNUP; unset by default, so the workspace setting decides (invited only). */
  readonly allowSignUp?: boolean;
  readonly maxBodyBytes?: number;
  readonly abuseLimits?: { [K in keyof typeof ABUSE_LIMITS]: number };
  /** A built client to serve; none by default. */
  readonly clientDir?: string;
  /** Allowed cross-origin callers and trusted proxies; none by default (as the server's default). */
  readonly network?: OriginPolicy;
  /** Bounds on live streams; the server's defaults when unset. */
  readonly liveLimits?: LiveLimits;
  /** Requests at once and the longest wait for a turn; by default a wait long enough that no test's burst is turned away. */
  readonly admission?: AppOptions['admission'];
  /** SMTP_URL and the rest: invitations are mailed (none by default). */
  readonly mail?: MailConfig;
  /** TRIAGE_METRICS_TOKEN: /metrics is on, for scrapes that send it. */
  readonly metricsToken?: string;
  /** Waits before each new try of a mail that failed; the real delays (minutes) by default. */
  readonly mailRetryDelaysMs?: readonly number[];
  /** How often the mail sender looks for due mails (retries among them); the server's 15 s by default. */
  readonly mailPollEveryMs?: number;
  /** TRIAGE_REQUEST_TIMEOUT_MS; 30 s by default. */
  readonly requestTimeoutMs?: number;
  /** The slowest upload pace; the server's default unless a test needs a shorter window. */
  readonly uploadPace?: AppOptions['uploadPace'];
  /** What begins the server's stop (the process's signal handler, in main.ts); never begun unless given. */
  readonly draining?: AppOptions['draining'];
  /** Where the request log goes; nowhere by default. */
  readonly logger?: AppOptions['logger'];
  /** How long a page waits for its first query's answer (http/pageAnswers.ts); the server's default unless given. */
  readonly firstAnswerBudgetMs?: number;
  /** The server's render of the issue list (http/firstScreen.ts); the built client's own unless given. */
  readonly firstScreen?: AppOptions['firstScreen'];
  /** Where attachment bytes go (e.g. an S3Store); the data folder's `attachments/` by default. */
  readonly storage?: FileStore;
}

/** Someone using the API with their own session cookie (or none). */
export interface Session {
  /** The Cookie header value, or '' when signed out. */
  readonly cookie: string;
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult>;
  /** fetch with this session's cookie and the CSRF header added. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export const DEMO_PASSWORD = 'triage-demo';

export interface TestServer extends Session {
  readonly url: string;
  readonly database: OpenedDatabase;
  /** The sender of invitation mails, when `mail` was given. */
  readonly invitationMails: InvitationMailSender | null;
  /** The data folder's store, which tests reach into (paths of files); the server's unless `storage` was given. */
  readonly files: FolderStore;
  /** The store the server uses: `storage` when given, `files` otherwise. */
  readonly storage: FileStore;
  /**
   * What uploads left in the server's scratch folder (http/uploadScratch.ts), once it is empty or a few seconds
   * have passed: an answered request's folder is removed just after its answer went out.
   */
  scratchLeft(): Promise<string[]>;
  readonly live: LiveFeed;
  /** Signs in by email and password (the demo password by default) and returns that session. */
  signIn(email: string, password?: string): Promise<Session>;
  /** A session that never signed in. */
  readonly anonymous: Session;
  /** Creates an account directly in the database (bypassing sign-up rules) and signs it in. */
  createAccount(login: string, role: Role, password?: string): Promise<Session & { id: number }>;
  /** A new session of an existing user, made in the database (no sign-in request, no password). */
  sessionOf(userId: number): Promise<Session>;
  close(): Promise<void>;
}

/** A fresh database on the test PostgreSQL server (empty, or a copy of the migrated or seeded template), and how to drop it. */
export async function createPostgresDatabase(stage: TemplateStage = 'empty'): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!postgresUrl) throw new Error('TRIAGE_TEST_DATABASE_URL is not set');
  const name = `triage_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await createPostgresFromTemplate(postgresUrl, name, stage);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

interface TestDatabase {
  readonly database: OpenedDatabase;
  readonly dataDir: string;
  /** Removes the database and its data folder (closes nothing). */
  cleanup(): Promise<void>;
}

/** A new, empty database (no migrations run, for suites that test migrating) with its data folder. */
export function openEmptyDatabase(backend: Backend, options: Pick<DatabaseOptions, 'pgliteYieldEveryMs'> = {}): Promise<TestDatabase> {
  return openTestDatabase(backend, 'empty', options);
}

/**
 * A new database at a stage with its data folder: 'migrated' and 'seeded' are copies of databases made once
 * (templateDatabases.ts), the same as running every migration, then the demo seed, on an empty one.
 */
export async function openTestDatabase(
  backend: Backend,
  stage: TemplateStage,
  databaseOptions: Pick<DatabaseOptions, 'pgliteYieldEveryMs'> = {},
): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-test-'));
  let dropDatabase = async () => {};
  let database: OpenedDatabase;
  if (backend === 'postgres') {
    const created = await createPostgresDatabase(stage);
    database = await openDatabase({ databaseUrl: created.url, dataDir });
    dropDatabase = created.drop;
  } else {
    await pgliteFromTemplate(stage, dataDir);
    database = await openDatabase({ databaseUrl: undefined, dataDir, ...databaseOptions });
  }
  const cleanup = async () => {
    await dropDatabase();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  return { database, dataDir, cleanup };
}

export async function startTestServer(backend: Backend, options: TestServerOptions = {}): Promise<TestServer> {
  const { database, dataDir, cleanup } = await openTestDatabase(
    backend,
    (options.seed ?? true) ? 'seeded' : 'migrated',
    options.pgliteYieldEveryMs === undefined ? {} : { pgliteYieldEveryMs: options.pgliteYieldEveryMs },
  );
  const files = new FolderStore(path.join(dataDir, 'attachments'));
  const storage = options.storage ?? files;
  const production = options.production ?? false;
  const live = await startLiveFeed(database, options.liveLimits);
  const invitationMails = options.mail
    ? startInvitationMailSender({
        db: database.db,
        mailer: createInvitationMailer(options.mail),
        workspaceName: 'Triage',
        ...(options.mailRetryDelaysMs ? { retryDelaysMs: options.mailRetryDelaysMs } : {}),
        ...(options.mailPollEveryMs ? { pollEveryMs: options.mailPollEveryMs } : {}),
      })
    : null;
  const server = createApp({
    services: {
      db: database.db,
      files: storage,
      uploads: {
        maxFileBytes: DEFAULT_UPLOAD_MAX_BYTES,
        maxFiles: DEFAULT_UPLOAD_MAX_FILES,
        maxBytesPerDay: DEFAULT_UPLOAD_MAX_BYTES_PER_DAY,
        allowedTypes: DEFAULT_UPLOAD_ALLOWED_TYPES,
        ...options.uploads,
      },
      workspace: { name: 'Triage', allowSignUp: options.allowSignUp ?? null },
      live,
      invitationMails,
    },
    production,
    allowArbitraryOperations: options.allowArbitraryOperations ?? !production,
    ...(options.compiledQueries === undefined ? {} : { compiledQueries: options.compiledQueries }),
    clientDir: options.clientDir,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
    uploadScratch: new UploadScratchArea(path.join(dataDir, 'upload-scratch')),
    admission: options.admission ?? { concurrency: 4, maxWaitMs: 120_000 },
    ...(options.uploadPace ? { uploadPace: options.uploadPace } : {}),
    ...(options.persistedOperations ? { persistedOperations: options.persistedOperations } : {}),
    ...(options.abuseLimits ? { abuseLimits: options.abuseLimits } : {}),
    ...(options.network ? { network: options.network } : {}),
    ...(options.draining ? { draining: options.draining } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.firstAnswerBudgetMs === undefined ? {} : { firstAnswerBudgetMs: options.firstAnswerBudgetMs }),
    ...(options.firstScreen === undefined ? {} : { firstScreen: options.firstScreen }),
    ...(options.metricsToken
      ? { metrics: { token: options.metricsToken, ...(database.poolStats ? { pool: database.poolStats } : {}) } }
      : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const session = (cookie: string): Session => ({
    cookie,
    fetch(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('Cookie', cookie);
      if (!headers.has('X-Triage-CSRF')) headers.set('X-Triage-CSRF', '1');
      return fetch(`${url}${pathname}`, { ...init, headers });
    },
    async graphql(query, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/graphql-response+json',
          'X-Triage-CSRF': '1',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  });
  const anonymous = session('');
  const signIn = async (email: string, password = DEMO_PASSWORD): Promise<Session> => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
      body: JSON.stringify({
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { errors { code message } } }',
        variables: { input: { email, password } },
      }),
    });
    const body = await response.json();
    const setCookie = response.headers.get('set-cookie');
    if (!setCookie || body.data?.signIn?.errors?.length) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(body)}`);
    return session(setCookie.split(';')[0] ?? '');
  };
  // Sessions made by the domain directly, so they work on a server that runs persisted operations only.
  const sessionOf = async (userId: number) => session(`${SESSION_COOKIE}=${await createSession(database.db, userId, null)}`);
  const createAccount = async (login: string, role: Role, password = DEMO_PASSWORD) => {
    const { id } = await database.db
      .insertInto('users')
      .values({ login, name: login, email: `${login}@example.test`, role, password_hash: await hashPassword(password) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...(await sessionOf(id)), id };
  };
  const seededAdmin = await database.db.selectFrom('users').select('id').where('email', '=', 'admin@triage.test').executeTakeFirst();
  const admin = seededAdmin ? await sessionOf(seededAdmin.id) : await createAccount('admin', 'ADMIN');

  return {
    ...admin,
    url,
    database,
    invitationMails,
    files,
    storage,
    async scratchLeft() {
      const read = () => fs.readdir(path.join(dataDir, 'upload-scratch')).catch(() => []);
      for (let tries = 0; tries < 50 && (await read()).length > 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      return read();
    },
    signIn,
    anonymous,
    createAccount,
    sessionOf,
    live,
    async close() {
      invitationMails?.stop();
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await cleanup();
    },
  };
}
