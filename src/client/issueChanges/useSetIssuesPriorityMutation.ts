import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  Priority,
  useSetIssuesPriorityMutation as SetIssuesPriorityMutation,
} from '../../../__generated__/useSetIssuesPriorityMutation.graphql';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';
import { markIssuesChanged } from './markIssuesChanged';
import { issuesNoun } from './issuesNoun';

const mutation = graphql`
  mutation useSetIssuesPriorityMutation($input: SetIssuesPriorityInput!) @raw_response_type {
    setIssuesPriority(input: $input) {
      issues {
        id
        priority
        updatedAt
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/** Saved: the ids of the issues (at the new priority now). */
const outcome = ({ setIssuesPriority: payload }: SetIssuesPriorityMutation['response']) =>
  outcomeOf(
    payload.errors,
    payload.issues.map((issue) => issue.id),
  );

/**
 * Sets the priority of issues (at most 100: all or none). They show it at once; if the server refuses or
 * cannot be reached, they show their old one again and a message says why.
 */
export function useSetIssuesPriorityMutation(): MutationHook<[issueIds: readonly string[], priority: Priority], readonly string[]> {
  const environment = useRelayEnvironment();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<SetIssuesPriorityMutation, readonly string[]>(mutation, outcome);
  const setPriority = useCallback(
    (issueIds: readonly string[], priority: Priority, callbacks?: MutationCallbacks<readonly string[]>) => {
      const now = new Date().toISOString();
      return commit(
        {
          variables: { input: { issueIds: [...issueIds], priority } },
          optimisticResponse: {
            setIssuesPriority: { issues: issueIds.map((id) => ({ id, priority, updatedAt: now })), errors: [] },
          },
        },
        undoNotice(
          `Couldn't change the priority of ${issuesNoun(issueIds.length)}`,
          whenSaved(() => markIssuesChanged(environment, issueIds), callbacks),
        ),
      );
    },
    [commit, environment, undoNotice],
  );
  return [setPriority, isInFlight];
}
