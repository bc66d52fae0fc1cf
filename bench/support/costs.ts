// What a load run cost besides its wall time, read around it: CPU of the server process and of the PostgreSQL
// cluster (from /proc), and the statements run in the bench's database (pg_stat_statements).
import pg from 'pg';
import { canReadCpuTime, cpuMsOfTree } from './cpuTime.ts';

/** What a load run cost besides its wall time: CPU of the server and of PostgreSQL, and the statements run. */
export interface Costs {
  /** CPU ms of the server process (with PGlite: the database too). */
  readonly serverMs: number;
  /** CPU ms of the PostgreSQL cluster (postmaster and backends); null when it is not on this machine. */
  readonly databaseMs: number | null;
  /** Statements run in the bench's database (pg_stat_statements); null without it (PGlite, or not preloaded). */
  readonly statements: number | null;
}

export type CostProbe = () => Promise<Costs>;

/** The probe of a server process and, for PostgreSQL, its cluster and pg_stat_statements on the bench's database. */
export async function costProbe(serverPid: number, postmasterPid: number | null, databaseUrl: string | undefined) {
  let stats: pg.Client | null = null;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // Loaded only when the cluster preloads it (scripts/throwaway-postgres.sh does); otherwise no statement figures.
    const loaded = await client.query('create extension if not exists pg_stat_statements').then(
      () => client.query('select 1 from pg_stat_statements limit 1').then(() => true),
      () => false,
    );
    if (loaded) stats = client;
    else await client.end();
  }
  const cpu = await canReadCpuTime();
  const probe: CostProbe = async () => ({
    serverMs: cpu ? await cpuMsOfTree(serverPid) : NaN,
    databaseMs: cpu && postmasterPid !== null ? await cpuMsOfTree(postmasterPid) : null,
    statements: stats
      ? Number(
          (
            await stats.query<{ calls: string }>(
              `select coalesce(sum(calls), 0)::bigint as calls from pg_stat_statements s join pg_database d on d.oid = s.dbid
               where d.datname = current_database() and s.query not like '%pg_stat_statements%'`,
            )
          ).rows[0]?.calls ?? NaN,
        )
      : null,
  });
  return { probe, close: async () => stats?.end() };
}
