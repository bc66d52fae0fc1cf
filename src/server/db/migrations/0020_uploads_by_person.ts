// What each person attached and when, kept apart from the attachments themselves: the daily upload allowance
// (domain/uploadAllowance.ts) counts these, so removing a file, or the comment or issue it was on, does not
// give its bytes back. Rows older than a day are deleted as the person uploads again.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('uploads_by_person')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bytes', 'bigint', (c) => c.notNull().check(sql`bytes > 0`))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('uploads_by_person_user_time').on('uploads_by_person').columns(['user_id', 'uploaded_at']).execute();
  // The uploads of the last day before this migration count too.
  await sql`insert into uploads_by_person (user_id, bytes, uploaded_at)
    select uploader_id, size, created_at from attachments
    where uploader_id is not null and size > 0 and created_at > now() - interval '24 hours'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('uploads_by_person').execute();
}
