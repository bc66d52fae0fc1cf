import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type {
  IssueStateReason,
  useCloseIssuesMutation as CloseIssuesMutation,
} from '../../../__generated__/useCloseIssuesMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { alreadyChangedNotice } from './alreadyChanged';
import { catchUpIssueTimelines } from './catchUpIssueTimeline';
import { issuesNoun, type ChangeCallbacks } from './changeCallbacks';

const mutation = graphql`
  mutation useCloseIssuesMutation($input: CloseIssuesInput!) @raw_response_type {
    closeIssues(input: $input) {
      issues {
        id
        state
        stateReason
        closedAt
        updatedAt
      }
      unchangedIssues {
        id
        lastStateChange {
          actor {
            name
          }
          createdAt
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
 * Closes issues with a reason (at most 100: all or none). They show as closed at once; if the server
 * refuses or cannot be reached, they open again and a message says why.
 */
export function useCloseIssuesMutation(): [
  (issueIds: readonly string[], reason: IssueStateReason, callbacks?: ChangeCallbacks) => Disposable,
  boolean,
] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<CloseIssuesMutation>(mutation);
  const close = useCallback(
    (issueIds: readonly string[], reason: IssueStateReason, { onDone, onUndone }: ChangeCallbacks = {}) => {
      const now = new Date().toISOString();
      const undone = (detail: string) => {
        notify({ title: `Couldn't close ${issuesNoun(issueIds.length)}`, detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { issueIds: [...issueIds], reason } },
        optimisticResponse: {
          closeIssues: {
            issues: issueIds.map((id) => ({ id, state: 'CLOSED', stateReason: reason, closedAt: now, updatedAt: now })),
            unchangedIssues: [],
            errors: [],
          },
        },
        onCompleted: ({ closeIssues: payload }) => {
          if (payload.errors.length > 0) return undone(userErrorsDetail(payload.errors));
          const notice = alreadyChangedNotice(payload.unchangedIssues, issueIds.length, 'closed');
          if (notice) notify(notice);
          catchUpIssueTimelines(environment, issueIds);
          onDone?.();
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, environment, notify],
  );
  return [close, isInFlight];
}
