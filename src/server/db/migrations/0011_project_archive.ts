// Archived projects: read-only, hidden from the default project list, their issues still searchable.
import type { Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Null while the project is active; when it was archived otherwise.
  await db.schema.alterTable('projects').addColumn('archived_at', 'timestamptz').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('archived_at').execute();
}
