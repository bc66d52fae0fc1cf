// Security headers for every response (helmet): a Content-Security-Policy the built client satisfies (no
// inline scripts; Fluent UI writes its styles at run time, hence style-src 'unsafe-inline'), no framing,
// no referrer beyond our origin, no MIME sniffing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

const applyHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'same-origin' },
  // The API is same-origin only; no cross-origin isolation needed beyond helmet's defaults.
  crossOriginEmbedderPolicy: false,
});

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => applyHelmet(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
}
