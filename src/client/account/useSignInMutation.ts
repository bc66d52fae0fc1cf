import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSignInMutation as Mutation } from '../../../__generated__/useSignInMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        id
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ signIn: payload }: Mutation['response']) => outcomeOf(payload.errors, payload.viewer?.id);

/**
 * Signs in with an email address and password; saved: the viewer's id. The server sets the session cookie
 * (httpOnly: this code never sees it). The viewer in the answer is not used for the screen: the caller
 * replaces the Relay environment and every page asks again as the new user (useSessionChanged). A refusal
 * (wrong password, too many attempts) is never retried automatically.
 */
export function useSignInMutation(): MutationHook<[request: { email: string; password: string }], string> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, string>(mutation, outcome);
  const run = useCallback(
    ({ email, password }: { email: string; password: string }, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { email, password } } }, callbacks),
    [commit],
  );
  return [run, isInFlight];
}
