import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useChangePasswordMutation as ChangePasswordMutation } from '../../../__generated__/useChangePasswordMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

/** How a changePassword request ended, when the server answered it. */
export type ChangePasswordOutcome = { kind: 'changed' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  /** The server answered: the password is changed (other sessions ended), or the input was refused. */
  onOutcome: (outcome: ChangePasswordOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      viewer {
        id
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Changes the signed-in user's password; the server ends every other session of theirs. */
export function useChangePasswordMutation(): [(request: ChangePasswordRequest) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<ChangePasswordMutation>(mutation);
  const changePassword = useCallback(
    ({ currentPassword, newPassword, onOutcome, onError }: ChangePasswordRequest) =>
      commit({
        variables: { input: { currentPassword, newPassword } },
        onCompleted: ({ changePassword: payload }) => {
          if (payload.errors.length === 0) onOutcome({ kind: 'changed' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [changePassword, isInFlight];
}
