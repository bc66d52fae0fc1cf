import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useSignOutSessionMutation as SignOutSessionMutation } from '../../../__generated__/useSignOutSessionMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

/** `signedOut`: the session was this browser's own, which is now signed out. */
export type SignOutSessionOutcome = { kind: 'ended' } | { kind: 'signedOut' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface SignOutSessionCallbacks {
  onOutcome: (outcome: SignOutSessionOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useSignOutSessionMutation($input: SignOutSessionInput!) {
    signOutSession(input: $input) {
      endedSessionId
      viewer {
        id
        ...SessionList_viewer
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Ends one of the viewer's sessions. Waits for the server; the list is the one it answers with. */
export function useSignOutSessionMutation(): [(sessionId: string, callbacks: SignOutSessionCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<SignOutSessionMutation>(mutation);
  const signOutSession = useCallback(
    (sessionId: string, { onOutcome, onError }: SignOutSessionCallbacks) =>
      commit({
        variables: { input: { sessionId } },
        onCompleted: ({ signOutSession: payload }) => {
          if (payload.errors.length > 0 || payload.endedSessionId == null) onOutcome({ kind: 'rejected', errors: payload.errors });
          else onOutcome(payload.viewer == null ? { kind: 'signedOut' } : { kind: 'ended' });
        },
        onError,
      }),
    [commit],
  );
  return [signOutSession, isInFlight];
}
