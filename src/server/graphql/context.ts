// What every resolver receives: the server's services, who is asking, this request's own DataLoaders,
// and a way to set the session cookie on the response.
import type { UploadLimits } from '../config/uploads.ts';
import type { DB } from '../db/database.ts';
import { lookUpSession } from '../domain/sessions.ts';
import type { Viewer } from '../domain/viewer.ts';
import { sessionTokenFrom } from './sessionCookie.ts';
import type { FileStore } from '../storage/fileStore.ts';
import type { LiveFeed } from './liveFeed.ts';
import { createLoaders, type Loaders, type SharedReads } from './loaders.ts';

/** The long-lived parts of the server that requests use. */
export interface Services {
  readonly db: DB;
  readonly files: FileStore;
  readonly uploads: UploadLimits;
  /** allowSignUp: TRIAGE_ALLOW_SIGNUP when set, which fixes the sign-up policy; null lets the database decide. */
  readonly workspace: { readonly name: string; readonly allowSignUp: boolean | null };
  /** The change notices live subscriptions follow. */
  readonly live: LiveFeed;
  /** When SMTP_URL is set, the sender of queued invitation mails (jobs/invitationMailSender.ts); null otherwise. */
  readonly invitationMails: { wake(): void } | null;
}

/** What a resolver may know about the HTTP request. */
export interface RequestInfo {
  /** The session token from the cookie, if any. */
  readonly sessionToken: string | undefined;
  /** The client's network address (for rate limits). */
  readonly address: string;
  /** The User-Agent header, kept with a new session to name its device; null when none was sent. */
  readonly userAgent: string | null;
  readonly secure: boolean;
  /** The Idempotency-Key header of a mutation that may be retried (graphql/idempotentMutations.ts). */
  readonly idempotencyKey: string | undefined;
  /** Adds a Set-Cookie header to the response. */
  setCookie(value: string): void;
  /** Asks the browser to drop what it cached from this origin (a change of who is signed in). */
  clearBrowserCache(): void;
}

export interface Context extends Services {
  /** Changes only through `switchViewer`. */
  viewer: Viewer;
  readonly request: RequestInfo;
  loaders: Loaders;
  /** The viewer came from the process's session cache, not the database (a mutation reads it afresh: freshSessionForWrites.ts). */
  viewerFromCache: boolean;
}

/**
 * Makes the rest of this request run as `viewer` (after signing in, up or out), so that e.g. the payload's
 * `viewer { email }` is resolved as the person who just signed in. Loaders cache per viewer: new ones, over
 * `shared` reads when given (a live notice's, shared by its streams: graphql/noticeReads.ts).
 */
export function switchViewer(context: Context, viewer: Viewer, shared?: SharedReads): void {
  context.viewer = viewer;
  context.loaders = createLoaders(context.db, viewer, shared);
}

/** Reads the request's session from the database, bypassing the cache, and runs the rest of the request as its person. */
export async function reReadViewer(context: Context): Promise<void> {
  const { user } = await lookUpSession(context.db, context.request.sessionToken, { fresh: true });
  context.viewerFromCache = false;
  switchViewer(context, user ? { id: user.id, role: user.role } : null);
  if (user) context.loaders.user.prime(user.id, user);
}

/** Headers that resolvers asked for, per request, written onto the response by useResponseHeaders (authPlugins.ts). */
export const pendingHeaders = new WeakMap<Request, [name: string, value: string][]>();

export async function createContext(
  services: Services,
  request: Request,
  origin: { readonly address: string; readonly secure: boolean },
): Promise<Context> {
  const sessionToken = sessionTokenFrom(request.headers.get('cookie'));
  const { user, cached } = await lookUpSession(services.db, sessionToken);
  const viewer: Viewer = user ? { id: user.id, role: user.role } : null;
  const loaders = createLoaders(services.db, viewer);
  // The session's lookup read the person's row: `viewer { … }` reads it from there, not with a statement of its own.
  if (user) loaders.user.prime(user.id, user);
  const headers: [string, string][] = [];
  pendingHeaders.set(request, headers);
  return {
    ...services,
    viewer,
    loaders,
    viewerFromCache: cached,
    request: {
      sessionToken,
      address: origin.address,
      userAgent: request.headers.get('user-agent'),
      secure: origin.secure,
      idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
      setCookie: (value) => headers.push(['Set-Cookie', value]),
      clearBrowserCache: () => headers.push(['Clear-Site-Data', '"cache"']),
    },
  };
}
