import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { Role, useSetUserRoleMutation as SetUserRoleMutation } from '../../../__generated__/useSetUserRoleMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

export type SetUserRoleOutcome = { kind: 'saved' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface SetUserRoleCallbacks {
  onOutcome: (outcome: SetUserRoleOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      user {
        id
        role
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Changes someone's workspace role (admins; never one's own). Waits for the server, which has the last word. */
export function useSetUserRoleMutation(): [(userId: string, role: Role, callbacks: SetUserRoleCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<SetUserRoleMutation>(mutation);
  const setRole = useCallback(
    (userId: string, role: Role, { onOutcome, onError }: SetUserRoleCallbacks) =>
      commit({
        variables: { input: { userId, role } },
        onCompleted: ({ setUserRole: payload }) => {
          if (payload.user != null && payload.errors.length === 0) onOutcome({ kind: 'saved' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [setRole, isInFlight];
}
