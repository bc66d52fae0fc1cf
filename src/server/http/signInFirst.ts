// A page that needs a session, asked for without one, is answered with a redirect to the sign-in page by the
// server itself: the visitor goes there before any code loads, and the browser never sees the 401 the page's
// first query would get (Chromium logs every 401 as a console error). The client's own redirect
// (SignInRedirect) stays for a session that ends while a page is open. The other way round, someone signed in who
// opens the sign-in or sign-up page (an old link, a bookmark) is sent on to where that page would send them.
import type http from 'node:http';
import { safeNextPath, SIGN_IN_ROUTE, SIGN_UP_ROUTE, signInPath } from '../../shared/signInAddress.ts';

/** The sign-in and sign-up pages: the ways in, which someone signed in has no use for. */
const WAYS_IN: readonly RegExp[] = [new RegExp(`^/${SIGN_IN_ROUTE}/?$`), new RegExp(`^/${SIGN_UP_ROUTE}/?$`)];

/** Pages for people with no session: signing in, signing up, accepting an invitation. */
const SIGNED_OUT_PAGES: readonly RegExp[] = [...WAYS_IN, /^\/invitations\/[^/]+\/?$/];

/**
 * Whether an address is one of the app's pages (and not a file of the build): the app's addresses have no
 * dot (slugs, numbers and tokens are made of letters, digits and dashes), the build's files all do.
 */
function isAppPage(pathname: string): boolean {
  return !pathname.includes('.') && !pathname.startsWith('/assets/');
}

export function needsSession(pathname: string): boolean {
  return isAppPage(pathname) && !SIGNED_OUT_PAGES.some((page) => page.test(pathname));
}

/** Answers 303 to the sign-in page; the answer depends on the cookie, so no cache may keep it. */
export function redirectToSignIn(res: http.ServerResponse, pathname: string, search: string): void {
  res.setHeader('Cache-Control', 'no-store');
  // The same address the client's own redirect (SignInRedirect) builds; the sign-in page checks `next` again.
  res.writeHead(303, { Location: signInPath(pathname + search) }).end();
}

export function isWayIn(pathname: string): boolean {
  return WAYS_IN.some((page) => page.test(pathname));
}

/**
 * Answers 303 to the page a signed-in visitor of the sign-in or sign-up page is going to: its `next` if that is a
 * path of this app (safeNextPath), else the home page, as the pages themselves do once rendered (SignInPage,
 * SignUpPage), so the visitor does not load a page that only navigates away.
 */
export function redirectSignedIn(res: http.ServerResponse, searchParams: URLSearchParams): void {
  res.setHeader('Cache-Control', 'no-store');
  res.writeHead(303, { Location: safeNextPath(searchParams.get('next')) }).end();
}
