import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type { useRemoveLabelsFromIssuesMutation as Mutation } from '../../../__generated__/useRemoveLabelsFromIssuesMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { catchUpIssueTimelines } from './catchUpIssueTimeline';
import { issuesNoun, type ChangeCallbacks } from './changeCallbacks';
import { updateLinkedLists } from './optimisticLists';

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

/**
 * Removes labels from issues (at most 100). They go at once; if the server refuses or cannot be
 * reached, they come back and a message says why.
 */
export function useRemoveLabelsFromIssuesMutation(): [
  (issueIds: readonly string[], labelIds: readonly string[], callbacks?: ChangeCallbacks) => Disposable,
  boolean,
] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const change = useCallback(
    (issueIds: readonly string[], labelIds: readonly string[], { onDone, onUndone }: ChangeCallbacks = {}) => {
      const undone = (detail: string) => {
        notify({ title: `Couldn't unlabel ${issuesNoun(issueIds.length)}`, detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { issueIds: [...issueIds], labelIds: [...labelIds] } },
        optimisticUpdater: (store) => updateLinkedLists(store, issueIds, 'labels', labelIds, 'remove', 'name'),
        onCompleted: ({ removeLabelsFromIssues: payload }) => {
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
