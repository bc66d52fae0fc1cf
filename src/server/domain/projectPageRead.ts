// The project pages' read (the list and the issue page): projects by slug with the choices their issues may be
// given (labels, assignable people) and the viewer's saved views, in one statement; the choices alone by id.
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../db/compiledOnce.ts';
import type { DB } from '../db/database.ts';
import { USERS_USER_COLUMNS, type UserRow } from '../db/tables/accounts.ts';
import type { Database } from '../db/tables.ts';
import type { LabelRow, ProjectRow, SavedViewRow } from '../db/tables/projects.ts';
import { assignableIn } from './authorization.ts';
import { projectsBySlugs } from './batchReads.ts';
import { userFromJson, type UserJson } from './jsonRows.ts';
import { byKey } from './keyedRows.ts';
import type { Viewer } from './viewer.ts';

/** What an issue of a project may be given: the project's labels (by name) and the people who can be assigned (by login). */
export interface ProjectChoices {
  readonly labels: LabelRow[];
  /** Admins, and members who can see the project (authorization.ts: assignableIn). */
  readonly assignableUsers: UserRow[];
}

type ProjectsBuilder = ExpressionBuilder<Database, 'projects'>;

/** A project's labels as JSON (by name), in a statement over `projects`. */
const projectLabelsJson = (eb: ProjectsBuilder) =>
  jsonArrayFrom(
    eb
      .selectFrom('labels')
      .selectAll('labels')
      .whereRef('labels.project_id', '=', 'projects.id')
      .orderBy(sql`lower(labels.name)`),
  );

/** The people who can be assigned a project's issues as JSON (by login), in a statement over `projects`. */
const assignableUsersJson = (eb: ProjectsBuilder) =>
  jsonArrayFrom(eb.selectFrom('users').select(USERS_USER_COLUMNS).where(assignableIn).orderBy('users.login'));

// jsonArrayFrom's rows are JSON: timestamps arrive as text (its types say Date).
const choicesFromJson = (labels: LabelRow[], assignable: unknown): ProjectChoices => ({
  labels,
  assignableUsers: (assignable as UserJson[]).map(userFromJson),
});

/** The labels and assignable people of many projects in one statement (the list and issue pages show both). */
export async function choicesOfProjects(db: DB, projectIds: readonly number[]): Promise<ProjectChoices[]> {
  const rows = await db
    .selectFrom('projects')
    .where('projects.id', 'in', projectIds)
    .select((eb) => ['projects.id', projectLabelsJson(eb).as('labels'), assignableUsersJson(eb).as('assignable_users')])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return projectIds.map((id) => {
    const row = byId.get(id);
    return row ? choicesFromJson(row.labels, row.assignable_users) : { labels: [], assignableUsers: [] };
  });
}

/** A project found by its slug, with what its pages show besides: its choices and the viewer's saved views. */
export interface ProjectPage {
  readonly project: ProjectRow;
  /** Null for a project found by a former slug (read apart, by their own loaders). */
  readonly choices: ProjectChoices | null;
  readonly savedViews: SavedViewRow[] | null;
}

/** What a project's pages show besides the project, as columns of a statement over `projects` (projectPageOf reads them). */
export const projectPageColumns = (eb: ProjectsBuilder, viewerId: number) =>
  [
    projectLabelsJson(eb).as('page_labels'),
    assignableUsersJson(eb).as('page_assignable_users'),
    jsonArrayFrom(
      eb
        .selectFrom('saved_views')
        .selectAll('saved_views')
        .whereRef('saved_views.project_id', '=', 'projects.id')
        .where('saved_views.user_id', '=', viewerId)
        .orderBy(sql`lower(saved_views.name)`),
    ).as('page_saved_views'),
  ] as const;

/** A row of `projects` with projectPageColumns. */
type ProjectPageRow = ProjectRow & {
  readonly page_labels: LabelRow[];
  readonly page_assignable_users: unknown;
  readonly page_saved_views: unknown;
};

/** The project page of a row read with projectPageColumns. */
export function projectPageOf({ page_labels, page_assignable_users, page_saved_views, ...project }: ProjectPageRow): ProjectPage {
  return {
    project,
    choices: choicesFromJson(page_labels, page_assignable_users),
    savedViews: (page_saved_views as (Omit<SavedViewRow, 'created_at'> & { created_at: string })[]).map((view) => ({
      ...view,
      created_at: new Date(view.created_at),
    })),
  };
}

/** The statement of projectPagesBySlugs: values are the viewer's id (0 when signed out), then the slugs. */
const projectPagesQuery = compiledOnce((db: DB, [viewerId, ...slugs]: readonly [number, ...string[]]) =>
  db
    .selectFrom('projects')
    .selectAll('projects')
    .select((eb) => projectPageColumns(eb, viewerId))
    .where('projects.slug', 'in', slugs),
);

/**
 * Projects by their slug with their choices and the viewer's saved views, in one statement (the list and issue
 * pages show all three: apart they cost two statements more); a former slug (project_slug_aliases) is looked up
 * after, the project alone.
 */
export async function projectPagesBySlugs(db: DB, viewer: Viewer, slugs: readonly string[]): Promise<(ProjectPage | null)[]> {
  // The same SQL for every viewer and every list of as many slugs: built and compiled once per length.
  const rows = await projectPagesQuery(db, String(slugs.length), [viewer?.id ?? 0, ...slugs]);
  const current = byKey(slugs, rows.map(projectPageOf), (page) => page.project.slug);
  const missing = slugs.filter((_, i) => current[i] === null);
  if (missing.length === 0) return current;
  const renamed = await projectsBySlugs(db, missing);
  const byAlias = new Map(missing.map((slug, i) => [slug, renamed[i] ?? null]));
  return slugs.map((slug, i) => {
    const project = byAlias.get(slug);
    return current[i] ?? (project ? { project, choices: null, savedViews: null } : null);
  });
}
