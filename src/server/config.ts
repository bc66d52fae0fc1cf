// Every environment variable the server reads, parsed and validated in one place.
// A bad value stops the server with a message naming the variable (design.md §4).
import net from 'node:net';
import path from 'node:path';

export interface Config {
  readonly port: number;
  readonly host: string;
  /** A PostgreSQL connection string; when unset the embedded PGlite database in `dataDir` is used. */
  readonly databaseUrl: string | undefined;
  /** Where PGlite keeps its files (and, later, attachments). */
  readonly dataDir: string;
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
  /** Live update streams (subscriptions) one person may have open at once in one server process. */
  readonly liveStreamsPerUser: number;
  /** The longest a GraphQL request waits for its turn under load before it is answered 503 with Retry-After. */
  readonly queueWaitMs: number;
  /** The least severe request log lines written (JSON lines on standard output). */
  readonly logLevel: LogLevel;
  /** Where invitation mails go out (SMTP_URL); null: no mail is sent, admins pass links on themselves. */
  readonly mail: MailConfig | null;
  /** TRIAGE_LOG_FORMAT: one JSON object per line (for log collectors), or lines for people to read. */
  readonly logFormat: LogFormat;
  /** TRIAGE_METRICS_TOKEN: the bearer token /metrics asks for; null: /metrics is off (404). */
  readonly metricsToken: string | null;
}

