// Mutations of the issue tracker: issue changes (one or many), comments, labels, saved views.
import type { AddCommentPayloadResolvers, MutationResolvers } from '../__generated__/resolvers-types.ts';
import { keyOf, toGlobalId } from '../globalId.ts';
import { requireViewer } from '../../domain/authorization.ts';
import { addComment, deleteComment, updateComment } from '../../domain/comments.ts';
import { setIssuesPriority, setIssuesState, updateIssue } from '../../domain/issueChanges.ts';
import type { IssuesResult } from '../../domain/issueChangeSteps.ts';
import { addIssueRelation, removeIssueRelation, type RelationResult } from '../../domain/issueRelations.ts';
import { changeIssueAssignees, changeIssueLabels } from '../../domain/issueLinkChanges.ts';
import { createLabel, deleteLabel, updateLabel } from '../../domain/labels.ts';
import { createSavedView, deleteSavedView, updateSavedView } from '../../domain/savedViews.ts';
import { setIssueParent } from '../../domain/subIssues.ts';
import { timelineCursor, timelineEntryOfComment } from '../../domain/timeline.ts';

type TrackerMutations = Pick<
  MutationResolvers,
  | 'updateIssue'
  | 'closeIssues'
  | 'reopenIssues'
  | 'setIssuesPriority'
  | 'addIssueRelation'
  | 'removeIssueRelation'
  | 'setIssueParent'
  | 'addLabelsToIssues'
  | 'removeLabelsFromIssues'
  | 'addAssigneesToIssues'
  | 'removeAssigneesFromIssues'
  | 'addComment'
  | 'updateComment'
  | 'deleteComment'
  | 'createLabel'
  | 'updateLabel'
  | 'deleteLabel'
  | 'createSavedView'
  | 'updateSavedView'
  | 'deleteSavedView'
>;

const issues = (ids: readonly string[]) => ids.map((id) => keyOf(id, 'Issue'));
const payload = (result: IssuesResult, clientMutationId: string | null | undefined) =>
  'errors' in result
    ? { issues: [], unchangedIssues: [], errors: result.errors, clientMutationId: clientMutationId ?? null }
    : { issues: result.issues, unchangedIssues: result.unchanged, errors: [], clientMutationId: clientMutationId ?? null };

const relationPayload = (result: RelationResult, clientMutationId: string | null | undefined) =>
  'errors' in result
    ? { issue: null, relatedIssue: null, errors: result.errors, clientMutationId: clientMutationId ?? null }
    : { issue: result.issue, relatedIssue: result.relatedIssue, errors: [], clientMutationId: clientMutationId ?? null };

