// The sort orders of an issue list and their keyset cursors: each sort orders by (sort value, number) and a cursor
// holds both, so page 1000 costs what page 1 costs; the default order (by number) keeps the short cursor [number].
import { sql, type Expression, type SqlBool } from 'kysely';
import type { IssueRow } from '../db/tables/issues.ts';
import { encodeCursor, type CursorKey, type CursorShape } from './pagination.ts';
import type { Sort } from './searchQuery.ts';

/** The sort value of a row as the cursor holds it; timestamps as PostgreSQL's exact text (microseconds). */
export const SORT_COLUMNS = {
  created: { select: sql<number>`issues.number`, compare: (v: unknown) => sql`${v}::int`, shape: 'int' },
  updated: { select: sql<string>`issues.updated_at::text`, compare: (v: unknown) => sql`${v}::timestamptz`, shape: 'time' },
  comments: { select: sql<number>`issues.comment_count`, compare: (v: unknown) => sql`${v}::int`, shape: 'int' },
  priority: { select: sql<number>`issues.priority`, compare: (v: unknown) => sql`${v}::int`, shape: 'int' },
} as const;
export const COLUMN_OF = {
  created: 'issues.number',
  updated: 'issues.updated_at',
  comments: 'issues.comment_count',
  priority: 'issues.priority',
} as const;

/** "After the cursor" for a sort: (value, number) beyond the cursor's in the sort's direction. */
export function afterCursor(sort: Sort, key: CursorKey): Expression<SqlBool> {
  const column = sql.ref(COLUMN_OF[sort.key]);
  const value = SORT_COLUMNS[sort.key].compare(key[0]);
  const beyond = sort.direction === 'desc' ? sql`<` : sql`>`;
  // Ties on the sort value are broken by number, newest first in either direction of the main sort.
  return sql<SqlBool>`(${column} ${beyond} ${value} or (${column} = ${value} and issues.number < ${key[1]}))`;
}

/** The cursor of an issue in the default order (by number), for the edge of an issue just created. */
export function issueCursor(issue: IssueRow): string {
  return encodeCursor([issue.number]);
}

/** The cursor's shape of a sort: the default order's short [number], else [sort value, number]. */
export function cursorShapeOf(sort: Sort): CursorShape {
  return sort.key === 'created' ? ['int'] : [SORT_COLUMNS[sort.key].shape, 'int'];
}
