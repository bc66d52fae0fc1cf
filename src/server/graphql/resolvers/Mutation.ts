import type {
  AddCommentAttachmentsPayloadResolvers,
  AddIssueAttachmentsPayloadResolvers,
  CreateIssuePayloadResolvers,
  MutationResolvers,
  RemoveAttachmentPayloadResolvers,
} from '../__generated__/resolvers-types.ts';
import { keyOf, toGlobalId } from '../globalId.ts';
import { removeAttachment } from '../../domain/attachmentRemoval.ts';
import { deleteIssue } from '../../domain/issueDeletion.ts';
import { addCommentAttachments, addIssueAttachments } from '../../domain/attachments.ts';
import { requireViewer } from '../../domain/authorization.ts';
import { issueCursor } from '../../domain/issueListOrder.ts';
import { createIssue } from '../../domain/issues.ts';
import { accountMutations } from './accountMutations.ts';
import { adminMutations } from './adminMutations.ts';
import { sessionMutations } from './sessions.ts';
import { trackerMutations } from './trackerMutations.ts';
import { inboxMutations } from './inbox.ts';

export const Mutation: MutationResolvers = {
  ...accountMutations,
  ...adminMutations,
  ...sessionMutations,
  ...trackerMutations,
  ...inboxMutations,

  async createIssue(_, { input }, { db, files, uploads, viewer }) {
    const result = await createIssue(
      db,
      { store: files, limits: uploads },
      {
        projectId: keyOf(input.projectId, 'Project'),
        title: input.title,
        body: input.body,
        labelIds: (input.labelIds ?? []).map((id) => keyOf(id, 'Label')),
        assigneeIds: (input.assigneeIds ?? []).map((id) => keyOf(id, 'User')),
        priority: input.priority,
        files: input.files ?? [],
        viewer: requireViewer(viewer),
      },
    );
    const clientMutationId = input.clientMutationId ?? null;
    return 'issue' in result
      ? { issue: result.issue, errors: [], clientMutationId }
      : { issue: null, errors: result.errors, clientMutationId };
  },

  async deleteIssue(_, { input }, { db, files, viewer }) {
    const result = await deleteIssue(db, files, requireViewer(viewer), keyOf(input.issueId, 'Issue'));
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { deletedIssueId: null, project: null, errors: result.errors, clientMutationId }
      : { deletedIssueId: toGlobalId('Issue', result.issue.id), project: result.project, errors: [], clientMutationId };
  },

  async addIssueAttachments(_, { input }, { db, files, uploads, viewer }) {
    const issueId = keyOf(input.issueId, 'Issue');
    const result = await addIssueAttachments(db, files, uploads, { targetId: issueId, files: input.files, viewer: requireViewer(viewer) });
    const clientMutationId = input.clientMutationId ?? null;
    return 'attachments' in result
      ? { attachments: result.attachments, issueId, errors: [], clientMutationId }
      : { attachments: [], issueId: null, errors: result.errors, clientMutationId };
  },

  async addCommentAttachments(_, { input }, { db, files, uploads, viewer }) {
    const commentId = keyOf(input.commentId, 'Comment');
    const result = await addCommentAttachments(db, files, uploads, {
      targetId: commentId,
      files: input.files,
      viewer: requireViewer(viewer),
    });
    const clientMutationId = input.clientMutationId ?? null;
    return 'attachments' in result
      ? { attachments: result.attachments, commentId, errors: [], clientMutationId }
      : { attachments: [], commentId: null, errors: result.errors, clientMutationId };
  },

  async removeAttachment(_, { input }, { db, files, viewer }) {
    const result = await removeAttachment(db, files, requireViewer(viewer), keyOf(input.attachmentId, 'Attachment'));
    const clientMutationId = input.clientMutationId ?? null;
    return 'errors' in result
      ? { attachment: null, issue: null, comment: null, errors: result.errors, clientMutationId }
      : { ...result, errors: [], clientMutationId };
  },
};

export const RemoveAttachmentPayload: RemoveAttachmentPayloadResolvers = {
  removedAttachmentId: (payload) => (payload.attachment ? toGlobalId('Attachment', payload.attachment.id) : null),
};

export const AddIssueAttachmentsPayload: AddIssueAttachmentsPayloadResolvers = {
  attachments: (payload) => [...payload.attachments],
  issue: (payload, _, { loaders }) => (payload.issueId === null ? null : loaders.issue.load(payload.issueId)),
};

export const AddCommentAttachmentsPayload: AddCommentAttachmentsPayloadResolvers = {
  attachments: (payload) => [...payload.attachments],
  comment: (payload, _, { loaders }) => (payload.commentId === null ? null : loaders.comment.load(payload.commentId)),
};

export const CreateIssuePayload: CreateIssuePayloadResolvers = {
  // The edge's cursor matches the issue list's default order, so the client can splice it into the list.
  issueEdge: (payload) => (payload.issue ? { cursor: issueCursor(payload.issue), node: payload.issue } : null),
};
