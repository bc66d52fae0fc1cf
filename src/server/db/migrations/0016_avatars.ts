// Uploaded avatars: the processed image (a square WebP) in a table of its own, so that reading people does not
// read pictures, and on users the time it was set, which versions its URL.
import type { Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('avatar_updated_at', 'timestamptz').execute();
  await db.schema
    .createTable('user_avatars')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('image', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_avatars').execute();
  await db.schema.alterTable('users').dropColumn('avatar_updated_at').execute();
}
