// Connection types: edges and pageInfo are plain data; totalCount is counted only when asked for.
import type {
  CommentConnectionResolvers, IssueConnectionResolvers, ProjectConnectionResolvers,
} from '../__generated__/resolvers-types.ts';

export const ProjectConnection: ProjectConnectionResolvers = { totalCount: (connection) => connection.totalCount() };
export const IssueConnection: IssueConnectionResolvers = { totalCount: (connection) => connection.totalCount() };
export const CommentConnection: CommentConnectionResolvers = { totalCount: (connection) => connection.totalCount() };
