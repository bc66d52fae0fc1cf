// The one way labels and assignees are added to or removed from issues: the change shows at once (an
// optimistic update of each issue's list); if the server refuses or cannot be reached, Relay undoes it and
// a message says why; once done, the issues' open timelines fetch the events the change recorded.
import { useCallback } from 'react';
import { useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { UserErrorData } from '../relay/userErrors';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { catchUpIssueTimelines } from './catchUpIssueTimeline';
import { issuesNoun, type ChangeCallbacks } from './changeCallbacks';
import { updateLinkedLists } from './optimisticLists';

/** What one of the label or assignee mutations does, and how to talk to it. */
export interface LinkedListChange<M extends MutationParameters> {
  readonly field: 'labels' | 'assignees';
  readonly change: 'add' | 'remove';
  /** The verb of the undo message: "Couldn't <verb> the issue". */
  readonly verb: string;
  readonly variables: (issueIds: readonly string[], itemIds: readonly string[]) => M['variables'];
  readonly errorsOf: (response: M['response']) => readonly UserErrorData[];
}

export type LinkedListChanger = (issueIds: readonly string[], itemIds: readonly string[], callbacks?: ChangeCallbacks) => Disposable;

/** `how` should be a module-level constant: it is a dependency of the returned function. */
export function useLinkedListChange<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  how: LinkedListChange<M>,
): [LinkedListChanger, boolean] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<M>(mutation);
  const change = useCallback<LinkedListChanger>(
    (issueIds, itemIds, { onDone, onUndone } = {}) => {
      const undone = (detail: string) => {
        notify({ title: `Couldn't ${how.verb} ${issuesNoun(issueIds.length)}`, detail });
        onUndone?.();
      };
      return commit({
        variables: how.variables(issueIds, itemIds),
        optimisticUpdater: (store) =>
          updateLinkedLists(store, issueIds, how.field, itemIds, how.change, how.field === 'labels' ? 'name' : 'login'),
        onCompleted: (response) => {
          const errors = how.errorsOf(response);
          if (errors.length > 0) return undone(userErrorsDetail(errors));
          catchUpIssueTimelines(environment, issueIds);
          onDone?.();
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, environment, notify, how],
  );
  return [change, isInFlight];
}
