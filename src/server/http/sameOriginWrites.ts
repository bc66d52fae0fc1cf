// Defence in depth against cross-site writes. CORS is off unless the operator allows origins, so another
// origin cannot read answers; but a page on another port or subdomain of the same site still gets the
// SameSite=Lax cookie sent with a POST. So a browser's POST to /graphql must come from the app's own origin
// (or an allowed one): the Origin header, or Sec-Fetch-Site where a browser sends no Origin. Requests from
// non-browsers (curl, scripts: neither header) are not cross-site requests and pass.
import type { IncomingMessage } from 'node:http';
import { requestedHost, type TrustedProxies } from './proxyTrust.ts';

export interface OriginPolicy {
  /** Origins (scheme://host[:port]) other than the app's own that may call the API with credentials. */
  readonly corsOrigins: readonly string[];
  readonly trustedProxies: TrustedProxies;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Why this request must be refused as a cross-site write, or null when it may go on. GET cannot change
 * anything here (a mutation over GET is refused with 405), so only other methods are checked.
 */
export function crossSiteWriteRefusal(req: IncomingMessage, policy: OriginPolicy): string | null {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return null;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (policy.corsOrigins.includes(origin.toLowerCase())) return null;
    const own = requestedHost(req, policy.trustedProxies);
    if (origin !== 'null' && own !== undefined && hostOf(origin) === own) return null;
    return `Requests from ${origin} may not change anything here: only pages of this server (or origins listed in TRIAGE_CORS_ORIGINS) may.`;
  }
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    return 'Requests from other sites may not change anything here.';
  }
  return null;
}
