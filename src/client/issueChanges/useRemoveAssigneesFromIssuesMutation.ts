import { graphql } from 'react-relay';
import type { useRemoveAssigneesFromIssuesMutation as Mutation } from '../../../__generated__/useRemoveAssigneesFromIssuesMutation.graphql';
import { outcomeOf } from '../relay/useOutcomeMutation';
import { useLinkedListChange, type LinkedListChange, type LinkedListChangeHook } from './useLinkedListChange';

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
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const how: LinkedListChange<Mutation> = {
  field: 'assignees',
  change: 'remove',
  verb: 'unassign',
  variables: (issueIds, userIds) => ({ input: { issueIds: [...issueIds], userIds: [...userIds] } }),
  outcome: ({ removeAssigneesFromIssues: payload }) =>
    outcomeOf(
      payload.errors,
      payload.issues.map((issue) => issue.id),
    ),
};

/**
 * Unassigns people from issues (at most 100). The avatars go at once; if the server refuses or cannot
 * be reached, they come back and a message says why.
 */
export function useRemoveAssigneesFromIssuesMutation(): LinkedListChangeHook {
  return useLinkedListChange<Mutation>(mutation, how);
}
