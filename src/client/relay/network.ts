// The client's one HTTP door to GraphQL (design.md §3), built from small parts: httpRequest decides what
// is sent, transport moves it, graphqlResponse decides what the answer means, retry decides whether to try
// again. Relay unsubscribing (a disposed query, a left route, a cancelled upload) aborts the request.
import {
  Network,
  Observable,
  type CacheConfig,
  type FetchFunction,
  type GraphQLResponse,
  type INetwork,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import { NetworkError } from './errors';
import { readGraphQLResponse } from './graphqlResponse';
import { buildHttpRequest, type RequestOptions } from './httpRequest';
import { DEFAULT_RETRY, retryDelay, type RetryPolicy } from './retry';
import { send } from './transport';
import { uploadProgressListener } from './uploadProgress';

/** What the network layer reports, for logging and tests. */
export type NetworkEvent =
  | {
      readonly kind: 'request';
      readonly operation: string;
      readonly attempt: number;
      readonly method: 'GET' | 'POST';
      readonly multipart: boolean;
    }
  | {
      readonly kind: 'response';
      readonly operation: string;
      readonly attempt: number;
      readonly status: number;
      readonly durationMs: number;
    }
  | { readonly kind: 'retry'; readonly operation: string; readonly attempt: number; readonly delayMs: number; readonly error: NetworkError }
  | { readonly kind: 'error'; readonly operation: string; readonly attempt: number; readonly error: Error };

export interface NetworkOptions {
  /** The GraphQL endpoint. Default `/graphql` on the page's origin. */
  readonly endpoint?: string;
  /** How queries are sent: `POST` (default) or `GET` (cacheable URLs with persisted ids). Mutations always POST. */
  readonly queryMethod?: 'POST' | 'GET';
  /** Longest GET URL; a longer query goes as POST. Default 2000. */
  readonly maxUrlLength?: number;
  /** Send `doc_id` instead of the text for persisted operations. Default true. */
  readonly persistedQueries?: boolean;
  /** Give up on a request after this long, in ms; 0 never. Default 30 000. Uploads use `uploadTimeoutMs`. */
  readonly timeoutMs?: number;
  /** The same for requests carrying files; default 0 (a large file on a slow line may take long). */
  readonly uploadTimeoutMs?: number;
  /** Retries of queries after a retryable network error. Default: 2 retries, 500 ms doubling, at most 8 s. */
  readonly retry?: RetryPolicy;
  /** Told of every request, response, retry and failure. */
  readonly onEvent?: (event: NetworkEvent) => void;
  /** The fetch implementation (bound late, so a fetch installed after boot is used). */
  readonly fetchFn?: typeof fetch;
  /** The XMLHttpRequest constructor used for uploads with progress. Default the global one, if any. */
  readonly XMLHttpRequest?: typeof XMLHttpRequest;
}

export function createNetwork(options: NetworkOptions = {}): INetwork {
  const requestOptions: RequestOptions = {
    endpoint: options.endpoint ?? '/graphql',
    queryMethod: options.queryMethod ?? 'POST',
    maxUrlLength: options.maxUrlLength ?? 2000,
    persistedQueries: options.persistedQueries ?? true,
  };
  const retry = options.retry ?? DEFAULT_RETRY;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const uploadTimeoutMs = options.uploadTimeoutMs ?? 0;
  const fetchFn: typeof fetch = options.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  const emit = options.onEvent ?? (() => {});

  const fetchGraphQL: FetchFunction = (
    request: RequestParameters,
    variables: Variables,
    cacheConfig: CacheConfig,
    uploadables?: UploadableMap | null,
  ) =>
    Observable.create<GraphQLResponse>((sink) => {
      // Built outside the attempt loop: a request that cannot be built is a bug, not worth retrying.
      let http: ReturnType<typeof buildHttpRequest>;
      try {
        http = buildHttpRequest(requestOptions, request, variables, uploadables);
      } catch (error) {
        sink.error(error instanceof Error ? error : new Error(String(error)));
        return undefined;
      }
      const multipart = http.body instanceof FormData;
      // Queries may be sent again; so may mutations and uploads, which carry an Idempotency-Key (the same on
      // every attempt) so that the server applies them once and answers a retry with the first answer.
      const mayRetry = request.operationKind === 'query' || request.operationKind === 'mutation';
      const controller = new AbortController();
      let retryTimer: ReturnType<typeof setTimeout> | undefined;

      const attempt = (n: number) => {
        const started = Date.now();
        emit({ kind: 'request', operation: request.name, attempt: n, method: http.method, multipart });
        send(http, {
          signal: controller.signal,
          timeoutMs: multipart ? uploadTimeoutMs : timeoutMs,
          onUploadProgress: multipart ? uploadProgressListener(cacheConfig) : undefined,
          fetchFn,
          XMLHttpRequest: Xhr,
        })
          .then((answer) => {
            emit({ kind: 'response', operation: request.name, attempt: n, status: answer.status, durationMs: Date.now() - started });
            return readGraphQLResponse(answer);
          })
          .then(
            (response) => {
              if (sink.closed) return;
              sink.next(response);
              sink.complete();
            },
            (error: unknown) => {
              if (sink.closed || controller.signal.aborted) return;
              const failure = error instanceof Error ? error : new Error(String(error));
              if (mayRetry && failure instanceof NetworkError && failure.retryable && n < retry.retries) {
                const delayMs = retryDelay(retry, n, failure);
                emit({ kind: 'retry', operation: request.name, attempt: n, delayMs, error: failure });
                retryTimer = setTimeout(() => attempt(n + 1), delayMs);
                return;
              }
              emit({ kind: 'error', operation: request.name, attempt: n, error: failure });
              sink.error(failure);
            },
          );
      };
      attempt(0);

      // Relay unsubscribes when nobody needs the result any more: stop waiting and free the connection.
      return () => {
        clearTimeout(retryTimer);
        controller.abort();
      };
    });

  return Network.create(fetchGraphQL);
}
