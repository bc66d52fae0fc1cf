// Comments: members and admins comment on issues they can see; a comment's author (while still a member)
// and admins edit and delete it. Each change keeps the issue's comment count, search document and updated
// time right, in the same transaction.
import { sql } from 'kysely';
import type { UploadLimits } from '../config/uploads.ts';
import type { DB } from '../db/database.ts';
import type { CommentRow } from '../db/tables/timeline.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { checkFileCount, insertAttachments, storeFiles, type IncomingFile } from './attachmentFiles.ts';
import { spendUploadAllowance } from './uploadAllowance.ts';
import { archivedError, archivedUnderLock } from './archivedProjects.ts';
import { canWrite, visibleProject } from './authorization.ts';
import { syncBackLinks } from './backLinks.ts';
import { BODY_MAX_LENGTH } from './issues.ts';
import { newlyMentioned, notify } from './notifications.ts';
import { refreshSearchDocuments } from './searchIndex.ts';
import { checkText } from './text.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn, Viewer } from './viewer.ts';

type Result<T> = T | { readonly errors: readonly UserErrorModel[] };

export function canChangeComment(viewer: Viewer, comment: Pick<CommentRow, 'author_id'>): boolean {
  return viewer?.role === 'ADMIN' || (viewer?.role === 'MEMBER' && comment.author_id === viewer.id);
}

function checkBody(body: string) {
  return checkText(body, { field: 'body', label: 'Comment', required: true, maxLength: BODY_MAX_LENGTH, singleLine: false });
}

/**
 * A new comment's text: required, unless the comment carries files (a screenshot says it all). Blank text
 * beside files is saved as no text at all.
 */
function checkNewBody(body: string, withFiles: boolean) {
  const text = checkBody(body);
  if (!('error' in text) || text.error.code !== 'REQUIRED') return text;
  return withFiles ? { value: '' } : { error: userError('body', 'REQUIRED', 'Write a comment or attach a file.') };
}

export interface NewComment {
  readonly issueId: number | null;
  readonly body: string;
  /** Files to attach to it: the comment and its files are saved together or not at all. */
  readonly files: readonly IncomingFile[];
}

