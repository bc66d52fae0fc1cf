// A project's open and closed issue counts from the counters that triggers keep (migration 0023), for the counts
// that name nothing but a state: the list's tabs, and the total of the list as it opens. A count(*) of those
// reads every issue of the project (38 ms on 100 000 issues); a counter is one row. Searches with any other
// term are still counted (issueList.ts: countProjectIssues).
import { sql, type RawBuilder } from 'kysely';
import type { IssueFilter } from './searchQuery.ts';

/** Whether a filter names nothing but (at most) a state, so the counters answer its count. */
export function countedByCounters(filter: IssueFilter): boolean {
  return (
    !filter.archived &&
    !filter.noAssignee &&
    !filter.noLabel &&
    [
      filter.labels,
      filter.labelChoices,
      filter.notLabels,
      filter.assignees,
      filter.notAssignees,
      filter.authors,
      filter.priorities,
      filter.numbers,
      filter.words,
    ].every((terms) => terms.length === 0)
  );
}

/** A project's issues in a state (or in either) from its counters, as a scalar sub-select. */
export function countFromCounters(projectId: number, state: IssueFilter['state']): RawBuilder<number> {
  const column = state === 'OPEN' ? sql`open_count` : state === 'CLOSED' ? sql`closed_count` : sql`open_count + closed_count`;
  return sql<number>`coalesce((select ${column} from project_issue_counts where project_id = ${projectId}), 0)`;
}
