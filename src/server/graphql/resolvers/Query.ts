import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { pageSize } from '../connections.ts';
import { listProjects } from '../../domain/lists.ts';
import { loadNode, loadNodes } from './node.ts';

export const Query: QueryResolvers = {
  node: (_, { id }, context) => loadNode(context, id),
  nodes: (_, { ids }, context) => loadNodes(context, ids),
  projects: (_, { first, after }, { db }) => listProjects(db, { limit: pageSize(first), after }),
  project: (_, { slug }, { loaders }) => (slug.length > 100 ? null : loaders.projectBySlug.load(slug)),
};
