// Which kind of GraphQL operation a request asks for, read before GraphQL Yoga runs it. Admission
// (admission.ts) lets subscriptions pass without waiting for a turn, since a stream lasts as long as the
// page holding it; anything else is ordinary work and waits its turn, even when it asks to be answered as a
// stream (`Accept: text/event-stream`), which used to be enough to skip the line.
import type http from 'node:http';
import { Kind, parse, type OperationTypeNode } from 'graphql';
import type { PersistedOperations } from '../graphql/persistedOperations.ts';

/** A request whose body was read here: whatwg-node (under Yoga) takes it from `body` instead of the stream. */
type ReadRequest = http.IncomingMessage & { body?: Buffer };

interface OperationParams {
  readonly query?: unknown;
  readonly doc_id?: unknown;
  readonly operationName?: unknown;
}

/** The GraphQL parameters of a GET (its URL) or of a JSON POST (its body, read here and left for Yoga). */
async function paramsOf(req: ReadRequest): Promise<OperationParams | null> {
  if (req.method === 'GET') {
    const search = new URL(req.url ?? '/', 'http://localhost').searchParams;
    return {
      query: search.get('query') ?? undefined,
      doc_id: search.get('doc_id') ?? undefined,
      operationName: search.get('operationName') ?? undefined,
    };
  }
  if (req.method !== 'POST' || !(req.headers['content-type'] ?? '').includes('json') || req.headers['content-length'] === '0') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  req.body = Buffer.concat(chunks);
  try {
    const parsed: unknown = JSON.parse(req.body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** The operation's kind, or null when the request names none that parses (Yoga then answers the error). */
export async function operationKind(req: http.IncomingMessage, persisted: PersistedOperations): Promise<OperationTypeNode | null> {
  const params = await paramsOf(req);
  if (!params) return null;
  const text =
    typeof params.query === 'string' ? params.query : typeof params.doc_id === 'string' ? persisted.get(params.doc_id) : undefined;
  if (text === undefined) return null;
  try {
    const operations = parse(text, { noLocation: true }).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const named = typeof params.operationName === 'string' ? operations.find((o) => o.name?.value === params.operationName) : undefined;
    return (named ?? (operations.length === 1 ? operations[0] : undefined))?.operation ?? null;
  } catch {
    return null;
  }
}
