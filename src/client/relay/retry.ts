// When a request is sent again after a network error: a bounded number of times, with exponential backoff
// and jitter (so many clients recovering at once do not hit the server in step), honouring Retry-After.
// Mutations and uploads too, under an Idempotency-Key the server applies once (account mutations have none: network.ts).
import type { NetworkError } from './errors';

export interface RetryPolicy {
  /** How many times a request is sent again after the first attempt failed (0: never). */
  readonly retries: number;
  /** The wait before the first retry; it doubles for each one after. */
  readonly baseDelayMs: number;
  /** No wait is longer than this, not even one the server asked for. */
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 500, maxDelayMs: 8000 };

/** The wait before retry number `attempt` (0-based): between half and all of base·2^attempt. */
export function retryDelay(policy: RetryPolicy, attempt: number, error: NetworkError, random: () => number = Math.random): number {
  if (error.retryAfterMs !== undefined) return Math.min(policy.maxDelayMs, error.retryAfterMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
