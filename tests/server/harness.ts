// Starts the real server on a loopback port over a fresh database, PGlite or PostgreSQL, for one test file.
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../../src/server/db/database.ts';
import { seedDemoIfEmpty } from '../../src/server/db/seed/demoSeed.ts';
import type { UploadLimits } from '../../src/server/config.ts';
import type { PersistedOperations } from '../../src/server/graphql/persistedOperations.ts';
import { createApp } from '../../src/server/http/app.ts';
import { FileStore } from '../../src/server/storage/fileStore.ts';

export type Backend = 'pglite' | 'postgres';

/** An admin URL of a PostgreSQL server where the tests may create and drop databases. */
const postgresUrl = process.env.TRIAGE_TEST_DATABASE_URL;

if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI=true but TRIAGE_TEST_DATABASE_URL is not set: the PostgreSQL suites must run in CI.');
}

/** The backends to run every server suite against: PGlite always, PostgreSQL when one is available. */
export const backends: Backend[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface GraphQLResult {
  readonly status: number;
  readonly headers: Headers;
  // `any`: test assertions walk arbitrary response JSON; each test checks the shape it expects.
  readonly body: any;
}

export interface TestServerOptions {
  readonly seed?: boolean;
  readonly production?: boolean;
  readonly allowArbitraryOperations?: boolean;
  readonly uploads?: Partial<UploadLimits>;
  readonly persistedOperations?: PersistedOperations;
}

export interface TestServer {
  readonly url: string;
  readonly database: OpenedDatabase;
  readonly files: FileStore;
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult>;
  close(): Promise<void>;
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!postgresUrl) throw new Error('TRIAGE_TEST_DATABASE_URL is not set');
  const name = `triage_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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

export async function startTestServer(backend: Backend, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-test-'));
  let dropDatabase = async () => {};
  let database: OpenedDatabase;
  if (backend === 'postgres') {
    const created = await createPostgresDatabase();
    database = await openDatabase({ databaseUrl: created.url, dataDir });
    dropDatabase = created.drop;
  } else {
    database = await openDatabase({ databaseUrl: undefined, dataDir });
  }
  const cleanup = async () => {
    await dropDatabase();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  await migrateToLatest(database.db);
  if (options.seed ?? true) await seedDemoIfEmpty(database.db);
  const files = new FileStore(path.join(dataDir, 'attachments'));
  const production = options.production ?? false;
  const server = createApp({
    services: { db: database.db, files, uploads: { maxFileBytes: 25 * 1024 * 1024, maxFiles: 10, ...options.uploads } },
    production,
    allowArbitraryOperations: options.allowArbitraryOperations ?? !production,
    clientDir: undefined,
    ...(options.persistedOperations ? { persistedOperations: options.persistedOperations } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    files,
    async graphql(query, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json', 'X-Triage-CSRF': '1' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await cleanup();
    },
  };
}
