// The client's one HTTP door to GraphQL (design.md §3). Each operation goes through three steps, kept
// apart so that the later transport work (GET, persisted ids, multipart uploads, timeout and retry) has an
// obvious place to go: buildHttpRequest decides what is sent, send() moves it, readGraphQLResponse decides
// what the answer means.
import {
  Network,
  Observable,
  type FetchFunction,
  type GraphQLResponse,
  type INetwork,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { GraphQLRequestError, NetworkError, type GraphQLErrorPayload } from './errors';

export interface NetworkOptions {
  /** The GraphQL endpoint; the same origin's `/graphql` unless configured. */
  endpoint?: string;
  /** The fetch implementation; injectable so the network layer can be tested against any HTTP server. */
  fetchFn?: typeof fetch;
}

const ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

// The server's CSRF prevention requires a non-simple header; sending it on every request keeps one rule.
const CSRF_HEADER = 'X-Triage-CSRF';

// Statuses that may carry a GraphQL response: 200, 400 (request error), 422 (newer GraphQL-over-HTTP
// drafts) and 294 (partial success). Any other status means something other than GraphQL answered.
const GRAPHQL_STATUSES = new Set([200, 294, 400, 422]);

export function createNetwork({ endpoint = '/graphql', fetchFn }: NetworkOptions = {}): INetwork {
  // Bound late, not captured at creation, so a fetch installed after boot (a polyfill, a test double) is used.
  const doFetch: typeof fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));

  const fetchGraphQL: FetchFunction = (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      send(doFetch, buildHttpRequest(endpoint, request, variables), controller.signal).then(
        (response) => {
          if (sink.closed) return;
          sink.next(response);
          sink.complete();
        },
        (error: unknown) => {
          if (!sink.closed) sink.error(error instanceof Error ? error : new Error(String(error)));
        },
      );
      // Relay unsubscribes when nobody needs the result any more (a disposed query reference, a left
      // route): aborting frees the connection. After completion the abort is a harmless no-op.
      return () => controller.abort();
    });

  return Network.create(fetchGraphQL);
}

interface HttpRequest {
  url: string;
  init: RequestInit;
}

/** What goes on the wire for one operation: a JSON POST carrying the persisted id, or the text. */
function buildHttpRequest(endpoint: string, request: RequestParameters, variables: Variables): HttpRequest {
  // Persisted operations (relay.config.json persistConfig) are sent by id; the production server runs
  // nothing else.
  const document = request.id != null ? { doc_id: request.id } : request.text != null ? { query: request.text } : null;
  if (document === null) throw new Error(`Operation ${request.name} has neither a persisted id nor a text.`);
  return {
    url: endpoint,
    init: {
      method: 'POST',
      headers: {
        Accept: ACCEPT,
        'Content-Type': 'application/json',
        [CSRF_HEADER]: '1',
      },
      body: JSON.stringify({ ...document, variables, operationName: request.name }),
    },
  };
}

async function send(fetchFn: typeof fetch, { url, init }: HttpRequest, signal: AbortSignal): Promise<GraphQLResponse> {
  let response: Response;
  let body: string;
  try {
    response = await fetchFn(url, { ...init, signal });
    body = await response.text();
  } catch (error) {
    throw transportFailure(error, signal);
  }
  return readGraphQLResponse(response.status, body);
}

/** Maps a failure to get any answer at all (fetch rejected, or the body stream broke) to a NetworkError. */
function transportFailure(error: unknown, signal: AbortSignal): NetworkError {
  if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
    return new NetworkError('aborted', 'The request was cancelled.', { retryable: false, cause: error });
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new NetworkError('timeout', 'The server took too long to answer.', { retryable: true, cause: error });
  }
  return new NetworkError('offline', "Can't reach the server.", { retryable: true, cause: error });
}

/**
 * Decides what an answer means: a GraphQL response (full or partial data) is returned for Relay; a request
 * error (errors, no data) becomes a GraphQLRequestError; anything else is a NetworkError.
 */
function readGraphQLResponse(status: number, body: string): GraphQLResponse {
  if (!GRAPHQL_STATUSES.has(status)) {
    throw new NetworkError('http', `The server answered with HTTP ${status}.`, {
      status,
      retryable: isTransientStatus(status),
    });
  }
  const payload = parseGraphQLPayload(body);
  if (payload === undefined) {
    throw new NetworkError('bad-response', 'The server’s answer is not a GraphQL response.', {
      status,
      retryable: false,
    });
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
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { data, errors } = value as { data?: unknown; errors?: unknown };
  const dataOk = data === undefined || data === null || (typeof data === 'object' && !Array.isArray(data));
  const errorsOk = errors === undefined || (Array.isArray(errors) && errors.every(isErrorPayload));
  const hasEither = (data !== undefined && data !== null) || (Array.isArray(errors) && errors.length > 0);
  return dataOk && errorsOk && hasEither ? (value as GraphQLPayload) : undefined;
}

function isErrorPayload(value: unknown): value is GraphQLErrorPayload {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** Statuses after which the same request may well succeed: timeouts, rate limits and server-side failures. */
function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
