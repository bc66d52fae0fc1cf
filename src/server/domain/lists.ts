// The lists the API pages through, each with its order and keyset condition. Ordering and cursors are one
// rule: the ORDER BY and the "after this key" condition must agree, so they live together here.
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/database.ts';
import type { CommentRow, Database, ProjectRow, UserRow } from '../db/tables.ts';
import { visibleProjects } from './authorization.ts';
import type { SignedIn } from './viewer.ts';
import { decodeCursor, lazyConnection, toPage, type Connection } from '../graphql/connections.ts';

export interface PageRequest {
  readonly limit: number;
  readonly after: string | null | undefined;
}

/**
 * The projects the viewer may see, by name (case-insensitive), then id. The cursor holds the sort key as
 * the database computed it: JavaScript's toLowerCase folds other letters than the database's lower() does
 * (all of Unicode against ASCII alone under the C locale; "İ" differently under any), and a cursor that
 * disagrees with the ORDER BY skips or repeats projects. Archived projects only when `includeArchived`.
 */
export function listProjects(db: DB, viewer: SignedIn, page: PageRequest, includeArchived = false): Connection<ProjectRow> {
  const key = decodeCursor(page.after, ['string', 'int']);
  const listed = (eb: ExpressionBuilder<Database, 'projects'>) =>
    includeArchived ? visibleProjects(viewer)(eb) : eb.and([visibleProjects(viewer)(eb), eb('archived_at', 'is', null)]);
  let query = db
    .selectFrom('projects')
    .selectAll()
    .select(sql<string>`lower(name)`.as('sort_name'))
    .where(listed)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(page.limit + 1);
  if (key) query = query.where(sql<boolean>`(lower(name), id) > (${key[0]}, ${key[1]})`);
  return lazyConnection(
    async () => {
      const rows = page.limit === 0 ? [] : await query.execute();
      return toPage(rows, page.limit, (p) => [p.sort_name, p.id], key !== null);
    },
    async () => {
      const { count } = await db
        .selectFrom('projects')
        .select(sql<number>`count(*)::int`.as('count'))
        .where(listed)
        .executeTakeFirstOrThrow();
      return count;
    },
  );
}

/** The workspace's people by login (case-insensitive), then id. */
export function listUsers(db: DB, page: PageRequest): Connection<UserRow> {
  const key = decodeCursor(page.after, ['string', 'int']);
  let query = db
    .selectFrom('users')
    .selectAll()
    .orderBy(sql`lower(login)`)
    .orderBy('id')
    .limit(page.limit + 1);
  if (key) query = query.where(sql<boolean>`(lower(login), id) > (${key[0]}, ${key[1]})`);
  return lazyConnection(
    async () => {
      const rows = page.limit === 0 ? [] : await query.execute();
      return toPage(rows, page.limit, (u) => [u.login.toLowerCase(), u.id], key !== null);
    },
    async () =>
      (
        await db
          .selectFrom('users')
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count,
  );
}

/** An issue's comments, oldest first. */
export function listComments(
  db: DB,
  issueId: number,
  page: PageRequest,
  countComments: (issueId: number) => Promise<number>,
): Connection<CommentRow> {
  const key = decodeCursor(page.after, ['int']);
  let query = db
    .selectFrom('comments')
    .selectAll()
    .where('issue_id', '=', issueId)
    .orderBy('id')
    .limit(page.limit + 1);
  if (key) query = query.where('id', '>', key[0] as number);
  return lazyConnection(
    async () => {
      const rows = page.limit === 0 ? [] : await query.execute();
      return toPage(rows, page.limit, (c) => [c.id], key !== null);
    },
    () => countComments(issueId),
  );
}
