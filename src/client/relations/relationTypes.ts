// The words for each relation type, as read from the issue that lists it (schema: IssueRelationType): the
// picker's choices and the section's headings. The timeline words its events itself (IssueEventItem).
import type { IssueRelationType } from '../../../__generated__/useAddIssueRelationMutation.graphql';

export type { IssueRelationType };

/** The types a person chooses from when relating two issues, in the picker's order. */
export const RELATION_CHOICES: readonly { readonly value: IssueRelationType; readonly label: string }[] = [
  { value: 'BLOCKED_BY', label: 'Blocked by' },
  { value: 'BLOCKS', label: 'Blocks' },
  { value: 'RELATES_TO', label: 'Relates to' },
  { value: 'DUPLICATE_OF', label: 'Duplicate of' },
];

/** The section's groups, in the order shown: what holds this issue up first. */
export const RELATION_GROUPS: readonly { readonly type: IssueRelationType; readonly heading: string }[] = [
  { type: 'BLOCKED_BY', heading: 'Blocked by' },
  { type: 'BLOCKS', heading: 'Blocking' },
  { type: 'DUPLICATE_OF', heading: 'Duplicate of' },
  { type: 'HAS_DUPLICATE', heading: 'Duplicates' },
  { type: 'RELATES_TO', heading: 'Related' },
];
