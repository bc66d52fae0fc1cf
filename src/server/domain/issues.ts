// Business rules for issues: what a valid issue is, and how one is opened: with its title and description, and
// optionally the labels, assignees, priority and files it starts with, all saved together or not at all. What it
// starts with is the issue as opened; the timeline records the changes made after.
import { sql } from 'kysely';
import type { UploadLimits } from '../config/uploads.ts';
import type { DB } from '../db/database.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { ARCHIVED_MESSAGE, archivedError } from './archivedProjects.ts';
import { checkFileCount, insertAttachments, storeFiles, type IncomingFile } from './attachmentFiles.ts';
import { canWrite, visibleProject } from './authorization.ts';
import { syncBackLinks } from './backLinks.ts';
import { priorityRank, type Priority } from './priority.ts';
import { newlyMentioned, notify } from './notifications.ts';
import { assignableAmong, labelsOfProjectAmong } from './projectChoices.ts';
import { refreshSearchDocuments } from './searchIndex.ts';
import { checkText } from './text.ts';
import { spendUploadAllowance } from './uploadAllowance.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export const TITLE_MAX_LENGTH = 256;
export const BODY_MAX_LENGTH = 65_536;
export const MAX_ASSIGNEES = 10;

export interface CreateIssueCommand {
  /** The project's key, or null when the client sent an id that names no project. */
  readonly projectId: number | null;
  readonly title: string;
  readonly body: string | null | undefined;
  /** Labels of the project (null for an id that names no label). */
  readonly labelIds?: readonly (number | null)[];
  /** People assignable in the project (null for an id that names no user). */
  readonly assigneeIds?: readonly (number | null)[];
  readonly priority?: Priority | null;
  /** Files to attach: saved with the issue or not at all. */
  readonly files?: readonly IncomingFile[];
  /** Who opens it: they must see the project (otherwise it does not exist for them) and be a member or admin. */
  readonly viewer: SignedIn;
}

export type CreateIssueResult = { readonly issue: IssueRow } | { readonly errors: readonly UserErrorModel[] };

/** Where a new issue's files go and within which limits. */
export interface IssueFiles {
  readonly store: FileStore;
  readonly limits: UploadLimits;
}

/** The ids asked for, each once, if every one was valid and none repeated; otherwise null. */
function distinctIds(ids: readonly (number | null)[]): number[] | null {
  const valid = ids.filter((id): id is number => id !== null);
  const distinct = [...new Set(valid)];
  return distinct.length === ids.length ? distinct : null;
}

