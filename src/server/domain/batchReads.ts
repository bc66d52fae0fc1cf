// Reads by many keys at once, one SQL statement per call, each answer aligned with the keys it was asked
// for (null or [] where nothing matches): the shape the GraphQL layer's per-request DataLoaders batch into,
// so a list of 100 issues costs the same few statements as a list of 10.
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/database.ts';
import type {
  AttachmentRow,
  Database,
  CommentRow,
  InvitationRow,
  IssueEventRow,
  IssueMentionRow,
  IssueRelationRow,
  IssueRow,
  LabelRow,
  ProjectRow,
  SavedViewRow,
  UserRow,
} from '../db/tables.ts';
import { assignableIn, visibleProjects } from './authorization.ts';
import type { ViewerSubscription } from './inbox.ts';
import { relationsSeenFrom, type RelationSeen } from './issueRelations.ts';
import {
  attachmentFromJson,
  issueFromJson,
  userFromJson,
  type AsJson,
  type AttachmentJson,
  type IssueJson,
  type UserJson,
} from './jsonRows.ts';
import type { SignedIn, Viewer } from './viewer.ts';

/** A relation's row as JSON (its timestamp as text). */
type RelationJson = AsJson<IssueRelationRow, 'created_at'>;

function byKey<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((k) => map.get(k) ?? null);
}

