// What only admins do: create projects, change roles, choose who sees a private project.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { USER_COLUMNS, type Role, type UserRow } from '../db/tables/accounts.ts';
import type { ProjectRow, ProjectVisibility } from '../db/tables/projects.ts';
import { archivedError } from './archivedProjects.ts';
import { recordAudit } from './auditLog.ts';
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

/** The slug's problem, if it has one: SLUG_MIN_LENGTH to SLUG_MAX_LENGTH lower-case letters, digits and hyphens. */
function checkSlug(slug: string): UserErrorModel | undefined {
  if (slug.length === 0) return userError('slug', 'REQUIRED', "Slug can't be blank.");
  if (slug.length > SLUG_MAX_LENGTH) return userError('slug', 'TOO_LONG', `Slug is too long (at most ${SLUG_MAX_LENGTH} characters).`);
  if (!SLUG.test(slug))
    return userError(
      'slug',
      'INVALID',
      `Use ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} lower-case letters, digits and hyphens, starting and ending with a letter or digit.`,
    );
  return undefined;
}

const checkName = (name: string | null | undefined) =>
  checkText(name, { field: 'name', label: 'Name', required: true, maxLength: PROJECT_NAME_MAX_LENGTH, singleLine: true });
const checkDescription = (description: string | null | undefined) =>
  checkText(description, {
    field: 'description',
    label: 'Description',
    required: false,
    maxLength: PROJECT_DESCRIPTION_MAX_LENGTH,
    singleLine: false,
  });

