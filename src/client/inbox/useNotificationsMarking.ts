// What marking inbox entries read and marking them done have in common (their hooks differ only in the mutation,
// its flag and the field they set at once): ids and a flag in, each entry's record changed optimistically, and
// saved when the payload has no UserErrors (a refusal puts the records back as they were).
import { useCallback } from 'react';
import type { MutationParameters, RecordProxy } from 'relay-runtime';
import type { GraphQLTaggedNode } from 'react-relay';
import { useOutcomeMutation, type MutationCallbacks, type MutationHook, type MutationOutcome } from '../relay/useOutcomeMutation';

export interface NotificationsMarking<M extends MutationParameters> {
  readonly mutation: GraphQLTaggedNode;
  /** How the answer ended: module-level, as useOutcomeMutation asks. */
  readonly outcome: (response: M['response']) => MutationOutcome<boolean>;
  readonly variables: (ids: readonly string[], flag: boolean) => M['variables'];
  /** What the entry shows at once, before the answer. */
  readonly mark: (entry: RecordProxy, flag: boolean) => void;
}

/** `marking` must be a module-level constant: its parts are dependencies of the returned function. */
export function useNotificationsMarking<M extends MutationParameters>(
  marking: NotificationsMarking<M>,
): MutationHook<[ids: readonly string[], flag: boolean], boolean> {
  const [commit, isInFlight] = useOutcomeMutation<M, boolean>(marking.mutation, marking.outcome);
  const run = useCallback(
    (ids: readonly string[], flag: boolean, callbacks?: MutationCallbacks<boolean>) =>
      commit(
        {
          variables: marking.variables(ids, flag),
          optimisticUpdater: (store) => {
            for (const id of ids) {
              const entry = store.get(id);
              if (entry) marking.mark(entry, flag);
            }
          },
        },
        callbacks,
      ),
    [commit, marking],
  );
  return [run, isInFlight];
}
