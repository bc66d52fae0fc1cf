// A project's issues filtered by a search as typed (domain/searchQuery.ts), a page at a time: the page's statement
// (issueListPages.ts) in one of the sort orders (issueListOrder.ts), its count (issueListCounts.ts), and the filter's
// conditions (issueFilterConditions.ts), which also decide whether a changed issue is one the search lists.
import type { DB } from '../db/database.ts';
import type { IssueRow, IssueState } from '../db/tables/issues.ts';
import { countFromCounters } from './issueCounters.ts';
import { filterConditions } from './issueFilterConditions.ts';
import { issueCountOf, type IssueCounter } from './issueListCounts.ts';
import { cursorShapeOf } from './issueListOrder.ts';
import { issueListPageQuery, pageKeyOf, type IssueListRow, type ReadAheadPages } from './issueListPages.ts';
import { emptyConnection, keysetConnection, type Connection, type PageRequest } from './pagination.ts';
import { DEFAULT_SORT, parseIssueQuery, type IssueFilter } from './searchQuery.ts';
import type { UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

interface IssueListRequest {
  readonly projectId: number;
  readonly viewer: SignedIn;
  readonly filter: IssueFilter | null;
  readonly page: PageRequest;
  /** How the count is made; one statement of its own when not given. */
  readonly count?: IssueCounter | undefined;
  readonly readAhead?: ReadAheadPages | undefined;
}

function listProjectIssues(db: DB, { projectId, viewer, filter, page, count, readAhead }: IssueListRequest): Connection<IssueListRow> {
  const sort = filter?.sort ?? DEFAULT_SORT;
  const simple = sort.key === 'created';
  return keysetConnection(page, {
    shape: cursorShapeOf(sort),
    rows: async (key, limit) =>
      readAhead?.get(pageKeyOf(projectId, filter, key, limit)) ??
      (await issueListPageQuery(db, { projectId, viewer, filter, key, limit }).execute()),
    keyOf: (r) => (simple ? [r.number] : [r.sort_value, r.number]),
    count: async () => {
      if (count && filter) return count(filter);
      const counted = filter ? issueCountOf(db, projectId, filter, viewer) : countFromCounters(projectId, undefined);
      return (await db.selectNoFrom(counted.as('count')).executeTakeFirstOrThrow()).count;
    },
  });
}

export interface IssueSearchRequest {
  readonly projectId: number;
  readonly viewer: SignedIn;
  /** The search as typed (GitHub's syntax, searchQuery.ts); null for the default. */
  readonly query: string | null | undefined;
  /** A state asked for besides the search (the list's tabs). */
  readonly state: IssueState | null | undefined;
  readonly page: PageRequest;
  /** How the count is made (a per-request batch); one statement of its own when not given. */
  readonly count?: IssueCounter | undefined;
  /** Pages read ahead in this request (projectIssuesRead.ts), taken instead of a statement when the page is there. */
  readonly readAhead?: ReadAheadPages | undefined;
}

/**
 * The filter of a search as typed with a state asked for besides: the search's errors when it cannot be
 * understood, null when the two disagree (nothing matches).
 */
export function filterOfSearch(
  query: string | null | undefined,
  state: IssueState | null | undefined,
): { readonly filter: IssueFilter } | { readonly errors: readonly UserErrorModel[] } | null {
  const parsed = parseIssueQuery(query);
  if ('errors' in parsed) return { errors: parsed.errors };
  const filter = parsed.filter;
  // The `state` asked for and an is: qualifier both narrow; if they disagree, nothing matches.
  if (state && filter.state && filter.state !== state) return null;
  if (state) filter.state = state;
  return { filter };
}

/** A list of issues, and what was wrong with the search that asked for it (then the list is empty). */
export type IssueSearchResult<Row extends IssueRow = IssueRow> = Connection<Row> & { readonly queryErrors: readonly UserErrorModel[] };

/** A project's issues matching a search as typed: a search that cannot be understood lists nothing and says why. */
export function searchProjectIssues(
  db: DB,
  { projectId, viewer, query, state, page, count, readAhead }: IssueSearchRequest,
): IssueSearchResult<IssueListRow> {
  const searched = filterOfSearch(query, state);
  if (searched === null || 'errors' in searched) {
    return { ...emptyConnection<IssueListRow>(), queryErrors: searched?.errors ?? [] };
  }
  return { ...listProjectIssues(db, { projectId, viewer, filter: searched.filter, page, count, readAhead }), queryErrors: [] };
}

/**
 * Whether an issue of the project is one the search lists, by the list's own conditions (a live list counts
 * only the new issues it would show). A search that cannot be understood matches nothing.
 */
export async function issueMatchesSearch(
  db: DB,
  { projectId, viewer, query, issueId }: { projectId: number; viewer: SignedIn; query: string | null | undefined; issueId: number },
): Promise<boolean> {
  const parsed = parseIssueQuery(query);
  if ('errors' in parsed) return false;
  const row = await db
    .selectFrom('issues')
    .select('issues.id')
    .where('issues.id', '=', issueId)
    .where('issues.project_id', '=', projectId)
    .where((eb) => eb.and(filterConditions(eb, parsed.filter, viewer, projectId)))
    .executeTakeFirst();
  return row !== undefined;
}
