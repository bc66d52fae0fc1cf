// Archived projects are read-only: every write to a project or anything in it asks here first, after the
// viewer has been shown to see the project and to hold a role that may write (so an archived project is
// never confirmed to someone it is hidden from, and a viewer still hears that viewers cannot write).
import type { ProjectRow } from '../db/tables.ts';
import { userError, type UserErrorModel } from './userError.ts';

export const ARCHIVED_MESSAGE = 'This project is archived, so it is read-only. An admin can unarchive it.';

/** The ARCHIVED error when the project is archived; undefined while it is active. */
export function archivedError(project: Pick<ProjectRow, 'archived_at'>): UserErrorModel | undefined {
  return project.archived_at === null ? undefined : userError(null, 'ARCHIVED', ARCHIVED_MESSAGE);
}
