// What only admins do: create projects, change roles, choose who sees a private project.
import type { DB } from '../db/database.ts';
import type { ProjectRow, ProjectVisibility, Role, UserRow } from '../db/tables.ts';
import { isAdmin } from './authorization.ts';
import { checkText } from './text.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { Viewer } from './viewer.ts';

export const SLUG_MIN_LENGTH = 2;
export const SLUG_MAX_LENGTH = 40;
export const PROJECT_NAME_MAX_LENGTH = 100;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 1000;

const SLUG = new RegExp(`^[a-z0-9](?:[a-z0-9-]{${SLUG_MIN_LENGTH - 2},${SLUG_MAX_LENGTH - 2}}[a-z0-9])$`);
const forbidden = { errors: [userError(null, 'FORBIDDEN', 'Only admins can do this.')] } as const;

export interface CreateProjectCommand {
  readonly slug: string;
  readonly name: string;
  readonly description: string | null | undefined;
  readonly visibility: ProjectVisibility;
}

export async function createProject(
  db: DB, viewer: Viewer, command: CreateProjectCommand,
): Promise<{ project: ProjectRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  const errors: UserErrorModel[] = [];
  if (!SLUG.test(command.slug)) errors.push(userError('slug', 'INVALID', `Use ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} lower-case letters, digits and hyphens, starting and ending with a letter or digit.`));
  const name = checkText(command.name, { field: 'name', label: 'Name', required: true, maxLength: PROJECT_NAME_MAX_LENGTH, singleLine: true });
  const description = checkText(command.description, { field: 'description', label: 'Description', required: false, maxLength: PROJECT_DESCRIPTION_MAX_LENGTH, singleLine: false });
  if ('error' in name) errors.push(name.error);
  if ('error' in description) errors.push(description.error);
  if (errors.length > 0 || 'error' in name || 'error' in description) return { errors };
  const existing = await db.selectFrom('projects').select('id').where('slug', '=', command.slug).executeTakeFirst();
  if (existing) return { errors: [userError('slug', 'TAKEN', 'A project already uses this slug.')] };
  const project = await db.transaction().execute(async (trx) => {
    const created = await trx.insertInto('projects')
      .values({ slug: command.slug, name: name.value, description: description.value, visibility: command.visibility })
      .returningAll().executeTakeFirstOrThrow();
    await trx.insertInto('project_members').values({ project_id: created.id, user_id: viewer.id }).execute();
    return created;
  });
  return { project };
}

export async function setUserRole(
  db: DB, viewer: Viewer, userId: number | null, role: Role,
): Promise<{ user: UserRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  if (userId === viewer.id) return { errors: [userError('userId', 'FORBIDDEN', "You can't change your own role; another admin can.")] };
  const user = userId === null ? undefined
    : await db.updateTable('users').set({ role }).where('id', '=', userId).returningAll().executeTakeFirst();
  return user ? { user } : { errors: [userError('userId', 'NOT_FOUND', 'No such user.')] };
}

export async function setProjectMember(
  db: DB, viewer: Viewer, projectId: number | null, userId: number | null, member: boolean,
): Promise<{ project: ProjectRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  const project = projectId === null ? undefined : await db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
  const user = userId === null ? undefined : await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  const errors: UserErrorModel[] = [];
  if (!project) errors.push(userError('projectId', 'NOT_FOUND', 'No such project.'));
  if (!user) errors.push(userError('userId', 'NOT_FOUND', 'No such user.'));
  if (!project || !user) return { errors };
  if (member) {
    await db.insertInto('project_members').values({ project_id: project.id, user_id: user.id }).onConflict((oc) => oc.doNothing()).execute();
  } else {
    await db.deleteFrom('project_members').where('project_id', '=', project.id).where('user_id', '=', user.id).execute();
  }
  return { project };
}
