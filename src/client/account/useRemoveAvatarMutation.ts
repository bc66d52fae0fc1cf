import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRemoveAvatarMutation as Mutation } from '../../../__generated__/useRemoveAvatarMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useRemoveAvatarMutation($input: RemoveAvatarInput!) {
    removeAvatar(input: $input) {
      viewer {
        id
        avatarUrl
        ...AvatarForm_viewer
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ removeAvatar: payload }: Mutation['response']) => outcomeOf(payload.errors, payload.viewer?.id);

/** Removes the viewer's uploaded picture: the generated avatar is back everywhere. */
export function useRemoveAvatarMutation(): MutationHook<[], string> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, string>(mutation, outcome);
  const run = useCallback((callbacks?: MutationCallbacks<string>) => commit({ variables: { input: {} } }, callbacks), [commit]);
  return [run, isInFlight];
}
