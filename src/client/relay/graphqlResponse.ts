// Decides what an HTTP answer means (design.md §3): a GraphQL response (full or partial data) goes to
// Relay; a request error (errors, no data) becomes a GraphQLRequestError; anything else is a NetworkError.
import type { GraphQLResponse } from 'relay-runtime';
import { GraphQLRequestError, NetworkError, type GraphQLErrorPayload } from './errors';

// Statuses that may carry a GraphQL response: 200, 400 (request error), 422 (newer GraphQL-over-HTTP
// drafts), 294 (partial success), and 401/403, with which our server refuses a request that needs a
// signed-in viewer (UNAUTHENTICATED) or a CSRF header. Any other status means something other than
// GraphQL answered; so does one of these whose body is not a GraphQL response.
const GRAPHQL_STATUSES = new Set([200, 294, 400, 401, 403, 422]);

export interface HttpAnswer {
  readonly status: number;
  readonly body: string;
  /** Seconds or an HTTP date from a `Retry-After` header, if any. */
  readonly retryAfter: string | null;
}

export function readGraphQLResponse({ status, body, retryAfter }: HttpAnswer): GraphQLResponse {
  if (!GRAPHQL_STATUSES.has(status)) {
    throw new NetworkError('http', `The server answered with HTTP ${status}.`, {
      status,
      retryable: isTransientStatus(status),
      retryAfterMs: parseRetryAfter(retryAfter),
    });
  }
  const payload = parseGraphQLPayload(body);
  if (payload === undefined) {
    throw new NetworkError('bad-response', 'The server’s answer is not a GraphQL response.', { status, retryable: false });
  }
  if (payload.data == null) {
    throw new GraphQLRequestError(payload.errors ?? [], status);
  }
  // Partial data (data and errors) goes to Relay unchanged: it stores each error on the field at its path.
  // The shape was checked by parseGraphQLPayload; Relay's type is only stricter about mutable arrays.
  return payload as GraphQLResponse;
}

interface GraphQLPayload {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorPayload[];
}

/** The parsed body if it is a single GraphQL response (an object with `data` and/or `errors`). */
function parseGraphQLPayload(body: string): GraphQLPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  // Only an object can hold `data` or `errors`. Reading them from `null` would throw; from any other JSON
  // value that is not an object (an array, a string, a number) both read as absent, which hasEither refuses.
  if (value === null) return undefined;
  const { data, errors } = value as { data?: unknown; errors?: unknown };
  // `typeof null` is 'object': `data: null` (a request error) is well-formed.
  const dataOk = data === undefined || (typeof data === 'object' && !Array.isArray(data));
  const errorsOk = errors === undefined || (Array.isArray(errors) && errors.every(isErrorPayload));
  const hasEither = (data !== undefined && data !== null) || (Array.isArray(errors) && errors.length > 0);
  return dataOk && errorsOk && hasEither ? value : undefined;
}

function isErrorPayload(value: unknown): value is GraphQLErrorPayload {
  // `?.` reads nothing from null; no other JSON value but an object can have a string `message`.
  return typeof (value as { message?: unknown } | null)?.message === 'string';
}

/**
 * Statuses after which the same request may well succeed: timeouts, the first copy of a mutation still
 * running (409 under its Idempotency-Key), rate limits and server-side failures.
 */
function isTransientStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * `Retry-After` in milliseconds: a number of seconds, or an HTTP date (0 once it has passed). Header values
 * arrive without surrounding whitespace (Fetch and XMLHttpRequest strip it); an empty or unreadable one is
 * ignored, and the backoff applies (`Date.parse` gives NaN).
 */
function parseRetryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
