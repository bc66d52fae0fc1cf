import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMarkNotificationsDoneMutation as MarkNotificationsDoneMutation } from '../../../__generated__/useMarkNotificationsDoneMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useMarkNotificationsDoneMutation($input: MarkNotificationsDoneInput!) {
    markNotificationsDone(input: $input) {
      notifications {
        id
        isDone
        isRead
        unreadCount
      }
      viewer {
        id
        unreadNotificationCount
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ markNotificationsDone: payload }: MarkNotificationsDoneMutation['response']) => outcomeOf(payload.errors, true);

/**
 * Marks inbox entries done (they leave the inbox's tabs for Done) or, with `done` false, back in the inbox: the
 * undo. Optimistic: the list hides or shows the entry at once (InboxList keeps only the entries of its tab).
 */
export function useMarkNotificationsDoneMutation(): MutationHook<[ids: readonly string[], done: boolean], boolean> {
  const [commit, isInFlight] = useOutcomeMutation<MarkNotificationsDoneMutation, boolean>(mutation, outcome);
  const mark = useCallback(
    (ids: readonly string[], done: boolean, callbacks?: MutationCallbacks<boolean>) =>
      commit(
        {
          variables: { input: { ids, done } },
          optimisticUpdater: (store) => {
            for (const id of ids) store.get(id)?.setValue(done, 'isDone');
          },
        },
        callbacks,
      ),
    [commit],
  );
  return [mark, isInFlight];
}
