import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAcceptInvitationMutation as Mutation } from '../../../__generated__/useAcceptInvitationMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useAcceptInvitationMutation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      viewer {
        id
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ acceptInvitation: payload }: Mutation['response']) => outcomeOf(payload.errors, payload.viewer?.id);

/** Creates the invited account and signs in (the server sets the session cookie); saved: the viewer's id. See useSignUpMutation. */
export function useAcceptInvitationMutation(): MutationHook<
  [request: { token: string; name: string; login: string; password: string }],
  string
> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, string>(mutation, outcome);
  const run = useCallback(
    (
      { token, name, login, password }: { token: string; name: string; login: string; password: string },
      callbacks?: MutationCallbacks<string>,
    ) => commit({ variables: { input: { token, name, login, password } } }, callbacks),
    [commit],
  );
  return [run, isInFlight];
}
