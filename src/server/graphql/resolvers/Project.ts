import type { ProjectResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../globalId.ts';
import { canAdministerProject, canChangeIssuesIn, requireViewer } from '../../domain/authorization.ts';
import { searchProjectIssues } from '../../domain/issueList.ts';
import { pageRequest } from '../../domain/pagination.ts';

export const Project: ProjectResolvers = {
  id: (project) => toGlobalId('Project', project.id),
  createdAt: (project) => project.created_at,
  // A project is only ever reached when the viewer can see it (Query.project, node, projects).
  archivedAt: (project) => project.archived_at,
  viewerCanCreateIssue: (project, __, { viewer }) => canChangeIssuesIn(viewer, project),
  viewerCanAdminister: (project, __, { viewer }) => canAdministerProject(viewer, project),
  members: (project, _, { loaders }) => loaders.membersOfProject.load(project.id),
  issues: (project, { first, after, state, query }, { db, viewer }) =>
    searchProjectIssues(db, { projectId: project.id, viewer: requireViewer(viewer), query, state, page: pageRequest(first, after) }),
  savedViews: (project, _, { loaders }) => loaders.savedViewsOfProject.load(project.id),
  assignableUsers: (project, _, { loaders }) => loaders.assignableUsers.load(project.id),
  issue: (project, { number }, { loaders }) =>
    number < 1 || number > 2_147_483_647 ? null : loaders.issueByNumber.load({ projectId: project.id, number }),
  labels: (project, _, { loaders }) => loaders.labelsOfProject.load(project.id),
};
