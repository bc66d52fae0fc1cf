// The list page's read in one statement (issue 14): a project by its slug with what its pages show besides
// (projectPageRead.ts), and in the same statement the pages and counts of its issue lists that the request asks
// for (graphql/issueListsAhead.ts finds them in the query), each page as a JSON sub-select and each count as a
// scalar one. Apart, the project, the page and the counts were three statements, each a round trip.
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/database.ts';
import { COLUMN_OF, issueCountOf, issuePageQuery, type IssueListRow } from './issueList.ts';
import { issueFromJson, type AsJson } from './jsonRows.ts';
import type { CursorKey } from './pagination.ts';
import { projectPageColumns, projectPageOf, type ProjectPage } from './projectPageRead.ts';
import { DEFAULT_SORT, type IssueFilter } from './searchQuery.ts';
import type { SignedIn } from './viewer.ts';

/** An issue list of the project that the request asks for: its page (rows to read after a cursor's key) or its count, or both. */
export interface IssueListAsk {
  readonly filter: IssueFilter;
  /** `limit` rows (one beyond the page, as keysetConnection reads) after the cursor's `key`; null when no rows are asked. */
  readonly page: { readonly key: CursorKey | null; readonly limit: number } | null;
  readonly count: boolean;
}

/** What was read for an ask: its rows and its count, each null when not asked. */
interface IssueListRead {
  readonly rows: IssueListRow[] | null;
  readonly count: number | null;
}

type IssueListJson = AsJson<IssueListRow, 'created_at' | 'updated_at' | 'closed_at'>;

/** The list's order again, over the page's rows as `p`: json_agg keeps an order only when it is told one. */
function orderOfRows(filter: IssueFilter): RawBuilder<unknown> {
  const sort = filter.sort ?? DEFAULT_SORT;
  const direction = sql.raw(sort.direction);
  if (sort.key === 'created') return sql`p.number ${direction}`;
  const column = sql.ref(`p.${COLUMN_OF[sort.key].slice('issues.'.length)}`);
  return sql`${column} ${direction}, p.number desc`;
}

/**
 * The project of `slug` (by its current slug; null otherwise: a former slug is for projectPagesBySlugs) with its
 * page's choices and the viewer's saved views, and for each ask its rows and count, in one statement.
 */
export async function projectPageWithIssueLists(
  db: DB,
  viewer: SignedIn,
  slug: string,
  asks: readonly IssueListAsk[],
): Promise<{ readonly page: ProjectPage; readonly lists: IssueListRead[] } | null> {
  // The lists' SQL names the project by the row of this statement: its id is not known before.
  const projectId = sql<number>`projects.id`;
  const row = await db
    .selectFrom('projects')
    .selectAll('projects')
    .select((eb) => [
      ...projectPageColumns(eb, viewer.id),
      ...asks.flatMap(({ filter, page, count }, i) => [
        ...(page
          ? [
              sql<IssueListJson[]>`(select coalesce(json_agg(p order by ${orderOfRows(filter)}), '[]') from (${issuePageQuery(db, {
                projectId,
                viewer,
                filter,
                key: page.key,
                limit: page.limit,
              })}) p)`.as(`list_rows_${i}`),
            ]
          : []),
        ...(count ? [issueCountOf(db, projectId, filter, viewer).as(`list_count_${i}`)] : []),
      ]),
    ])
    .where('projects.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const lists = row as unknown as Record<string, IssueListJson[] | number | undefined>;
  return {
    page: projectPageOf(row),
    lists: asks.map((_, i) => {
      const rows = lists[`list_rows_${i}`] as IssueListJson[] | undefined;
      const count = lists[`list_count_${i}`] as number | undefined;
      return {
        rows: rows ? rows.map((issue) => ({ ...issue, ...issueFromJson(issue) })) : null,
        count: count ?? null,
      };
    }),
  };
}
