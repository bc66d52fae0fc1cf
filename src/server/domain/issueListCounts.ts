// How many of a project's issues match a filter: the list's total and its tabs' counts, in one statement for
// all the counts of a request (the count of a plain list, by state only, reads the project's counters:
// issueCounters.ts; of labels and assignees, their links: linkCounts.ts; of words, the search documents:
// textCounts.ts).
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/database.ts';
import { countFromCounters } from './issueCounters.ts';
import { filterConditions } from './issueFilterConditions.ts';
import { countedByCounters, countedByLinks, countFromLinks } from './linkCounts.ts';
import type { ProjectKey } from './projectKey.ts';
import type { IssueFilter } from './searchQuery.ts';
import { countedByText, countFromText } from './textCounts.ts';
import type { SignedIn } from './viewer.ts';

/** Counts the issues of a project that match a filter; the GraphQL layer batches these (countProjectIssues). */
export type IssueCounter = (filter: IssueFilter) => Promise<number>;

/** One count of countProjectIssues: a project's issues that match a filter. */
export interface IssueCountRequest {
  readonly projectId: number;
  readonly filter: IssueFilter;
}

/**
 * Many counts in one statement, one scalar sub-select each, so a page showing its list's total and the open and
 * closed tabs' counts makes one round trip, and each count keeps its own index plan. A count that names no more
 * than a state reads the project's counters (issueCounters.ts) instead of counting, and one of labels and
 * assignees counts their links (linkCounts.ts). (One scan with a
 * `count(*) filter (where …)` per count was tried: on a 100 000-issue project PostgreSQL read the whole table,
 * 69 ms, against 19 ms per count by index; bench:server EXPLAINs this statement.)
 */
export async function countProjectIssues(db: DB, viewer: SignedIn, requests: readonly IssueCountRequest[]): Promise<number[]> {
  const row = await db
    .selectNoFrom(requests.map((request, i) => issueCountOf(db, request.projectId, request.filter, viewer).as(`count_${i}`)))
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number | null>;
  return requests.map((_, i) => counts[`count_${i}`] ?? 0);
}

/**
 * The count of a project's issues that match a filter, as a scalar sub-select: from the project's counters when
 * it names no more than a state (issueCounters.ts), from the links when it names labels and assignees
 * (linkCounts.ts), from the search documents when it names words (textCounts.ts), else by counting the issues.
 */
export function issueCountOf(db: DB, projectId: ProjectKey, filter: IssueFilter, viewer: SignedIn): RawBuilder<number> {
  if (countedByCounters(filter)) return countFromCounters(projectId, filter.state);
  if (countedByLinks(filter)) return countFromLinks(projectId, filter, viewer);
  if (countedByText(filter)) return countFromText(projectId, filter);
  const counted = db
    .selectFrom('issues')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('issues.project_id', '=', projectId)
    .where((eb) => eb.and(filterConditions(eb, filter, viewer, projectId)));
  return sql<number>`(${counted})`;
}
