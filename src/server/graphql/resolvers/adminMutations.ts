// Mutations only admins may run: projects, roles, members of private projects.
import type { CreateProjectPayloadResolvers, MutationResolvers } from '../__generated__/resolvers-types.ts';
import { keyOf } from '../globalId.ts';
import { createProject, setProjectArchived, setProjectMember, setUserRole, updateProject } from '../../domain/administration.ts';
import { setUserDeactivated } from '../../domain/deactivation.ts';
import { createInvitation, revokeInvitation } from '../../domain/invitations.ts';
import { projectCursor } from '../../domain/lists.ts';
import { updateWorkspaceSettings } from '../../domain/workspaceSettings.ts';
import { requireViewer } from '../../domain/authorization.ts';

type AdminMutations = Pick<
  MutationResolvers,
  | 'createProject'
  | 'updateProject'
  | 'setUserRole'
  | 'addProjectMember'
  | 'removeProjectMember'
  | 'createInvitation'
  | 'revokeInvitation'
  | 'updateWorkspaceSettings'
  | 'archiveProject'
  | 'unarchiveProject'
  | 'deactivateUser'
  | 'reactivateUser'
>;

export const adminMutations: AdminMutations = {
  async createProject(_, { input }, { db, viewer }) {
    const result = await createProject(db, requireViewer(viewer), {
      slug: input.slug,
      name: input.name,
      description: input.description,
      visibility: input.visibility ?? 'PUBLIC',
    });
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { project: null, errors: result.errors, clientMutationId }
      : { project: result.project, errors: [], clientMutationId };
  },

  async updateProject(_, { input }, { db, viewer }) {
    const result = await updateProject(db, requireViewer(viewer), {
      projectId: keyOf(input.projectId, 'Project'),
      slug: input.slug,
      name: input.name,
      description: input.description,
      visibility: input.visibility,
    });
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { project: null, errors: result.errors, clientMutationId }
      : { project: result.project, errors: [], clientMutationId };
  },

  async createInvitation(_, { input }, { db, viewer, invitationMails }) {
    const result = await createInvitation(db, requireViewer(viewer), {
      email: input.email,
      role: input.role,
      projectIds: (input.projectIds ?? []).map((id) => keyOf(id, 'Project')),
      expiresInDays: input.expiresInDays,
      mail: invitationMails !== null,
    });
    const clientMutationId = input.clientMutationId ?? null;
    if ('errors' in result) return { invitation: null, token: null, emailDelivery: null, errors: result.errors, clientMutationId };
    // The mail was queued with the invitation; the sender takes it now, after the commit, without the admin waiting.
    invitationMails?.wake();
    return { ...result, emailDelivery: invitationMails ? 'QUEUED' : 'NOT_SENT', errors: [], clientMutationId };
  },

  async revokeInvitation(_, { input }, { db, viewer }) {
    const result = await revokeInvitation(db, requireViewer(viewer), keyOf(input.invitationId, 'Invitation'));
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { invitation: null, errors: result.errors, clientMutationId }
      : { invitation: result.invitation, errors: [], clientMutationId };
  },

  async updateWorkspaceSettings(_, { input }, { db, viewer, workspace }) {
    const result = await updateWorkspaceSettings(db, requireViewer(viewer), workspace.allowSignUp, { signUpPolicy: input.signUpPolicy });
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { workspace: null, errors: result.errors, clientMutationId }
      : { workspace: {}, errors: [], clientMutationId };
  },

  async setUserRole(_, { input }, { db, viewer }) {
    const result = await setUserRole(db, requireViewer(viewer), keyOf(input.userId, 'User'), input.role);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { user: null, errors: result.errors, clientMutationId }
      : { user: result.user, errors: [], clientMutationId };
  },

  async addProjectMember(_, { input }, { db, viewer }) {
    const result = await setProjectMember(db, requireViewer(viewer), keyOf(input.projectId, 'Project'), keyOf(input.userId, 'User'), true);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { project: null, user: null, errors: result.errors, clientMutationId }
      : { project: result.project, user: result.user, errors: [], clientMutationId };
  },

  async removeProjectMember(_, { input }, { db, viewer }) {
    const result = await setProjectMember(db, requireViewer(viewer), keyOf(input.projectId, 'Project'), keyOf(input.userId, 'User'), false);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { project: null, user: null, errors: result.errors, clientMutationId }
      : { project: result.project, user: result.user, errors: [], clientMutationId };
  },

  async archiveProject(_, { input }, { db, viewer }) {
    const result = await setProjectArchived(db, requireViewer(viewer), keyOf(input.projectId, 'Project'), true);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { project: null, errors: result.errors, clientMutationId }
      : { project: result.project, errors: [], clientMutationId };
  },

  async deactivateUser(_, { input }, { db, viewer }) {
    const result = await setUserDeactivated(db, requireViewer(viewer), keyOf(input.userId, 'User'), true);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { user: null, errors: result.errors, clientMutationId }
      : { user: result.user, errors: [], clientMutationId };
  },

  async reactivateUser(_, { input }, { db, viewer }) {
    const result = await setUserDeactivated(db, requireViewer(viewer), keyOf(input.userId, 'User'), false);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { user: null, errors: result.errors, clientMutationId }
      : { user: result.user, errors: [], clientMutationId };
  },

  async unarchiveProject(_, { input }, { db, viewer }) {
    const result = await setProjectArchived(db, requireViewer(viewer), keyOf(input.projectId, 'Project'), false);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { project: null, errors: result.errors, clientMutationId }
      : { project: result.project, errors: [], clientMutationId };
  },
};

export const CreateProjectPayload: CreateProjectPayloadResolvers = {
  projectEdge: async (payload, _, { db }) =>
    payload.project ? { cursor: await projectCursor(db, payload.project), node: payload.project } : null,
};
