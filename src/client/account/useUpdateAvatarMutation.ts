import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useUpdateAvatarMutation as UpdateAvatarMutation } from '../../../__generated__/useUpdateAvatarMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

export type UpdateAvatarOutcome = { kind: 'saved' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface UpdateAvatarCallbacks {
  onOutcome: (outcome: UpdateAvatarOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useUpdateAvatarMutation($input: UpdateAvatarInput!) {
    updateAvatar(input: $input) {
      viewer {
        id
        avatarUrl
        ...AvatarForm_viewer
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Uploads the viewer's picture as a multipart request (`input.image`). Waits for the server, which checks the
 * bytes and makes the square; every avatar of the viewer on screen follows its new URL.
 */
export function useUpdateAvatarMutation(): [(image: File, callbacks: UpdateAvatarCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<UpdateAvatarMutation>(mutation);
  const update = useCallback(
    (image: File, { onOutcome, onError }: UpdateAvatarCallbacks) =>
      commit({
        // The placeholder the multipart map fills with the file (GraphQL multipart request specification).
        variables: { input: { image: null } },
        uploadables: { 'input.image': image },
        onCompleted: ({ updateAvatar: payload }) =>
          onOutcome(
            payload.viewer != null && payload.errors.length === 0 ? { kind: 'saved' } : { kind: 'rejected', errors: payload.errors },
          ),
        onError,
      }),
    [commit],
  );
  return [update, isInFlight];
}
