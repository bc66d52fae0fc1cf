import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { Role, useSetUserRoleMutation as SetUserRoleMutation } from '../../../__generated__/useSetUserRoleMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      user {
        id
        role
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ setUserRole: payload }: SetUserRoleMutation['response']) => outcomeOf(payload.errors, payload.user?.id);

/** Changes someone's workspace role (admins; never one's own). Waits for the server, which has the last word. */
export function useSetUserRoleMutation(): MutationHook<[userId: string, role: Role], string> {
  const [commit, isInFlight] = useOutcomeMutation<SetUserRoleMutation, string>(mutation, outcome);
  const setRole = useCallback(
    (userId: string, role: Role, callbacks?: MutationCallbacks<string>) => commit({ variables: { input: { userId, role } } }, callbacks),
    [commit],
  );
  return [setRole, isInFlight];
}
