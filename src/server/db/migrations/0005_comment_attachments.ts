// Attachments on comments: a comment's files keep their issue (so downloads and visibility follow the issue's
// project as before) and also name the comment. Deleting the comment deletes their rows; the files
// themselves go at the next start-up sweep once no row names them (storage/fileStore.ts).
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('attachments')
    .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('attachments_comment')
    .on('attachments')
    .columns(['comment_id', 'id'])
    .where(sql.ref('comment_id'), 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('attachments_comment').execute();
  await db.schema.alterTable('attachments').dropColumn('comment_id').execute();
}
