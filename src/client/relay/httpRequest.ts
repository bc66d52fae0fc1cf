// What goes on the wire for one operation (design.md §3): the persisted id or the text; POST with JSON by
// default, GET for queries when asked (falling back to POST when the URL would be too long), and
// multipart/form-data when the operation carries files. Mutations never go over GET, and carry an
// Idempotency-Key made once per request, so that the server applies a retried mutation once; all but the
// account mutations, which the server runs whatever the key, and which are therefore never sent again.
import type { RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { buildMultipartBody } from './multipart';

export const ACCEPT = 'application/graphql-response+json, application/json;q=0.9';
/** The server's CSRF prevention requires a non-simple header; every request carries it, one rule for all. */
const CSRF_HEADER = 'X-Triage-CSRF';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The mutations sent without an Idempotency-Key, by operation name: the account mutations, which the server
 * runs whatever the key (their answers set cookies that a replayed answer could not give back:
 * server/graphql/idempotentMutations.ts). Without a key a mutation is never sent again (network.ts): a second
 * copy of one that reached the server would run again. tests/network/accountMutations.test.ts holds this list
 * to the server's.
 */
const SENT_WITHOUT_KEY: ReadonlySet<string> = new Set([
  'useSignInMutation',
  'useSignUpMutation',
  'useSignOutMutation',
  'useAcceptInvitationMutation',
  'useChangePasswordMutation',
]);

/** 128 random bits in hex. Not crypto.randomUUID: browsers offer it only on https and localhost. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface RequestOptions {
  readonly endpoint: string;
  readonly queryMethod: 'POST' | 'GET';
  /** Longest GET URL to send; longer ones go as POST (browsers, proxies and servers cap URLs near 8 kB). */
  readonly maxUrlLength: number;
  /** Send the persisted id (`doc_id`) instead of the text when the operation has one. */
  readonly persistedQueries: boolean;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | FormData;
}

export function buildHttpRequest(
  options: RequestOptions,
  request: RequestParameters,
  variables: Variables,
  uploadables?: UploadableMap | null,
): HttpRequest {
  const docId = options.persistedQueries && request.id != null ? request.id : undefined;
  const text = docId === undefined && request.text != null ? request.text : undefined;
  if (docId === undefined && text === undefined) {
    throw new Error(`Operation ${request.name} has neither a persisted id nor a text to send.`);
  }
  const document = docId !== undefined ? { doc_id: docId } : { query: text };
  const headers: Record<string, string> = { Accept: ACCEPT, [CSRF_HEADER]: '1' };
  if (request.operationKind === 'mutation' && !SENT_WITHOUT_KEY.has(request.name)) headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();

  if (uploadables && Object.keys(uploadables).length > 0) {
    // No Content-Type: the browser writes it, with the multipart boundary.
    const body = buildMultipartBody({ ...document, operationName: request.name, variables }, uploadables);
    return { method: 'POST', url: options.endpoint, headers, body };
  }
  if (options.queryMethod === 'GET' && request.operationKind === 'query') {
    const params = new URLSearchParams();
    if (docId !== undefined) params.set('doc_id', docId);
    if (text !== undefined) params.set('query', text);
    params.set('operationName', request.name);
    if (Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
    const url = `${options.endpoint}${options.endpoint.includes('?') ? '&' : '?'}${params}`;
    if (url.length <= options.maxUrlLength) return { method: 'GET', url, headers };
  }
  return {
    method: 'POST',
    url: options.endpoint,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...document, variables, operationName: request.name }),
  };
}
