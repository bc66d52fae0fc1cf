// Business rules for issues: what a valid issue is, and how one is opened.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { IssueRow } from '../db/tables.ts';
import { ARCHIVED_MESSAGE, archivedError } from './archivedProjects.ts';
import { canWrite, visibleProject } from './authorization.ts';
import { syncBackLinks } from './backLinks.ts';
import { refreshSearchDocuments } from './searchIndex.ts';
import { checkText } from './text.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export const TITLE_MAX_LENGTH = 256;
export const BODY_MAX_LENGTH = 65_536;

export interface CreateIssueCommand {
  /** The project's key, or null when the client sent an id that names no project. */
  readonly projectId: number | null;
  readonly title: string;
  readonly body: string | null | undefined;
  /** Who opens it: they must see the project (otherwise it does not exist for them) and be a member or admin. */
  readonly viewer: SignedIn;
}

export type CreateIssueResult = { readonly issue: IssueRow } | { readonly errors: readonly UserErrorModel[] };

export async function createIssue(db: DB, command: CreateIssueCommand): Promise<CreateIssueResult> {
  const errors: UserErrorModel[] = [];
  const title = checkText(command.title, { field: 'title', label: 'Title', required: true, maxLength: TITLE_MAX_LENGTH, singleLine: true });
  const body = checkText(command.body, { field: 'body', label: 'Body', required: false, maxLength: BODY_MAX_LENGTH, singleLine: false });
  if ('error' in title) errors.push(title.error);
  if ('error' in body) errors.push(body.error);
  const project = command.projectId === null ? undefined : await visibleProject(db, command.viewer, command.projectId);
  if (!project) errors.push(userError('projectId', 'NOT_FOUND', 'No such project.'));
  else if (!canWrite(command.viewer))
    return { errors: [userError(null, 'FORBIDDEN', 'Viewers cannot open issues; ask an admin to make you a member.')] };
  else {
    const archived = archivedError(project);
    if (archived) return { errors: [archived] };
  }
  if (errors.length > 0 || !project || 'error' in title || 'error' in body) return { errors };
  const projectId = project.id;

  return db.transaction().execute(async (trx) => {
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
    if (!numbered) return { errors: [userError(null, 'ARCHIVED', ARCHIVED_MESSAGE)] };
    const issue = await trx
      .insertInto('issues')
      .values({ project_id: projectId, number: numbered.number, title: title.value, body: body.value, author_id: command.viewer.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshSearchDocuments(trx, [issue.id]);
    await syncBackLinks(trx, command.viewer, { issueId: issue.id, projectId, commentId: null, body: issue.body });
    return { issue };
  });
}
