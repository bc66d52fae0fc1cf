import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateAvatarMutation as Mutation } from '../../../__generated__/useUpdateAvatarMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useUpdateAvatarMutation($input: UpdateAvatarInput!) {
    updateAvatar(input: $input) {
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

const outcome = ({ updateAvatar: payload }: Mutation['response']) => outcomeOf(payload.errors, payload.viewer?.id);

/**
 * Uploads the viewer's picture as a multipart request (`input.image`). Waits for the server, which checks the
 * bytes and makes the square; every avatar of the viewer on screen follows its new URL.
 */
export function useUpdateAvatarMutation(): MutationHook<[image: File], string> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, string>(mutation, outcome);
  const run = useCallback(
    (image: File, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          // The placeholder the multipart map fills with the file (GraphQL multipart request specification).
          variables: { input: { image: null } },
          uploadables: { 'input.image': image },
        },
        callbacks,
      ),
    [commit],
  );
  return [run, isInFlight];
}
