// Deleting an issue for good (admins): the issue's row goes, and with it, by the foreign keys' cascades, its
// comments, the attachments of both, its events, labels, assignees and search document, all in one
// transaction. The files' bytes are deleted only after it has committed, and only those no other attachment
// shares. Numbers are never reused: the project's next number does not go back.
import type { DB } from '../db/database.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import type { ProjectRow } from '../db/tables/projects.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { deleteUnreferencedFiles } from './attachmentFiles.ts';
import { archivedError, archivedUnderLock } from './archivedProjects.ts';
import { isAdmin, visibleProject } from './authorization.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export type DeleteIssueResult = { readonly issue: IssueRow; readonly project: ProjectRow } | { readonly errors: readonly UserErrorModel[] };

const NOT_FOUND = userError('issueId', 'NOT_FOUND', 'No such issue: it may have been deleted already.');

export async function deleteIssue(db: DB, store: FileStore, viewer: SignedIn, issueId: number | null): Promise<DeleteIssueResult> {
  const issue = issueId === null ? undefined : await db.selectFrom('issues').selectAll().where('id', '=', issueId).executeTakeFirst();
  // An issue of a project the viewer cannot see does not exist for them: NOT_FOUND, never FORBIDDEN.
  const project = issue ? await visibleProject(db, viewer, issue.project_id) : undefined;
  if (!issue || !project) return { errors: [NOT_FOUND] };
  if (!isAdmin(viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Only admins can delete issues.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };

  const started = new Date();
  const result = await db.transaction().execute(async (trx): Promise<DeleteIssueResult & { sha256s?: string[] }> => {
    const archivedNow = await archivedUnderLock(trx, project.id);
    if (archivedNow) return { errors: [archivedNow] };
    const files = await trx.selectFrom('attachments').select('sha256').where('issue_id', '=', issue.id).execute();
    // Only what this statement deleted counts: the same deletion sent twice at once deletes once.
    const deleted = await trx.deleteFrom('issues').where('id', '=', issue.id).returningAll().executeTakeFirst();
    if (!deleted) return { errors: [NOT_FOUND] };
    return { issue: deleted, project, sha256s: files.map((f) => f.sha256) };
  });
  if ('errors' in result) return result;
  await deleteUnreferencedFiles(db, store, result.sha256s ?? [], started);
  return { issue: result.issue, project: result.project };
}
