// The session cookie: read from a Cookie header, written as a Set-Cookie value. It lives in the GraphQL layer,
// whose context reads it and whose sign-in and sign-out mutations set it; the HTTP edge (the layer above) reads it too.
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '../domain/sessions.ts';

/** The session token in a Cookie header, if any. */
export function sessionTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader || cookieHeader.length > 8192) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

/** httpOnly (scripts never see it), SameSite=Lax (not sent on cross-site POSTs), Secure behind https. */
export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_LIFETIME_MS / 1000}${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}
