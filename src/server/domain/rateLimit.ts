// Sign-in attempts (and guesses of the current password when changing it) are limited per account *from one
// address* and per address, counted in the database so that every server process sees the same count: 5
// failures for one account from one address, or 30 from one address, in 15 minutes refuse further attempts
// from there until the window moves on. Keyed on the address too, so that nobody can lock an account out for
// its owner by failing on purpose from elsewhere. A success clears the account's failures.
//
// The check and the count are one step: each attempt is recorded as a failure *before* the password is
// checked, under an advisory lock per key, and removed by a success. Otherwise attempts sent at once were all
// checked against a count that none of them had written yet (40 at once: 40 guesses).
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

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

export async function clearSignInFailures(db: DB, account: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
}
