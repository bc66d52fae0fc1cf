// How much one person may attach in a day (TRIAGE_UPLOAD_MAX_BYTES_PER_DAY): the bytes of the attachment rows
// they added in the last 24 hours, plus the files about to be added, may not exceed it. Checked in the
// transaction that writes the rows, under an advisory lock per person held until it commits, so uploads sent at
// once are counted one after another and the allowance holds exactly (on PGlite and across PostgreSQL
// processes). Files later deleted still count: the allowance bounds what one account can push at the server,
// not what it keeps.
import { sql, type Transaction } from 'kysely';
import type { UploadLimits } from '../config.ts';
import type { Database } from '../db/tables.ts';
import { formatBytes, type StoredAttachment } from './attachmentFiles.ts';
import { userError, type UserErrorModel } from './userError.ts';

/** Refuses `files` when they would take `uploaderId` past the daily allowance; call it before writing anything else. */
export async function uploadAllowanceError(
  trx: Transaction<Database>,
  limits: Pick<UploadLimits, 'maxBytesPerDay'>,
  uploaderId: number,
  files: readonly StoredAttachment[],
): Promise<UserErrorModel | null> {
  const adding = files.reduce((sum, file) => sum + file.size, 0);
  if (adding === 0) return null;
  await sql`select pg_advisory_xact_lock(hashtext(${`uploads:${uploaderId}`}))`.execute(trx);
  const { used } = await trx
    .selectFrom('attachments')
    .select(sql<string | number>`coalesce(sum(size), 0)`.as('used'))
    .where('uploader_id', '=', uploaderId)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  const left = Math.max(0, limits.maxBytesPerDay - Number(used));
  if (adding <= left) return null;
  return userError(
    'files',
    'RATE_LIMITED',
    `You can attach ${formatBytes(limits.maxBytesPerDay)} a day; ${formatBytes(left)} is left for the next 24 hours, and these files are ${formatBytes(adding)}.`,
  );
}
