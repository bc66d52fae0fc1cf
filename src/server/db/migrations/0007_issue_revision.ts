// Optimistic concurrency for issue text: `revision` counts changes to an issue's title and body, so an
// edit can say which revision it was made on and be refused when someone else changed the text since.
import type { Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('issues')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('issues').dropColumn('revision').execute();
}
