// The words for each relation type, as read from the issue that lists it (schema: IssueRelationType). One
// place, so the section's headings, the picker's choices and the timeline say the same thing.
import type { IssueRelationType } from '../../../__generated__/useAddIssueRelationMutation.graphql';

export type { IssueRelationType };

/** The types a person chooses from when relating two issues, in the picker's order. */
export const RELATION_CHOICES: readonly { readonly type: IssueRelationType; readonly label: string }[] = [
  { type: 'BLOCKED_BY', label: 'Blocked by' },
  { type: 'BLOCKS', label: 'Blocks' },
  { type: 'RELATES_TO', label: 'Relates to' },
  { type: 'DUPLICATE_OF', label: 'Duplicate of' },
];

/** The section's groups, in the order shown: what holds this issue up first. */
export const RELATION_GROUPS: readonly { readonly type: IssueRelationType; readonly heading: string }[] = [
  { type: 'BLOCKED_BY', heading: 'Blocked by' },
  { type: 'BLOCKS', heading: 'Blocking' },
  { type: 'DUPLICATE_OF', heading: 'Duplicate of' },
  { type: 'HAS_DUPLICATE', heading: 'Duplicates' },
  { type: 'RELATES_TO', heading: 'Related' },
];

/** The timeline's phrase for an added relation, before the other issue: "marked this as blocking #12". */
export const ADDED_PHRASES: Readonly<Record<string, string>> = {
  BLOCKS: 'marked this as blocking',
  BLOCKED_BY: 'marked this as blocked by',
  RELATES_TO: 'marked this as related to',
  DUPLICATE_OF: 'marked this as a duplicate of',
  HAS_DUPLICATE: 'marked as a duplicate of this:',
};

/** The timeline's phrase for a removed relation: "removed “blocked by” #12". */
export const REMOVED_NAMES: Readonly<Record<string, string>> = {
  BLOCKS: 'blocking',
  BLOCKED_BY: 'blocked by',
  RELATES_TO: 'related to',
  DUPLICATE_OF: 'duplicate of',
  HAS_DUPLICATE: 'has duplicate',
};
