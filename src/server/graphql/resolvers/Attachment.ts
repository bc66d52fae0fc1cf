import type { AttachmentResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../globalId.ts';
import { INLINE_IMAGE_TYPES } from '../../domain/attachments.ts';

/** Where an attachment's bytes are served (see http/attachments.ts); the name is for the browser's save dialog. */
export function attachmentUrl(attachment: { id: number; filename: string }): string {
  return `/attachments/${toGlobalId('Attachment', attachment.id)}/${encodeURIComponent(attachment.filename)}`;
}

export const Attachment: AttachmentResolvers = {
  id: (attachment) => toGlobalId('Attachment', attachment.id),
  contentType: (attachment) => attachment.content_type,
  url: (attachment) => attachmentUrl(attachment),
  isImage: (attachment) => INLINE_IMAGE_TYPES.has(attachment.content_type),
  uploader: (attachment, _, { loaders }) => (attachment.uploader_id === null ? null : loaders.user.load(attachment.uploader_id)),
  createdAt: (attachment) => attachment.created_at,
};
