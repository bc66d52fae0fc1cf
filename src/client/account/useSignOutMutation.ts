import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useSignOutMutation as SignOutMutation } from '../../../__generated__/useSignOutMutation.graphql';

export interface SignOutRequest {
  /** The server ended the session and cleared the cookie. */
  onSignedOut: () => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts); the session may still be on. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useSignOutMutation($input: SignOutInput!) {
    signOut(input: $input) {
      clientMutationId
    }
  }
`;

/** Signs out: the server ends the session and clears the cookie. */
export function useSignOutMutation(): [(request: SignOutRequest) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<SignOutMutation>(mutation);
  const signOut = useCallback(
    ({ onSignedOut, onError }: SignOutRequest) => commit({ variables: { input: {} }, onCompleted: () => onSignedOut(), onError }),
    [commit],
  );
  return [signOut, isInFlight];
}
