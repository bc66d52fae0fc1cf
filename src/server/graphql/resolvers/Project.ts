import type { ProjectResolvers } from '../__generated__/resolvers-types.ts';
import { pageSize } from '../connections.ts';
import { toGlobalId } from '../globalId.ts';
import { canWrite, isAdmin } from '../../domain/authorization.ts';
import { listIssues } from '../../domain/lists.ts';

export const Project: ProjectResolvers = {
  id: (project) => toGlobalId('Project', project.id),
  createdAt: (project) => project.created_at,
  // A project is only ever reached when the viewer can see it (Query.project, node, projects).
  viewerCanCreateIssue: (_, __, { viewer }) => canWrite(viewer),
  viewerCanAdminister: (_, __, { viewer }) => isAdmin(viewer),
  members: (project, _, { loaders }) => loaders.membersOfProject.load(project.id),
  issues: (project, { first, after, state }, { db }) => listIssues(db, project.id, state, { limit: pageSize(first), after }),
  issue: (project, { number }, { loaders }) =>
    number < 1 || number > 2_147_483_647 ? null : loaders.issueByNumber.load(`${project.id}:${number}`),
  labels: (project, _, { loaders }) => loaders.labelsOfProject.load(project.id),
};
