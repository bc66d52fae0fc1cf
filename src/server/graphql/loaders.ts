// Per-request DataLoaders: every lookup by key within one request is batched into one SQL statement and
// cached for the rest of that request only (so no N+1 and no stale data across requests).
import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { visibleProjects } from '../domain/authorization.ts';
import type { Viewer } from '../domain/viewer.ts';
import type { AttachmentRow, CommentRow, IssueEventRow, IssueRow, LabelRow, ProjectRow, SavedViewRow, UserRow } from '../db/tables.ts';

function byKey<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((k) => map.get(k) ?? null);
}

function groupBy<V>(keys: readonly number[], rows: readonly V[], keyOf: (row: V) => number): V[][] {
  const groups = new Map<number, V[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

export function createLoaders(db: DB, viewer: Viewer) {
  return {
    /** Whether the viewer may see each project (admins: all; others: public ones and those they belong to). */
    projectVisible: new DataLoader<number, boolean>(async (ids) => {
      if (!viewer) return ids.map(() => false);
      const rows = await db.selectFrom('projects').select('id').where('id', 'in', ids).where(visibleProjects(viewer)).execute();
      const visible = new Set(rows.map((r) => r.id));
      return ids.map((id) => visible.has(id));
    }),
    membersOfProject: new DataLoader<number, UserRow[]>(async (projectIds) => {
      const rows = await db
        .selectFrom('project_members')
        .innerJoin('users', 'users.id', 'project_members.user_id')
        .selectAll('users')
        .select('project_members.project_id')
        .where('project_members.project_id', 'in', projectIds)
        .orderBy('users.login')
        .execute();
      return groupBy(projectIds, rows, (r) => r.project_id).map((group) => group.map(({ project_id: _project, ...user }) => user));
    }),
    /** The private projects each user is a member of, by name. */
    privateProjectsOfUser: new DataLoader<number, ProjectRow[]>(async (userIds) => {
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
      return groupBy(userIds, rows, (r) => r.user_id).map((group) => group.map(({ user_id: _user, ...project }) => project));
    }),
    user: new DataLoader<number, UserRow | null>(async (ids) =>
      byKey(ids, await db.selectFrom('users').selectAll().where('id', 'in', ids).execute(), (r) => r.id),
    ),
    project: new DataLoader<number, ProjectRow | null>(async (ids) =>
      byKey(ids, await db.selectFrom('projects').selectAll().where('id', 'in', ids).execute(), (r) => r.id),
    ),
    /** A project by its slug, or else by a slug it had before a rename (project_slug_aliases). */
    projectBySlug: new DataLoader<string, ProjectRow | null>(async (slugs) => {
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
    }),
    issue: new DataLoader<number, IssueRow | null>(async (ids) =>
      byKey(ids, await db.selectFrom('issues').selectAll().where('id', 'in', ids).execute(), (r) => r.id),
    ),
    /** Key: `${projectId}:${number}`. */
    issueByNumber: new DataLoader<string, IssueRow | null>(async (keys) => {
      const pairs = keys.map((k) => k.split(':').map(Number) as [number, number]);
      const rows = await db
        .selectFrom('issues')
        .selectAll()
        .where(sql<boolean>`(project_id, number) in (${sql.join(pairs.map(([p, n]) => sql`(${p}::int, ${n}::int)`))})`)
        .execute();
      return byKey(keys, rows, (r) => `${r.project_id}:${r.number}`);
    }),
    label: new DataLoader<number, LabelRow | null>(async (ids) =>
      byKey(ids, await db.selectFrom('labels').selectAll().where('id', 'in', ids).execute(), (r) => r.id),
    ),
    comment: new DataLoader<number, CommentRow | null>(async (ids) =>
      byKey(ids, await db.selectFrom('comments').selectAll().where('id', 'in', ids).execute(), (r) => r.id),
    ),
    labelsOfIssue: new DataLoader<number, LabelRow[]>(async (issueIds) => {
      const rows = await db
        .selectFrom('issue_labels')
        .innerJoin('labels', 'labels.id', 'issue_labels.label_id')
        .selectAll('labels')
        .select('issue_labels.issue_id')
        .where('issue_labels.issue_id', 'in', issueIds)
        .orderBy(sql`lower(labels.name)`)
        .execute();
      return groupBy(issueIds, rows, (r) => r.issue_id).map((group) => group.map(({ issue_id: _issue, ...label }) => label));
    }),
    assigneesOfIssue: new DataLoader<number, UserRow[]>(async (issueIds) => {
      const rows = await db
        .selectFrom('issue_assignees')
        .innerJoin('users', 'users.id', 'issue_assignees.user_id')
        .selectAll('users')
        .select('issue_assignees.issue_id')
        .where('issue_assignees.issue_id', 'in', issueIds)
        .orderBy('users.login')
        .execute();
      return groupBy(issueIds, rows, (r) => r.issue_id).map((group) => group.map(({ issue_id: _issue, ...user }) => user));
    }),
    labelsOfProject: new DataLoader<number, LabelRow[]>(async (projectIds) => {
      const rows = await db
        .selectFrom('labels')
        .selectAll()
        .where('project_id', 'in', projectIds)
        .orderBy(sql`lower(name)`)
        .execute();
      return groupBy(projectIds, rows, (r) => r.project_id);
    }),
    attachment: new DataLoader<number, AttachmentRow | null>(async (ids) =>
      byKey(ids, await db.selectFrom('attachments').selectAll().where('id', 'in', ids).execute(), (r) => r.id),
    ),
    /** Files attached to each issue itself (not to its comments). */
    attachmentsOfIssue: new DataLoader<number, AttachmentRow[]>(async (issueIds) => {
      const rows = await db
        .selectFrom('attachments')
        .selectAll()
        .where('issue_id', 'in', issueIds)
        .where('comment_id', 'is', null)
        .orderBy('id')
        .execute();
      return groupBy(issueIds, rows, (r) => r.issue_id);
    }),
    attachmentsOfComment: new DataLoader<number, AttachmentRow[]>(async (commentIds) => {
      const rows = await db.selectFrom('attachments').selectAll().where('comment_id', 'in', commentIds).orderBy('id').execute();
      return groupBy(commentIds, rows, (r) => r.comment_id ?? 0);
    }),
    issueEvent: new DataLoader<number, IssueEventRow | null>(async (ids) =>
      byKey(ids, await db.selectFrom('issue_events').selectAll().where('id', 'in', ids).execute(), (r) => r.id),
    ),
    /** The viewer's own saved views, per project. */
    savedViewsOfProject: new DataLoader<number, SavedViewRow[]>(async (projectIds) => {
      if (!viewer) return projectIds.map(() => []);
      const rows = await db
        .selectFrom('saved_views')
        .selectAll()
        .where('user_id', '=', viewer.id)
        .where('project_id', 'in', projectIds)
        .orderBy(sql`lower(name)`)
        .execute();
      return groupBy(projectIds, rows, (r) => r.project_id);
    }),
    /** People who can be assigned in each project: admins, and members who can see it. */
    assignableUsers: new DataLoader<number, UserRow[]>(async (projectIds) => {
      const rows = await db
        .selectFrom('projects')
        .innerJoin('users', (join) =>
          join.on((eb) =>
            eb.or([
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
            ]),
          ),
        )
        .selectAll('users')
        .select('projects.id as project_id')
        .where('projects.id', 'in', projectIds)
        // Deactivated people take no new work.
        .where('users.deactivated_at', 'is', null)
        .orderBy('users.login')
        .execute();
      return groupBy(projectIds, rows, (r) => r.project_id).map((group) => group.map(({ project_id: _project, ...user }) => user));
    }),
    commentCount: new DataLoader<number, number>(async (issueIds) => {
      const rows = await db
        .selectFrom('comments')
        .select(['issue_id', sql<number>`count(*)::int`.as('count')])
        .where('issue_id', 'in', issueIds)
        .groupBy('issue_id')
        .execute();
      const counts = new Map(rows.map((r) => [r.issue_id, r.count]));
      return issueIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
