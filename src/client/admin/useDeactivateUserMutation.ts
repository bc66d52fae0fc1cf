import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useDeactivateUserMutation as DeactivateUserMutation } from '../../../__generated__/useDeactivateUserMutation.graphql';
import type { UserActivationCallbacks } from './userActivationOutcome';

const mutation = graphql`
  mutation useDeactivateUserMutation($input: UserActivationInput!) {
    deactivateUser(input: $input) {
      user {
        id
        ...PersonActivation_user
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Deactivates an account (admins; never one's own). Waits for the server, which has the last word. */
export function useDeactivateUserMutation(): [(userId: string, callbacks: UserActivationCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<DeactivateUserMutation>(mutation);
  const deactivate = useCallback(
    (userId: string, { onOutcome, onError }: UserActivationCallbacks) =>
      commit({
        variables: { input: { userId } },
        onCompleted: ({ deactivateUser: payload }) =>
          onOutcome(payload.user != null && payload.errors.length === 0 ? { kind: 'saved' } : { kind: 'rejected', errors: payload.errors }),
        onError,
      }),
    [commit],
  );
  return [deactivate, isInFlight];
}
