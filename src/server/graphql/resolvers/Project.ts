import type { ProjectResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../globalId.ts';
import { canAdministerProject, canChangeIssuesIn, requireViewer } from '../../domain/authorization.ts';
import { linksFromJson } from '../../domain/issueLinks.ts';
import { userFromJson } from '../../domain/jsonRows.ts';
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
  issues: (project, { first, after, state, query }, { db, viewer, loaders }) => {
    const found = searchProjectIssues(db, {
      projectId: project.id,
      viewer: requireViewer(viewer),
      query,
      state,
      page: pageRequest(first, after),
      // The list's total and the tabs' counts of one page: one statement for all of them.
      count: (filter) => loaders.issueCount.load({ projectId: project.id, filter }),
      // Read with the project when Query.project looked ahead (graphql/projectReadAhead.ts).
      readAhead: loaders.readAheadPages,
    });
    return {
      ...found,
      // The rows carry their comment count (kept with each comment's insert and delete) and their labels and
      // assignees, which the rows' fields then read without statements of their own.
      page: async () => {
        const page = await found.page();
        for (const { node } of page.edges) {
          loaders.commentCount.prime(node.id, node.comment_count);
          loaders.linksOfIssue.prime(node.id, linksFromJson(node.link_labels, node.link_assignees));
          if (node.link_author) loaders.user.prime(node.link_author.id, userFromJson(node.link_author));
        }
        return page;
      },
    };
  },
  savedViews: (project, _, { loaders }) => loaders.savedViewsOfProject.load(project.id),
  assignableUsers: async (project, _, { loaders }) => (await loaders.choicesOfProject.load(project.id)).assignableUsers,
  issue: async (project, { number }, { loaders }) => {
    if (number < 1 || number > 2_147_483_647) return null;
    const found = await loaders.issuePageByNumber.load({ projectId: project.id, number });
    if (!found) return null;
    const { links, attachments, people, relations, parent, subIssues, viewerSubscription, ...issue } = found;
    // Its fields then load it by id (e.g. a timeline's comments name their issue), and its labels, assignees,
    // attachments and the people these name: already read.
    loaders.issue.prime(issue.id, issue);
    loaders.linksOfIssue.prime(issue.id, links);
    loaders.attachmentsOfIssue.prime(issue.id, attachments);
    loaders.relationsOfIssue.prime(issue.id, relations);
    loaders.subIssuesOfIssue.prime(issue.id, subIssues);
    if (viewerSubscription) loaders.subscriptionOfIssue.prime(issue.id, viewerSubscription);
    if (parent) loaders.issue.prime(parent.id, parent);
    for (const person of people) loaders.user.prime(person.id, person);
    return issue;
  },
  labels: async (project, _, { loaders }) => (await loaders.choicesOfProject.load(project.id)).labels,
};
