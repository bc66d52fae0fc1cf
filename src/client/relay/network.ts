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
  type SubscribeFunction,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import { GraphQLRequestError, NetworkError, type GraphQLErrorPayload } from './errors';
import { readEventStream } from './eventStream';
import type { FirstAnswers } from './firstAnswers';
import { readGraphQLResponse } from './graphqlResponse';
import { createLiveConnection, type LiveConnection } from './liveConnection';
import { buildHttpRequest, IDEMPOTENCY_HEADER, type RequestOptions } from './httpRequest';
import { DEFAULT_RETRY, retryDelay, type RetryPolicy } from './retry';
import { send } from './transport';
import { uploadProgressListener } from './uploadProgress';

/** Which request an event is about: a number per request (the same on its retries), and whether it is a live stream. */
interface NetworkEventSource {
  readonly requestId: number;
  readonly stream: boolean;
}

/** What the network layer reports: to the layout's notice of a busy or unreachable server (relay/requestActivity.ts), and to tests. */
export type NetworkEvent = NetworkEventSource &
  (
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
    | {
        readonly kind: 'retry';
        readonly operation: string;
        readonly attempt: number;
        readonly delayMs: number;
        readonly error: NetworkError;
      }
    | { readonly kind: 'error'; readonly operation: string; readonly attempt: number; readonly error: Error }
  );

/** Omit over each member of a union (the built-in Omit would merge the members). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

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
  /** Where subscriptions report their state (the header's indicator, pages catching up). Default: one of its own. */
  readonly live?: LiveConnection;
  /** How long a dropped subscription waits before it connects again. Default: 1 s doubling, at most 30 s. */
  readonly liveRetry?: Omit<RetryPolicy, 'retries'>;
  /** Answers the page arrived with (firstAnswers.ts): a query they answer is not sent. Default: none. */
  readonly firstAnswers?: FirstAnswers;
  /** Whether the page is looked at, and when it is again. Default: the document's visibility (always seen without one). */
  readonly visibility?: PageVisibility;
}

/** Whether the page is in view; `whenSeen` calls back once when it is next, and returns how to stop waiting. */
export interface PageVisibility {
  hidden(): boolean;
  whenSeen(callback: () => void): () => void;
}