export interface MailConfig {
  /** SMTP_URL: smtp://user:password@host:port (smtps: for TLS from the first byte). */
  readonly smtpUrl: string;
  /** TRIAGE_PUBLIC_URL without a trailing slash: where people open the app, the start of every link in a mail. */
  readonly publicUrl: string;
  /** TRIAGE_MAIL_FROM: the sender, `Name <address>` or a bare address. */
  readonly from: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface NetworkConfig {
  /** Origins other than the app's own allowed to call the API from a browser (CORS with credentials). */
  readonly corsOrigins: readonly string[];
  /** Reverse proxies whose X-Forwarded-For/-Host/-Proto headers are believed. */
  readonly trustedProxies: readonly string[];
}

export interface UploadLimits {
  /** The largest file accepted, in bytes. */
  readonly maxFileBytes: number;
  /** The most files in one request. */
  readonly maxFiles: number;
  /** The most bytes one person may attach in any 24 hours (files later deleted still count). */
  readonly maxBytesPerDay: number;
  // Media types accepted: exact (`application/pdf`), a family (`image/*`) or `*/*` for anything.
  readonly allowedTypes: readonly string[];
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const DEFAULT_UPLOAD_MAX_FILES = 10;
/** 1 GB a day: hundreds of screenshots and recordings, while one account cannot fill the disk in an afternoon. */
export const DEFAULT_UPLOAD_MAX_BYTES_PER_DAY = 1024 * 1024 * 1024;
/**
 * What teams attach to issues: screenshots and screen recordings, logs and text, documents, archives. Not
 * executables or unknown binaries (application/octet-stream); TRIAGE_UPLOAD_ALLOWED_TYPES can allow any file.
 */
export const DEFAULT_UPLOAD_ALLOWED_TYPES: readonly string[] = [
  'image/*',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'text/plain',
  'text/markdown',
  'text/csv',
  'application/json',
  'application/xml',
  'text/xml',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/zip',
  'application/gzip',
  'application/x-tar',
];

type Env = Readonly<Record<string, string | undefined>>;

function parsePort(env: Env): number {
  const raw = env.PORT;
  if (raw === undefined || raw === '') return 4000;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError('PORT', `expected a port number from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

function parseHost(env: Env): string {
  const raw = env.HOST;
  if (raw === undefined || raw === '') return '127.0.0.1';
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(raw)) {
    throw new ConfigError('HOST', `expected a host name or IP address, got "${raw}"`);
  }
  return raw;
}

/** Whether only this machine can reach an address the server listens on. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

function parseDatabaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'expected a URL such as postgres://user:password@host:5432/triage');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `expected the postgres: or postgresql: scheme, got "${url.protocol}"`);
  }
  return raw;
}

function parseFlag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(name, `expected 1, 0, true or false, got "${raw}"`);
}

/** A flag that may be left unset: null then. */
function parseOptionalFlag(env: Env, name: string): boolean | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : parseFlag(env, name, false);
}

function parseInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

const MEDIA_TYPE_PATTERN = /^(\*\/\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,63}))$/;

/** A comma-separated list of media types or families, e.g. `image/*,application/pdf`; lower-cased. */
function parseAllowedTypes(env: Env): readonly string[] {
  const raw = env.TRIAGE_UPLOAD_ALLOWED_TYPES;
  if (raw === undefined || raw.trim() === '') return DEFAULT_UPLOAD_ALLOWED_TYPES;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !MEDIA_TYPE_PATTERN.test(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      'TRIAGE_UPLOAD_ALLOWED_TYPES',
      `expected media types separated by commas, such as image/*,application/pdf (or */* for any file), got "${bad ?? raw}"`,
    );
  }
  return [...new Set(entries)];
}

function parseName(env: Env): string {
  const raw = env.TRIAGE_WORKSPACE_NAME;
  if (raw === undefined || raw.trim() === '') return 'Triage';
  if (raw.length > 100 || /[\u0000-\u001f]/.test(raw))
    throw new ConfigError('TRIAGE_WORKSPACE_NAME', 'expected at most 100 printable characters');
  return raw.trim();
}

/** `https://app.example.com,http://localhost:5173`: exact origins, lower-cased; no wildcard (credentials are sent). */
function parseCorsOrigins(env: Env): readonly string[] {
  const raw = env.TRIAGE_CORS_ORIGINS;
  if (raw === undefined || raw.trim() === '') return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      entry.includes('*') ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.origin !== entry.toLowerCase().replace(/\/$/, '')
    ) {
      throw new ConfigError(
        'TRIAGE_CORS_ORIGINS',
        `expected origins such as https://app.example.com separated by commas (scheme, host and port only; no wildcard, no path), got "${entry}"`,
      );
    }
  }
  return [...new Set(entries.map((entry) => new URL(entry).origin))];
}

/** IP addresses of reverse proxies, e.g. `127.0.0.1,::1`. */
function parseTrustedProxies(env: Env): readonly string[] {
  const raw = env.TRIAGE_TRUSTED_PROXIES;
  if (raw === undefined || raw.trim() === '') return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => net.isIP(entry) === 0);
  if (bad !== undefined) {
    throw new ConfigError('TRIAGE_TRUSTED_PROXIES', `expected IP addresses separated by commas, such as 127.0.0.1,::1, got "${bad}"`);
  }
  return [...new Set(entries)];
}

function parseSmtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL;
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError('SMTP_URL', 'expected a URL such as smtp://user:password@mail.example.com:587 (smtp: or smtps:)');
  }
  return raw;
}

/** The app's public address (scheme, host, port and an optional path), for links that leave the app. */
function parsePublicUrl(env: Env): string | undefined {
  const raw = env.TRIAGE_PUBLIC_URL;
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new ConfigError(
      'TRIAGE_PUBLIC_URL',
      `expected the address people open Triage at, such as https://triage.example.com (http: or https:, no query, no credentials), got "${raw}"`,
    );
  }
  return url.href.replace(/\/$/, '');
}

const MAIL_ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;

