// Every environment variable the server reads, parsed and validated in one place; config/ holds the
// parsers by subject, this assembles them.
// A bad value stops the server with a message naming the variable (design.md §4).
import path from 'node:path';
import { parseHost, parsePort } from './config/address.ts';
import { parseDatabaseUrl, parsePreparedStatements } from './config/database.ts';
import { parseLogFormat, parseLogLevel, type LogFormat, type LogLevel } from './config/logs.ts';
import { parseMail, type MailConfig } from './config/mail.ts';
import { parseMetricsToken } from './config/metrics.ts';
import { parseNetwork, type NetworkConfig } from './config/network.ts';
import { parseStorage, type StorageConfig } from './config/storage.ts';
import { parseUploadLimits, type UploadLimits } from './config/uploads.ts';
import { ConfigError, parseFlag, parseInteger, parseOptionalFlag, type Env } from './config/variables.ts';
import { FIRST_ANSWER_BUDGET_MS } from './http/pageAnswers.ts';

export interface Config {
  readonly port: number;
  readonly host: string;
  /** A PostgreSQL connection string; when unset the embedded PGlite database in `dataDir` is used. */
  readonly databaseUrl: string | undefined;
  /** Where PGlite keeps its files, and attachments unless `storage` names an object store. */
  readonly dataDir: string;
  /** TRIAGE_STORAGE_URL: where attachment bytes are kept (the data folder, or an S3-compatible bucket). */
  readonly storage: StorageConfig;
  readonly production: boolean;
  /** Seed the demo workspace when the database is empty. */
  readonly seedDemo: boolean;
  /** The operator accepts demo accounts with their published password on an address other machines reach. */
  readonly demoOnNetwork: boolean;
  /** The built client to serve, or undefined to serve only the API. */
  readonly clientDir: string | undefined;
  /** Whether GraphQL documents other than the persisted ones (persisted-queries.json) are executed. */
  readonly allowArbitraryOperations: boolean;
  readonly uploads: UploadLimits;
  /** allowSignUp: TRIAGE_ALLOW_SIGNUP, or null when unset (then the workspace setting decides). */
  readonly workspace: { readonly name: string; readonly allowSignUp: boolean | null };
  /** The largest request body outside multipart uploads, in bytes. */
  readonly maxBodyBytes: number;
  /** How long one request may take before the server gives up on it, in ms. */
  readonly requestTimeoutMs: number;
  readonly network: NetworkConfig;
  /** PostgreSQL cancels any one statement that runs longer (PGlite cannot cancel; the search grammar bounds it there). */
  readonly statementTimeoutMs: number;
  /** PostgreSQL: named prepared statements kept per connection; 0 is off (TRIAGE_PG_PREPARED_STATEMENTS). */
  readonly preparedStatements: number;
  /** Session lookups kept per process, forgotten on every process when a session or person changes (TRIAGE_SESSION_CACHE). */
  readonly sessionCache: boolean;
  /** Queries run by graphql-jit instead of graphql-js's executor (graphql/compiledQueries.ts; TRIAGE_GRAPHQL_JIT). */
  readonly compiledQueries: boolean;
  /** Live update streams (subscriptions) one person may have open at once in one server process. */
  readonly liveStreamsPerUser: number;
  /** The longest a GraphQL request waits for its turn under load before it is answered 503 with Retry-After. */
  readonly queueWaitMs: number;
  /** How long a page waits for its first query's answer to go with it (http/pageAnswers.ts); 0: never. */
  readonly firstAnswerBudgetMs: number;
  /**
   * The issue list rendered on the server (http/firstScreen.ts; TRIAGE_SERVER_RENDER), on by default; 0 turns it
   * off (the list is then rendered in the browser from the same inlined answer).
   */
  readonly serverRender: boolean;
  /** The least severe request log lines written (JSON lines on standard output). */
  readonly logLevel: LogLevel;
  /** Where invitation mails go out (SMTP_URL); null: no mail is sent, admins pass links on themselves. */
  readonly mail: MailConfig | null;
  /** TRIAGE_LOG_FORMAT: one JSON object per line (for log collectors), or lines for people to read. */
  readonly logFormat: LogFormat;
  /** TRIAGE_METRICS_TOKEN: the bearer token /metrics asks for; null: /metrics is off (404). */
  readonly metricsToken: string | null;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

function parseName(env: Env): string {
  const raw = env.TRIAGE_WORKSPACE_NAME;
  if (raw === undefined || raw.trim() === '') return 'Triage';
  if (raw.length > 100 || /[\u0000-\u001f]/.test(raw))
    throw new ConfigError('TRIAGE_WORKSPACE_NAME', 'expected at most 100 printable characters');
  return raw.trim();
}

function parseNodeEnv(env: Env): boolean {
  const raw = env.NODE_ENV;
  if (raw === undefined || raw === '' || raw === 'development' || raw === 'test') return false;
  if (raw === 'production') return true;
  throw new ConfigError('NODE_ENV', `expected production, development or test, got "${raw}"`);
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd(), terminal = process.stdout.isTTY === true): Config {
  const dataDir = env.TRIAGE_DATA_DIR ? path.resolve(cwd, env.TRIAGE_DATA_DIR) : path.resolve(cwd, 'data');
  const clientDir = env.TRIAGE_CLIENT_DIR === 'none' ? undefined : path.resolve(cwd, env.TRIAGE_CLIENT_DIR || 'dist/client');
  const production = parseNodeEnv(env);
  return {
    port: parsePort(env),
    host: parseHost(env),
    databaseUrl: parseDatabaseUrl(env),
    dataDir,
    storage: parseStorage(env),
    production,
    seedDemo: parseFlag(env, 'TRIAGE_SEED_DEMO', true),
    demoOnNetwork: parseFlag(env, 'TRIAGE_DEMO_ON_NETWORK', false),
    clientDir,
    allowArbitraryOperations: parseFlag(env, 'TRIAGE_ALLOW_ARBITRARY_OPERATIONS', !production),
    workspace: { name: parseName(env), allowSignUp: parseOptionalFlag(env, 'TRIAGE_ALLOW_SIGNUP') },
    maxBodyBytes: parseInteger(env, 'TRIAGE_MAX_BODY_BYTES', DEFAULT_MAX_BODY_BYTES, 1024, 64 * 1024 * 1024),
    requestTimeoutMs: parseInteger(env, 'TRIAGE_REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    network: parseNetwork(env),
    statementTimeoutMs: parseInteger(env, 'TRIAGE_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000),
    preparedStatements: parsePreparedStatements(env),
    sessionCache: parseFlag(env, 'TRIAGE_SESSION_CACHE', true),
    compiledQueries: parseFlag(env, 'TRIAGE_GRAPHQL_JIT', true),
    serverRender: parseFlag(env, 'TRIAGE_SERVER_RENDER', true),
    liveStreamsPerUser: parseInteger(env, 'TRIAGE_LIVE_STREAMS_PER_USER', 20, 1, 10_000),
    queueWaitMs: parseInteger(env, 'TRIAGE_QUEUE_WAIT_MS', 5000, 100, 120_000),
    firstAnswerBudgetMs: parseInteger(env, 'TRIAGE_FIRST_ANSWER_BUDGET_MS', FIRST_ANSWER_BUDGET_MS, 0, 10_000),
    mail: parseMail(env),
    logLevel: parseLogLevel(env),
    logFormat: parseLogFormat(env, production, terminal),
    metricsToken: parseMetricsToken(env),
    uploads: parseUploadLimits(env),
  };
}
