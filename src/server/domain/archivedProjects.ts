// Archived projects are read-only: every write to a project or anything in it asks here first, after the
// viewer has been shown to see the project and to hold a role that may write (so an archived project is
// never confirmed to someone it is hidden from, and a viewer still hears that viewers cannot write).
import type { DB } from '../db/database.ts';
import type { ProjectRow } from '../db/tables/projects.ts';
import { userError, type UserErrorModel } from './userError.ts';

export const ARCHIVED_MESSAGE = 'This project is archived, so it is read-only. An admin can unarchive it.';

/** The ARCHIVED error when the project is archived; undefined while it is active. */
export function archivedError(project: Pick<ProjectRow, 'archived_at'>): UserErrorModel | undefined {
  return project.archived_at === null ? undefined : userError(null, 'ARCHIVED', ARCHIVED_MESSAGE);
}

/**
 * The same question asked again inside the write's own transaction, holding the project row FOR SHARE until
 * it commits: writes to one project do not wait for each other, but an archiving (which takes the row FOR
 * UPDATE, domain/administration.ts) waits for the writes under way, and a write that comes after it waits
 * for it and then hears ARCHIVED. Asked first without the lock too, for the order of answers (NOT_FOUND,
 * FORBIDDEN, ARCHIVED) and so that most refusals cost no transaction.
 */
export async function archivedUnderLock(trx: DB, projectId: number): Promise<UserErrorModel | undefined> {
  const row = await trx.selectFrom('projects').select('archived_at').where('id', '=', projectId).forShare().executeTakeFirst();
  return row ? archivedError(row) : undefined;
}