const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  whenSeen: (callback) => {
    const listener = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', listener);
      callback();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Errors with which the server ends a stream that should simply be opened again (after a wait): it restarted
 * or lost its database connection, the stream fell behind, or a newer page of the person's took its place
 * (STREAM_REPLACED: opened again only once the page is looked at, see `subscribe`).
 */
const REOPEN_CODES = new Set(['LIVE_INTERRUPTED', 'SLOW_CONSUMER', 'STREAM_REPLACED', 'SERVER_BUSY']);

const DEFAULT_LIVE_RETRY = { baseDelayMs: 1000, maxDelayMs: 30_000 };

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
  const report = options.onEvent ?? (() => {});
  let requests = 0;

  const fetchGraphQL: FetchFunction = (
    request: RequestParameters,
    variables: Variables,
    cacheConfig: CacheConfig,
    uploadables?: UploadableMap | null,
  ) => {
    const inlined = request.operationKind === 'query' && request.id != null ? options.firstAnswers?.take(request.id, variables) : undefined;
    if (inlined) return Observable.from(inlined);
    return Observable.create<GraphQLResponse>((sink) => {
      // Built outside the attempt loop: a request that cannot be built is a bug, not worth retrying.
      let http: ReturnType<typeof buildHttpRequest>;
      try {
        http = buildHttpRequest(requestOptions, request, variables, uploadables);
      } catch (error) {
        sink.error(error instanceof Error ? error : new Error(String(error)));
        return undefined;
      }
      const multipart = http.body instanceof FormData;
      // Queries may be sent again; so may mutations and uploads under an Idempotency-Key (the same on every attempt),
      // which the server applies once. Those without one (the account mutations, httpRequest.ts) are sent once.
      const mayRetry = request.operationKind === 'query' || IDEMPOTENCY_HEADER in http.headers;
      const controller = new AbortController();
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      const source = { requestId: ++requests, stream: false };
      const emit = (event: DistributiveOmit<NetworkEvent, keyof NetworkEventSource>) => report({ ...event, ...source });

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
              // An answer after Relay unsubscribed goes nowhere: a closed sink ignores it.
              sink.next(response);
              sink.complete();
            },
            (error: unknown) => {
              if (sink.closed) return; // Relay unsubscribed, which aborted the request: no failure to report
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
  };

  const live = options.live ?? createLiveConnection();
  const visibility = options.visibility ?? documentVisibility;
  const liveRetry = { retries: Number.POSITIVE_INFINITY, ...(options.liveRetry ?? DEFAULT_LIVE_RETRY) };

  // A subscription is one stream, open as long as Relay needs it. When it drops (the network, a restart, the
  // server ending it to be reopened) it connects again with backoff, and the live connection tells the pages
  // to catch up on what they missed. Refusals (signed out, not found) end it for good, as errors.
  const subscribe: SubscribeFunction = (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let http: ReturnType<typeof buildHttpRequest>;
      try {
        http = buildHttpRequest(requestOptions, request, variables);
      } catch (error) {
        sink.error(error instanceof Error ? error : new Error(String(error)));
        return undefined;
      }
      const stream = Symbol(request.name);
      const source = { requestId: ++requests, stream: true };
      const emit = (event: DistributiveOmit<NetworkEvent, keyof NetworkEventSource>) => report({ ...event, ...source });
      let controller = new AbortController();
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      let failures = 0;
      let down = false;
      let reopen = false;
      let replaced = false;
      let stopWaiting: (() => void) | undefined;

      const again = (reason: NetworkError) => {
        down = true;
        live.report(stream, 'reconnecting');
        const delayMs = retryDelay(liveRetry, failures, reason);
        failures += 1;
        emit({ kind: 'retry', operation: request.name, attempt: failures, delayMs, error: reason });
        retryTimer = setTimeout(connect, delayMs);
      };
      const connect = () => {
        controller = new AbortController();
        reopen = false;
        replaced = false;
        emit({ kind: 'request', operation: request.name, attempt: failures, method: 'POST', multipart: false });
        readEventStream(
          http,
          {
            onOpen: () => {
              live.report(stream, 'live');
              if (down) live.reconnected();
              down = false;
              failures = 0;
            },
            onNext: (payload) => {
              if (sink.closed) return;
              const { data, errors } = payload as { data?: unknown; errors?: GraphQLErrorPayload[] };
              if (data != null) return sink.next(payload as GraphQLResponse);
              const refusal = new GraphQLRequestError(errors ?? []);
              if (refusal.codes.some((code) => REOPEN_CODES.has(code))) {
                reopen = true;
                replaced = refusal.codes.includes('STREAM_REPLACED');
              } else {
                controller.abort();
                live.report(stream, null);
                sink.error(refusal);
              }
            },
          },
          controller.signal,
          fetchFn,
        ).then(
          (answer) => {
            if (sink.closed) return;
            // Not a stream: the server answered as to a query (a refusal throws instead).
            if (answer) {
              live.report(stream, null);
              sink.next(answer);
              return sink.complete();
            }
            // A newer page took this stream's place (the person's limit of streams): a page in the background
            // waits until it is looked at, then connects and catches up, taking the place of the oldest in turn.
            if (replaced && visibility.hidden()) {
              down = true;
              live.report(stream, 'reconnecting');
              stopWaiting = visibility.whenSeen(() => {
                stopWaiting = undefined;
                connect();
              });
              return;
            }
            // The server completed the stream: it stopped or asked to be reconnected; Relay still needs it.
            again(new NetworkError('offline', reopen ? 'The server asked to reconnect.' : 'The live stream ended.', { retryable: true }));
          },
          (error: unknown) => {
            if (sink.closed) return; // unsubscribed, or refused: the abort that follows is no failure to report
            const failure = error instanceof Error ? error : new Error(String(error));
            // A retryable error (no answer, or 408, 409, 429 and every 5xx: graphqlResponse.ts) opens the stream again.
            if (failure instanceof NetworkError && failure.retryable) return again(failure);
            emit({ kind: 'error', operation: request.name, attempt: failures, error: failure });
            live.report(stream, null);
            sink.error(failure);
          },
        );
      };
      live.report(stream, 'connecting');
      connect();

      return () => {
        clearTimeout(retryTimer);
        stopWaiting?.();
        controller.abort();
        live.report(stream, null);
      };
    });

  return Network.create(fetchGraphQL, subscribe);
}
