import { graphql } from 'react-relay';
import type { useAddAssigneesToIssuesMutation as Mutation } from '../../../__generated__/useAddAssigneesToIssuesMutation.graphql';
import { useLinkedListChange, type LinkedListChange, type LinkedListChanger } from './useLinkedListChange';

const mutation = graphql`
  mutation useAddAssigneesToIssuesMutation($input: IssueAssigneesInput!) {
    addAssigneesToIssues(input: $input) {
      issues {
        id
        updatedAt
        assignees {
          id
          name
          login
          avatarUrl
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
  field: 'assignees',
  change: 'add',
  verb: 'assign',
  variables: (issueIds, userIds) => ({ input: { issueIds: [...issueIds], userIds: [...userIds] } }),
  errorsOf: (response) => response.addAssigneesToIssues.errors,
};

/**
 * Assigns people to issues (at most 100 issues, 10 assignees each). The avatars appear at once; if the
 * server refuses or cannot be reached, they go again and a message says why.
 */
export function useAddAssigneesToIssuesMutation(): [LinkedListChanger, boolean] {
  return useLinkedListChange<Mutation>(mutation, how);
}
