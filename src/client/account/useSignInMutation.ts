import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useSignInMutation as SignInMutation } from '../../../__generated__/useSignInMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

/** How a signIn request ended, when the server answered it. */
export type SignInOutcome = { kind: 'signed-in' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface SignInRequest {
  email: string;
  password: string;
  /** The server answered: the session cookie is set, or the attempt was refused (wrong password, too many). */
  onOutcome: (outcome: SignInOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        id
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
 * Signs in with an email address and password. The server sets the session cookie (httpOnly: this
 * code never sees it). The viewer in the answer is not used for the screen: the caller replaces the
 * Relay environment and every page asks again as the new user (useSessionChanged).
 */
export function useSignInMutation(): [(request: SignInRequest) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<SignInMutation>(mutation);
  const signIn = useCallback(
    ({ email, password, onOutcome, onError }: SignInRequest) =>
      commit({
        variables: { input: { email, password } },
        onCompleted: ({ signIn: payload }) => {
          if (payload.viewer != null && payload.errors.length === 0) onOutcome({ kind: 'signed-in' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [signIn, isInFlight];
}
