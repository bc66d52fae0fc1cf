import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMarkNotificationsReadMutation as MarkNotificationsReadMutation } from '../../../__generated__/useMarkNotificationsReadMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      notifications {
        id
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

const outcome = ({ markNotificationsRead: payload }: MarkNotificationsReadMutation['response']) => outcomeOf(payload.errors, true);

/**
 * Marks inbox entries read (or unread again). Optimistic: the entry shows read at once, and the header's count
 * follows from the answer; a refusal puts the entry back as it was.
 */
export function useMarkNotificationsReadMutation(): MutationHook<[ids: readonly string[], read: boolean], boolean> {
  const [commit, isInFlight] = useOutcomeMutation<MarkNotificationsReadMutation, boolean>(mutation, outcome);
  const mark = useCallback(
    (ids: readonly string[], read: boolean, callbacks?: MutationCallbacks<boolean>) =>
      commit(
        {
          variables: { input: { ids, read } },
          optimisticUpdater: (store) => {
            for (const id of ids) {
              const record = store.get(id);
              record?.setValue(read, 'isRead');
              if (read) record?.setValue(0, 'unreadCount');
            }
          },
        },
        callbacks,
      ),
    [commit],
  );
  return [mark, isInFlight];
}
