// Connection types: the page (edges, pageInfo) and totalCount are each fetched only when selected.
import type {
  CommentConnectionResolvers,
  InvitationConnectionResolvers,
  IssueConnectionResolvers,
  ProjectConnectionResolvers,
  UserConnectionResolvers,
} from '../__generated__/resolvers-types.ts';

export const ProjectConnection: ProjectConnectionResolvers = {
  edges: async (connection) => (await connection.page()).edges,
  pageInfo: async (connection) => (await connection.page()).pageInfo,
  totalCount: (connection) => connection.totalCount(),
};
export const IssueConnection: IssueConnectionResolvers = {
  edges: async (connection) => (await connection.page()).edges,
  pageInfo: async (connection) => (await connection.page()).pageInfo,
  totalCount: (connection) => connection.totalCount(),
  queryErrors: (connection) => (connection.queryErrors ?? []).map((e) => ({ ...e, field: e.field ? [...e.field] : null })),
};
export const CommentConnection: CommentConnectionResolvers = {
  edges: async (connection) => (await connection.page()).edges,
  pageInfo: async (connection) => (await connection.page()).pageInfo,
  totalCount: (connection) => connection.totalCount(),
};
export const UserConnection: UserConnectionResolvers = {
  edges: async (connection) => (await connection.page()).edges,
  pageInfo: async (connection) => (await connection.page()).pageInfo,
  totalCount: (connection) => connection.totalCount(),
};
export const InvitationConnection: InvitationConnectionResolvers = {
  edges: async (connection) => (await connection.page()).edges,
  pageInfo: async (connection) => (await connection.page()).pageInfo,
  totalCount: (connection) => connection.totalCount(),
};