export async function createIssue(db: DB, uploads: IssueFiles, command: CreateIssueCommand): Promise<CreateIssueResult> {
  const errors: UserErrorModel[] = [];
  const title = checkText(command.title, { field: 'title', label: 'Title', required: true, maxLength: TITLE_MAX_LENGTH, singleLine: true });
  const body = checkText(command.body, { field: 'body', label: 'Body', required: false, maxLength: BODY_MAX_LENGTH, singleLine: false });
  if ('error' in title) errors.push(title.error);
  if ('error' in body) errors.push(body.error);
  const labelIds = distinctIds(command.labelIds ?? []);
  if (!labelIds) errors.push(userError('labelIds', 'INVALID', 'Choose each label once.'));
  const assigneeIds = distinctIds(command.assigneeIds ?? []);
  if (!assigneeIds) errors.push(userError('assigneeIds', 'INVALID', 'Choose each person once.'));
  else if (assigneeIds.length > MAX_ASSIGNEES)
    errors.push(userError('assigneeIds', 'TOO_MANY', `An issue can have at most ${MAX_ASSIGNEES} assignees.`));
  const incoming = command.files ?? [];
  const countError = checkFileCount(incoming, uploads.limits, true);
  if (countError) errors.push(countError);
  const project = command.projectId === null ? undefined : await visibleProject(db, command.viewer, command.projectId);
  if (!project) errors.push(userError('projectId', 'NOT_FOUND', 'No such project.'));
  else if (!canWrite(command.viewer))
    return { errors: [userError(null, 'FORBIDDEN', 'Viewers cannot open issues; ask an admin to make you a member.')] };
  else {
    const archived = archivedError(project);
    if (archived) return { errors: [archived] };
  }
  if (errors.length > 0 || !project || 'error' in title || 'error' in body || !labelIds || !assigneeIds) return { errors };
  const projectId = project.id;
  const missing = await missingChoices(db, projectId, labelIds, assigneeIds);
  if (missing.length > 0) return { errors: missing };
  const files = await storeFiles(uploads.store, uploads.limits, incoming);
  if ('errors' in files) return files;

  return db.transaction().execute(async (trx): Promise<CreateIssueResult> => {
    // Taking the project's row lock serialises numbering, so two concurrent creates (even from two server
    // processes on one PostgreSQL) never get the same number.
    const numbered = await trx
      .updateTable('projects')
      .set({ next_issue_number: sql`next_issue_number + 1` })
      .where('id', '=', projectId)
      // Archived since it was read: the row lock orders this against the archiving.
      .where('archived_at', 'is', null)
      .returning(sql<number>`next_issue_number - 1`.as('number'))
      .executeTakeFirst();
    // The files stored above are left to the orphan sweep (storage/sweep.ts).
    if (!numbered) return { errors: [userError(null, 'ARCHIVED', ARCHIVED_MESSAGE)] };
    const overAllowance = await spendUploadAllowance(trx, uploads.limits, command.viewer.id, files.stored);
    if (overAllowance) return { errors: [overAllowance] };
    const issue = await trx
      .insertInto('issues')
      .values({
        project_id: projectId,
        number: numbered.number,
        title: title.value,
        body: body.value,
        author_id: command.viewer.id,
        priority: priorityRank(command.priority ?? 'NONE'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (labelIds.length > 0)
      await trx
        .insertInto('issue_labels')
        .values(labelIds.map((labelId) => ({ issue_id: issue.id, label_id: labelId })))
        .execute();
    if (assigneeIds.length > 0)
      await trx
        .insertInto('issue_assignees')
        .values(assigneeIds.map((userId) => ({ issue_id: issue.id, user_id: userId })))
        .execute();
    await insertAttachments(trx, { issueId: issue.id, commentId: null }, command.viewer.id, files.stored);
    await refreshSearchDocuments(trx, [issue.id]);
    await syncBackLinks(trx, command.viewer, { issueId: issue.id, projectId, commentId: null, body: issue.body }, issue.created_at);
    const assigned = assigneeIds.map((userId) => ({ userId, reason: 'ASSIGNED' as const }));
    const addressees = [...assigned, ...(await newlyMentioned(trx, null, issue.body))];
    await notify(trx, { issueId: issue.id, actor: command.viewer, at: issue.created_at, reason: null, addressees, actorFollows: 'AUTHOR' });
    return { issue };
  });
}

/**
 * Why the labels or people chosen cannot be used in the project, if any cannot. A label deleted or a person
 * removed after this check makes the insert fail on its foreign key or leaves an assignee who just lost access,
 * as the same race does for a change to an existing issue.
 */
async function missingChoices(db: DB, projectId: number, labelIds: readonly number[], assigneeIds: readonly number[]) {
  const errors: UserErrorModel[] = [];
  const [labels, people] = await Promise.all([labelsOfProjectAmong(db, projectId, labelIds), assignableAmong(db, projectId, assigneeIds)]);
  if (labels.length !== labelIds.length) errors.push(userError('labelIds', 'NOT_FOUND', "One or more labels are not this project's."));
  if (people.length !== assigneeIds.length)
    errors.push(userError('assigneeIds', 'NOT_FOUND', 'One or more of these people cannot be assigned here.'));
  return errors;
}
