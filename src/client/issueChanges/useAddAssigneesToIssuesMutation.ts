import { graphql } from 'react-relay';
import type { useAddAssigneesToIssuesMutation as Mutation } from '../../../__generated__/useAddAssigneesToIssuesMutation.graphql';
import { outcomeOf } from '../relay/useOutcomeMutation';
import { useLinkedListChange, type LinkedListChange, type LinkedListChangeHook } from './useLinkedListChange';

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
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const how: LinkedListChange<Mutation> = {
  field: 'assignees',
  change: 'add',
  verb: 'assign',
  variables: (issueIds, userIds) => ({ input: { issueIds: [...issueIds], userIds: [...userIds] } }),
  outcome: ({ addAssigneesToIssues: payload }) =>
    outcomeOf(
      payload.errors,
      payload.issues.map((issue) => issue.id),
    ),
};

/**
 * Assigns people to issues (at most 100 issues, 10 assignees each). The avatars appear at once; if the
 * server refuses or cannot be reached, they go again and a message says why.
 */
export function useAddAssigneesToIssuesMutation(): LinkedListChangeHook {
  return useLinkedListChange<Mutation>(mutation, how);
}
