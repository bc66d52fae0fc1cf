// Persisted operations: relay-compiler writes persisted-queries.json (id -> text); clients send `doc_id`
// instead of the text (in a POST body, or as a GET parameter, which keeps query URLs short and cacheable).
import fs from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';

export type PersistedOperations = ReadonlyMap<string, string>;

export function loadPersistedOperations(file: string): PersistedOperations {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file}: expected an object of id -> query text`);
  const entries = Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string');
  return new Map(entries);
}

/** A document id from the request: `doc_id` in a JSON body, or in the URL of a GET. */
function extractDocId(params: object, request: Request): string | null {
  const fromBody: unknown = 'doc_id' in params ? params.doc_id : undefined;
  const docId = typeof fromBody === 'string' ? fromBody : request.method === 'GET' ? new URL(request.url).searchParams.get('doc_id') : null;
  return docId;
}

export function persistedOperationsPlugin(operations: PersistedOperations, allowArbitraryOperations: boolean) {
  return usePersistedOperations({
    allowArbitraryOperations,
    extractPersistedOperationId: extractDocId,
    getPersistedOperation: (id) => operations.get(id) ?? null,
    customErrors: {
      keyNotFound: {
        message: 'Send a GraphQL document as `query`, or a persisted operation id as `doc_id`.',
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      },
      notFound: {
        message: 'Unknown doc_id: this client may be older or newer than the server; reload the page.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
      },
      persistedQueryOnly: {
        message: 'This server runs persisted operations only: send a doc_id.',
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
      },
    },
  });
}
