// Invitation mails as an outbox: the mail to send is written in the invitation's own transaction and sent
// afterwards by whichever server process claims it, so a slow mail server never holds up the admin and a
// crash between commit and send loses no mail. The link's secret stays here only until the mail is handed
// to the mail server (or given up); the invitation itself keeps only the secret's hash.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('invitation_mails')
    .addColumn('invitation_id', 'integer', (c) => c.primaryKey().references('invitations.id').onDelete('cascade'))
    .addColumn('token', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('QUEUED', 'SENT', 'FAILED', 'CANCELLED')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Only a mail still to send keeps its secret.
    .addCheckConstraint('invitation_mails_token_while_queued', sql`(state = 'QUEUED') = (token is not null)`)
    .execute();
  await db.schema
    .createIndex('invitation_mails_due')
    .on('invitation_mails')
    .column('next_attempt_at')
    .where(sql.ref('state'), '=', 'QUEUED')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('invitation_mails').execute();
}
