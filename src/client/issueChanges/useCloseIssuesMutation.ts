import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  IssueStateReason,
  useCloseIssuesMutation as CloseIssuesMutation,
} from '../../../__generated__/useCloseIssuesMutation.graphql';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useNotify } from '../ui/useNotify';
import { useUndoNotice } from '../ui/useUndoNotice';
import { alreadyChangedNotice, type UnchangedIssue } from './alreadyChanged';
import { markIssuesChanged } from './markIssuesChanged';
import { issuesNoun } from './issuesNoun';

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
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/** Saved: the issues someone else had closed first (the server left them alone). */
const outcome = ({ closeIssues: payload }: CloseIssuesMutation['response']) =>
  outcomeOf<readonly UnchangedIssue[]>(payload.errors, payload.unchangedIssues);

/**
 * Closes issues with a reason (at most 100: all or none). They show as closed at once; if the server
 * refuses or cannot be reached, they open again and a message says why.
 */
export function useCloseIssuesMutation(): MutationHook<[issueIds: readonly string[], reason: IssueStateReason], readonly UnchangedIssue[]> {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<CloseIssuesMutation, readonly UnchangedIssue[]>(mutation, outcome);
  const close = useCallback(
    (issueIds: readonly string[], reason: IssueStateReason, callbacks?: MutationCallbacks<readonly UnchangedIssue[]>) => {
      const now = new Date().toISOString();
      const saved = (unchanged: readonly UnchangedIssue[]) => {
        const notice = alreadyChangedNotice(unchanged, issueIds.length, 'closed');
        if (notice) notify(notice);
        markIssuesChanged(environment, issueIds);
      };
      return commit(
        {
          variables: { input: { issueIds: [...issueIds], reason } },
          optimisticResponse: {
            closeIssues: {
              issues: issueIds.map((id) => ({ id, state: 'CLOSED', stateReason: reason, closedAt: now, updatedAt: now })),
              unchangedIssues: [],
              errors: [],
            },
          },
        },
        undoNotice(`Couldn't close ${issuesNoun(issueIds.length)}`, whenSaved(saved, callbacks)),
      );
    },
    [commit, environment, notify, undoNotice],
  );
  return [close, isInFlight];
}
