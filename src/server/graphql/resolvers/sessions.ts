// The viewer's own sessions: the Session type, and ending one of them or all the others.
import type { MutationResolvers, SessionResolvers } from '../__generated__/resolvers-types.ts';
import { requireViewer } from '../../domain/authorization.ts';
import { deviceName } from '../../domain/deviceName.ts';
import { endOtherSessions, endSessionOfViewer, isSessionOfToken } from '../../domain/sessions.ts';
import { switchViewer } from '../context.ts';
import { keyOf, toGlobalId } from '../globalId.ts';
import { clearedSessionCookie } from '../sessionCookie.ts';

export const Session: SessionResolvers = {
  id: (session) => toGlobalId('Session', session.id),
  createdAt: (session) => session.created_at,
  lastUsedAt: (session) => session.last_used_at,
  device: (session) => deviceName(session.user_agent),
  current: (session, _, { request }) => isSessionOfToken(session, request.sessionToken),
};

type SessionMutations = Pick<MutationResolvers, 'signOutSession' | 'signOutOtherSessions'>;

export const sessionMutations: SessionMutations = {
  async signOutSession(_, { input }, context) {
    const { db, request, loaders } = context;
    const viewer = requireViewer(context.viewer);
    const result = await endSessionOfViewer(db, viewer, keyOf(input.sessionId, 'Session'));
    const clientMutationId = input.clientMutationId ?? null;
    if ('errors' in result) return { endedSessionId: null, viewer: null, errors: result.errors, clientMutationId };
    const endedSessionId = toGlobalId('Session', result.ended.id);
    if (isSessionOfToken(result.ended, request.sessionToken)) {
      // As signOut: this browser is signed out, and what it cached must not be shown to whoever comes next.
      request.setCookie(clearedSessionCookie(request.secure));
      request.clearBrowserCache();
      switchViewer(context, null);
      return { endedSessionId, viewer: null, errors: [], clientMutationId };
    }
    return { endedSessionId, viewer: await loaders.user.load(viewer.id), errors: [], clientMutationId };
  },

  async signOutOtherSessions(_, { input }, { db, viewer, request, loaders }) {
    const signedIn = requireViewer(viewer);
    const ended = await endOtherSessions(db, signedIn.id, request.sessionToken);
    return {
      endedSessionIds: ended.map((id) => toGlobalId('Session', id)),
      viewer: await loaders.user.load(signedIn.id),
      errors: [],
      clientMutationId: input?.clientMutationId ?? null,
    };
  },
};
