import type { IssueResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../globalId.ts';
import { canChangeIssuesIn, canDeleteIssuesIn } from '../../domain/authorization.ts';
import { listComments } from '../../domain/lists.ts';
import { pageRequest } from '../../domain/pagination.ts';
import { priorityOfRank } from '../../domain/priority.ts';
import { progressOf } from '../../domain/subIssues.ts';
import { listTimeline } from '../../domain/timeline.ts';
import type { Loaders } from '../loaders.ts';
import { referencesFor } from '../references.ts';

/** The issue if the viewer may see it (its project is visible to them), else null: a relation never reveals it. */
export async function visibleIssue(id: number, loaders: Loaders) {
  const issue = await loaders.issue.load(id);
  return issue && (await loaders.projectVisible.load(issue.project_id)) ? issue : null;
}

/** An issue's sub-issues the viewer may see (the others are neither listed nor counted). */
async function visibleSubIssues(id: number, loaders: Loaders) {
  const children = await loaders.subIssuesOfIssue.load(id);
  for (const child of children) loaders.issue.prime(child.id, child);
  const seen = await Promise.all(children.map((child) => loaders.projectVisible.load(child.project_id)));
  return children.filter((_, i) => seen[i]);
}

export const Issue: IssueResolvers = {
  id: (issue) => toGlobalId('Issue', issue.id),
  createdAt: (issue) => issue.created_at,
  viewerCanUpdate: async (issue, __, { viewer, loaders }) => {
    const project = await loaders.project.load(issue.project_id);
    return project ? canChangeIssuesIn(viewer, project) : false;
  },
  viewerCanDelete: async (issue, __, { viewer, loaders }) => {
    const project = await loaders.project.load(issue.project_id);
    return project ? canDeleteIssuesIn(viewer, project) : false;
  },
  priority: (issue) => priorityOfRank(issue.priority),
  stateReason: (issue) => issue.state_reason,
  // Its first page may have been read with the issue's page (graphql/projectReadAhead.ts).
  timeline: (issue, { first, after }, { db, viewer, loaders }) =>
    listTimeline(db, viewer, issue.id, pageRequest(first, after), loaders.readAheadTimelines),
  updatedAt: (issue) => issue.updated_at,
  closedAt: (issue) => issue.closed_at,
  lastStateChange: (issue, _, { loaders }) => loaders.lastStateChange.load(issue.id),
  project: async (issue, _, { loaders }) => {
    const project = await loaders.project.load(issue.project_id);
    if (!project) throw new Error(`Issue ${issue.id} has no project ${issue.project_id}`);
    return project;
  },
  author: (issue, _, { loaders }) => (issue.author_id === null ? null : loaders.user.load(issue.author_id)),
  assignees: async (issue, _, { loaders }) => (await loaders.linksOfIssue.load(issue.id)).assignees,
  labels: async (issue, _, { loaders }) => (await loaders.linksOfIssue.load(issue.id)).labels,
  references: (issue, _, context) => referencesFor(issue.body, issue.project_id, context),
  attachments: (issue, _, { loaders }) => loaders.attachmentsOfIssue.load(issue.id),
  relations: async (issue, _, { loaders }) => {
    const relations = await loaders.relationsOfIssue.load(issue.id);
    const others = await Promise.all(relations.map((r) => visibleIssue(r.otherId, loaders)));
    return relations.flatMap((r, i) => {
      const other = others[i];
      return other ? [{ type: r.type, issue: other, createdAt: r.createdAt }] : [];
    });
  },
  viewerSubscription: (issue, _, { loaders }) => loaders.subscriptionOfIssue.load(issue.id),
  parent: (issue, _, { loaders }) => (issue.parent_id === null ? null : visibleIssue(issue.parent_id, loaders)),
  subIssues: (issue, _, { loaders }) => visibleSubIssues(issue.id, loaders),
  subIssueProgress: async (issue, _, { loaders }) => progressOf(await visibleSubIssues(issue.id, loaders)),
  comments: (issue, { first, after }, { db, loaders }) =>
    listComments(db, issue.id, pageRequest(first, after), (id) => loaders.commentCount.load(id)),
};
