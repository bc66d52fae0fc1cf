// Compressed GraphQL answers (the `compression` middleware: Brotli or gzip as the client's Accept-Encoding
// prefers, `Vary: Accept-Encoding`, nothing under 1 kB). A page's query answers tens of kB of JSON (the
// issue list about 18 kB), which Brotli brings to a few: on a slow mobile link that is the difference
// between data before the page's code and data after it.
// Answers differ per request, so they are compressed per request. What does not is compressed once: the pages
// (index.html with its preloads) by pageEncodings.ts on their first request, the built assets by the build
// (scripts/precompress.ts writes their .br and .gz copies).
// Only whole JSON answers are compressed: event streams (subscriptions) never come here, and a compressed
// stream would hold events back until a buffer fills. Request bodies are never decompressed, so the body
// size limit keeps meaning what it says. The answers carry no secret that reflected input could be probed
// against by their compressed length (no CSRF token in the body; the session is a cookie), so BREACH-style
// attacks find nothing.
import { constants } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

const COMPRESSED_TYPES = /^application\/(?:graphql-response\+)?json\b/;

const middleware = compression({
  threshold: 1024,
  // A request without Accept-Encoding gets the answer as it is (the middleware's default since 1.8, named here):
  // HTTP would allow any coding then, but a client that names none (curl, load generators) may not decode one.
  enforceEncoding: 'identity',
  // Quality 5: nearly the best ratio for JSON of this size, in well under a millisecond.
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (_req, res) => COMPRESSED_TYPES.test(String(res.getHeader('Content-Type') ?? '')),
});

/** Makes `res` compress what is written to it when it is a large enough JSON answer the client may take compressed. */
export function compressResponse(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) =>
    // The middleware's types are Express's; it reads and wraps only what Node's own request and response have.
    middleware(req as Parameters<typeof middleware>[0], res as Parameters<typeof middleware>[1], (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    ),
  );
}
