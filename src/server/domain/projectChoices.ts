// What an issue of a project may be given, asked of the chosen ids: which are labels of this project, and which
// are people assignable here. Opening an issue with labels and assignees (issues.ts) and adding them to issues
// (issueLinkChanges.ts) check their choices with these same reads, inside or outside a transaction.
import type { DB } from '../db/database.ts';
import { assignableIn } from './authorization.ts';

/** Those of `labelIds` that are labels of project `projectId`. */
export async function labelsOfProjectAmong(db: DB, projectId: number, labelIds: readonly number[]): Promise<number[]> {
  if (labelIds.length === 0) return [];
  const rows = await db.selectFrom('labels').select('id').where('id', 'in', labelIds).where('project_id', '=', projectId).execute();
  return rows.map((row) => row.id);
}

/** Those of `userIds` who can be assigned issues of project `projectId` (authorization.ts, `assignableIn`). */
export async function assignableAmong(db: DB, projectId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('projects', (join) => join.on('projects.id', '=', projectId))
    .select('users.id')
    .where('users.id', 'in', userIds)
    .where(assignableIn)
    .execute();
  return rows.map((row) => row.id);
}
