// Mutations about the viewer's own account: sign up, sign in, sign out, change password.
import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { changePassword, signIn, signUp } from '../../domain/accounts.ts';
import { requireViewer } from '../../domain/authorization.ts';
import { acceptInvitation } from '../../domain/invitations.ts';
import { updateProfile } from '../../domain/profile.ts';
import { removeAvatar, setAvatar } from '../../domain/avatars.ts';
import { endSession } from '../../domain/sessions.ts';
import { clearedSessionCookie, sessionCookie } from '../sessionCookie.ts';
import { switchViewer } from '../context.ts';

type AccountMutations = Pick<
  MutationResolvers,
  'signUp' | 'signIn' | 'signOut' | 'changePassword' | 'updateProfile' | 'updateAvatar' | 'removeAvatar' | 'acceptInvitation'
>;

export const accountMutations: AccountMutations = {
  async signUp(_, { input }, context) {
    const { db, workspace, request } = context;
    const result = await signUp(db, { ...input, address: request.address, userAgent: request.userAgent }, workspace.allowSignUp);
    const clientMutationId = input.clientMutationId ?? null;
    if ('errors' in result) return { viewer: null, errors: result.errors, clientMutationId };
    request.setCookie(sessionCookie(result.token, request.secure));
    switchViewer(context, { id: result.user.id, role: result.user.role });
    return { viewer: result.user, errors: [], clientMutationId };
  },

  async acceptInvitation(_, { input }, context) {
    const { db, workspace, request } = context;
    const result = await acceptInvitation(db, { ...input, address: request.address, userAgent: request.userAgent }, workspace.allowSignUp);
    const clientMutationId = input.clientMutationId ?? null;
    if ('errors' in result) return { viewer: null, errors: result.errors, clientMutationId };
    // As at sign-in: the session the request came with (someone else's, perhaps) ends.
    await endSession(db, request.sessionToken);
    request.setCookie(sessionCookie(result.token, request.secure));
    switchViewer(context, { id: result.user.id, role: result.user.role });
    return { viewer: result.user, errors: [], clientMutationId };
  },

  async signIn(_, { input }, context) {
    const { db, request } = context;
    const result = await signIn(db, {
      email: input.email,
      password: input.password,
      address: request.address,
      userAgent: request.userAgent,
    });
    const clientMutationId = input.clientMutationId ?? null;
    if ('errors' in result) return { viewer: null, errors: result.errors, clientMutationId };
    // A new session for every sign-in: a token planted before sign-in is never promoted (session fixation).
    await endSession(db, request.sessionToken);
    request.setCookie(sessionCookie(result.token, request.secure));
    switchViewer(context, { id: result.user.id, role: result.user.role });
    return { viewer: result.user, errors: [], clientMutationId };
  },

  async signOut(_, { input }, context) {
    const { db, request } = context;
    await endSession(db, request.sessionToken);
    request.setCookie(clearedSessionCookie(request.secure));
    // Private files the browser kept must not be shown to whoever uses it next.
    request.clearBrowserCache();
    switchViewer(context, null);
    return { clientMutationId: input?.clientMutationId ?? null };
  },

  async changePassword(_, { input }, { db, viewer, request }) {
    const signedIn = requireViewer(viewer);
    const result = await changePassword(db, signedIn, input.currentPassword, input.newPassword, request.address, request.sessionToken);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { viewer: null, errors: result.errors, clientMutationId }
      : { viewer: result.user, errors: [], clientMutationId };
  },

  async updateAvatar(_, { input }, { db, viewer }) {
    const result = await setAvatar(db, requireViewer(viewer), input.image);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { viewer: null, errors: result.errors, clientMutationId }
      : { viewer: result.user, errors: [], clientMutationId };
  },

  async removeAvatar(_, { input }, { db, viewer }) {
    const { user } = await removeAvatar(db, requireViewer(viewer));
    return { viewer: user, errors: [], clientMutationId: input?.clientMutationId ?? null };
  },

  async updateProfile(_, { input }, { db, viewer }) {
    const result = await updateProfile(db, requireViewer(viewer), input.name);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { viewer: null, errors: result.errors, clientMutationId }
      : { viewer: result.user, errors: [], clientMutationId };
  },
};
