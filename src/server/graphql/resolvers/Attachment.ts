import type { AttachmentResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../globalId.ts';
import { INLINE_IMAGE_TYPES } from '../../domain/attachmentFiles.ts';
import { canRemoveAttachment } from '../../domain/authorization.ts';

/** Where an attachment's bytes are served (see http/attachments.ts); the name is for the browser's save dialog. */
export function attachmentUrl(attachment: { id: number; filename: string }): string {
  return `/attachments/${toGlobalId('Attachment', attachment.id)}/${encodeURIComponent(attachment.filename)}`;
}

export const Attachment: AttachmentResolvers = {
  id: (attachment) => toGlobalId('Attachment', attachment.id),
  contentType: (attachment) => attachment.content_type,
  // The row is the truth: storage is not asked here (with S3, asking was one request per attachment of a page).
  // Bytes that storage lost (a disk replaced, a volume not mounted) are a 404 saying so at download
  // (http/attachments.ts).
  url: (attachment) => attachmentUrl(attachment),
  isImage: (attachment) => INLINE_IMAGE_TYPES.has(attachment.content_type),
  uploader: (attachment, _, { loaders }) => (attachment.uploader_id === null ? null : loaders.user.load(attachment.uploader_id)),
  createdAt: (attachment) => attachment.created_at,
  viewerCanRemove: async (attachment, _, { viewer, loaders }) => {
    if (!canRemoveAttachment(viewer, attachment)) return false;
    // Nothing in an archived project changes.
    const issue = await loaders.issue.load(attachment.issue_id);
    return issue !== null && (await loaders.project.load(issue.project_id))?.archived_at === null;
  },
};
