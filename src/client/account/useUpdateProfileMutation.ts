import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateProfileMutation as Mutation } from '../../../__generated__/useUpdateProfileMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        name
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ updateProfile: payload }: Mutation['response']) => outcomeOf(payload.errors, payload.viewer?.id);

/** Changes the viewer's display name. Waits for the server (it trims and checks the name); the header follows. */
export function useUpdateProfileMutation(): MutationHook<[name: string], string> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, string>(mutation, outcome);
  const run = useCallback(
    (name: string, callbacks?: MutationCallbacks<string>) => commit({ variables: { input: { name } } }, callbacks),
    [commit],
  );
  return [run, isInFlight];
}
