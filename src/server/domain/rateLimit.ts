// Sign-in attempts (and guesses of the current password when changing it) are limited per account *from one
// address* and per address, counted in the database so that every server process sees the same count: 5
// failures for one account from one address, or 30 from one address, in 15 minutes refuse further attempts
// from there until the window moves on. Keyed on the address too, so that nobody can lock an account out for
// its owner by failing on purpose from elsewhere. A success clears the account's failures.
//
// Sign-ups and invitation acceptances that fail are limited per address too (10 in 15 minutes): they would
// otherwise tell anyone, at speed, which addresses have an account, or let them guess invitation links.
//
// The check and the count are one step: each attempt is recorded as a failure *before* the password is
// checked, under an advisory lock per key, and removed by a success. Otherwise attempts sent at once were all
// checked against a count that none of them had written yet (40 at once: 40 guesses).
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { recordAudit } from './auditLog.ts';

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const MAX_SIGN_UP_FAILURES_PER_ADDRESS = 10;

/**
 * Whether an attempt on `account` from `address` may go ahead; if so it is counted (as a failure until
 * clearSignInFailures says otherwise).
 */
export function reserveSignInAttempt(db: DB, account: string, address: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Always the pair's lock first, then the address's: no two attempts wait for each other in a cycle.
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${account}:${address}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-in-address:${address}`}))`.execute(trx);
    const since = new Date(Date.now() - WINDOW_MS);
    const row = await trx
      .selectFrom('sign_in_failures')
      .select([sql<number>`count(*) filter (where account = ${account})::int`.as('byAccount'), sql<number>`count(*)::int`.as('byAddress')])
      .where('at', '>', since)
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    if (row.byAccount >= MAX_FAILURES_PER_ACCOUNT || row.byAddress >= MAX_FAILURES_PER_ADDRESS) return false;
    await trx.insertInto('sign_in_failures').values({ account, address }).execute();
    // Old rows are never read again; trimming here keeps the table small without a scheduler.
    await trx
      .deleteFrom('sign_in_failures')
      .where('at', '<', new Date(Date.now() - 2 * WINDOW_MS))
      .execute();
    return true;
  });
}

/**
 * After an attempt turned out wrong: when its failure was the one that reached the account's limit from this
 * address, the audit log records the lock-out (once per window: under the pair's lock, and only if no entry
 * for the pair is newer than the window). The failure itself was counted when the attempt was reserved.
 */
export function noteSignInFailure(db: DB, account: string, address: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${account}:${address}`}))`.execute(trx);
    const since = new Date(Date.now() - WINDOW_MS);
    const { failures } = await trx
      .selectFrom('sign_in_failures')
      .select(sql<number>`count(*)::int`.as('failures'))
      .where('account', '=', account)
      .where('address', '=', address)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (failures < MAX_FAILURES_PER_ACCOUNT) return;
    const recorded = await trx
      .selectFrom('audit_entries')
      .select('id')
      .where('action', '=', 'SIGN_IN_LOCKED')
      .where('email', '=', account)
      .where('address', '=', address)
      .where('at', '>', since)
      .executeTakeFirst();
    if (recorded) return;
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', account))
      .executeTakeFirst();
    await recordAudit(trx, { action: 'SIGN_IN_LOCKED', actorId: null, userId: user?.id ?? null, email: account, address });
  });
}

export async function clearSignInFailures(db: DB, account: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
}

/**
 * Whether a sign-up or invitation attempt from `address` may ask the database whether an address or login
 * is taken (or an invitation link exists); if so it is counted as a failure, and the id returned lets a
 * success take it back. Only attempts that passed the checks needing no database are counted: those
 * reveal nothing, and someone fumbling a password rule is not locked out.
 */
export function reserveSignUpAttempt(db: DB, address: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-up-address:${address}`}))`.execute(trx);
    const { failures } = await trx
      .selectFrom('sign_up_failures')
      .select(sql<number>`count(*)::int`.as('failures'))
      .where('address', '=', address)
      .where('at', '>', new Date(Date.now() - WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (failures >= MAX_SIGN_UP_FAILURES_PER_ADDRESS) return null;
    const { id } = await trx.insertInto('sign_up_failures').values({ address }).returning('id').executeTakeFirstOrThrow();
    await trx
      .deleteFrom('sign_up_failures')
      .where('at', '<', new Date(Date.now() - 2 * WINDOW_MS))
      .execute();
    return id;
  });
}

/** A reserved sign-up attempt that succeeded: it does not count toward the limit. */
export async function forgetSignUpAttempt(db: DB, id: number): Promise<void> {
  await db.deleteFrom('sign_up_failures').where('id', '=', id).execute();
}
