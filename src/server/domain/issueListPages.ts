// The statements of a page of a project's issues, in the page's sort order after its cursor, one SQL statement
// whatever the filter (such a page in the default order that names labels and assignees takes its candidates from
// their links: linkPages.ts); and the pages a request reads ahead, with their project (projectIssuesRead.ts).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/database.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import type { LabelRow } from '../db/tables/projects.ts';
import { filterConditions } from './issueFilterConditions.ts';
import { assigneesJsonOf, labelsJsonOf } from './issueLinks.ts';
import { afterCursor, COLUMN_OF, SORT_COLUMNS } from './issueListOrder.ts';
import { userJsonOf, type UserJson } from './jsonRows.ts';
import { pagedByLinks, pageFromLinks } from './linkPages.ts';
import { MAX_PAGE_SIZE, type CursorKey } from './pagination.ts';
import type { ProjectKey } from './projectKey.ts';
import { DEFAULT_SORT, type IssueFilter } from './searchQuery.ts';
import type { SignedIn } from './viewer.ts';

/**
 * A listed issue: its row, its sort value, its labels and assignees as JSON (batchReads.ts: linksFromJson), and
 * its author as JSON (null once the account is deleted), which every row names.
 */
export type IssueListRow = IssueRow & {
  readonly sort_value: number | string;
  readonly link_labels: LabelRow[];
  readonly link_assignees: UserJson[];
  readonly link_author: UserJson | null;
};

/** A page of a project's issues as the list reads it: `limit` rows (one beyond the page) after the cursor's `key`. */
export interface IssuePageAsk {
  readonly projectId: ProjectKey;
  readonly viewer: SignedIn;
  readonly filter: IssueFilter | null;
  readonly key: CursorKey | null;
  readonly limit: number;
}

/**
 * The statement of a page of a project's issues, its rows' own columns and sort value, not yet run; its page size in
 * the SQL's text when `limitInText` (a statement compiled once per page size: see issueListPageIdsQuery).
 */
function issuePageRowsQuery(db: DB, { projectId, viewer, filter, key, limit }: IssuePageAsk, limitInText: boolean) {
  if (limitInText && !(Number.isInteger(limit) && limit >= 0 && limit <= MAX_PAGE_SIZE + 1)) throw new Error(`Not a page size: ${limit}`);
  const sort = filter?.sort ?? DEFAULT_SORT;
  // The default order keeps the short cursor [number] that createIssue's edge uses too.
  const simple = sort.key === 'created';
  const sortValue: RawBuilder<number | string> = SORT_COLUMNS[sort.key].select;
  let query = db
    .selectFrom('issues')
    .where('issues.project_id', '=', projectId)
    .where((eb) => eb.and(filter ? filterConditions(eb, filter, viewer, projectId) : []))
    .selectAll('issues')
    .select(sortValue.as('sort_value'));
  if (filter && simple && pagedByLinks(filter, sort)) {
    // The candidates from the links (linkPages.ts); the conditions above still decide which of them match.
    const after = key ? (key[0] as number) : null;
    const candidates = pageFromLinks({ projectId, filter, viewer, direction: sort.direction, after, limit, limitInText });
    query = query.where(sql<SqlBool>`issues.id in (${candidates})`);
  }
  if (key) {
    query = simple
      ? query.where('issues.number', sort.direction === 'desc' ? '<' : '>', key[0] as number)
      : query.where(afterCursor(sort, key));
  }
  query = simple
    ? query.orderBy('issues.number', sort.direction)
    : query.orderBy(sql.ref(COLUMN_OF[sort.key]), sort.direction).orderBy('issues.number', 'desc');
  return query.limit(limitInText ? sql.lit(limit) : limit);
}

/** The statement of a page of a project's issues (IssueListRow), not yet run. */
export function issueListPageQuery(db: DB, ask: IssuePageAsk) {
  // The page's labels, assignees and authors come with it: every list shows them, and apart they cost a statement.
  return issuePageRowsQuery(db, ask, false).select((eb) => [
    labelsJsonOf(eb.ref('issues.id')).as('link_labels'),
    assigneesJsonOf(eb.ref('issues.id')).as('link_assignees'),
    sql<UserJson | null>`(select ${userJsonOf('u')} from users u where u.id = issues.author_id)`.as('link_author'),
  ]);
}

/**
 * The same page with its rows' labels and assignees as ids (IssueListIdsRow), for a statement that reads the
 * page's labels and people once (projectIssuesRead.ts) rather than as JSON in every row that names them. That
 * statement is compiled once per page size, so the size is written into its text: as a parameter, PostgreSQL
 * costed the generic plan of a named statement for an unknown limit and planned it anew on every run (the same
 * query as PostGraphile's: 1.10 -> 0.50 ms of PostgreSQL CPU per run once the generic plan is kept).
 */
export function issueListPageIdsQuery(db: DB, ask: IssuePageAsk) {
  return issuePageRowsQuery(db, ask, true).select([
    sql<number[]>`array(select il.label_id from issue_labels il where il.issue_id = issues.id)`.as('link_label_ids'),
    sql<number[]>`array(select ia.user_id from issue_assignees ia where ia.issue_id = issues.id)`.as('link_assignee_ids'),
  ]);
}

/** A row of issueListPageIdsQuery: its author is its `author_id`. */
export type IssueListIdsRow = IssueRow & {
  readonly sort_value: number | string;
  readonly link_label_ids: number[];
  readonly link_assignee_ids: number[];
};

/**
 * Pages of issue lists read ahead within a request (with their project: projectIssuesRead.ts), by pageKeyOf; the
 * list takes its rows from here when they are, instead of a statement of its own.
 */
export type ReadAheadPages = Map<string, readonly IssueListRow[]>;

/** The key of a page in ReadAheadPages: the project, the filter, the cursor's key and the rows read. */
export function pageKeyOf(projectId: number, filter: IssueFilter | null, key: CursorKey | null, limit: number): string {
  return JSON.stringify([projectId, filter, key, limit]);
}