export const trackerMutations: TrackerMutations = {
  async updateIssue(_, { input }, { db, viewer }) {
    const result = await updateIssue(db, requireViewer(viewer), {
      issueId: keyOf(input.issueId, 'Issue'),
      title: input.title,
      body: input.body,
      priority: input.priority,
      expectedRevision: input.expectedRevision,
    });
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { issue: result.current ?? null, errors: result.errors, clientMutationId }
      : { issue: result.issue, errors: [], clientMutationId };
  },
  closeIssues: async (_, { input }, { db, viewer }) =>
    payload(
      await setIssuesState(
        db,
        requireViewer(viewer),
        issues(input.issueIds),
        'CLOSED',
        input.reason ?? 'COMPLETED',
        input.duplicateOfId == null ? undefined : { issueId: keyOf(input.duplicateOfId, 'Issue') },
      ),
      input.clientMutationId,
    ),
  reopenIssues: async (_, { input }, { db, viewer }) =>
    payload(await setIssuesState(db, requireViewer(viewer), issues(input.issueIds), 'OPEN', null), input.clientMutationId),
  setIssuesPriority: async (_, { input }, { db, viewer }) =>
    payload(await setIssuesPriority(db, requireViewer(viewer), issues(input.issueIds), input.priority), input.clientMutationId),
  addIssueRelation: async (_, { input }, { db, viewer }) =>
    relationPayload(
      await addIssueRelation(db, requireViewer(viewer), {
        issueId: keyOf(input.issueId, 'Issue'),
        relatedIssueId: keyOf(input.relatedIssueId, 'Issue'),
        type: input.type,
      }),
      input.clientMutationId,
    ),
  removeIssueRelation: async (_, { input }, { db, viewer }) =>
    relationPayload(
      await removeIssueRelation(db, requireViewer(viewer), {
        issueId: keyOf(input.issueId, 'Issue'),
        relatedIssueId: keyOf(input.relatedIssueId, 'Issue'),
      }),
      input.clientMutationId,
    ),
  async setIssueParent(_, { input }, { db, viewer }) {
    const result = await setIssueParent(db, requireViewer(viewer), {
      issueId: keyOf(input.issueId, 'Issue'),
      parent: input.parentId == null ? null : { id: keyOf(input.parentId, 'Issue') },
    });
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { issue: null, parent: null, previousParent: null, errors: result.errors, clientMutationId }
      : { ...result, errors: [], clientMutationId };
  },
  addLabelsToIssues: async (_, { input }, { db, viewer }) =>
    payload(
      await changeIssueLabels(
        db,
        requireViewer(viewer),
        issues(input.issueIds),
        input.labelIds.map((id) => keyOf(id, 'Label')),
        true,
      ),
      input.clientMutationId,
    ),
  removeLabelsFromIssues: async (_, { input }, { db, viewer }) =>
    payload(
      await changeIssueLabels(
        db,
        requireViewer(viewer),
        issues(input.issueIds),
        input.labelIds.map((id) => keyOf(id, 'Label')),
        false,
      ),
      input.clientMutationId,
    ),
  addAssigneesToIssues: async (_, { input }, { db, viewer }) =>
    payload(
      await changeIssueAssignees(
        db,
        requireViewer(viewer),
        issues(input.issueIds),
        input.userIds.map((id) => keyOf(id, 'User')),
        true,
      ),
      input.clientMutationId,
    ),
  removeAssigneesFromIssues: async (_, { input }, { db, viewer }) =>
    payload(
      await changeIssueAssignees(
        db,
        requireViewer(viewer),
        issues(input.issueIds),
        input.userIds.map((id) => keyOf(id, 'User')),
        false,
      ),
      input.clientMutationId,
    ),

  async addComment(_, { input }, { db, files, uploads, viewer }) {
    const result = await addComment(db, files, uploads, requireViewer(viewer), {
      issueId: keyOf(input.issueId, 'Issue'),
      body: input.body,
      files: input.files ?? [],
    });
    const clientMutationId = input.clientMutationId ?? null;
    if ('errors' in result) return { comment: null, issue: null, timelineEntry: null, errors: result.errors, clientMutationId };
    return {
      comment: result.comment,
      issue: result.issue,
      errors: [],
      clientMutationId,
      timelineEntry: await timelineEntryOfComment(db, result.comment),
    };
  },
  async updateComment(_, { input }, { db, viewer }) {
    const result = await updateComment(db, requireViewer(viewer), keyOf(input.commentId, 'Comment'), input.body);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { comment: null, errors: result.errors, clientMutationId }
      : { comment: result.comment, errors: [], clientMutationId };
  },
  async deleteComment(_, { input }, { db, viewer }) {
    const result = await deleteComment(db, requireViewer(viewer), keyOf(input.commentId, 'Comment'));
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { deletedCommentId: null, issue: null, errors: result.errors, clientMutationId }
      : { deletedCommentId: toGlobalId('Comment', result.comment.id), issue: result.issue, errors: [], clientMutationId };
  },

  async createLabel(_, { input }, { db, viewer }) {
    const result = await createLabel(db, requireViewer(viewer), keyOf(input.projectId, 'Project'), input);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { label: null, project: null, errors: result.errors, clientMutationId }
      : { ...result, errors: [], clientMutationId };
  },
  async updateLabel(_, { input }, { db, viewer }) {
    const result = await updateLabel(db, requireViewer(viewer), keyOf(input.labelId, 'Label'), input);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { label: null, project: null, errors: result.errors, clientMutationId }
      : { ...result, errors: [], clientMutationId };
  },
  async deleteLabel(_, { input }, { db, viewer }) {
    const result = await deleteLabel(db, requireViewer(viewer), keyOf(input.labelId, 'Label'));
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { deletedLabelId: null, project: null, errors: result.errors, clientMutationId }
      : { deletedLabelId: toGlobalId('Label', result.label.id), project: result.project, errors: [], clientMutationId };
  },

  async createSavedView(_, { input }, { db, viewer }) {
    const result = await createSavedView(db, requireViewer(viewer), keyOf(input.projectId, 'Project'), input.name, input.query);
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { savedView: null, project: null, errors: result.errors, clientMutationId }
      : { ...result, errors: [], clientMutationId };
  },
  async updateSavedView(_, { input }, { db, viewer }) {
    const result = await updateSavedView(db, requireViewer(viewer), keyOf(input.savedViewId, 'SavedView'), {
      name: input.name ?? null,
      query: input.query ?? null,
    });
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { savedView: null, project: null, errors: result.errors, clientMutationId }
      : { ...result, errors: [], clientMutationId };
  },
  async deleteSavedView(_, { input }, { db, viewer }) {
    const result = await deleteSavedView(db, requireViewer(viewer), keyOf(input.savedViewId, 'SavedView'));
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { deletedSavedViewId: null, project: null, errors: result.errors, clientMutationId }
      : { deletedSavedViewId: toGlobalId('SavedView', result.savedView.id), project: result.project, errors: [], clientMutationId };
  },
};

export const AddCommentPayload: AddCommentPayloadResolvers = {
  timelineEdge: (payload) =>
    payload.comment && payload.timelineEntry ? { cursor: timelineCursor(payload.timelineEntry), node: payload.timelineEntry } : null,
};
