// The small entity types: users, labels, comments.
import type { CommentResolvers, LabelResolvers, UserResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../globalId.ts';

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user.id),
  avatarUrl: (user) => `/avatars/${encodeURIComponent(user.login)}.svg`,
};

export const Label: LabelResolvers = {
  id: (label) => toGlobalId('Label', label.id),
};

export const Comment: CommentResolvers = {
  id: (comment) => toGlobalId('Comment', comment.id),
  author: (comment, _, { loaders }) => (comment.author_id === null ? null : loaders.user.load(comment.author_id)),
  createdAt: (comment) => comment.created_at,
  updatedAt: (comment) => comment.updated_at,
};
