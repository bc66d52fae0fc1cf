import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetIssueSubscriptionMutation as SetIssueSubscriptionMutation } from '../../../__generated__/useSetIssueSubscriptionMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useSetIssueSubscriptionMutation($input: SetIssueSubscriptionInput!) {
    setIssueSubscription(input: $input) {
      issue {
        id
        viewerSubscription {
          subscribed
          reason
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ setIssueSubscription: payload }: SetIssueSubscriptionMutation['response']) =>
  outcomeOf(payload.errors, payload.issue?.id);

/** Subscribes the viewer to an issue or unsubscribes them; optimistic (the toggle turns at once, back if refused). */
export function useSetIssueSubscriptionMutation(): MutationHook<[issueId: string, subscribed: boolean], string> {
  const [commit, isInFlight] = useOutcomeMutation<SetIssueSubscriptionMutation, string>(mutation, outcome);
  const set = useCallback(
    (issueId: string, subscribed: boolean, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          variables: { input: { issueId, subscribed } },
          optimisticUpdater: (store) => {
            const subscription = store.get(issueId)?.getLinkedRecord('viewerSubscription');
            subscription?.setValue(subscribed, 'subscribed');
            if (subscribed) subscription?.setValue('SUBSCRIBED', 'reason');
          },
        },
        callbacks,
      ),
    [commit],
  );
  return [set, isInFlight];
}
