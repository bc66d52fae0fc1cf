import { graphql } from 'react-relay';
import type { useAddLabelsToIssuesMutation as Mutation } from '../../../__generated__/useAddLabelsToIssuesMutation.graphql';
import { outcomeOf } from '../relay/useOutcomeMutation';
import { useLinkedListChange, type LinkedListChange, type LinkedListChangeHook } from './useLinkedListChange';

const mutation = graphql`
  mutation useAddLabelsToIssuesMutation($input: IssueLabelsInput!) {
    addLabelsToIssues(input: $input) {
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
  change: 'add',
  verb: 'label',
  variables: (issueIds, labelIds) => ({ input: { issueIds: [...issueIds], labelIds: [...labelIds] } }),
  outcome: ({ addLabelsToIssues: payload }) =>
    outcomeOf(
      payload.errors,
      payload.issues.map((issue) => issue.id),
    ),
};

/**
 * Adds labels to issues (at most 100; labels already there stay). They appear at once; if the server
 * refuses or cannot be reached, they go again and a message says why.
 */
export function useAddLabelsToIssuesMutation(): LinkedListChangeHook {
  return useLinkedListChange<Mutation>(mutation, how);
}
