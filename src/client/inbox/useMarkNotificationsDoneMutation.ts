import { graphql } from 'react-relay';
import type { useMarkNotificationsDoneMutation as MarkNotificationsDoneMutation } from '../../../__generated__/useMarkNotificationsDoneMutation.graphql';
import { outcomeOf, type MutationHook } from '../relay/useOutcomeMutation';
import { useNotificationsMarking, type NotificationsMarking } from './useNotificationsMarking';

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

const marking: NotificationsMarking<MarkNotificationsDoneMutation> = {
  mutation,
  outcome: ({ markNotificationsDone: payload }) => outcomeOf(payload.errors, true),
  variables: (ids, done) => ({ input: { ids, done } }),
  mark: (entry, done) => entry.setValue(done, 'isDone'),
};

/**
 * Marks inbox entries done (they leave the inbox's tabs for Done) or, with `done` false, back in the inbox: the
 * undo. Optimistic: the list hides or shows the entry at once (InboxList keeps only the entries of its tab).
 */
export function useMarkNotificationsDoneMutation(): MutationHook<[ids: readonly string[], done: boolean], boolean> {
  return useNotificationsMarking(marking);
}