function parseMail(env: Env): MailConfig | null {
  const smtpUrl = parseSmtpUrl(env);
  const publicUrl = parsePublicUrl(env);
  if (smtpUrl === undefined) return null;
  if (publicUrl === undefined) {
    throw new ConfigError(
      'TRIAGE_PUBLIC_URL',
      'must be set when SMTP_URL is: mailed invitation links start with it, e.g. https://triage.example.com',
    );
  }
  const raw = env.TRIAGE_MAIL_FROM?.trim();
  const from = raw || `Triage <triage@${new URL(publicUrl).hostname}>`;
  const address = /<([^<>]*)>$/.exec(from)?.[1] ?? from;
  if (!MAIL_ADDRESS.test(address)) {
    throw new ConfigError(
      'TRIAGE_MAIL_FROM',
      `expected an address such as triage@example.com or "Triage <triage@example.com>", got "${from}"`,
    );
  }
  return { smtpUrl, publicUrl, from };
}

function parseLogLevel(env: Env): LogLevel {
  const raw = env.TRIAGE_LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new ConfigError('TRIAGE_LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

export type LogFormat = 'json' | 'pretty';

/** By default, readable lines in development on a terminal; JSON wherever a program reads the output. */
function parseLogFormat(env: Env, production: boolean, terminal: boolean): LogFormat {
  const raw = env.TRIAGE_LOG_FORMAT;
  if (raw === undefined || raw === '') return !production && terminal ? 'pretty' : 'json';
  if (raw === 'json' || raw === 'pretty') return raw;
  throw new ConfigError('TRIAGE_LOG_FORMAT', `expected json or pretty, got "${raw}"`);
}

/** Long enough not to be guessed, and only characters a header carries as they are. */
const METRICS_TOKEN = /^[\x21-\x7e]{24,256}$/;

function parseMetricsToken(env: Env): string | null {
  const raw = env.TRIAGE_METRICS_TOKEN;
  if (raw === undefined || raw === '') return null;
  if (!METRICS_TOKEN.test(raw)) {
    throw new ConfigError(
      'TRIAGE_METRICS_TOKEN',
      'expected 24 to 256 visible characters, no spaces (e.g. the output of `openssl rand -hex 32`)',
    );
  }
  return raw;
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
    production,
    seedDemo: parseFlag(env, 'TRIAGE_SEED_DEMO', true),
    demoOnNetwork: parseFlag(env, 'TRIAGE_DEMO_ON_NETWORK', false),
    clientDir,
    allowArbitraryOperations: parseFlag(env, 'TRIAGE_ALLOW_ARBITRARY_OPERATIONS', !production),
    workspace: { name: parseName(env), allowSignUp: parseOptionalFlag(env, 'TRIAGE_ALLOW_SIGNUP') },
    maxBodyBytes: parseInteger(env, 'TRIAGE_MAX_BODY_BYTES', DEFAULT_MAX_BODY_BYTES, 1024, 64 * 1024 * 1024),
    requestTimeoutMs: parseInteger(env, 'TRIAGE_REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    network: { corsOrigins: parseCorsOrigins(env), trustedProxies: parseTrustedProxies(env) },
    statementTimeoutMs: parseInteger(env, 'TRIAGE_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000),
    liveStreamsPerUser: parseInteger(env, 'TRIAGE_LIVE_STREAMS_PER_USER', 20, 1, 10_000),
    queueWaitMs: parseInteger(env, 'TRIAGE_QUEUE_WAIT_MS', 5000, 100, 120_000),
    mail: parseMail(env),
    logLevel: parseLogLevel(env),
    logFormat: parseLogFormat(env, production, terminal),
    metricsToken: parseMetricsToken(env),
    uploads: {
      maxFileBytes: parseInteger(env, 'TRIAGE_UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES, 1, 1024 * 1024 * 1024),
      maxFiles: parseInteger(env, 'TRIAGE_UPLOAD_MAX_FILES', DEFAULT_UPLOAD_MAX_FILES, 1, 100),
      maxBytesPerDay: parseInteger(env, 'TRIAGE_UPLOAD_MAX_BYTES_PER_DAY', DEFAULT_UPLOAD_MAX_BYTES_PER_DAY, 1, 2 ** 40),
      allowedTypes: parseAllowedTypes(env),
    },
  };
}
