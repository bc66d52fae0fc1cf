// Who may see and do what (the one place these rules live; resolvers and HTTP routes ask here).
//   Viewers read. Members also create and edit issues, comments and attachments. Admins also manage
//   labels, projects, members and roles, and see every project. A private project is visible only to its
//   members and admins; to anyone else it does not exist (lookups answer null / NOT_FOUND, never FORBIDDEN).
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import type { ProjectRow } from '../db/tables/projects.ts';
import type { SignedIn, Viewer } from './viewer.ts';

/** Nobody is signed in where someone must be (the GraphQL layer answers 401 UNAUTHENTICATED). */
export class UnauthenticatedError extends Error {
  constructor() {
    super('Sign in to continue.');
    this.name = 'UnauthenticatedError';
  }
}

/** Someone signed in asked to read what their role may not (the GraphQL layer answers FORBIDDEN). */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export function requireViewer(viewer: Viewer): SignedIn {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

export function isAdmin(viewer: Viewer): boolean {
  return viewer?.role === 'ADMIN';
}

/** Opening and changing issues in a project: members and admins, while it is not archived (then it is read-only). */
export function canChangeIssuesIn(viewer: Viewer, project: Pick<ProjectRow, 'archived_at'>): boolean {
  return canWrite(viewer) && project.archived_at === null;
}

/** Editing a project's settings: admins, while it is not archived (unarchiving comes first). */
export function canAdministerProject(viewer: Viewer, project: Pick<ProjectRow, 'archived_at'>): boolean {
  return isAdmin(viewer) && project.archived_at === null;
}

/** A person's email address and last activity are private: to themselves, and to admins. */
export function canSeePersonalDetails(viewer: Viewer, userId: number): boolean {
  return viewer !== null && (viewer.id === userId || isAdmin(viewer));
}

/** Where someone is signed in (their sessions) is theirs alone to see, admins included. */
export function canSeeSessionsOf(viewer: Viewer, userId: number): boolean {
  return viewer?.id === userId;
}

/**
 * What only running the workspace needs: who belongs to which private project, an invitation's sender,
 * projects and mail, whether invitations are mailed. Admins only; others read these as empty or null.
 */
export function canSeeWorkspaceAdministration(viewer: Viewer): boolean {
  return isAdmin(viewer);
}

/** A saved view is private to the person who saved it. */
export function canSeeSavedView(viewer: Viewer, view: { readonly user_id: number }): boolean {
  return viewer?.id === view.user_id;
}

/** Deleting an issue for good: admins, while its project is not archived. */
export function canDeleteIssuesIn(viewer: Viewer, project: Pick<ProjectRow, 'archived_at'>): boolean {
  return isAdmin(viewer) && project.archived_at === null;
}

/** An attached file is removed by the person who attached it, while a member, or by an admin. */
export function canRemoveAttachment(viewer: Viewer, attachment: { readonly uploader_id: number | null }): boolean {
  return viewer?.role === 'ADMIN' || (viewer?.role === 'MEMBER' && attachment.uploader_id === viewer.id);
}

/** Members and admins change things; viewers only read. */
export function canWrite(viewer: Viewer): boolean {
  return viewer?.role === 'ADMIN' || viewer?.role === 'MEMBER';
}

/**
 * Whether a project is visible to the viewer from its row alone (admins see all, everyone signed in sees the
 * public ones); false when only its membership can tell (projectsVisibleTo then asks). The twin of
 * visibleProjects below, for a project already read, which saves a statement per page.
 */
export function visibleFromRow(viewer: SignedIn, project: Pick<ProjectRow, 'visibility'>): boolean {
  return viewer.role === 'ADMIN' || project.visibility === 'PUBLIC';
}

/** A SQL condition on `projects` that holds for the projects the viewer may see. */
export function visibleProjects(viewer: SignedIn) {
  return (eb: ExpressionBuilder<Database, 'projects'>) => {
    if (viewer.role === 'ADMIN') return sql<boolean>`true`;
    return eb.or([
      eb('projects.visibility', '=', 'PUBLIC'),
      eb.exists(
        eb
          .selectFrom('project_members')
          .select('project_members.user_id')
          .whereRef('project_members.project_id', '=', 'projects.id')
          .where('project_members.user_id', '=', viewer.id),
      ),
    ]);
  };
}

/**
 * The one assignability rule, as a SQL condition on a user and a project that are both in the query: admins,
 * and members who can see the project, may be assigned its issues; viewers never (they cannot change issues).
 */
export function assignableIn(eb: ExpressionBuilder<Database, 'users' | 'projects'>) {
  // Deactivated people take no new work.
  return eb.and([eb('users.deactivated_at', 'is', null), assignableByRole(eb)]);
}

function assignableByRole(eb: ExpressionBuilder<Database, 'users' | 'projects'>) {
  return eb.or([
    eb('users.role', '=', 'ADMIN'),
    eb.and([
      eb('users.role', '=', 'MEMBER'),
      eb.or([
        eb('projects.visibility', '=', 'PUBLIC'),
        eb.exists(
          eb
            .selectFrom('project_members')
            .select('project_members.user_id')
            .whereRef('project_members.project_id', '=', 'projects.id')
            .whereRef('project_members.user_id', '=', 'users.id'),
        ),
      ]),
    ]),
  ]);
}

/** Which of `users` may see the project (a live notice's subscribers, checked at once). */
export async function projectVisibleToUsers(db: DB, projectId: number, users: readonly SignedIn[]): Promise<boolean[]> {
  const ids = [...new Set(users.map((user) => user.id))];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('projects', (join) => join.on('projects.id', '=', projectId))
    .select('users.id')
    .where('users.id', 'in', ids)
    .where(seesProject)
    .execute();
  const seeing = new Set(rows.map((row) => row.id));
  return users.map((user) => seeing.has(user.id));
}

/** visibleProjects for the user in the query rather than a given viewer: admins see all, others public and their own. */
function seesProject(eb: ExpressionBuilder<Database, 'users' | 'projects'>) {
  return eb.or([
    eb('users.role', '=', 'ADMIN'),
    eb('projects.visibility', '=', 'PUBLIC'),
    eb.exists(
      eb
        .selectFrom('project_members')
        .select('project_members.user_id')
        .whereRef('project_members.project_id', '=', 'projects.id')
        .whereRef('project_members.user_id', '=', 'users.id'),
    ),
  ]);
}

/** The project if the viewer may see it; undefined otherwise (whether or not it exists). */
export async function visibleProject(db: DB, viewer: Viewer, projectId: number): Promise<ProjectRow | undefined> {
  if (!viewer) return undefined;
  return db.selectFrom('projects').selectAll().where('id', '=', projectId).where(visibleProjects(viewer)).executeTakeFirst();
}
