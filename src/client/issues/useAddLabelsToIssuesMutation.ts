import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type { useAddLabelsToIssuesMutation as Mutation } from '../../../__generated__/useAddLabelsToIssuesMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { catchUpIssueTimelines } from './catchUpIssueTimeline';
import { issuesNoun, type ChangeCallbacks } from './changeCallbacks';
import { updateLinkedLists } from './optimisticLists';

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

/**
 * Adds labels to issues (at most 100; labels already there stay). They appear at once; if the server
 * refuses or cannot be reached, they go again and a message says why.
 */
export function useAddLabelsToIssuesMutation(): [
  (issueIds: readonly string[], labelIds: readonly string[], callbacks?: ChangeCallbacks) => Disposable,
  boolean,
] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const change = useCallback(
    (issueIds: readonly string[], labelIds: readonly string[], { onDone, onUndone }: ChangeCallbacks = {}) => {
      const undone = (detail: string) => {
        notify({ title: `Couldn't label ${issuesNoun(issueIds.length)}`, detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { issueIds: [...issueIds], labelIds: [...labelIds] } },
        optimisticUpdater: (store) => updateLinkedLists(store, issueIds, 'labels', labelIds, 'add', 'name'),
        onCompleted: ({ addLabelsToIssues: payload }) => {
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
