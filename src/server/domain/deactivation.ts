// Deactivating an account (admins): its sessions end in the same transaction, it cannot sign in, and what it
// wrote stays, shown under its name marked deactivated. Nobody deactivates themselves, so the admin acting
// stays active and the last active admin can never be deactivated (as nobody changes their own role).
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { USER_COLUMNS, type UserRow } from '../db/tables/accounts.ts';
import { recordAudit } from './auditLog.ts';
import { isAdmin } from './authorization.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { Viewer } from './viewer.ts';

export const DEACTIVATED_MESSAGE = 'This account is deactivated. Ask an admin to reactivate it.';

/**
 * Deactivates or reactivates `userId`. Doing it twice changes nothing and is not an error; the first
 * deactivation time is kept.
 */
export async function setUserDeactivated(
  db: DB,
  viewer: Viewer,
  userId: number | null,
  deactivated: boolean,
): Promise<{ user: UserRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Only admins can do this.')] };
  if (userId === viewer.id)
    return { errors: [userError('userId', 'FORBIDDEN', "You can't deactivate or reactivate your own account; another admin can.")] };
  const notFound = { errors: [userError('userId', 'NOT_FOUND', 'No such user.')] };
  if (userId === null) return notFound;
  const user = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').select('deactivated_at').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const changed = await trx
      .updateTable('users')
      .set({ deactivated_at: deactivated ? sql<Date>`coalesce(deactivated_at, now())` : null })
      .where('id', '=', userId)
      .returning(USER_COLUMNS)
      .executeTakeFirst();
    // At once: every session of theirs, in every browser, ends with the deactivation.
    if (changed && deactivated) await trx.deleteFrom('sessions').where('user_id', '=', changed.id).execute();
    if ((before.deactivated_at !== null) !== deactivated) {
      await recordAudit(trx, { action: deactivated ? 'USER_DEACTIVATED' : 'USER_REACTIVATED', actorId: viewer.id, userId });
    }
    return changed;
  });
  return user ? { user } : notFound;
}
