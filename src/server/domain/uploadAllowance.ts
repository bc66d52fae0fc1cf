// How much one person may attach in a day (TRIAGE_UPLOAD_MAX_BYTES_PER_DAY): what they attached in the last
// 24 hours (uploads_by_person, kept apart from the attachments, so removing a file does not give its bytes
// back), plus the files about to be added, may not exceed it. Checked and recorded in the transaction that
// writes the rows, under an advisory lock per person held until it commits, so uploads sent at once are counted
// one after another and the allowance holds exactly (on PGlite and across PostgreSQL processes); a transaction
// that fails later records nothing.
import { sql, type Transaction } from 'kysely';
import type { UploadLimits } from '../config/uploads.ts';
import type { Database } from '../db/tables.ts';
import { formatBytes, type StoredAttachment } from './attachmentFiles.ts';
import { userError, type UserErrorModel } from './userError.ts';

/**
 * Counts `files` against `uploaderId`'s allowance: records them and answers null when they fit, or answers why
 * not (writing nothing). Call it before writing anything else in the transaction.
 */
export async function spendUploadAllowance(
  trx: Transaction<Database>,
  limits: Pick<UploadLimits, 'maxBytesPerDay'>,
  uploaderId: number,
  files: readonly StoredAttachment[],
): Promise<UserErrorModel | null> {
  const adding = files.reduce((sum, file) => sum + file.size, 0);
  if (adding === 0) return null;
  await sql`select pg_advisory_xact_lock(hashtext(${`uploads:${uploaderId}`}))`.execute(trx);
  const dayAgo = sql<Date>`now() - interval '24 hours'`;
  const { used } = await trx
    .selectFrom('uploads_by_person')
    .select(sql<string | number>`coalesce(sum(bytes), 0)`.as('used'))
    .where('user_id', '=', uploaderId)
    .where('uploaded_at', '>', dayAgo)
    .executeTakeFirstOrThrow();
  const left = Math.max(0, limits.maxBytesPerDay - Number(used));
  if (adding > left) {
    return userError(
      'files',
      'RATE_LIMITED',
      `You can attach ${formatBytes(limits.maxBytesPerDay)} a day; ${formatBytes(left)} is left for the next 24 hours, and these files are ${formatBytes(adding)}.`,
    );
  }
  await trx.insertInto('uploads_by_person').values({ user_id: uploaderId, bytes: adding }).execute();
  await trx.deleteFrom('uploads_by_person').where('user_id', '=', uploaderId).where('uploaded_at', '<=', dayAgo).execute();
  return null;
}
