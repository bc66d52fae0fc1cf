// "Nothing was written": every table's rows and every stored attachment file, digested, to compare before and
// after a request that must not write.
import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import type { DB } from '../../src/server/db/database.ts';
import type { TestServer } from './harness.ts';

const tablesOf = new WeakMap<DB, readonly string[]>();

/** The limits' own counters: a refused attempt is counted there on purpose (signInLimits, signUpLimits tests). */
const ATTEMPT_COUNTERS = new Set(['sign_in_failures', 'sign_up_failures']);
/**
 * The audit log's record of a sign-in locked by those counters is written by a refused attempt on purpose too
 * (auditLog.test.ts); every other entry must come with the write it records.
 */
const rowsOf = (table: string) =>
  table === 'audit_entries' ? sql`(select * from audit_entries where action <> 'SIGN_IN_LOCKED')` : sql.table(table);

async function tables(db: DB): Promise<readonly string[]> {
  const known = tablesOf.get(db);
  if (known) return known;
  const { rows } = await sql<{ name: string }>`select table_name::text as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const names = rows.map((r) => r.name).filter((name) => !ATTEMPT_COUNTERS.has(name));
  if (!names.includes('issues') || !names.includes('sessions'))
    throw new Error(`the snapshot does not see the tables: ${names.join(', ')}`);
  tablesOf.set(db, names);
  return names;
}

/** Each table's row count and a digest of its rows, and the list of stored files. */
export async function snapshot(server: TestServer): Promise<Map<string, string>> {
  const db = server.database.db;
  const digests = sql.join(
    (await tables(db)).map(
      (table) => sql`select ${table}::text as name,
    count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${rowsOf(table)} r`,
    ),
    sql` union all `,
  );
  const { rows } = await sql<{ name: string; digest: string }>`${digests}`.execute(db);
  const files = await readdir(server.files.root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return new Map([...rows.map((r): [string, string] => [r.name, r.digest]), ['the file store', files.sort().join('|')]]);
}

/** The tables (and 'the file store') that differ between two snapshots. */
export function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
}
