// Security headers for every response (helmet): a Content-Security-Policy the built client satisfies (one inline
// script, allowed by its hash: the keys held before the page's code runs, shared/keysBeforeHydration.ts; Fluent UI
// writes its styles at run time, hence style-src 'unsafe-inline'), no framing, no referrer beyond our origin, no
// MIME sniffing.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { KEYS_BEFORE_HYDRATION_SCRIPT } from '../../shared/keysBeforeHydration.ts';

const keysBeforeHydration = `'sha256-${createHash('sha256').update(KEYS_BEFORE_HYDRATION_SCRIPT).digest('base64')}'`;

const applyHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", keysBeforeHydration],
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
