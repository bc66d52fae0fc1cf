import { graphql } from 'react-relay';
import type { useRemoveLabelsFromIssuesMutation as Mutation } from '../../../__generated__/useRemoveLabelsFromIssuesMutation.graphql';
import { outcomeOf } from '../relay/useOutcomeMutation';
import { useLinkedListChange, type LinkedListChange, type LinkedListChangeHook } from './useLinkedListChange';

const mutation = graphql`
  mutation useRemoveLabelsFromIssuesMutation($input: IssueLabelsInput!) {
    removeLabelsFromIssues(input: $input) {
      issues {
        id
        updatedAt
        labels {
          id
          name
          color
          description
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const how: LinkedListChange<Mutation> = {
  field: 'labels',
  change: 'remove',
  verb: 'unlabel',
  variables: (issueIds, labelIds) => ({ input: { issueIds: [...issueIds], labelIds: [...labelIds] } }),
  outcome: ({ removeLabelsFromIssues: payload }) =>
    outcomeOf(
      payload.errors,
      payload.issues.map((issue) => issue.id),
    ),
};

/**
 * Removes labels from issues (at most 100). They go at once; if the server refuses or cannot be
 * reached, they come back and a message says why.
 */
export function useRemoveLabelsFromIssuesMutation(): LinkedListChangeHook {
  return useLinkedListChange<Mutation>(mutation, how);
}
