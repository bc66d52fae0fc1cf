// Opens the database: a PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite in a data
// folder. Both speak PostgreSQL, so the migrations and every query are the same.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { DEFAULT_YIELD_EVERY_MS, YieldBetweenStatements } from './yieldBetweenStatements.ts';
import pg from 'pg';
import { listenOnPGlite, listenOnPostgres, type NoticeListener, type Unlisten } from './changeNotices.ts';
import { lockDataFolder } from './dataFolderLock.ts';
import { migrations } from './migrations/index.ts';
import { DEFAULT_PREPARED_STATEMENTS, withPreparedStatements } from './preparedStatements.ts';
import { attachSessionCache, SESSION_CHANNEL, SessionCache } from './sessionCache.ts';
import type { Database } from './tables.ts';

export type DB = Kysely<Database>;

/** A statement as sent: its SQL and its parameters (a benchmark EXPLAINs them). */
export interface SentStatement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/** Counts the SQL statements sent, so tests and benchmarks can show that a request costs a bounded number. */
export class StatementCounter {
  count = 0;
  private readonly recordings = new Set<SentStatement[]>();
  readonly onQuery = (event: LogEvent): void => {
    if (event.level !== 'query') return;
    this.count += 1;
    for (const recording of this.recordings) recording.push({ sql: event.query.sql, parameters: event.query.parameters });
  };

  /** Keeps the SQL of every statement sent from now until `stop()` (so a test can say which statements a request sent). */
  record(): { readonly statements: readonly SentStatement[]; stop(): void } {
    const statements: SentStatement[] = [];
    this.recordings.add(statements);
    return { statements, stop: () => this.recordings.delete(statements) };
  }
}

export interface OpenedDatabase {
  readonly db: DB;
  readonly kind: 'pglite' | 'postgres';
  /** How many queries can run at once: the pool's size, or 1 for PGlite. */
  readonly connections: number;
  readonly statements: StatementCounter;
  /** Hears the change notices committed by any process on this database (db/changeNotices.ts). */
  listen(listener: NoticeListener): Promise<Unlisten>;
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  readonly poolStats?: () => { readonly total: number; readonly idle: number; readonly waiting: number };
  /** PGlite only: a consistent dump of its data directory (a gzipped tarball), for backups (db/backup.ts). */
  readonly dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Connections per server process when using PostgreSQL. */
  readonly poolSize?: number;
  /** PostgreSQL ends a statement that runs longer than this (ms); none when unset. */
  readonly statementTimeoutMs?: number;
  /**
   * PostgreSQL: named prepared statements kept per connection (db/preparedStatements.ts); 0 sends every statement
   * unnamed (for poolers in transaction mode). DEFAULT_PREPARED_STATEMENTS when unset.
   */
  readonly preparedStatements?: number;
  /** Whether session lookups are kept in this process (db/sessionCache.ts; TRIAGE_SESSION_CACHE); on when unset. */
  readonly sessionCache?: boolean;
  /** What this process does with the PGlite folder (named to a second process that finds it locked). */
  readonly purpose?: string;
  /** PGlite: how long its statements may run on before the event loop turns (yieldBetweenStatements.ts). */
  readonly pgliteYieldEveryMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  const statements = new StatementCounter();
  if (options.databaseUrl) {
    const connections = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: connections,
      // One runaway statement must not hold a connection (and a request) for minutes.
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle connection that PostgreSQL ends (a restart, a failover, an administrator) emits 'error'; without
    // a listener that would crash the whole server. The pool drops the connection and opens a new one when needed.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    const sessions = options.sessionCache === false ? undefined : new SessionCache();
    // Each pooled connection hears the session notices its own writes send before their commit answers, so
    // this process forgets a changed session before the change's request goes on (db/sessionCache.ts).
    if (sessions)
      pool.on('connect', (connection) => {
        connection.on('notification', (message) => {
          if (message.channel === SESSION_CHANNEL) sessions.heard(message.payload ?? '');
        });
        connection.query(`listen ${SESSION_CHANNEL}`).catch((error: unknown) => {
          console.error(
            `A PostgreSQL connection could not listen for session changes: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      });
    // Fail fast with a clear message rather than on the first request.
    const client = await pool.connect().catch(async (error: unknown) => {
      await pool.end();
      throw new Error(`Cannot connect to DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
    });
    client.release();
    const prepared = options.preparedStatements ?? DEFAULT_PREPARED_STATEMENTS;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: prepared > 0 ? withPreparedStatements(pool, prepared) : pool }),
      log: statements.onQuery,
    });
    const databaseUrl = options.databaseUrl;
    const stopHearing = sessions
      ? await hearSessionNotices(db, sessions, (listener) => listenOnPostgres(databaseUrl, listener, SESSION_CHANNEL))
      : null;
    return {
      db,
      kind: 'postgres',
      connections,
      statements,
      listen: (listener) => listenOnPostgres(databaseUrl, listener),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await stopHearing?.();
        await db.destroy();
      },
    };
  }
  // Two processes on one PGlite folder would each overwrite the other's writes: one holder at a time.
  const lock = await lockDataFolder(options.dataDir, options.purpose ?? 'server');
  try {
    const pgliteDir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(pgliteDir, { recursive: true });
    const pglite = await PGlite.create(pgliteDir);
    const db = new Kysely<Database>({
      dialect: new PGliteDialect(pglite),
      log: statements.onQuery,
      plugins: [new YieldBetweenStatements(options.pgliteYieldEveryMs ?? DEFAULT_YIELD_EVERY_MS)],
    });
    const stopHearing =
      options.sessionCache === false
        ? null
        : await hearSessionNotices(db, new SessionCache(), (listener) => listenOnPGlite(pglite, listener, SESSION_CHANNEL));
    // Kysely closes PGlite only if a query ran; close it here too, so no open folder outlives close().
    const close = async () => {
      try {
        await stopHearing?.();
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        await lock.release();
      }
    };
    return {
      db,
      kind: 'pglite',
      connections: 1,
      statements,
      listen: (listener) => listenOnPGlite(pglite, listener),
      dumpDataDir: () => pglite.dumpDataDir('gzip'),
      close,
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Attaches `cache` to `db` and keeps it told of session changes from every process; answers how to stop. */
async function hearSessionNotices(db: DB, cache: SessionCache, listen: (listener: NoticeListener) => Promise<Unlisten>): Promise<Unlisten> {
  attachSessionCache(db, cache);
  return listen({
    onNotice: (payload) => cache.heard(payload),
    onInterrupted: () => cache.hearing(false),
    onListening: () => cache.hearing(true),
  });
}

function migratorOf(db: DB): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
}

/** Brings the schema up to date. Safe to run from several processes at once: Kysely takes a lock. */
export async function migrateToLatest(db: DB): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** The migrations this code knows that the database has not run (the readiness check: none may be pending). */
export async function pendingMigrations(db: DB): Promise<string[]> {
  const known = await migratorOf(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Whether the database answers a trivial statement (the readiness check). */
export async function databaseAnswers(db: DB): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
