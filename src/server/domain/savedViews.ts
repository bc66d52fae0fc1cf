// Saved views: a user's named searches in a project.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { ProjectRow, SavedViewRow } from '../db/tables/projects.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { archivedError, archivedUnderLock } from './archivedProjects.ts';
import { visibleProject } from './authorization.ts';
import { parseIssueQuery } from './searchQuery.ts';
import { checkText } from './text.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export const MAX_SAVED_VIEWS = 50;
/** A name another of the person's views of the project has, ignoring case (as `saved_views_owner_name` compares). */
const nameTaken = (): { readonly errors: readonly UserErrorModel[] } => ({
  errors: [userError('name', 'TAKEN', 'You already have a view with this name.')],
});
/** `lower(name)`, compared by PostgreSQL as the unique index compares it. */
const sameName = (name: string) => sql<boolean>`lower(name) = lower(${name})`;
export const SAVED_VIEW_NAME_MAX_LENGTH = 50;
type Result<T> = T | { readonly errors: readonly UserErrorModel[] };

/** A view's name and search as given, checked: the name 1 to 50 characters on one line, the search one that parses. */
function checkNameAndQuery(name: string, query: string): Result<{ name: string; query: string }> {
  const errors: UserErrorModel[] = [];
  const checkedName = checkText(name, {
    field: 'name',
    label: 'Name',
    required: true,
    maxLength: SAVED_VIEW_NAME_MAX_LENGTH,
    singleLine: true,
  });
  if ('error' in checkedName) errors.push(checkedName.error);
  const parsed = parseIssueQuery(query);
  if ('errors' in parsed) errors.push(userError('query', 'INVALID', parsed.errors[0]?.message ?? 'This search cannot be understood.'));
  if (errors.length > 0 || 'error' in checkedName) return { errors };
  return { name: checkedName.value, query: query.trim() };
}

export async function createSavedView(
  db: DB,
  viewer: SignedIn,
  projectId: number | null,
  name: string,
  query: string,
): Promise<Result<{ savedView: SavedViewRow; project: ProjectRow }>> {
  const project = projectId === null ? undefined : await visibleProject(db, viewer, projectId);
  if (!project) return { errors: [userError('projectId', 'NOT_FOUND', 'No such project.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  const checked = checkNameAndQuery(name, query);
  if ('errors' in checked) return checked;
  const existing = await db
    .selectFrom('saved_views')
    .select(sameName(checked.name).as('same'))
    .where('user_id', '=', viewer.id)
    .where('project_id', '=', project.id)
    .execute();
  if (existing.length >= MAX_SAVED_VIEWS)
    return { errors: [userError(null, 'TOO_MANY', `You can save at most ${MAX_SAVED_VIEWS} views per project.`)] };
  if (existing.some((v) => v.same)) return nameTaken();
  try {
    return await db.transaction().execute(async (trx): Promise<Result<{ savedView: SavedViewRow; project: ProjectRow }>> => {
      const archivedNow = await archivedUnderLock(trx, project.id);
      if (archivedNow) return { errors: [archivedNow] };
      const savedView = await trx
        .insertInto('saved_views')
        .values({ user_id: viewer.id, project_id: project.id, name: checked.name, query: checked.query })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { savedView, project };
    });
  } catch (error) {
    // Another create of the same name got in between the check and the insert (saved_views_owner_name).
    if (isUniqueViolation(error)) return nameTaken();
    throw error;
  }
}

export async function deleteSavedView(
  db: DB,
  viewer: SignedIn,
  savedViewId: number | null,
): Promise<Result<{ savedView: SavedViewRow; project: ProjectRow }>> {
  // Checked before deleting, so that "not found" deletes nothing.
  const own = await ownView(db, viewer, savedViewId);
  if ('errors' in own) return own;
  const { savedView, project } = own;
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  return db.transaction().execute(async (trx): Promise<Result<{ savedView: SavedViewRow; project: ProjectRow }>> => {
    const archivedNow = await archivedUnderLock(trx, project.id);
    if (archivedNow) return { errors: [archivedNow] };
    await trx.deleteFrom('saved_views').where('id', '=', savedView.id).execute();
    return { savedView, project };
  });
}

/** One of the viewer's views, and its project if the viewer still sees it; else the error "not found". */
async function ownView(
  db: DB,
  viewer: SignedIn,
  savedViewId: number | null,
): Promise<Result<{ savedView: SavedViewRow; project: ProjectRow }>> {
  // Only one's own views exist for one: another user's view is "not found", and so is one's own view of a
  // project one can no longer see.
  const savedView =
    savedViewId === null
      ? undefined
      : await db.selectFrom('saved_views').selectAll().where('id', '=', savedViewId).where('user_id', '=', viewer.id).executeTakeFirst();
  const project = savedView ? await visibleProject(db, viewer, savedView.project_id) : undefined;
  if (!savedView || !project) return { errors: [userError('savedViewId', 'NOT_FOUND', 'No such saved view.')] };
  return { savedView, project };
}

/**
 * Renames one of the viewer's views, gives it another search, or both; what is left out (null) stays. Checked
 * as creating checks (a name the viewer's other views of the project do not have, a search that parses), and
 * all or nothing.
 */
export async function updateSavedView(
  db: DB,
  viewer: SignedIn,
  savedViewId: number | null,
  changes: { readonly name: string | null; readonly query: string | null },
): Promise<Result<{ savedView: SavedViewRow; project: ProjectRow }>> {
  const own = await ownView(db, viewer, savedViewId);
  if ('errors' in own) return own;
  const { savedView, project } = own;
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  const checked = checkNameAndQuery(changes.name ?? savedView.name, changes.query ?? savedView.query);
  if ('errors' in checked) return checked;
  const taken = await db
    .selectFrom('saved_views')
    .select('id')
    .where('user_id', '=', viewer.id)
    .where('project_id', '=', project.id)
    .where('id', '<>', savedView.id)
    .where(sameName(checked.name))
    .executeTakeFirst();
  if (taken) return nameTaken();
  try {
    return await db.transaction().execute(async (trx): Promise<Result<{ savedView: SavedViewRow; project: ProjectRow }>> => {
      const archivedNow = await archivedUnderLock(trx, project.id);
      if (archivedNow) return { errors: [archivedNow] };
      const updated = await trx
        .updateTable('saved_views')
        .set({ name: checked.name, query: checked.query })
        .where('id', '=', savedView.id)
        .where('user_id', '=', viewer.id)
        .returningAll()
        .executeTakeFirst();
      // Deleted meanwhile (in another tab): as if it had never been found.
      if (!updated) return { errors: [userError('savedViewId', 'NOT_FOUND', 'No such saved view.')] };
      return { savedView: updated, project };
    });
  } catch (error) {
    // Another view was given (or created with) the same name between the check and this update.
    if (isUniqueViolation(error)) return nameTaken();
    throw error;
  }
}
