// The workspace (there is one) and invitations.
import type { CreateInvitationPayloadResolvers, InvitationResolvers, WorkspaceResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../globalId.ts';
import { signUpAllowed } from '../../domain/accounts.ts';
import { canSeeWorkspaceAdministration } from '../../domain/authorization.ts';
import { invitationCursor, invitationState, projectsOfInvitation } from '../../domain/invitations.ts';
import { signUpSetting } from '../../domain/workspaceSettings.ts';

export const Workspace: WorkspaceResolvers = {
  id: () => Buffer.from('Workspace:1', 'utf8').toString('base64url'),
  name: (_, __, { workspace }) => workspace.name,
  allowsSignUp: (_, __, { db, workspace }) => signUpAllowed(db, workspace.allowSignUp),
  signUpPolicy: async (_, __, { db, workspace }) => (await signUpSetting(db, workspace.allowSignUp)).policy,
  signUpPolicyFixedByServer: async (_, __, { db, workspace }) => (await signUpSetting(db, workspace.allowSignUp)).fixedByServer,
  mailsInvitations: (_, __, { viewer, invitationMails }) => canSeeWorkspaceAdministration(viewer) && invitationMails !== null,
  uploadPolicy: (_, __, { uploads }) => ({
    maxFileBytes: uploads.maxFileBytes,
    maxFilesPerUpload: uploads.maxFiles,
    allowedTypes: [...uploads.allowedTypes],
  }),
};

export const Invitation: InvitationResolvers = {
  id: (invitation) => toGlobalId('Invitation', invitation.id),
  state: (invitation) => invitationState(invitation),
  createdAt: (invitation) => invitation.created_at,
  expiresAt: (invitation) => invitation.expires_at,
  closedAt: (invitation) => invitation.accepted_at ?? invitation.revoked_at,
  // Whoever holds the link may read the invitation; who sent it, its projects and its mail are for admins.
  invitedBy: (invitation, _, { viewer, loaders }) =>
    canSeeWorkspaceAdministration(viewer) && invitation.invited_by !== null ? loaders.user.load(invitation.invited_by) : null,
  projects: async (invitation, _, { db, viewer }) => (canSeeWorkspaceAdministration(viewer) ? projectsOfInvitation(db, invitation.id) : []),
  emailDelivery: async (invitation, _, { viewer, loaders }) => {
    if (!canSeeWorkspaceAdministration(viewer)) return null;
    const mail = await loaders.invitationMail.load(invitation.id);
    return !mail || mail.state === 'CANCELLED' ? 'NOT_SENT' : mail.state;
  },
  emailProblem: async (invitation, _, { viewer, loaders }) =>
    canSeeWorkspaceAdministration(viewer) ? ((await loaders.invitationMail.load(invitation.id))?.lastError ?? null) : null,
};

export const CreateInvitationPayload: CreateInvitationPayloadResolvers = {
  invitationEdge: (payload) => (payload.invitation ? { cursor: invitationCursor(payload.invitation), node: payload.invitation } : null),
};
