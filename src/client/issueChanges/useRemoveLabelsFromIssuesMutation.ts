import { graphql } from 'react-relay';
import type { useRemoveLabelsFromIssuesMutation as Mutation } from '../../../__generated__/useRemoveLabelsFromIssuesMutation.graphql';
import { useLinkedListChange, type LinkedListChange, type LinkedListChanger } from './useLinkedListChange';

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
        field
        message
        code
      }
    }
  }
`;

const how: LinkedListChange<Mutation> = {
  field: 'labels',
  change: 'remove',
  verb: 'unlabel',
  variables: (issueIds, labelIds) => ({ input: { issueIds: [...issueIds], labelIds: [...labelIds] } }),
  errorsOf: (response) => response.removeLabelsFromIssues.errors,
};

/**
 * Removes labels from issues (at most 100). They go at once; if the server refuses or cannot be
 * reached, they come back and a message says why.
 */
export function useRemoveLabelsFromIssuesMutation(): [LinkedListChanger, boolean] {
  return useLinkedListChange<Mutation>(mutation, how);
}
