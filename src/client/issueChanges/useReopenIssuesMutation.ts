import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type { useReopenIssuesMutation as ReopenIssuesMutation } from '../../../__generated__/useReopenIssuesMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { alreadyChangedNotice } from './alreadyChanged';
import { catchUpIssueTimelines } from './catchUpIssueTimeline';
import { issuesNoun, type ChangeCallbacks } from './changeCallbacks';

const mutation = graphql`
  mutation useReopenIssuesMutation($input: ReopenIssuesInput!) @raw_response_type {
    reopenIssues(input: $input) {
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

/** Reopens issues (at most 100: all or none), at once on screen; undone with a message if refused. */
export function useReopenIssuesMutation(): [(issueIds: readonly string[], callbacks?: ChangeCallbacks) => Disposable, boolean] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<ReopenIssuesMutation>(mutation);
  const reopen = useCallback(
    (issueIds: readonly string[], { onDone, onUndone }: ChangeCallbacks = {}) => {
      const now = new Date().toISOString();
      const undone = (detail: string) => {
        notify({ title: `Couldn't reopen ${issuesNoun(issueIds.length)}`, detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { issueIds: [...issueIds] } },
        optimisticResponse: {
          reopenIssues: {
            issues: issueIds.map((id) => ({ id, state: 'OPEN', stateReason: null, closedAt: null, updatedAt: now })),
            unchangedIssues: [],
            errors: [],
          },
        },
        onCompleted: ({ reopenIssues: payload }) => {
          if (payload.errors.length > 0) return undone(userErrorsDetail(payload.errors));
          const notice = alreadyChangedNotice(payload.unchangedIssues, issueIds.length, 'reopened');
          if (notice) notify(notice);
          catchUpIssueTimelines(environment, issueIds);
          onDone?.();
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, environment, notify],
  );
  return [reopen, isInFlight];
}
