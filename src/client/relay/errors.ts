// The two kinds of failure the network layer raises (design.md §3). Everything else — partial data with
// field errors — is handed to Relay, which stores each error on its field.

/**
 * What to do after a failure that is neither the connection's nor the input's (a server error, an answer the page
 * could not read): every such message ends with it, so that none leaves the user without a next step.
 */
export const TRY_AGAIN = 'Reload the page and try again; if it keeps failing, tell an admin.';

/**
 * Why no usable GraphQL response arrived.
 * - offline: the request never got an answer (DNS, refused connection, dropped socket).
 * - timeout: we gave up waiting.
 * - aborted: the request was cancelled (usually because nobody needs the result any more).
 * - bad-response: an answer came, with a GraphQL status, but its body is not a GraphQL response.
 * - http: an answer came with a status that is not a GraphQL one (e.g. a proxy's 502 page).
 */
export type NetworkErrorKind = 'offline' | 'timeout' | 'aborted' | 'bad-response' | 'http';

export interface NetworkErrorOptions {
  status?: number;
  retryable: boolean;
  /** How long the server asked us to wait before trying again (`Retry-After`), in milliseconds. */
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

/** No usable GraphQL response: the UI says the server cannot be reached and offers Retry. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly kind: NetworkErrorKind;
  readonly status: number | undefined;
  /** Whether sending the same request again may succeed (mutations are sent again with the same Idempotency-Key). */
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(kind: NetworkErrorKind, message: string, options: NetworkErrorOptions) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.retryable = options.retryable;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** One entry of a GraphQL response's `errors`, with the extension code our server sets. */
export interface GraphQLErrorPayload {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/**
 * A GraphQL response with `errors` and no `data`: the request as a whole was refused (parse, validation,
 * authentication...). Not retried: sending it again gives the same answer.
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  readonly errors: readonly GraphQLErrorPayload[];
  readonly status: number | undefined;

  constructor(errors: readonly GraphQLErrorPayload[], status?: number) {
    super(errors.map((error) => error.message).join('\n') || 'The server refused the request.');
    this.errors = errors;
    this.status = status;
  }

  /** The distinct `extensions.code` values, e.g. `['UNAUTHENTICATED']`, so callers can branch on them. */
  get codes(): string[] {
    const codes = this.errors.map((error) => error.extensions?.code).filter((code) => code !== undefined);
    return [...new Set(codes)];
  }
}
