// One GraphQL subscription over Server-Sent Events (the GraphQL over SSE protocol, distinct connections
// mode, as the server's Yoga speaks it): a fetch POST with `Accept: text/event-stream` (fetch, not
// EventSource, which can send neither a body nor the CSRF header), its body read as events by
// eventsource-parser. An answer that is not a stream (a refusal: 401, 403, 400) is read as any GraphQL answer.
import { createParser } from 'eventsource-parser';
import type { GraphQLResponse } from 'relay-runtime';
import { NetworkError } from './errors';
import { readGraphQLResponse } from './graphqlResponse';
import type { HttpRequest } from './httpRequest';

export interface EventStreamHandlers {
  /** The server answered with a stream: it follows the subscription from now on. */
  onOpen(): void;
  /** One event's payload (a GraphQL response, possibly with errors only). */
  onNext(payload: unknown): void;
}

/**
 * Reads the stream until it ends. Resolves when the server completes it; rejects with a NetworkError when
 * no stream could be had or it broke, or with what readGraphQLResponse throws for a refusal.
 */
export async function readEventStream(
  request: HttpRequest,
  handlers: EventStreamHandlers,
  signal: AbortSignal,
  fetchFn: typeof fetch,
): Promise<GraphQLResponse | undefined> {
  let response: Response;
  try {
    response = await fetchFn(request.url, {
      method: 'POST',
      headers: { ...request.headers, Accept: 'text/event-stream' },
      body: request.body ?? null,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    throw new NetworkError(signal.aborted ? 'aborted' : 'offline', 'The live connection could not be opened.', {
      retryable: true,
      cause: error,
    });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || response.body === null) {
    // A refusal answers as a GraphQL response: hand it back (readGraphQLResponse throws what it means).
    return readGraphQLResponse({ status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') });
  }
  handlers.onOpen();
  let completed = false;
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'complete') completed = true;
      else if (event.event === 'next' && event.data) handlers.onNext(JSON.parse(event.data));
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    throw new NetworkError(signal.aborted ? 'aborted' : 'offline', 'The live connection broke.', { retryable: true, cause: error });
  }
  if (!completed) throw new NetworkError('offline', 'The live connection ended unexpectedly.', { retryable: true });
  return undefined;
}
