// The lists the API pages through, each with its order and keyset condition. Ordering and cursors are one
// rule: the ORDER BY and the "after this key" condition must agree, so they live together here.
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/database.ts';
import { USER_COLUMNS, type UserRow } from '../db/tables/accounts.ts';
import type { CommentRow } from '../db/tables/timeline.ts';
import type { Database } from '../db/tables.ts';
import type { ProjectRow } from '../db/tables/projects.ts';
import { visibleProjects } from './authorization.ts';
import { caseInsensitive, encodeCursor, keysetConnection, type Connection, type PageRequest } from './pagination.ts';
import type { SignedIn } from './viewer.ts';

/** The projects the viewer may see, by name (case-insensitive), then id; archived ones only when `includeArchived`. */
export function listProjects(
  db: DB,
  viewer: SignedIn,
  page: PageRequest,
  includeArchived = false,
): Connection<ProjectRow & { readonly sort_name: string }> {
  const listed = (eb: ExpressionBuilder<Database, 'projects'>) =>
    includeArchived ? visibleProjects(viewer)(eb) : eb.and([visibleProjects(viewer)(eb), eb('archived_at', 'is', null)]);
  return keysetConnection(page, {
    shape: ['string', 'int'],
    rows: (after, limit) => {
      let query = db
        .selectFrom('projects')
        .selectAll()
        .select(caseInsensitive('name').as('sort_name'))
        .where(listed)
        .orderBy(caseInsensitive('name'))
        .orderBy('id')
        .limit(limit);
      if (after) query = query.where(sql<boolean>`(${caseInsensitive('name')}, id) > (${after[0]}, ${after[1]})`);
      return query.execute();
    },
    keyOf: (p) => [p.sort_name, p.id],
    count: async () =>
      (
        await db
          .selectFrom('projects')
          .select(sql<number>`count(*)::int`.as('count'))
          .where(listed)
          .executeTakeFirstOrThrow()
      ).count,
  });
}

/** The workspace's people by login (case-insensitive), then id. */
export function listUsers(db: DB, page: PageRequest): Connection<UserRow & { readonly sort_login: string }> {
  return keysetConnection(page, {
    shape: ['string', 'int'],
    rows: (after, limit) => {
      let query = db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .select(caseInsensitive('login').as('sort_login'))
        .orderBy(caseInsensitive('login'))
        .orderBy('id')
        .limit(limit);
      if (after) query = query.where(sql<boolean>`(${caseInsensitive('login')}, id) > (${after[0]}, ${after[1]})`);
      return query.execute();
    },
    keyOf: (u) => [u.sort_login, u.id],
    count: async () =>
      (
        await db
          .selectFrom('users')
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count,
  });
}

/** An issue's comments, oldest first. */
export function listComments(
  db: DB,
  issueId: number,
  page: PageRequest,
  countComments: (issueId: number) => Promise<number>,
): Connection<CommentRow> {
  return keysetConnection(page, {
    shape: ['int'],
    rows: (after, limit) => {
      let query = db.selectFrom('comments').selectAll().where('issue_id', '=', issueId).orderBy('id').limit(limit);
      if (after) query = query.where('id', '>', after[0] as number);
      return query.execute();
    },
    keyOf: (c) => [c.id],
    count: () => countComments(issueId),
  });
}

/** A project's cursor in the project list, for a new project's edge: its key as the database folds it. */
export async function projectCursor(db: DB, project: ProjectRow): Promise<string> {
  const { sort_name } = await db
    .selectFrom('projects')
    .select(caseInsensitive('name').as('sort_name'))
    .where('id', '=', project.id)
    .executeTakeFirstOrThrow();
  return encodeCursor([sort_name, project.id]);
}
