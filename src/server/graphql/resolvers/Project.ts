import type { ProjectResolvers } from '../__generated__/resolvers-types.ts';
import type { IssueRow } from '../../db/tables.ts';
import { toGlobalId } from '../globalId.ts';
import { canWrite, isAdmin } from '../../domain/authorization.ts';
import { listProjectIssues } from '../../domain/issueList.ts';
import { emptyConnection, pageRequest } from '../../domain/pagination.ts';
import { parseIssueQuery } from '../../domain/searchQuery.ts';
import type { UserErrorModel } from '../../domain/userError.ts';
import { requireViewer } from '../../domain/authorization.ts';

export const Project: ProjectResolvers = {
  id: (project) => toGlobalId('Project', project.id),
  createdAt: (project) => project.created_at,
  // A project is only ever reached when the viewer can see it (Query.project, node, projects).
  viewerCanCreateIssue: (_, __, { viewer }) => canWrite(viewer),
  viewerCanAdminister: (_, __, { viewer }) => isAdmin(viewer),
  members: (project, _, { loaders }) => loaders.membersOfProject.load(project.id),
  issues: (project, { first, after, state, query }, { db, viewer }) => {
    const page = pageRequest(first, after);
    const parsed = parseIssueQuery(query);
    // A search that cannot be understood lists nothing and says why (the client shows it beside the box).
    const empty = (queryErrors: readonly UserErrorModel[]) => ({ ...emptyConnection<IssueRow>(), queryErrors });
    if ('errors' in parsed) return empty(parsed.errors);
    const filter = parsed.filter;
    // The `state` argument and an is: qualifier both narrow; if they disagree, nothing matches.
    if (state && filter.state && filter.state !== state) return empty([]);
    if (state) filter.state = state;
    return { ...listProjectIssues(db, { projectId: project.id, viewer: requireViewer(viewer), filter, page }), queryErrors: [] };
  },
  savedViews: (project, _, { loaders }) => loaders.savedViewsOfProject.load(project.id),
  assignableUsers: (project, _, { loaders }) => loaders.assignableUsers.load(project.id),
  issue: (project, { number }, { loaders }) =>
    number < 1 || number > 2_147_483_647 ? null : loaders.issueByNumber.load({ projectId: project.id, number }),
  labels: (project, _, { loaders }) => loaders.labelsOfProject.load(project.id),
};
