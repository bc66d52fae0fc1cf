import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useReactivateUserMutation as ReactivateUserMutation } from '../../../__generated__/useReactivateUserMutation.graphql';
import type { UserActivationCallbacks } from './userActivationOutcome';

const mutation = graphql`
  mutation useReactivateUserMutation($input: UserActivationInput!) {
    reactivateUser(input: $input) {
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

/** Reactivates an account (admins; never one's own). Waits for the server, which has the last word. */
export function useReactivateUserMutation(): [(userId: string, callbacks: UserActivationCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<ReactivateUserMutation>(mutation);
  const reactivate = useCallback(
    (userId: string, { onOutcome, onError }: UserActivationCallbacks) =>
      commit({
        variables: { input: { userId } },
        onCompleted: ({ reactivateUser: payload }) =>
          onOutcome(payload.user != null && payload.errors.length === 0 ? { kind: 'saved' } : { kind: 'rejected', errors: payload.errors }),
        onError,
      }),
    [commit],
  );
  return [reactivate, isInFlight];
}
