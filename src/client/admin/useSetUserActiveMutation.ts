import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetUserActiveMutation as SetUserActiveMutation } from '../../../__generated__/useSetUserActiveMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

// One operation both ways: `active` picks reactivateUser or deactivateUser, whose payloads are alike.
const mutation = graphql`
  mutation useSetUserActiveMutation($input: UserActivationInput!, $active: Boolean!) {
    reactivateUser(input: $input) @include(if: $active) {
      user {
        id
        ...PersonActivation_user
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
    deactivateUser(input: $input) @skip(if: $active) {
      user {
        id
        ...PersonActivation_user
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

function outcome(response: SetUserActiveMutation['response']) {
  const payload = response.reactivateUser ?? response.deactivateUser;
  return outcomeOf(payload?.errors ?? [], payload?.user?.id);
}

/** Reactivates (`active`) or deactivates an account (admins; never one's own). Waits for the server, which has the last word. */
export function useSetUserActiveMutation(): MutationHook<[userId: string, active: boolean], string> {
  const [commit, isInFlight] = useOutcomeMutation<SetUserActiveMutation, string>(mutation, outcome);
  const setActive = useCallback(
    (userId: string, active: boolean, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { userId }, active } }, callbacks),
    [commit],
  );
  return [setActive, isInFlight];
}
