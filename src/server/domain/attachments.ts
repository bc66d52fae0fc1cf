// Attaching files to what already exists: an issue, or a comment (files sent with a new comment are in
// comments.ts). Checks who may, then stores the bytes and writes the rows (attachmentFiles.ts).
import type { UploadLimits } from '../config/uploads.ts';
import type { DB } from '../db/database.ts';
import type { AttachmentRow } from '../db/tables/timeline.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { checkFileCount, insertAttachments, storeFiles, type AttachmentTarget, type IncomingFile } from './attachmentFiles.ts';
import { spendUploadAllowance } from './uploadAllowance.ts';
import { archivedError, archivedUnderLock } from './archivedProjects.ts';
import { canWrite, visibleProject } from './authorization.ts';
import { findChangeableComment } from './comments.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export interface AddAttachmentsCommand {
  /** The key of the issue (or comment) to attach to, or null when the client sent an id that names none. */
  readonly targetId: number | null;
  readonly files: readonly IncomingFile[];
  /** Who attaches: they must see the issue's project and be allowed to change the issue or comment. */
  readonly viewer: SignedIn;
}

export type AddAttachmentsResult = { readonly attachments: readonly AttachmentRow[] } | { readonly errors: readonly UserErrorModel[] };

/** Attaches files to an issue: members and admins who can see it. */
export async function addIssueAttachments(
  db: DB,
  store: FileStore,
  limits: UploadLimits,
  command: AddAttachmentsCommand,
): Promise<AddAttachmentsResult> {
  const countError = checkFileCount(command.files, limits);
  if (countError) return { errors: [countError] };
  const issue =
    command.targetId === null
      ? undefined
      : await db.selectFrom('issues').select(['id', 'project_id']).where('id', '=', command.targetId).executeTakeFirst();
  const project = issue ? await visibleProject(db, command.viewer, issue.project_id) : undefined;
  if (!issue || !project) return { errors: [userError('issueId', 'NOT_FOUND', 'No such issue.')] };
  if (!canWrite(command.viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Viewers cannot attach files.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  return attach(db, store, limits, command, project.id, { issueId: issue.id, commentId: null });
}

/** Attaches files to a comment: its author (while a member) and admins, as for editing it. */
export async function addCommentAttachments(
  db: DB,
  store: FileStore,
  limits: UploadLimits,
  command: AddAttachmentsCommand,
): Promise<AddAttachmentsResult> {
  const countError = checkFileCount(command.files, limits);
  if (countError) return { errors: [countError] };
  const found = await findChangeableComment(db, command.viewer, command.targetId);
  if ('errors' in found) return found;
  return attach(db, store, limits, command, found.projectId, { issueId: found.comment.issue_id, commentId: found.comment.id });
}

async function attach(
  db: DB,
  store: FileStore,
  limits: UploadLimits,
  command: AddAttachmentsCommand,
  projectId: number,
  target: AttachmentTarget,
): Promise<AddAttachmentsResult> {
  const result = await storeFiles(store, limits, command.files);
  if ('errors' in result) return result;
  return db.transaction().execute(async (trx): Promise<AddAttachmentsResult> => {
    const archivedNow = await archivedUnderLock(trx, projectId);
    // The files stored above are left to the orphan sweep (storage/sweep.ts).
    if (archivedNow) return { errors: [archivedNow] };
    const overAllowance = await spendUploadAllowance(trx, limits, command.viewer.id, result.stored);
    if (overAllowance) return { errors: [overAllowance] };
    const at = new Date();
    const rows = await insertAttachments(trx, target, command.viewer.id, result.stored);
    if (target.commentId !== null) await trx.updateTable('comments').set({ updated_at: at }).where('id', '=', target.commentId).execute();
    await trx.updateTable('issues').set({ updated_at: at }).where('id', '=', target.issueId).execute();
    return { attachments: rows };
  });
}

/**
 * An attachment the viewer may download: undefined when there is none, and the same when its project is
 * private to others (a private project's files do not exist for outsiders).
 */
export async function downloadableAttachment(db: DB, viewer: SignedIn, attachmentId: number): Promise<AttachmentRow | undefined> {
  const row = await db
    .selectFrom('attachments')
    .innerJoin('issues', 'issues.id', 'attachments.issue_id')
    .selectAll('attachments')
    .select('issues.project_id')
    .where('attachments.id', '=', attachmentId)
    .executeTakeFirst();
  if (!row || !(await visibleProject(db, viewer, row.project_id))) return undefined;
  const { project_id: _project, ...attachment } = row;
  return attachment;
}

/** The stored file of the attachment added last (by any server process), or null when there is none yet. */
export async function newestAttachmentFile(db: DB): Promise<string | null> {
  const row = await db.selectFrom('attachments').select('sha256').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.sha256 ?? null;
}
