import type { ProjectResolvers } from '../__generated__/resolvers-types.ts';
import { pageSize } from '../connections.ts';
import { toGlobalId } from '../globalId.ts';
import { canWrite, isAdmin } from '../../domain/authorization.ts';
import { listProjectIssues } from '../../domain/issueList.ts';
import { parseIssueQuery } from '../../domain/searchQuery.ts';
import type { UserErrorModel } from '../../domain/userError.ts';
import { requireViewer } from '../../domain/authorization.ts';
import { lazyConnection, toPage } from '../connections.ts';

export const Project: ProjectResolvers = {
  id: (project) => toGlobalId('Project', project.id),
  createdAt: (project) => project.created_at,
  // A project is only ever reached when the viewer can see it (Query.project, node, projects).
  archivedAt: (project) => project.archived_at,
  viewerCanCreateIssue: (project, __, { viewer }) => canWrite(viewer) && project.archived_at === null,
  viewerCanAdminister: (project, __, { viewer }) => isAdmin(viewer) && project.archived_at === null,
  members: (project, _, { loaders }) => loaders.membersOfProject.load(project.id),
  issues: (project, { first, after, state, query }, { db, viewer }) => {
    const limit = pageSize(first);
    const parsed = parseIssueQuery(query);
    // A search that cannot be understood lists nothing and says why (the client shows it beside the box).
    const empty = (queryErrors: readonly UserErrorModel[]) => ({
      ...lazyConnection(
        async () => toPage([], limit, () => [], false),
        async () => 0,
      ),
      queryErrors,
    });
    if ('errors' in parsed) return empty(parsed.errors);
    const filter = parsed.filter;
    // The `state` argument and an is: qualifier both narrow; if they disagree, nothing matches.
    if (state && filter.state && filter.state !== state) return empty([]);
    if (state) filter.state = state;
    return {
      ...listProjectIssues({ projectId: project.id, viewer: requireViewer(viewer), filter, page: { limit, after } })(db),
      queryErrors: [],
    };
  },
  savedViews: (project, _, { loaders }) => loaders.savedViewsOfProject.load(project.id),
  assignableUsers: (project, _, { loaders }) => loaders.assignableUsers.load(project.id),
  issue: (project, { number }, { loaders }) =>
    number < 1 || number > 2_147_483_647 ? null : loaders.issueByNumber.load(`${project.id}:${number}`),
  labels: (project, _, { loaders }) => loaders.labelsOfProject.load(project.id),
};
