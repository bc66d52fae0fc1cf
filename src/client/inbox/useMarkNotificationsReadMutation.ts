import { graphql } from 'react-relay';
import type { useMarkNotificationsReadMutation as MarkNotificationsReadMutation } from '../../../__generated__/useMarkNotificationsReadMutation.graphql';
import { outcomeOf, type MutationHook } from '../relay/useOutcomeMutation';
import { useNotificationsMarking, type NotificationsMarking } from './useNotificationsMarking';

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

const marking: NotificationsMarking<MarkNotificationsReadMutation> = {
  mutation,
  outcome: ({ markNotificationsRead: payload }) => outcomeOf(payload.errors, true),
  variables: (ids, read) => ({ input: { ids, read } }),
  mark: (entry, read) => {
    entry.setValue(read, 'isRead');
    if (read) entry.setValue(0, 'unreadCount');
  },
};

/**
 * Marks inbox entries read (or unread again). Optimistic: the entry shows read at once, and the header's count
 * follows from the answer; a refusal puts the entry back as it was.
 */
export function useMarkNotificationsReadMutation(): MutationHook<[ids: readonly string[], read: boolean], boolean> {
  return useNotificationsMarking(marking);
}
