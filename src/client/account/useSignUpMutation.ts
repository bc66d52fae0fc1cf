import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSignUpMutation as Mutation } from '../../../__generated__/useSignUpMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      viewer {
        id
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ signUp: payload }: Mutation['response']) => outcomeOf(payload.errors, payload.viewer?.id);

/** Creates an account and signs in (the server sets the session cookie); saved: the viewer's id. See useSignInMutation. */
export function useSignUpMutation(): MutationHook<[request: { email: string; name: string; login: string; password: string }], string> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, string>(mutation, outcome);
  const run = useCallback(
    (
      { email, name, login, password }: { email: string; name: string; login: string; password: string },
      callbacks?: MutationCallbacks<string>,
    ) => commit({ variables: { input: { email, name, login, password } } }, callbacks),
    [commit],
  );
  return [run, isInFlight];
}
