// Which `plan_cache_mode` suits the server's named prepared statements (issue 14). A named statement is parsed once
// per connection; after five runs PostgreSQL's default (`auto`) may switch it to a generic plan, one plan for all
// parameter values, which on a skewed project (one label on 40 % of the issues, another on 1 %) could be a bad plan
// for some values. Here each statement of the list page's loads on the 100 000-issue project is run on a connection
// of its own in three ways: unnamed (parsed and planned every time, as before), named under `auto`, and named under
// `force_custom_plan` (parsed once, planned every time). Each statement runs WARMUP times (past `auto`'s five custom
// plans), then MEASURED times while the CPU time of that connection's backend is read from /proc: PostgreSQL's
// work per load, which the machine's load does not stretch as it stretches wall time.
import pg from 'pg';
import type { SentStatement } from '../../src/server/db/database.ts';
import { cpuMsOfTree } from '../support/cpuTime.ts';
import { ms } from '../support/stats.ts';

const WARMUP = 6;
const MEASURED = 40;

type Way = 'unnamed' | 'auto' | 'force_custom_plan';
const WAYS: readonly Way[] = ['unnamed', 'auto', 'force_custom_plan'];

interface Connection {
  readonly pg: pg.Client;
  readonly backendPid: number;
}

interface Outcome {
  /** PostgreSQL CPU time of one run of the load (ms): its statements' backend CPU over MEASURED runs, divided. */
  readonly cpuMs: number;
  /** Statements PostgreSQL ran with a generic plan at least once. */
  readonly generic: number;
}

async function runLoad(connection: Connection, way: Way, statements: readonly SentStatement[], tag: string): Promise<Outcome> {
  const send = (statement: SentStatement, index: number) => {
    const values = [...statement.parameters];
    return connection.pg.query(
      way === 'unnamed' ? { text: statement.sql, values } : { name: `${tag}_${index}`, text: statement.sql, values },
    );
  };
  for (const [index, statement] of statements.entries()) for (let run = 0; run < WARMUP; run += 1) await send(statement, index);
  const before = await cpuMsOfTree(connection.backendPid);
  for (let run = 0; run < MEASURED; run += 1) for (const [index, statement] of statements.entries()) await send(statement, index);
  const cpuMs = ((await cpuMsOfTree(connection.backendPid)) - before) / MEASURED;
  const { rows } = await connection.pg.query<{ generic: number }>(
    'select count(*) filter (where generic_plans > 0)::int as generic from pg_prepared_statements where starts_with(name, $1)',
    [`${tag}_`],
  );
  return { cpuMs, generic: rows[0]?.generic ?? 0 };
}

/** Prints, per load, PostgreSQL's CPU per run in the three ways and how many statements went generic under `auto`. */
export async function comparePlanCacheModes(
  databaseUrl: string,
  loads: readonly { readonly label: string; readonly statements: readonly SentStatement[] }[],
): Promise<void> {
  console.log(
    `plan_cache_mode for the named statements: PostgreSQL CPU ms per run of each load (each statement run ${WARMUP} times, then ${MEASURED} times measured; one connection per way)`,
  );
  console.log(`  ${'load'.padEnd(58)} ${'unnamed'.padStart(9)} ${'auto'.padStart(9)} ${'custom'.padStart(9)}  generic under auto`);
  const connections = new Map<Way, Connection>();
  try {
    for (const way of WAYS) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      if (way !== 'unnamed') await client.query(`set plan_cache_mode = ${way}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      connections.set(way, { pg: client, backendPid: rows[0]?.pid ?? -1 });
    }
    const sums = new Map<Way, number>(WAYS.map((way) => [way, 0]));
    for (const [index, load] of loads.entries()) {
      const outcomes = new Map<Way, Outcome>();
      // Interleaved by load, so drift on a shared machine hits the three alike.
      for (const way of WAYS) {
        const connection = connections.get(way);
        if (connection) outcomes.set(way, await runLoad(connection, way, load.statements, `plan${index}`));
      }
      for (const way of WAYS) sums.set(way, (sums.get(way) ?? 0) + (outcomes.get(way)?.cpuMs ?? 0));
      const cell = (way: Way) => ms(outcomes.get(way)?.cpuMs ?? NaN).padStart(9);
      console.log(
        `  ${load.label.slice(0, 58).padEnd(58)} ${cell('unnamed')} ${cell('auto')} ${cell('force_custom_plan')}  ${outcomes.get('auto')?.generic ?? 0} of ${load.statements.length}`,
      );
    }
    const sum = (way: Way) => ms(sums.get(way) ?? NaN).padStart(9);
    console.log(`  ${'all loads'.padEnd(58)} ${sum('unnamed')} ${sum('auto')} ${sum('force_custom_plan')}`);
  } finally {
    for (const connection of connections.values()) await connection.pg.end();
  }
}
