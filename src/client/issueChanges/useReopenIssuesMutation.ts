import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useReopenIssuesMutation as ReopenIssuesMutation } from '../../../__generated__/useReopenIssuesMutation.graphql';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useNotify } from '../ui/useNotify';
import { useUndoNotice } from '../ui/useUndoNotice';
import { alreadyChangedNotice, type UnchangedIssue } from './alreadyChanged';
import { markIssuesChanged } from './markIssuesChanged';
import { issuesNoun } from './issuesNoun';

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
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/** Saved: the issues someone else had reopened first (the server left them alone). */
const outcome = ({ reopenIssues: payload }: ReopenIssuesMutation['response']) =>
  outcomeOf<readonly UnchangedIssue[]>(payload.errors, payload.unchangedIssues);

/** Reopens issues (at most 100: all or none), at once on screen; undone with a message if refused. */
export function useReopenIssuesMutation(): MutationHook<[issueIds: readonly string[]], readonly UnchangedIssue[]> {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<ReopenIssuesMutation, readonly UnchangedIssue[]>(mutation, outcome);
  const reopen = useCallback(
    (issueIds: readonly string[], callbacks?: MutationCallbacks<readonly UnchangedIssue[]>) => {
      const now = new Date().toISOString();
      const saved = (unchanged: readonly UnchangedIssue[]) => {
        const notice = alreadyChangedNotice(unchanged, issueIds.length, 'reopened');
        if (notice) notify(notice);
        markIssuesChanged(environment, issueIds);
      };
      return commit(
        {
          variables: { input: { issueIds: [...issueIds] } },
          optimisticResponse: {
            reopenIssues: {
              issues: issueIds.map((id) => ({ id, state: 'OPEN', stateReason: null, closedAt: null, updatedAt: now })),
              unchangedIssues: [],
              errors: [],
            },
          },
        },
        undoNotice(`Couldn't reopen ${issuesNoun(issueIds.length)}`, whenSaved(saved, callbacks)),
      );
    },
    [commit, environment, notify, undoNotice],
  );
  return [reopen, isInFlight];
}
