// Who is on the other end of a request. Behind a reverse proxy the socket's peer is the proxy, and the browser's
// address, host and scheme arrive in X-Forwarded-* headers — which anyone can also send. So those headers are
// believed only from the proxies the operator names (TRIAGE_TRUSTED_PROXIES); from anyone else they are ignored.
import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/** Addresses of the reverse proxies whose X-Forwarded-* headers are believed (normalised, see normaliseAddress). */
export type TrustedProxies = readonly string[];

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is `127.0.0.1`. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}

function peerAddress(req: IncomingMessage): string {
  return normaliseAddress(req.socket.remoteAddress ?? 'unknown');
}

export function isFromTrustedProxy(req: IncomingMessage, trusted: TrustedProxies): boolean {
  return trusted.includes(peerAddress(req));
}

/** The values of a comma-separated X-Forwarded-* header, in order (a repeated header counts as one list). */
function forwardedList(req: IncomingMessage, name: string): string[] {
  const raw = req.headers[name];
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return joined
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/**
 * The browser's address: the peer, or — when the peer is a trusted proxy — the rightmost X-Forwarded-For entry
 * that is not itself a trusted proxy (entries further left were written by the client and prove nothing).
 */
export function clientAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  let address = peerAddress(req);
  if (!trusted.includes(address)) return address;
  const hops = forwardedList(req, 'x-forwarded-for');
  while (hops.length > 0 && trusted.includes(address)) {
    const hop = normaliseAddress(hops.pop() as string);
    if (net.isIP(hop) === 0) break; // not an address: stop at the last one we could read
    address = hop;
  }
  return address;
}

/** The host (and port) the browser asked for: the proxy's X-Forwarded-Host when trusted, else Host. */
export function requestedHost(req: IncomingMessage, trusted: TrustedProxies): string | undefined {
  const forwarded = isFromTrustedProxy(req, trusted) ? forwardedList(req, 'x-forwarded-host')[0] : undefined;
  return (forwarded ?? req.headers.host)?.toLowerCase();
}

/**
 * Whether the browser reached us over https (then the session cookie is marked Secure): a TLS socket, or a proxy
 * that says so. The one X-Forwarded header believed from anyone: a false "https" only makes the sender's own
 * cookie stricter, and a TLS proxy the operator did not list still gets Secure cookies.
 */
export function isSecureRequest(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  return forwardedList(req, 'x-forwarded-proto')[0]?.toLowerCase() === 'https';
}
