// Copies a whole Triage database into an empty one: how a workspace that started on the embedded PGlite moves
// to a PostgreSQL server when it outgrows one machine. The target gets its schema from the same migrations,
// then every table's rows in foreign-key order (each batch travels as JSON and is rebuilt by PostgreSQL's
// own json_populate_recordset, so every type — timestamps, JSON, arrays, tsvector — arrives as it was), then
// each identity sequence continues after the highest id copied. The copy runs in one transaction: it lands
// whole or not at all. `compareDatabases` then checks every table, row for row.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './database.ts';
import { migrateToLatest } from './database.ts';

/** Rows per INSERT: small enough for any parameter size, large enough that round trips do not dominate. */
const BATCH_ROWS = 500;
/** Kysely's own bookkeeping: the target's migrations write it. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/**
 * Tables that triggers write as other tables' rows arrive (migration 0023's issue counters): copied last, over
 * what the triggers wrote, so the copy holds the original's rows exactly (a project whose issues were all
 * deleted keeps its row of zeros) and nothing is counted twice.
 */
const TRIGGER_WRITTEN_TABLES = new Set(['project_issue_counts']);

export class CopyRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefusedError';
  }
}

interface Column {
  readonly name: string;
  readonly generated: boolean;
}

// The metadata queries run on both databases; Kysely's typed builder knows only our own tables.
type AnyDb = Kysely<unknown> | Transaction<unknown>;
const untyped = (db: DB) => db as unknown as Kysely<unknown>;

async function tableNames(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name).filter((name) => !MIGRATION_TABLES.has(name));
}

async function columnsOf(db: AnyDb, table: string): Promise<Column[]> {
  const { rows } = await sql<{ name: string; generated: string }>`
    select column_name as name, is_generated as generated from information_schema.columns
    where table_schema = 'public' and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.map((r) => ({ name: r.name, generated: r.generated === 'ALWAYS' }));
}

/** The tables in an order where each comes after those its foreign keys point to (a self-reference is fine). */
async function inDependencyOrder(db: AnyDb, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select distinct c.relname as child, p.relname as parent
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`.execute(db);
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => rows.every((r) => r.child !== t || !pending.has(r.parent)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among: ${[...pending].join(', ')}`);
    for (const t of ready.sort()) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}

/**
 * A table's rows, each as the text PostgreSQL prints for it, in one order, hashed: equal on both sides iff the
 * rows are. Times print in the session's time zone, so both sides print them in UTC.
 */
async function tableDigest(db: Kysely<unknown>, table: string): Promise<{ rows: number; md5: string }> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const { rows } = await sql<{ rows: number; md5: string | null }>`
      select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as md5
      from ${sql.table(table)} t`.execute(trx);
    return { rows: rows[0]?.rows ?? 0, md5: rows[0]?.md5 ?? '' };
  });
}

export interface TableComparison {
  readonly table: string;
  readonly sourceRows: number;
  readonly targetRows: number;
  readonly same: boolean;
}

/** Every table of `source`, compared row for row with the same table of `target`. */
export async function compareDatabases(source: DB, target: DB): Promise<TableComparison[]> {
  const comparisons: TableComparison[] = [];
  for (const table of await tableNames(untyped(source))) {
    const [from, to] = [await tableDigest(untyped(source), table), await tableDigest(untyped(target), table)];
    comparisons.push({ table, sourceRows: from.rows, targetRows: to.rows, same: from.rows === to.rows && from.md5 === to.md5 });
  }
  return comparisons;
}

/**
 * Refuses a target that holds anything: tables of another application, or a Triage workspace in use (one
 * with people). A Triage schema without people is what an earlier attempt that failed leaves, and is reused.
 */
async function assertEmpty(target: DB): Promise<void> {
  const tables = await tableNames(untyped(target));
  if (tables.length === 0) return;
  if (!tables.includes('users')) {
    throw new CopyRefusedError(`the target database is not empty (it has tables such as ${tables[0]}). Give an empty database.`);
  }
  if ((await tableDigest(untyped(target), 'users')).rows > 0) {
    throw new CopyRefusedError('the target database already holds a Triage workspace (it has people). Give an empty database.');
  }
}

export interface CopyReport {
  readonly tables: { readonly table: string; readonly rows: number }[];
}

/**
 * Copies every row of `source` into `target`, which must be empty (see assertEmpty). Both are brought to the
 * latest migration first.
 */
export async function copyDatabase(source: DB, target: DB): Promise<CopyReport> {
  await assertEmpty(target);
  await migrateToLatest(source);
  await migrateToLatest(target);
  const ordered = await inDependencyOrder(untyped(source), await tableNames(untyped(source)));
  const tables = [...ordered.filter((t) => !TRIGGER_WRITTEN_TABLES.has(t)), ...ordered.filter((t) => TRIGGER_WRITTEN_TABLES.has(t))];
  const copied: { table: string; rows: number }[] = [];
  await untyped(target)
    .transaction()
    .execute(async (trx) => {
      // What the migrations wrote (e.g. the workspace's settings row) gives way to the original's rows.
      for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
      for (const table of tables) {
        if (TRIGGER_WRITTEN_TABLES.has(table)) await sql`delete from ${sql.table(table)}`.execute(trx);
        const columns = (await columnsOf(trx, table)).filter((c) => !c.generated).map((c) => sql.id(c.name));
        const list = sql.join(columns);
        let rows = 0;
        for (let offset = 0; ; offset += BATCH_ROWS) {
          const batch = await sql<{ row: unknown }>`
            select row_to_json(t) as row from ${sql.table(table)} t order by t::text limit ${BATCH_ROWS} offset ${offset}`.execute(
            untyped(source),
          );
          if (batch.rows.length === 0) break;
          const json = JSON.stringify(batch.rows.map((r) => r.row));
          await sql`
            insert into ${sql.table(table)} (${list}) overriding system value
            select ${list} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(trx);
          rows += batch.rows.length;
        }
        copied.push({ table, rows });
      }
      // Identity columns continue after the highest id copied (a new issue must not reuse an id).
      const { rows: identities } = await sql<{ table: string; column: string }>`
        select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and is_identity = 'YES'`.execute(trx);
      for (const { table, column } of identities) {
        if (MIGRATION_TABLES.has(table)) continue;
        await sql`
          select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.id(column)}), 0) + 1, false)
          from ${sql.table(table)}`.execute(trx);
      }
    });
  return { tables: copied };
}
