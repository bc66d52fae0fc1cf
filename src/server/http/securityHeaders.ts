// Security headers for every response (helmet): a Content-Security-Policy the built client satisfies (three inline
// scripts, allowed by their hashes: the keys and the click held before the page's code runs,
// shared/keysBeforeHydration.ts and shared/clickBeforeHydration.ts, and
// what starts a rendered page's code once it is painted, shared/codeAfterPaint.ts; Fluent UI
// writes its styles at run time, hence style-src 'unsafe-inline'), no framing, no referrer beyond our origin, no
// MIME sniffing.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { CLICK_BEFORE_HYDRATION_SCRIPT } from '../../shared/clickBeforeHydration.ts';
import { CODE_AFTER_PAINT_SCRIPT } from '../../shared/codeAfterPaint.ts';
import { KEYS_BEFORE_HYDRATION_SCRIPT } from '../../shared/keysBeforeHydration.ts';

const hashed = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const applyHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", hashed(KEYS_BEFORE_HYDRATION_SCRIPT), hashed(CLICK_BEFORE_HYDRATION_SCRIPT), hashed(CODE_AFTER_PAINT_SCRIPT)],
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