/** Rows grouped under the key each belongs to, the key column dropped. */
function groupBy<G extends string, V extends Record<G, number>>(keys: readonly number[], rows: readonly V[], group: G): Omit<V, G>[][] {
  const groups = new Map<number, Omit<V, G>[]>(keys.map((k) => [k, []]));
  for (const { [group]: key, ...row } of rows) groups.get(key)?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

export const usersByIds = async (db: DB, ids: readonly number[]): Promise<(UserRow | null)[]> =>
  byKey(ids, await db.selectFrom('users').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

/** Users by login, without regard to case (logins are unique that way, accounts.ts); keys in lower case. */
export const usersByLogins = async (db: DB, logins: readonly string[]): Promise<(UserRow | null)[]> =>
  byKey(
    logins,
    await db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(login)`, 'in', logins)
      .execute(),
    (r) => r.login.toLowerCase(),
  );

export const projectsByIds = async (db: DB, ids: readonly number[]): Promise<(ProjectRow | null)[]> =>
  byKey(ids, await db.selectFrom('projects').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

export const issuesByIds = async (db: DB, ids: readonly number[]): Promise<(IssueRow | null)[]> =>
  byKey(ids, await db.selectFrom('issues').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

export const labelsByIds = async (db: DB, ids: readonly number[]): Promise<(LabelRow | null)[]> =>
  byKey(ids, await db.selectFrom('labels').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

export const commentsByIds = async (db: DB, ids: readonly number[]): Promise<(CommentRow | null)[]> =>
  byKey(ids, await db.selectFrom('comments').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

export const attachmentsByIds = async (db: DB, ids: readonly number[]): Promise<(AttachmentRow | null)[]> =>
  byKey(ids, await db.selectFrom('attachments').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

export const issueEventsByIds = async (db: DB, ids: readonly number[]): Promise<(IssueEventRow | null)[]> =>
  byKey(ids, await db.selectFrom('issue_events').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

export const issueMentionsByIds = async (db: DB, ids: readonly number[]): Promise<(IssueMentionRow | null)[]> =>
  byKey(ids, await db.selectFrom('issue_mentions').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

export const savedViewsByIds = async (db: DB, ids: readonly number[]): Promise<(SavedViewRow | null)[]> =>
  byKey(ids, await db.selectFrom('saved_views').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

export const invitationsByIds = async (db: DB, ids: readonly number[]): Promise<(InvitationRow | null)[]> =>
  byKey(ids, await db.selectFrom('invitations').selectAll().where('id', 'in', ids).execute(), (r) => r.id);

/** Whether the viewer may see each project (authorization.ts: admins all; others public ones and their own). */
export async function projectsVisibleTo(db: DB, viewer: Viewer, ids: readonly number[]): Promise<boolean[]> {
  if (!viewer) return ids.map(() => false);
  const rows = await db.selectFrom('projects').select('id').where('id', 'in', ids).where(visibleProjects(viewer)).execute();
  const visible = new Set(rows.map((r) => r.id));
  return ids.map((id) => visible.has(id));
}

/** Projects by their slug, or else by a slug they had before a rename (project_slug_aliases). */
export async function projectsBySlugs(db: DB, slugs: readonly string[]): Promise<(ProjectRow | null)[]> {
  const current = byKey(slugs, await db.selectFrom('projects').selectAll().where('slug', 'in', slugs).execute(), (r) => r.slug);
  const missing = slugs.filter((_, i) => current[i] === null);
  if (missing.length === 0) return current;
  const renamed = await db
    .selectFrom('project_slug_aliases')
    .innerJoin('projects', 'projects.id', 'project_slug_aliases.project_id')
    .selectAll('projects')
    .select('project_slug_aliases.slug as alias')
    .where('project_slug_aliases.slug', 'in', missing)
    .execute();
  const byAlias = new Map(renamed.map(({ alias, ...project }) => [alias, project]));
  return slugs.map((slug, i) => current[i] ?? byAlias.get(slug) ?? null);
}

/**
 * An issue found by its number, with what its page shows besides (apart, each a statement more): its labels and
 * assignees, the files attached to it (not to its comments) and the people these name (its author, the files'
 * uploaders).
 */
export type IssueWithLinks = IssueRow & {
  readonly links: IssueLinks;
  readonly attachments: AttachmentRow[];
  readonly people: UserRow[];
  /** Its relations (issueRelations.ts), whoever may see the other issues. */
  readonly relations: RelationSeen[];
  /** Its parent and its sub-issues (subIssues.ts), whoever may see them, the sub-issues by project and number. */
  readonly parent: IssueRow | null;
  readonly subIssues: IssueRow[];
  /** Whether the viewer follows it (inbox.ts), when read for a viewer: the issue page asks, in the same statement. */
  readonly viewerSubscription?: ViewerSubscription;
};

/**
 * Issues by (project, number), with their labels, assignees, attachments and the people these name; given a
 * viewer, also whether they follow each (so the issue page's statement count does not grow with the inbox).
 */
export async function issuesByNumbers(
  db: DB,
  keys: readonly { readonly projectId: number; readonly number: number }[],
  viewerId: number | null = null,
): Promise<(IssueWithLinks | null)[]> {
  const rows = await db
    .selectFrom('issues')
    .selectAll('issues')
    .select((eb) => [
      labelsJsonOf(eb.ref('issues.id')).as('link_labels'),
      assigneesJsonOf(eb.ref('issues.id')).as('link_assignees'),
      sql<AttachmentJson[]>`coalesce((select json_agg(a order by a.id) from attachments a
        where a.issue_id = issues.id and a.comment_id is null), '[]')`.as('own_attachments'),
      sql<UserJson[]>`coalesce((select json_agg(u) from users u where u.id in (select issues.author_id
        union select a.uploader_id from attachments a where a.issue_id = issues.id and a.comment_id is null)), '[]')`.as('people'),
      sql<RelationJson[]>`coalesce((select json_agg(r) from issue_relations r
        where r.issue_id = issues.id or r.related_issue_id = issues.id), '[]')`.as('own_relations'),
      sql<IssueJson | null>`(select to_json(p) from issues p where p.id = issues.parent_id)`.as('own_parent'),
      sql<IssueJson[]>`coalesce((select json_agg(c order by c.project_id, c.number) from issues c
        where c.parent_id = issues.id), '[]')`.as('own_sub_issues'),
      viewerId === null
        ? sql<ViewerSubscription | null>`null`.as('own_subscription')
        : sql<ViewerSubscription | null>`(select json_build_object('subscribed', s.subscribed, 'reason', s.reason)
            from issue_subscriptions s where s.issue_id = issues.id and s.user_id = ${viewerId})`.as('own_subscription'),
    ])
    .where(sql<boolean>`(project_id, number) in (${sql.join(keys.map((k) => sql`(${k.projectId}::int, ${k.number}::int)`))})`)
    .execute();
  return byKey(
    keys.map((k) => `${k.projectId}:${k.number}`),
    rows.map(
      ({
        link_labels,
        link_assignees,
        own_attachments,
        people,
        own_relations,
        own_parent,
        own_sub_issues,
        own_subscription,
        ...issue
      }) => ({
        ...issue,
        ...(viewerId === null ? {} : { viewerSubscription: own_subscription ?? { subscribed: false, reason: null } }),
        links: linksFromJson(link_labels, link_assignees),
        attachments: own_attachments.map(attachmentFromJson),
        people: people.map(userFromJson),
        relations: relationsSeenFrom(
          own_relations.map((r) => ({ ...r, created_at: new Date(r.created_at) })),
          issue.id,
        ),
        parent: own_parent === null ? null : issueFromJson(own_parent),
        subIssues: own_sub_issues.map(issueFromJson),
      }),
    ),
    (r) => `${r.project_id}:${r.number}`,
  );
}

export async function membersOfProjects(db: DB, projectIds: readonly number[]): Promise<UserRow[][]> {
  const rows = await db
    .selectFrom('project_members')
    .innerJoin('users', 'users.id', 'project_members.user_id')
    .selectAll('users')
    .select('project_members.project_id')
    .where('project_members.project_id', 'in', projectIds)
    .orderBy('users.login')
    .execute();
  return groupBy(projectIds, rows, 'project_id');
}

/** An issue's labels (by name) and assignees (by login), read together: every page that shows one shows the other. */
export interface IssueLinks {
  readonly labels: LabelRow[];
  readonly assignees: UserRow[];
}

/** An issue's labels as a JSON array (by name), for any statement that has the issue's id at `issueId`. */
export const labelsJsonOf = (issueId: Expression<number>) =>
  sql<LabelRow[]>`coalesce((select json_agg(l order by lower(l.name)) from issue_labels il join labels l on l.id = il.label_id
    where il.issue_id = ${issueId}), '[]')`;

/** An issue's assignees as a JSON array (by login), timestamps as text (linksFromJson makes them dates). */
export const assigneesJsonOf = (issueId: Expression<number>) =>
  sql<UserJson[]>`coalesce((select json_agg(u order by u.login) from issue_assignees ia join users u on u.id = ia.user_id
    where ia.issue_id = ${issueId}), '[]')`;

/** What labelsJsonOf and assigneesJsonOf answered, as rows. */
export function linksFromJson(labels: LabelRow[], assignees: UserJson[]): IssueLinks {
  return { labels, assignees: assignees.map(userFromJson) };
}

/**
 * The labels and assignees of many issues in one statement (two correlated JSON aggregates per issue), where
 * one statement each cost a round trip more per page. A list of issues reads them with its page instead
 * (issueList.ts), and primes this read's loader.
 */
export async function linksOfIssues(db: DB, issueIds: readonly number[]): Promise<IssueLinks[]> {
  const rows = await db
    .selectFrom('issues')
    .select((eb) => ['issues.id', labelsJsonOf(eb.ref('issues.id')).as('labels'), assigneesJsonOf(eb.ref('issues.id')).as('assignees')])
    .where('issues.id', 'in', issueIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return issueIds.map((id) => {
    const row = byId.get(id);
    return row ? linksFromJson(row.labels, row.assignees) : { labels: [], assignees: [] };
  });
}

/** Files attached to each issue itself (not to its comments). */
export async function attachmentsOfIssues(db: DB, issueIds: readonly number[]): Promise<AttachmentRow[][]> {
  const rows = await db
    .selectFrom('attachments')
    .selectAll()
    .select('issue_id as group_id')
    .where('issue_id', 'in', issueIds)
    .where('comment_id', 'is', null)
    .orderBy('id')
    .execute();
  return groupBy(issueIds, rows, 'group_id');
}

export async function attachmentsOfComments(db: DB, commentIds: readonly number[]): Promise<AttachmentRow[][]> {
  const rows = await db
    .selectFrom('attachments')
    .selectAll()
    .select(sql<number>`comment_id`.as('group_id'))
    .where('comment_id', 'in', commentIds)
    .orderBy('id')
    .execute();
  return groupBy(commentIds, rows, 'group_id');
}

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
  jsonArrayFrom(eb.selectFrom('users').selectAll('users').where(assignableIn).orderBy('users.login'));

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

/**
 * Projects by their slug with their choices and the viewer's saved views, in one statement (the list and issue
 * pages show all three: apart they cost two statements more); a former slug (project_slug_aliases) is looked up
 * after, the project alone.
 */
export async function projectPagesBySlugs(db: DB, viewer: Viewer, slugs: readonly string[]): Promise<(ProjectPage | null)[]> {
  const rows = await db
    .selectFrom('projects')
    .selectAll('projects')
    .select((eb) => [
      projectLabelsJson(eb).as('page_labels'),
      assignableUsersJson(eb).as('page_assignable_users'),
      jsonArrayFrom(
        eb
          .selectFrom('saved_views')
          .selectAll('saved_views')
          .whereRef('saved_views.project_id', '=', 'projects.id')
          .where('saved_views.user_id', '=', viewer?.id ?? 0)
          .orderBy(sql`lower(saved_views.name)`),
      ).as('page_saved_views'),
    ])
    .where('projects.slug', 'in', slugs)
    .execute();
  const current = byKey(
    slugs,
    rows.map(({ page_labels, page_assignable_users, page_saved_views, ...project }) => ({
      project,
      choices: choicesFromJson(page_labels, page_assignable_users),
      savedViews: (page_saved_views as unknown as (Omit<SavedViewRow, 'created_at'> & { created_at: string })[]).map((view) => ({
        ...view,
        created_at: new Date(view.created_at),
      })),
    })),
    (page) => page.project.slug,
  );
  const missing = slugs.filter((_, i) => current[i] === null);
  if (missing.length === 0) return current;
  const renamed = await projectsBySlugs(db, missing);
  const byAlias = new Map(missing.map((slug, i) => [slug, renamed[i] ?? null]));
  return slugs.map((slug, i) => {
    const project = byAlias.get(slug);
    return current[i] ?? (project ? { project, choices: null, savedViews: null } : null);
  });
}

/** The viewer's own saved views, per project. */
export async function savedViewsOfProjects(db: DB, viewer: SignedIn, projectIds: readonly number[]): Promise<SavedViewRow[][]> {
  const rows = await db
    .selectFrom('saved_views')
    .selectAll()
    .select('project_id as group_id')
    .where('user_id', '=', viewer.id)
    .where('project_id', 'in', projectIds)
    .orderBy(sql`lower(name)`)
    .execute();
  return groupBy(projectIds, rows, 'group_id');
}

export async function commentCountsOfIssues(db: DB, issueIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('comments')
    .select(['issue_id', sql<number>`count(*)::int`.as('count')])
    .where('issue_id', 'in', issueIds)
    .groupBy('issue_id')
    .execute();
  const counts = new Map(rows.map((r) => [r.issue_id, r.count]));
  return issueIds.map((id) => counts.get(id) ?? 0);
}

/** The CLOSED or REOPENED event that put each issue in its current state, if any. */
export async function lastStateChangesOfIssues(db: DB, issueIds: readonly number[]): Promise<(IssueEventRow | null)[]> {
  const rows = await db
    .selectFrom('issue_events')
    .selectAll()
    .distinctOn('issue_id')
    .where('issue_id', 'in', issueIds)
    .where('kind', 'in', ['CLOSED', 'REOPENED'])
    .orderBy('issue_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return byKey(issueIds, rows, (r) => r.issue_id);
}

/** The private projects each user is a member of, by name. */
export async function privateProjectsOfUsers(db: DB, userIds: readonly number[]): Promise<ProjectRow[][]> {
  const rows = await db
    .selectFrom('project_members')
    .innerJoin('projects', 'projects.id', 'project_members.project_id')
    .selectAll('projects')
    .select('project_members.user_id')
    .where('project_members.user_id', 'in', userIds)
    .where('projects.visibility', '=', 'PRIVATE')
    .orderBy(sql`lower(projects.name)`)
    .orderBy('projects.id')
    .execute();
  return groupBy(userIds, rows, 'user_id');
}
