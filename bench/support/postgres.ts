// A PostgreSQL server for the benchmarks: the one named by TRIAGE_BENCH_DATABASE_URL (an admin URL where
// databases may be created), or else a throwaway cluster started with scripts/throwaway-postgres.sh when
// the server binaries are on the machine (/usr/lib/postgresql/*/bin), or else none (the caller says so).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { repoRoot } from './triage.ts';

const run = promisify(execFile);

export interface PostgresServer {
  readonly adminUrl: string;
  /** How it was found or started, for the report. */
  readonly description: string;
  /** The postmaster's process id when the cluster runs on this machine (for CPU figures); null when it is elsewhere. */
  readonly postmasterPid: number | null;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function serverVersion(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

/** A PostgreSQL server, or a sentence saying why there is none. */
export async function startPostgres(): Promise<PostgresServer | string> {
  const given = process.env.TRIAGE_BENCH_DATABASE_URL;
  if (given) {
    return {
      adminUrl: given,
      description: `PostgreSQL ${await serverVersion(given)} from TRIAGE_BENCH_DATABASE_URL`,
      postmasterPid: null,
      stop: async () => {},
    };
  }
  const versions = await fs.readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const bins = [];
  for (const version of versions) {
    const bin = path.join('/usr/lib/postgresql', version, 'bin', 'initdb');
    if (
      await fs.access(bin).then(
        () => true,
        () => false,
      )
    )
      bins.push(bin);
  }
  if (bins.length === 0) {
    return 'no PostgreSQL server binaries at /usr/lib/postgresql/*/bin (apt-get install -y postgresql) and TRIAGE_BENCH_DATABASE_URL is not set';
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-pg-'));
  const port = await freePort();
  const script = path.join(repoRoot, 'scripts', 'throwaway-postgres.sh');
  const started = performance.now();
  const { stdout } = await run(script, ['start', dir, String(port)]);
  const adminUrl = stdout.trim();
  const ms = performance.now() - started;
  // postmaster.pid's first line is the postmaster's process id.
  const postmasterPid = Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  return {
    adminUrl,
    postmasterPid,
    description: `PostgreSQL ${await serverVersion(adminUrl)}, a throwaway cluster on 127.0.0.1:${port} (scripts/throwaway-postgres.sh, fsync=off; initdb and start ${(ms / 1000).toFixed(1)} s)`,
    async stop() {
      await run(script, ['stop', dir]).catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh database on the server and returns its URL and a way to drop it. */
export async function createDatabase(adminUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
