// Removing an attached file, from an issue or from one of its comments: who may (domain/authorization.ts),
// the row deleted and the removal recorded in the issue's timeline in one transaction, and the bytes deleted
// from the file store only after that transaction has committed (a rollback must not lose a file a row still
// names), and only when no other attachment has the same content (the store keeps each content once).
import type { DB } from '../db/database.ts';
import type { AttachmentRow, CommentRow } from '../db/tables/timeline.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { deleteUnreferencedFiles } from './attachmentFiles.ts';
import { archivedError, archivedUnderLock } from './archivedProjects.ts';
import { canRemoveAttachment, canWrite, visibleProject } from './authorization.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export type RemoveAttachmentResult =
  | { readonly attachment: AttachmentRow; readonly issue: IssueRow; readonly comment: CommentRow | null }
  | { readonly errors: readonly UserErrorModel[] };

const NOT_FOUND = userError('attachmentId', 'NOT_FOUND', 'No such file: it may have been removed already.');

export async function removeAttachment(
  db: DB,
  store: FileStore,
  viewer: SignedIn,
  attachmentId: number | null,
): Promise<RemoveAttachmentResult> {
  const row =
    attachmentId === null
      ? undefined
      : await db
          .selectFrom('attachments')
          .innerJoin('issues', 'issues.id', 'attachments.issue_id')
          .selectAll('attachments')
          .select('issues.project_id')
          .where('attachments.id', '=', attachmentId)
          .executeTakeFirst();
  // A private project's files do not exist for outsiders: NOT_FOUND, never FORBIDDEN.
  const project = row ? await visibleProject(db, viewer, row.project_id) : undefined;
  if (!row || !project) return { errors: [NOT_FOUND] };
  if (!canWrite(viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Viewers cannot remove files.')] };
  if (!canRemoveAttachment(viewer, row))
    return { errors: [userError(null, 'FORBIDDEN', 'Only the person who attached this file, or an admin, can remove it.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };

  const started = new Date();
  const result = await db.transaction().execute(async (trx): Promise<RemoveAttachmentResult> => {
    const archivedNow = await archivedUnderLock(trx, project.id);
    if (archivedNow) return { errors: [archivedNow] };
    // Only what this statement deleted counts: the same removal sent twice at once records one event.
    const deleted = await trx.deleteFrom('attachments').where('id', '=', row.id).returningAll().executeTakeFirst();
    if (!deleted) return { errors: [NOT_FOUND] };
    const at = new Date();
    await trx
      .insertInto('issue_events')
      .values({ issue_id: deleted.issue_id, actor_id: viewer.id, kind: 'ATTACHMENT_REMOVED', from_value: deleted.filename, created_at: at })
      .execute();
    const issue = await trx
      .updateTable('issues')
      .set({ updated_at: at })
      .where('id', '=', deleted.issue_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Touching the comment also tells those following the issue live that its list of files changed.
    const comment =
      deleted.comment_id === null
        ? null
        : ((await trx
            .updateTable('comments')
            .set({ updated_at: at })
            .where('id', '=', deleted.comment_id)
            .returningAll()
            .executeTakeFirst()) ?? null);
    return { attachment: deleted, issue, comment };
  });
  if ('attachment' in result) await deleteUnreferencedFiles(db, store, [result.attachment.sha256], started);
  return result;
}
