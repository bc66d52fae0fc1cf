// Sign-in attempts are limited per account and per address, counted in the database so that every server
// process sees the same count: 5 failures per account or 30 per address in 15 minutes lock further
// attempts until the window moves on. A success clears the account's failures.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

export async function isSignInLimited(db: DB, account: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const row = await db
    .selectFrom('sign_in_failures')
    .select([
      sql<number>`count(*) filter (where account = ${account})::int`.as('byAccount'),
      sql<number>`count(*) filter (where address = ${address})::int`.as('byAddress'),
    ])
    .where('at', '>', since)
    .where((eb) => eb.or([eb('account', '=', account), eb('address', '=', address)]))
    .executeTakeFirstOrThrow();
  return row.byAccount >= MAX_FAILURES_PER_ACCOUNT || row.byAddress >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordSignInFailure(db: DB, account: string, address: string): Promise<void> {
  await db.insertInto('sign_in_failures').values({ account, address }).execute();
  // Old rows are never read again; trimming here keeps the table small without a scheduler.
  await db.deleteFrom('sign_in_failures').where('at', '<', new Date(Date.now() - 2 * WINDOW_MS)).execute();
}

export async function clearSignInFailures(db: DB, account: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
}
