import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type { useAddAssigneesToIssuesMutation as Mutation } from '../../../__generated__/useAddAssigneesToIssuesMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { catchUpIssueTimelines } from './catchUpIssueTimeline';
import { issuesNoun, type ChangeCallbacks } from './changeCallbacks';
import { updateLinkedLists } from './optimisticLists';

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

/**
 * Assigns people to issues (at most 100 issues, 10 assignees each). The avatars appear at once; if the
 * server refuses or cannot be reached, they go again and a message says why.
 */
export function useAddAssigneesToIssuesMutation(): [
  (issueIds: readonly string[], userIds: readonly string[], callbacks?: ChangeCallbacks) => Disposable,
  boolean,
] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const change = useCallback(
    (issueIds: readonly string[], userIds: readonly string[], { onDone, onUndone }: ChangeCallbacks = {}) => {
      const undone = (detail: string) => {
        notify({ title: `Couldn't assign ${issuesNoun(issueIds.length)}`, detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { issueIds: [...issueIds], userIds: [...userIds] } },
        optimisticUpdater: (store) => updateLinkedLists(store, issueIds, 'assignees', userIds, 'add', 'login'),
        onCompleted: ({ addAssigneesToIssues: payload }) => {
          if (payload.errors.length > 0) return undone(userErrorsDetail(payload.errors));
          catchUpIssueTimelines(environment, issueIds);
          onDone?.();
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, environment, notify],
  );
  return [change, isInFlight];
}