export async function addComment(
  db: DB,
  store: FileStore,
  limits: UploadLimits,
  viewer: SignedIn,
  command: NewComment,
): Promise<Result<{ comment: CommentRow; issue: IssueRow }>> {
  const { issueId } = command;
  const issue = issueId === null ? undefined : await db.selectFrom('issues').selectAll().where('id', '=', issueId).executeTakeFirst();
  const project = issue ? await visibleProject(db, viewer, issue.project_id) : undefined;
  if (!issue || !project) return { errors: [userError('issueId', 'NOT_FOUND', 'No such issue.')] };
  if (!canWrite(viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Viewers cannot comment.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  const text = checkNewBody(command.body, command.files.length > 0);
  const countError = checkFileCount(command.files, limits, true);
  const invalid = [...('error' in text ? [text.error] : []), ...(countError ? [countError] : [])];
  if (invalid.length > 0 || 'error' in text) return { errors: invalid };
  const files = await storeFiles(store, limits, command.files);
  if ('errors' in files) return files;
  return db.transaction().execute(async (trx): Promise<Result<{ comment: CommentRow; issue: IssueRow }>> => {
    const archivedNow = await archivedUnderLock(trx, issue.project_id);
    // The files stored above are left to the orphan sweep (storage/sweep.ts).
    if (archivedNow) return { errors: [archivedNow] };
    const overAllowance = await spendUploadAllowance(trx, limits, viewer.id, files.stored);
    if (overAllowance) return { errors: [overAllowance] };
    const at = new Date();
    const comment = await trx
      .insertInto('comments')
      .values({ issue_id: issue.id, author_id: viewer.id, body: text.value, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertAttachments(trx, { issueId: issue.id, commentId: comment.id }, viewer.id, files.stored);
    await syncBackLinks(trx, viewer, { issueId: issue.id, projectId: issue.project_id, commentId: comment.id, body: comment.body }, at);
    const addressees = await newlyMentioned(trx, null, comment.body);
    await notify(trx, { issueId: issue.id, actor: viewer, at, reason: 'COMMENT', addressees, actorFollows: 'COMMENTED' });
    const updated = await trx
      .updateTable('issues')
      .set({ comment_count: sql`comment_count + 1`, updated_at: at })
      .where('id', '=', issue.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshSearchDocuments(trx, [issue.id]);
    return { comment, issue: updated };
  });
}

/** The comment if the viewer may see it and change it (edit, delete, attach files); otherwise why not. */
export async function findChangeableComment(
  db: DB,
  viewer: SignedIn,
  commentId: number | null,
): Promise<Result<{ comment: CommentRow; projectId: number }>> {
  const row =
    commentId === null
      ? undefined
      : await db
          .selectFrom('comments')
          .innerJoin('issues', 'issues.id', 'comments.issue_id')
          .selectAll('comments')
          .select('issues.project_id')
          .where('comments.id', '=', commentId)
          .executeTakeFirst();
  const project = row ? await visibleProject(db, viewer, row.project_id) : undefined;
  if (!row || !project) return { errors: [userError('commentId', 'NOT_FOUND', 'No such comment.')] };
  const { project_id: _project, ...comment } = row;
  if (!canChangeComment(viewer, comment))
    return { errors: [userError(null, 'FORBIDDEN', 'Only its author or an admin can change this comment.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  return { comment, projectId: project.id };
}

export async function updateComment(
  db: DB,
  viewer: SignedIn,
  commentId: number | null,
  body: string,
): Promise<Result<{ comment: CommentRow }>> {
  const found = await findChangeableComment(db, viewer, commentId);
  if ('errors' in found) return found;
  // A comment of files only may stay without text.
  const withFiles = async () =>
    (await db.selectFrom('attachments').select('id').where('comment_id', '=', found.comment.id).limit(1).executeTakeFirst()) !== undefined;
  const checked = checkBody(body);
  const text = 'error' in checked && checked.error.code === 'REQUIRED' && (await withFiles()) ? { value: '' } : checked;
  if ('error' in text) return { errors: [text.error] };
  if (text.value === found.comment.body) return { comment: found.comment };
  return db.transaction().execute(async (trx): Promise<Result<{ comment: CommentRow }>> => {
    const archivedNow = await archivedUnderLock(trx, found.projectId);
    if (archivedNow) return { errors: [archivedNow] };
    const at = new Date();
    const comment = await trx
      .updateTable('comments')
      .set({ body: text.value, edited_at: at, updated_at: at })
      .where('id', '=', found.comment.id)
      .returningAll()
      .executeTakeFirst();
    // Deleted by someone else since it was read.
    if (!comment) return { errors: [userError('commentId', 'NOT_FOUND', 'No such comment.')] };
    await trx.updateTable('issues').set({ updated_at: at }).where('id', '=', comment.issue_id).execute();
    await refreshSearchDocuments(trx, [comment.issue_id]);
    await syncBackLinks(
      trx,
      viewer,
      { issueId: comment.issue_id, projectId: found.projectId, commentId: comment.id, body: comment.body },
      at,
    );
    // An edit tells only the people it newly mentions.
    const addressees = await newlyMentioned(trx, found.comment.body, comment.body);
    await notify(trx, { issueId: comment.issue_id, actor: viewer, at, reason: null, addressees });
    return { comment };
  });
}

export async function deleteComment(
  db: DB,
  viewer: SignedIn,
  commentId: number | null,
): Promise<Result<{ comment: CommentRow; issue: IssueRow }>> {
  const found = await findChangeableComment(db, viewer, commentId);
  if ('errors' in found) return found;
  return db.transaction().execute(async (trx): Promise<Result<{ comment: CommentRow; issue: IssueRow }>> => {
    const archivedNow = await archivedUnderLock(trx, found.projectId);
    if (archivedNow) return { errors: [archivedNow] };
    // The count follows only what this statement deleted: the same delete sent several times at once deletes
    // once, and the others find nothing (they used to decrement too: 8 concurrent deletes took 4 off the count).
    const deleted = await trx.deleteFrom('comments').where('id', '=', found.comment.id).returning('id').executeTakeFirst();
    if (!deleted) return { errors: [userError('commentId', 'NOT_FOUND', 'No such comment.')] };
    const issue = await trx
      .updateTable('issues')
      .set({ comment_count: sql`greatest(comment_count - 1, 0)`, updated_at: new Date() })
      .where('id', '=', found.comment.issue_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshSearchDocuments(trx, [issue.id]);
    return { comment: found.comment, issue };
  });
}
