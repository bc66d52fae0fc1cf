// A project's open and closed issue counts from the counters that triggers keep (migration 0023), for the counts
// that name nothing but a state: the list's tabs, and the total of the list as it opens. A count(*) of those
// reads every issue of the project (38 ms on 100 000 issues); a counter is one row. Which counts they answer:
// linkCounts.ts (countedByCounters); searches with other terms are counted from the links or the issues.
import { sql, type RawBuilder } from 'kysely';
import type { ProjectKey } from './projectKey.ts';
import type { IssueFilter } from './searchQuery.ts';

/** A project's issues in a state (or in either) from its counters, as a scalar sub-select. */
export function countFromCounters(projectId: ProjectKey, state: IssueFilter['state']): RawBuilder<number> {
  const column = state === 'OPEN' ? sql`open_count` : state === 'CLOSED' ? sql`closed_count` : sql`open_count + closed_count`;
  return sql<number>`coalesce((select ${column} from project_issue_counts where project_id = ${projectId}), 0)`;
}
