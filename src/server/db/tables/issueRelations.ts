// How issues stand to each other: relations (blocks, relates to, duplicate of) and back-links from descriptions
// and comments.
import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns.ts';

/** How `issue_id` stands to `related_issue_id`, read left to right: #3 BLOCKS #7. */
export type IssueRelationKind = 'BLOCKS' | 'RELATES_TO' | 'DUPLICATE_OF';

/** A relation between two issues; one per pair, whatever its direction (migration 0023). */
export interface IssueRelationsTable {
  id: Generated<number>;
  issue_id: number;
  related_issue_id: number;
  kind: IssueRelationKind;
  actor_id: number | null;
  created_at: CreatedAt;
}

/** A back-link: issue `issue_id` is referred to in `source_issue_id`'s description, or in its comment `source_comment_id`. */
export interface IssueMentionsTable {
  id: Generated<number>;
  issue_id: number;
  source_issue_id: number;
  source_comment_id: number | null;
  actor_id: number | null;
  created_at: CreatedAt;
}

export type IssueRelationRow = Selectable<IssueRelationsTable>;

export type IssueMentionRow = Selectable<IssueMentionsTable>;
