// The sign-in and sign-up pages' addresses, coming back to a page afterwards (`/sign-in?next=<path+search>`).
// Built by the client's links and redirects (client/paths.ts re-exports them) and by the server's redirect of a
// signed-out request for a page (server/http/signInFirst.ts), so both send a visitor to the same place.
//
// `next` comes from the address bar, so anyone can craft a link that sets it; following it blindly would make
// the sign-in page an open redirect (sign in on our page, land on a look-alike site). Only paths of this app
// are followed.

/** The route names (React Router's patterns, without the leading slash). */
export const SIGN_IN_ROUTE = 'sign-in';
export const SIGN_UP_ROUTE = 'sign-up';

/** The home page: every project the viewer can see. */
export const HOME_PATH = '/';
export const SIGN_IN_PATH = `/${SIGN_IN_ROUTE}`;
export const SIGN_UP_PATH = `/${SIGN_UP_ROUTE}`;

// Any base works: it only tells a relative path from one that leaves the origin.
const BASE = 'https://triage.invalid';

/**
 * `value` if it is a path of this app (a relative URL starting with exactly one `/`), otherwise `/`.
 * Refused: absent or empty; scheme-relative `//host`; absolute URLs (`https:`, `javascript:`...); any
 * backslash (browsers read `/\host` as `//host`); control characters and whitespace (the URL parser
 * drops tabs and newlines, so `/\t/host` would become `//host`). The sign-in and sign-up pages
 * themselves give `/`: going back to them after signing in leads nowhere.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return HOME_PATH;
  // Backslash, C0 controls, DEL and every kind of whitespace.
  if (/[\\\u0000-\u001f\u007f\s]/u.test(value)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return HOME_PATH;
  }
  // Belt and braces: whatever the checks above missed, the parsed URL must still be on our origin.
  if (url.origin !== BASE) return HOME_PATH;
  if (url.pathname === SIGN_IN_PATH || url.pathname === SIGN_UP_PATH) return HOME_PATH;
  return value;
}

/** The sign-in page, coming back to `next` (when it is a path worth coming back to) afterwards. */
export function signInPath(next: string): string {
  const safe = safeNextPath(next);
  return safe === HOME_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${new URLSearchParams({ next: safe })}`;
}

/** The sign-up page, passing `next` on. */
export function signUpPath(next: string): string {
  const safe = safeNextPath(next);
  return safe === HOME_PATH ? SIGN_UP_PATH : `${SIGN_UP_PATH}?${new URLSearchParams({ next: safe })}`;
}
