// Idempotency keys: a client that sends a mutation with a key, loses the answer to a network error and
// sends it again with the same key gets the first answer back, and nothing is written twice. Keys belong
// to one user (another user's key of the same value is another key) and are kept for a day.
//
// The first request claims the key by inserting its row (the primary key makes two claims at once
// impossible), runs, and stores its answer. A retry that finds the row waits for that answer; one that
// finds the key used for a different request is refused.
import type { DB } from '../db/database.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;
const POLL_MS = 25;

export type Claim =
  | { readonly kind: 'first' }
  | { readonly kind: 'answered'; readonly response: unknown }
  | { readonly kind: 'other-request' }
  | { readonly kind: 'still-running' };

/**
 * Claims `key` for `fingerprint` (what the request asks: its document and variables), or finds what became
 * of the request that claimed it first, waiting up to `waitMs` for that one to finish.
 */
export async function claimIdempotencyKey(db: DB, userId: number, key: string, fingerprint: string, waitMs: number): Promise<Claim> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, fingerprint, response: null })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    });
  if (inserted) {
    // Old keys are never asked for again; trimming here keeps the table small without a scheduler.
    await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(Date.now() - KEPT_MS))
      .execute();
    return { kind: 'first' };
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'response'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    // Gone: the first request failed before it had an answer and gave the key up; this one may try.
    if (!row) return claimIdempotencyKey(db, userId, key, fingerprint, Math.max(0, deadline - Date.now()));
    if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
    if (row.response !== null) return { kind: 'answered', response: row.response };
    if (Date.now() >= deadline) return { kind: 'still-running' };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Keeps the first request's answer for its retries. */
export async function keepIdempotentAnswer(db: DB, userId: number, key: string, response: unknown): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** The first request ended without an answer worth keeping (it threw): a retry may run it again. */
export async function releaseIdempotencyKey(db: DB, userId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('response', 'is', null).execute();
}
