import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { invitationByToken, listInvitations } from '../../domain/invitations.ts';
import { requireViewer } from '../../domain/authorization.ts';
import { listProjects, listUsers } from '../../domain/lists.ts';
import { searchMyIssues } from '../../domain/myIssues.ts';
import { pageRequest } from '../../domain/pagination.ts';
import { primeProjectPage, projectPageReadingAhead } from '../projectReadAhead.ts';
import { auditLog } from './auditLog.ts';
import { loadNode, loadNodes } from './node.ts';

export const Query: QueryResolvers = {
  viewer: (_, __, { viewer, loaders }) => (viewer ? loaders.user.load(viewer.id) : null),
  // Its fields resolve from the server's configuration and the settings row (Workspace.ts).
  workspace: () => ({}),
  // A project's id looks ahead like `project(slug)` (the list's next pages and refetches: projectReadAhead.ts).
  node: (_, { id }, context, info) => loadNode(context, id, info),
  nodes: (_, { ids }, context) => loadNodes(context, ids),
  projects: (_, { first, after, includeArchived }, { db, viewer }) =>
    listProjects(db, requireViewer(viewer), pageRequest(first, after), includeArchived ?? false),
  users: (_, { first, after }, { db, viewer }) => {
    requireViewer(viewer);
    return listUsers(db, pageRequest(first, after));
  },
  project: async (_, { slug }, context, info) => {
    const { loaders } = context;
    const viewer = requireViewer(context.viewer);
    // With the issue lists and the issue the query asks of it, in one statement (projectReadAhead.ts).
    const page = slug.length > 100 ? null : await projectPageReadingAhead(context, viewer, slug, info);
    if (!page) return null;
    primeProjectPage(loaders, page);
    return (await loaders.projectVisible.load(page.project.id)) ? page.project : null;
  },
  invitations: (_, { first, after }, { db, viewer }) => listInvitations(db, requireViewer(viewer), pageRequest(first, after)),
  auditLog,
  invitationByToken: async (_, { token }, { db }) => (await invitationByToken(db, token)) ?? null,
  myIssues: (_, { first, after, relation, query }, { db, viewer }) =>
    searchMyIssues(db, { viewer: requireViewer(viewer), relation: relation ?? 'ASSIGNED', query, page: pageRequest(first, after) }),
};
