// The suites' ready-made databases (templateDatabases.ts) hold what migrating and seeding an empty database
// gives, on both backends: every table, row for row.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { migrateToLatest, type OpenedDatabase } from '../../src/server/db/database.ts';
import { seedDemoIfEmpty } from '../../src/server/demo/demoSeed.ts';
import { verifyPassword } from '../../src/server/domain/passwords.ts';
import { backends, DEMO_PASSWORD, openEmptyDatabase, openTestDatabase } from './harness.ts';

/**
 * The demo's dates all lie before this (demoSeed.ts); a later timestamp is the moment a row was made (a
 * migration's run, a column's default), which differs between any two databases made at different times.
 */
const MADE_AFTER = '2026-11-02T00:00:00Z';

/** A column's value as compared: as it is, but for what differs between any two databases made apart. */
function comparable(table: string, column: string, type: string) {
  // A password's hash has a random salt (that the copies' still match the demo password is checked below).
  if (column === 'password_hash') return sql`case when ${sql.ref(column)} is null then '' else 'salted' end`;
  // Kysely records when each migration ran as text.
  if (type.startsWith('timestamp') || (table === 'kysely_migration' && column === 'timestamp')) {
    return sql`case when ${sql.ref(column)}::timestamptz > ${MADE_AFTER}::timestamptz then 'made' else ${sql.ref(column)}::text end`;
  }
  return sql`${sql.ref(column)}::text`;
}

/** Each table's rows, as one text per table in a fixed order, with the moments of making masked. */
async function contents(database: OpenedDatabase): Promise<Map<string, string>> {
  const columns = await sql<{ table: string; column: string; type: string }>`
    select c.table_name as table, c.column_name as column, c.data_type as type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(database.db);
  const byTable = new Map<string, { column: string; type: string }[]>();
  for (const { table, column, type } of columns.rows) byTable.set(table, [...(byTable.get(table) ?? []), { column, type }]);
  const result = new Map<string, string>();
  for (const [table, tableColumns] of byTable) {
    const values = tableColumns.map(({ column, type }) => comparable(table, column, type));
    const rows = await sql<{ row: string }>`select concat_ws(',', ${sql.join(values)}) as row from ${sql.table(table)} order by 1`.execute(
      database.db,
    );
    result.set(table, rows.rows.map((r) => r.row).join('\n'));
  }
  return result;
}

for (const backend of backends) {
  describe(`test databases from templates (${backend})`, () => {
    const opened: { database: OpenedDatabase; cleanup: () => Promise<void> }[] = [];
    after(async () => {
      for (const { database, cleanup } of opened) {
        await database.close();
        await cleanup();
      }
    });

    let made: Map<string, string>;
    before(async () => {
      const fresh = await openEmptyDatabase(backend);
      opened.push(fresh);
      await migrateToLatest(fresh.database.db);
      await seedDemoIfEmpty(fresh.database.db);
      made = await contents(fresh.database);
    });

    test('the seeded template holds every table as migrating and seeding an empty database does', async () => {
      const copy = await openTestDatabase(backend, 'seeded');
      opened.push(copy);
      const copied = await contents(copy.database);
      assert.deepEqual([...copied.keys()], [...made.keys()]);
      assert.ok((made.get('issues') ?? '').split('\n').length >= 600, 'the demo seed ran');
      for (const [table, rows] of made) assert.equal(copied.get(table), rows, `table ${table}`);
      const accounts = await copy.database.db.selectFrom('users').select('password_hash').where('password_hash', 'is not', null).execute();
      assert.ok(accounts.length > 0);
      for (const { password_hash } of accounts) assert.ok(await verifyPassword(DEMO_PASSWORD, password_hash ?? ''));
    });

    test('the migrated template has every migration run and no rows but the migrations’ own', async () => {
      const copy = await openTestDatabase(backend, 'migrated');
      opened.push(copy);
      const copied = await contents(copy.database);
      assert.deepEqual([...copied.keys()], [...made.keys()]);
      assert.equal(copied.get('issues'), '');
      assert.equal(copied.get('kysely_migration')?.split('\n').length, made.get('kysely_migration')?.split('\n').length);
    });

    test('each copy is a database of its own: a write to one is not seen by the next', async () => {
      const first = await openTestDatabase(backend, 'seeded');
      opened.push(first);
      await first.database.db.deleteFrom('comments').execute();
      const second = await openTestDatabase(backend, 'seeded');
      opened.push(second);
      const { n } = await second.database.db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      assert.ok(Number(n) > 0);
    });
  });
}
