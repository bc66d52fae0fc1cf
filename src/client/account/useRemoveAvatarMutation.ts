import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useRemoveAvatarMutation as RemoveAvatarMutation } from '../../../__generated__/useRemoveAvatarMutation.graphql';

export interface RemoveAvatarCallbacks {
  onRemoved: () => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useRemoveAvatarMutation($input: RemoveAvatarInput!) {
    removeAvatar(input: $input) {
      viewer {
        id
        avatarUrl
        ...AvatarForm_viewer
      }
    }
  }
`;

/** Removes the viewer's uploaded picture: the generated avatar is back everywhere. */
export function useRemoveAvatarMutation(): [(callbacks: RemoveAvatarCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<RemoveAvatarMutation>(mutation);
  const remove = useCallback(
    ({ onRemoved, onError }: RemoveAvatarCallbacks) => commit({ variables: { input: {} }, onCompleted: () => onRemoved(), onError }),
    [commit],
  );
  return [remove, isInFlight];
}
