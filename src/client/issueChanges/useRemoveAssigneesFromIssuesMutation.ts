import { graphql } from 'react-relay';
import type { useRemoveAssigneesFromIssuesMutation as Mutation } from '../../../__generated__/useRemoveAssigneesFromIssuesMutation.graphql';
import { useLinkedListChange, type LinkedListChange, type LinkedListChanger } from './useLinkedListChange';

const mutation = graphql`
  mutation useRemoveAssigneesFromIssuesMutation($input: IssueAssigneesInput!) {
    removeAssigneesFromIssues(input: $input) {
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
  change: 'remove',
  verb: 'unassign',
  variables: (issueIds, userIds) => ({ input: { issueIds: [...issueIds], userIds: [...userIds] } }),
  errorsOf: (response) => response.removeAssigneesFromIssues.errors,
};

/**
 * Unassigns people from issues (at most 100). The avatars go at once; if the server refuses or cannot
 * be reached, they come back and a message says why.
 */
export function useRemoveAssigneesFromIssuesMutation(): [LinkedListChanger, boolean] {
  return useLinkedListChange<Mutation>(mutation, how);
}
