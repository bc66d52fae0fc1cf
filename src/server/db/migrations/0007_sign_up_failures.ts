// Sign-up and invitation attempts that failed, per client address: the per-address limit that keeps anyone
// from probing which addresses have accounts, or guessing invitation links, at speed.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sign_up_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sign_up_failures_address').on('sign_up_failures').columns(['address', 'at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sign_up_failures').execute();
}
