// The one way labels and assignees are added to or removed from issues: the change shows at once (an
// optimistic update of each issue's list); if the server refuses or cannot be reached, Relay undoes it and
// a message says why; once done, the issues are marked changed (markIssuesChanged.ts) for the timelines to catch up.
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import {
  useOutcomeMutation,
  whenSaved,
  type MutationCallbacks,
  type MutationHook,
  type MutationOutcome,
} from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';
import { markIssuesChanged } from './markIssuesChanged';
import { issuesNoun } from './issuesNoun';
import { updateLinkedLists } from './optimisticLists';

/** What one of the label or assignee mutations does, and how to talk to it. */
export interface LinkedListChange<M extends MutationParameters> {
  readonly field: 'labels' | 'assignees';
  readonly change: 'add' | 'remove';
  /** The verb of the undo message: "Couldn't <verb> the issue". */
  readonly verb: string;
  readonly variables: (issueIds: readonly string[], itemIds: readonly string[]) => M['variables'];
  /** Saved: the ids of the issues changed. */
  readonly outcome: (response: M['response']) => MutationOutcome<readonly string[]>;
}

/** The hook of one of them: `run(issueIds, itemIds, callbacks?)`. */
export type LinkedListChangeHook = MutationHook<[issueIds: readonly string[], itemIds: readonly string[]], readonly string[]>;

/** `how` should be a module-level constant: it is a dependency of the returned function. */
export function useLinkedListChange<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  how: LinkedListChange<M>,
): LinkedListChangeHook {
  const environment = useRelayEnvironment();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<M, readonly string[]>(mutation, how.outcome);
  const change = useCallback(
    (issueIds: readonly string[], itemIds: readonly string[], callbacks?: MutationCallbacks<readonly string[]>) =>
      commit(
        {
          variables: how.variables(issueIds, itemIds),
          optimisticUpdater: (store) =>
            updateLinkedLists(store, issueIds, how.field, itemIds, how.change, how.field === 'labels' ? 'name' : 'login'),
        },
        undoNotice(
          `Couldn't ${how.verb} ${issuesNoun(issueIds.length)}`,
          whenSaved(() => markIssuesChanged(environment, issueIds), callbacks),
        ),
      ),
    [commit, environment, undoNotice, how],
  );
  return [change, isInFlight];
}