/** Whether another project uses `slug` now. (A slug a project had before a rename may be taken over.) */
async function slugTaken(db: DB, slug: string, exceptProjectId: number | null): Promise<boolean> {
  let query = db.selectFrom('projects').select('id').where('slug', '=', slug);
  if (exceptProjectId !== null) query = query.where('id', '!=', exceptProjectId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createProject(
  db: DB,
  viewer: Viewer,
  command: CreateProjectCommand,
): Promise<{ project: ProjectRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  const errors: UserErrorModel[] = [];
  const slugError = checkSlug(command.slug);
  if (slugError) errors.push(slugError);
  const name = checkName(command.name);
  const description = checkDescription(command.description);
  if ('error' in name) errors.push(name.error);
  if ('error' in description) errors.push(description.error);
  if (!slugError && (await slugTaken(db, command.slug, null))) errors.push(userError('slug', 'TAKEN', 'A project already uses this slug.'));
  if (errors.length > 0 || 'error' in name || 'error' in description) return { errors };
  const project = await db
    .transaction()
    .execute(async (trx) => {
      // An old slug of another project, taken over: its old links now lead here.
      await trx.deleteFrom('project_slug_aliases').where('slug', '=', command.slug).execute();
      const created = await trx
        .insertInto('projects')
        .values({ slug: command.slug, name: name.value, description: description.value, visibility: command.visibility })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('project_members').values({ project_id: created.id, user_id: viewer.id }).execute();
      await recordAudit(trx, { action: 'PROJECT_CREATED', actorId: viewer.id, projectId: created.id, to: created.visibility });
      return created;
    })
    .catch(slugTakenMeanwhile);
  return 'errors' in project ? project : { project };
}

/** Another write of the same slug got in between the check and this one (projects_slug_key): TAKEN as well. */
function slugTakenMeanwhile(error: unknown): { errors: UserErrorModel[] } {
  if (isUniqueViolation(error)) return { errors: [userError('slug', 'TAKEN', 'A project already uses this slug.')] };
  throw error;
}

export interface UpdateProjectCommand {
  readonly projectId: number | null;
  readonly slug: string | null | undefined;
  readonly name: string | null | undefined;
  readonly description: string | null | undefined;
  readonly visibility: ProjectVisibility | null | undefined;
}

/**
 * Renames a project, changes its slug, description or visibility (admins). A changed slug is remembered in
 * project_slug_aliases, so links with the old one still find the project (the client then redirects).
 */
export async function updateProject(
  db: DB,
  viewer: Viewer,
  command: UpdateProjectCommand,
): Promise<{ project: ProjectRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  const project =
    command.projectId === null
      ? undefined
      : await db.selectFrom('projects').selectAll().where('id', '=', command.projectId).executeTakeFirst();
  if (!project) return { errors: [userError('projectId', 'NOT_FOUND', 'No such project.')] };
  const archived = archivedError(project);
  if (archived) return { errors: [archived] };
  const errors: UserErrorModel[] = [];
  const changes: { slug?: string; name?: string; description?: string; visibility?: ProjectVisibility } = {};
  if (command.slug != null && command.slug !== project.slug) {
    const slugError = checkSlug(command.slug);
    if (slugError) errors.push(slugError);
    else if (await slugTaken(db, command.slug, project.id)) errors.push(userError('slug', 'TAKEN', 'A project already uses this slug.'));
    else changes.slug = command.slug;
  }
  if (command.name != null) {
    const name = checkName(command.name);
    if ('error' in name) errors.push(name.error);
    else changes.name = name.value;
  }
  if (command.description != null) {
    const description = checkDescription(command.description);
    if ('error' in description) errors.push(description.error);
    else changes.description = description.value;
  }
  if (command.visibility != null) changes.visibility = command.visibility;
  if (errors.length > 0) return { errors };
  if (Object.keys(changes).length === 0) return { project };
  const updated = await db
    .transaction()
    .execute(async (trx) => {
      if (changes.slug !== undefined) {
        // The new slug stops being an alias (of this project or another); the old one becomes one.
        await trx.deleteFrom('project_slug_aliases').where('slug', '=', changes.slug).execute();
        await trx
          .insertInto('project_slug_aliases')
          .values({ slug: project.slug, project_id: project.id })
          .onConflict((oc) => oc.column('slug').doUpdateSet({ project_id: project.id }))
          .execute();
      }
      const before = await trx
        .selectFrom('projects')
        .select('visibility')
        .where('id', '=', project.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const after = await trx.updateTable('projects').set(changes).where('id', '=', project.id).returningAll().executeTakeFirstOrThrow();
      if (after.visibility !== before.visibility) {
        await recordAudit(trx, {
          action: 'PROJECT_VISIBILITY_CHANGED',
          actorId: viewer.id,
          projectId: project.id,
          from: before.visibility,
          to: after.visibility,
        });
      }
      return after;
    })
    .catch(slugTakenMeanwhile);
  return 'errors' in updated ? updated : { project: updated };
}

export async function setUserRole(
  db: DB,
  viewer: Viewer,
  userId: number | null,
  role: Role,
): Promise<{ user: UserRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  // The last-admin rule, kept simply: nobody changes their own role, so the admin acting always remains one.
  if (userId === viewer.id) return { errors: [userError('userId', 'FORBIDDEN', "You can't change your own role; another admin can.")] };
  const user =
    userId === null
      ? undefined
      : await db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('users').select('role').where('id', '=', userId).forUpdate().executeTakeFirst();
          if (!before) return undefined;
          const after = await trx
            .updateTable('users')
            .set({ role })
            .where('id', '=', userId)
            .returning(USER_COLUMNS)
            .executeTakeFirstOrThrow();
          if (before.role !== role) {
            await recordAudit(trx, { action: 'ROLE_CHANGED', actorId: viewer.id, userId, from: before.role, to: role });
          }
          return after;
        });
  return user ? { user } : { errors: [userError('userId', 'NOT_FOUND', 'No such user.')] };
}

export async function setProjectMember(
  db: DB,
  viewer: Viewer,
  projectId: number | null,
  userId: number | null,
  member: boolean,
): Promise<{ project: ProjectRow; user: UserRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  const project =
    projectId === null ? undefined : await db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
  const user = userId === null ? undefined : await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
  const errors: UserErrorModel[] = [];
  if (!project) errors.push(userError('projectId', 'NOT_FOUND', 'No such project.'));
  if (!user) errors.push(userError('userId', 'NOT_FOUND', 'No such user.'));
  if (!project || !user) return { errors };
  if (member) {
    await db
      .insertInto('project_members')
      .values({ project_id: project.id, user_id: user.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom('project_members').where('project_id', '=', project.id).where('user_id', '=', user.id).execute();
  }
  return { project, user };
}

/**
 * Archives or unarchives a project (admins). Archiving an archived project (or unarchiving an active one)
 * changes nothing and is not an error: the project is as asked. The archive time is the first one.
 */
export async function setProjectArchived(
  db: DB,
  viewer: Viewer,
  projectId: number | null,
  archived: boolean,
): Promise<{ project: ProjectRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  const notFound = { errors: [userError('projectId', 'NOT_FOUND', 'No such project.')] };
  if (projectId === null) return notFound;
  const project = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('projects').select('archived_at').where('id', '=', projectId).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const after = await trx
      .updateTable('projects')
      .set({ archived_at: archived ? sql<Date>`coalesce(archived_at, now())` : null })
      .where('id', '=', projectId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if ((before.archived_at !== null) !== archived) {
      await recordAudit(trx, { action: archived ? 'PROJECT_ARCHIVED' : 'PROJECT_UNARCHIVED', actorId: viewer.id, projectId });
    }
    return after;
  });
  return project ? { project } : notFound;
}
