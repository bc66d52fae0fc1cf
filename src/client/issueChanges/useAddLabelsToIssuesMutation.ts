import { graphql } from 'react-relay';
import type { useAddLabelsToIssuesMutation as Mutation } from '../../../__generated__/useAddLabelsToIssuesMutation.graphql';
import { useLinkedListChange, type LinkedListChange, type LinkedListChanger } from './useLinkedListChange';

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
        field
        message
        code
      }
    }
  }
`;

const how: LinkedListChange<Mutation> = {
  field: 'labels',
  change: 'add',
  verb: 'label',
  variables: (issueIds, labelIds) => ({ input: { issueIds: [...issueIds], labelIds: [...labelIds] } }),
  errorsOf: (response) => response.addLabelsToIssues.errors,
};

/**
 * Adds labels to issues (at most 100; labels already there stay). They appear at once; if the server
 * refuses or cannot be reached, they go again and a message says why.
 */
export function useAddLabelsToIssuesMutation(): [LinkedListChanger, boolean] {
  return useLinkedListChange<Mutation>(mutation, how);
}
