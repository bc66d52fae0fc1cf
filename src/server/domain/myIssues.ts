// "My issues": the viewer's issues across every project they can see, assigned to them or opened by them,
// filtered by the same search language as a project's list (searchQuery.ts, with issueList.ts's conditions)
// and paged by keyset. Across projects an issue's number is not unique, so every order breaks ties by the
// issue's id, and the default order (newest first) is the id itself: ids grow as issues are created.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/database.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import { visibleProjects } from './authorization.ts';
import { filterConditions } from './issueFilterConditions.ts';
import type { IssueSearchResult } from './issueList.ts';
import { COLUMN_OF, SORT_COLUMNS } from './issueListOrder.ts';
import { emptyConnection, keysetConnection, type CursorKey, type CursorShape, type PageRequest } from './pagination.ts';
import { parseIssueQuery, type Sort } from './searchQuery.ts';
import type { SignedIn } from './viewer.ts';

/** How the viewer is related to the issues listed: their assignee, or their author. */
export type MyIssuesRelation = 'ASSIGNED' | 'CREATED';

export interface MyIssuesRequest {
  readonly viewer: SignedIn;
  readonly relation: MyIssuesRelation;
  /** The search as typed (GitHub's syntax); null for every issue of the relation, newest first. */
  readonly query: string | null | undefined;
  readonly page: PageRequest;
}

/** "After the cursor" for a sort other than the default: (value, id) beyond the cursor's in the sort's direction. */
function afterCursor(sort: Sort, key: CursorKey): Expression<SqlBool> {
  const column = sql.ref(COLUMN_OF[sort.key]);
  const value = SORT_COLUMNS[sort.key].compare(key[0]);
  const beyond = sort.direction === 'desc' ? sql`<` : sql`>`;
  // Ties on the sort value: the newest issue (highest id) first, in either direction of the main sort.
  return sql<SqlBool>`(${column} ${beyond} ${value} or (${column} = ${value} and issues.id < ${key[1]}))`;
}

/** The viewer's issues matching a search as typed: a search that cannot be understood lists nothing and says why. */
export function searchMyIssues(db: DB, { viewer, relation, query, page }: MyIssuesRequest): IssueSearchResult {
  const parsed = parseIssueQuery(query);
  if ('errors' in parsed) return { ...emptyConnection<IssueRow>(), queryErrors: parsed.errors };
  const filter = parsed.filter;
  const sort = filter.sort;
  const byId = sort.key === 'created';
  const shape: CursorShape = byId ? ['int'] : [SORT_COLUMNS[sort.key].shape, 'int'];
  const base = () =>
    db
      .selectFrom('issues')
      // Only projects the viewer can see; archived ones only when the search asks for them (is:archived,
      // whose own condition then keeps only those).
      .where('issues.project_id', 'in', (eb) =>
        eb
          .selectFrom('projects')
          .select('projects.id')
          .where(visibleProjects(viewer))
          .$if(!filter.archived, (q) => q.where('projects.archived_at', 'is', null)),
      )
      .where((eb) =>
        relation === 'CREATED'
          ? eb('issues.author_id', '=', viewer.id)
          : eb.exists(
              eb
                .selectFrom('issue_assignees')
                .select('issue_assignees.issue_id')
                .whereRef('issue_assignees.issue_id', '=', 'issues.id')
                .where('issue_assignees.user_id', '=', viewer.id),
            ),
      )
      .where((eb) => eb.and(filterConditions(eb, filter, viewer, null)));
  const sortValue: RawBuilder<number | string> = SORT_COLUMNS[sort.key].select;
  const connection = keysetConnection(page, {
    shape,
    rows: (key, limit) => {
      let rows = base().selectAll('issues').select(sortValue.as('sort_value'));
      if (key) {
        rows = byId ? rows.where('issues.id', sort.direction === 'desc' ? '<' : '>', key[0] as number) : rows.where(afterCursor(sort, key));
      }
      rows = byId
        ? rows.orderBy('issues.id', sort.direction)
        : rows.orderBy(sql.ref(COLUMN_OF[sort.key]), sort.direction).orderBy('issues.id', 'desc');
      return rows.limit(limit).execute();
    },
    keyOf: (row) => (byId ? [row.id] : [row.sort_value, row.id]),
    count: async () =>
      (
        await base()
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count,
  });
  return { ...connection, queryErrors: [] };
}
