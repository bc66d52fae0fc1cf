import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useChangePasswordMutation as Mutation } from '../../../__generated__/useChangePasswordMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      viewer {
        id
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ changePassword: payload }: Mutation['response']) => outcomeOf(payload.errors, payload.viewer?.id);

/** Changes the signed-in user's password; the server ends every other session of theirs. */
export function useChangePasswordMutation(): MutationHook<[request: { currentPassword: string; newPassword: string }], string> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, string>(mutation, outcome);
  const run = useCallback(
    ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { currentPassword, newPassword } } }, callbacks),
    [commit],
  );
  return [run, isInFlight];
}
