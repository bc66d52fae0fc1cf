// Issues, their labels and assignees (each link carrying copies of the issue's columns for the searches' counts
// and pages), and their search documents.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

export type IssueState = 'OPEN' | 'CLOSED';

export type StateReason = 'COMPLETED' | 'NOT_PLANNED' | 'DUPLICATE';

export interface IssuesTable {
  id: Generated<number>;
  project_id: number;
  number: number;
  title: string;
  body: string;
  state: ColumnType<IssueState, IssueState | undefined, IssueState>;
  author_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 1 urgent, 2 high, 3 medium, 4 low, 5 none (see domain/priority.ts). */
  priority: ColumnType<number, number | undefined, number>;
  state_reason: ColumnType<StateReason | null, StateReason | null | undefined, StateReason | null>;
  comment_count: ColumnType<number, number | undefined, number>;
  /** Counts changes to the title and body (optimistic concurrency: UpdateIssueInput.expectedRevision). */
  revision: ColumnType<number, number | undefined, number>;
  /** The issue this one is a sub-issue of (migration 0026); null when it has none or the parent was deleted. */
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface IssueLabelsTable {
  issue_id: number;
  label_id: number;
  /** The issue's project and state, copied by triggers for the counts of searches (migration 0026). */
  project_id: Generated<number>;
  state: Generated<IssueState>;
  /** The issue's number, copied by the same triggers for the pages of searches (migration 0028). */
  number: Generated<number>;
}

export interface IssueAssigneesTable {
  issue_id: number;
  user_id: number;
  /** The issue's project and state, copied by triggers for the counts of searches (migration 0026). */
  project_id: Generated<number>;
  state: Generated<IssueState>;
  /** The issue's number, copied by the same triggers for the pages of searches (migration 0028). */
  number: Generated<number>;
}

/** Each issue's search document (a tsvector; written and read only through SQL in domain/searchIndex.ts). */
export interface IssueSearchTable {
  issue_id: number;
  document: ColumnType<string, never, never>;
  /** The issue's project and state, copied by triggers for the counts of text searches (migration 0037). */
  project_id: Generated<number>;
  state: Generated<IssueState>;
}

export type IssueRow = Selectable<IssuesTable>;
