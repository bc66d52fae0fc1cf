import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMarkAllNotificationsReadMutation as MarkAllNotificationsReadMutation } from '../../../__generated__/useMarkAllNotificationsReadMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useMarkAllNotificationsReadMutation($input: MarkAllNotificationsReadInput!) {
    markAllNotificationsRead(input: $input) {
      markedCount
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

const outcome = ({ markAllNotificationsRead: payload }: MarkAllNotificationsReadMutation['response']) =>
  outcomeOf(payload.errors, payload.markedCount);

/**
 * Marks every unread entry of the inbox read. The answer does not list the entries (there may be thousands), so
 * the entries on screen, those of `entryIds`, are marked read in the store when it is saved.
 */
export function useMarkAllNotificationsReadMutation(): MutationHook<[entryIds: readonly string[]], number> {
  const [commit, isInFlight] = useOutcomeMutation<MarkAllNotificationsReadMutation, number>(mutation, outcome);
  const markAll = useCallback(
    (entryIds: readonly string[], callbacks?: MutationCallbacks<number>) =>
      commit(
        {
          variables: { input: {} },
          updater: (store) => {
            for (const id of entryIds) {
              const record = store.get(id);
              record?.setValue(true, 'isRead');
              record?.setValue(0, 'unreadCount');
            }
          },
        },
        callbacks,
      ),
    [commit],
  );
  return [markAll, isInFlight];
}
