import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useSignOutOtherSessionsMutation as SignOutOtherSessionsMutation } from '../../../__generated__/useSignOutOtherSessionsMutation.graphql';

export interface SignOutOtherSessionsCallbacks {
  /** How many sessions ended (none when there were no others). */
  onEnded: (count: number) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useSignOutOtherSessionsMutation($input: SignOutOtherSessionsInput!) {
    signOutOtherSessions(input: $input) {
      endedSessionIds
      viewer {
        id
        ...SessionList_viewer
      }
    }
  }
`;

/** Ends every session of the viewer's but this browser's. The list is the one the server answers with. */
export function useSignOutOtherSessionsMutation(): [(callbacks: SignOutOtherSessionsCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<SignOutOtherSessionsMutation>(mutation);
  const signOutOthers = useCallback(
    ({ onEnded, onError }: SignOutOtherSessionsCallbacks) =>
      commit({
        variables: { input: {} },
        onCompleted: ({ signOutOtherSessions: payload }) => onEnded(payload.endedSessionIds.length),
        onError,
      }),
    [commit],
  );
  return [signOutOthers, isInFlight];
}
