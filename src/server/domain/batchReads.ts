// Rows by many keys at once, one SQL statement per call, each answer aligned with the keys it was asked for
// (null or [] where nothing matches): the shape the GraphQL layer's per-request DataLoaders batch into, so a
// list of 100 issues costs the same few statements as a list of 10. The pages' wider reads are apart:
// issuePageRead.ts, projectPageRead.ts, and an issue's labels and assignees in issueLinks.ts.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { USER_COLUMNS, USERS_USER_COLUMNS, type UserRow } from '../db/tables/accounts.ts';
import type { AttachmentRow, CommentRow, IssueEventRow } from '../db/tables/timeline.ts';
import type { InvitationRow } from '../db/tables/invitations.ts';
import type { IssueMentionRow } from '../db/tables/issueRelations.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import type { LabelRow, ProjectRow, SavedViewRow } from '../db/tables/projects.ts';
import { visibleProjects } from './authorization.ts';
import { byKey, groupBy } from './keyedRows.ts';
import type { SignedIn, Viewer } from './viewer.ts';

export const usersByIds = async (db: DB, ids: readonly number[]): Promise<(UserRow | null)[]> =>
  byKey(ids, await db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).execute(), (r) => r.id);

/** Users by login, without regard to case (logins are unique that way, accounts.ts); keys in lower case. */
export const usersByLogins = async (db: DB, logins: readonly string[]): Promise<(UserRow | null)[]> =>
  byKey(
    logins,
    await db
      .selectFrom('users')
      .select(USER_COLUMNS)
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

export async function membersOfProjects(db: DB, projectIds: readonly number[]): Promise<UserRow[][]> {
  const rows = await db
    .selectFrom('project_members')
    .innerJoin('users', 'users.id', 'project_members.user_id')
    .select(USERS_USER_COLUMNS)
    .select('project_members.project_id')
    .where('project_members.project_id', 'in', projectIds)
    .orderBy('users.login')
    .execute();
  return groupBy(projectIds, rows, 'project_id');
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
