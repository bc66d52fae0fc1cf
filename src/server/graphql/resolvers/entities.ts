// The small entity types: users, labels, comments.
import type { CommentResolvers, LabelResolvers, UserResolvers } from '../__generated__/resolvers-types.ts';
import { canSeePersonalDetails, canSeeSessionsOf, canSeeWorkspaceAdministration } from '../../domain/authorization.ts';
import { canChangeComment } from '../../domain/comments.ts';
import { sessionsOf } from '../../domain/sessions.ts';
import { avatarVersion } from '../../domain/avatars.ts';
import { toGlobalId } from '../globalId.ts';
import { notificationsOf, unreadCountOf } from './inbox.ts';
import { referencesFor } from '../references.ts';

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user.id),
  // An uploaded picture's URL carries its version: a new picture is a new URL (http/avatars.ts).
  avatarUrl: (user) =>
    user.avatar_updated_at
      ? `/avatars/${encodeURIComponent(user.login)}.webp?v=${avatarVersion(user.avatar_updated_at)}`
      : `/avatars/${encodeURIComponent(user.login)}.svg`,
  hasUploadedAvatar: (user) => user.avatar_updated_at !== null,
  email: (user, _, { viewer }) => (canSeePersonalDetails(viewer, user.id) ? user.email : null),
  lastActiveAt: (user, _, { viewer }) => (canSeePersonalDetails(viewer, user.id) ? user.last_active_at : null),
  deactivatedAt: (user) => user.deactivated_at,
  privateProjects: (user, _, { viewer, loaders }) =>
    canSeeWorkspaceAdministration(viewer) ? loaders.privateProjectsOfUser.load(user.id) : [],
  sessions: (user, _, { viewer, db }) => (canSeeSessionsOf(viewer, user.id) ? sessionsOf(db, user.id) : []),
  notifications: (user, args, context) => notificationsOf(user, args, context),
  unreadNotificationCount: (user, _, context) => unreadCountOf(user, context),
};

export const Label: LabelResolvers = {
  id: (label) => toGlobalId('Label', label.id),
  openIssueCount: (label, _, { loaders }) => loaders.openIssueCountOfLabel.load(label.id),
};

export const Comment: CommentResolvers = {
  id: (comment) => toGlobalId('Comment', comment.id),
  author: (comment, _, { loaders }) => (comment.author_id === null ? null : loaders.user.load(comment.author_id)),
  createdAt: (comment) => comment.created_at,
  updatedAt: (comment) => comment.updated_at,
  editedAt: (comment) => comment.edited_at,
  viewerCanUpdate: async (comment, _, { viewer, loaders }) => {
    if (!canChangeComment(viewer, comment)) return false;
    // Nothing in an archived project changes.
    const issue = await loaders.issue.load(comment.issue_id);
    return issue !== null && (await loaders.project.load(issue.project_id))?.archived_at === null;
  },
  attachments: (comment, _, { loaders }) => loaders.attachmentsOfComment.load(comment.id),
  references: async (comment, _, context) => {
    const issue = await context.loaders.issue.load(comment.issue_id);
    return issue ? referencesFor(comment.body, issue.project_id, context) : [];
  },
};
