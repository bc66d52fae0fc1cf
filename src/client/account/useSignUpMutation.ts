import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useSignUpMutation as SignUpMutation } from '../../../__generated__/useSignUpMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

/** How a signUp request ended, when the server answered it. */
export type SignUpOutcome = { kind: 'signed-up' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface SignUpRequest {
  email: string;
  name: string;
  login: string;
  password: string;
  /** The server answered: the account exists and is signed in, or the input was refused. */
  onOutcome: (outcome: SignUpOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
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

/** Creates an account and signs in (the server sets the session cookie); see useSignInMutation. */
export function useSignUpMutation(): [(request: SignUpRequest) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<SignUpMutation>(mutation);
  const signUp = useCallback(
    ({ email, name, login, password, onOutcome, onError }: SignUpRequest) =>
      commit({
        variables: { input: { email, name, login, password } },
        onCompleted: ({ signUp: payload }) => {
          if (payload.viewer != null && payload.errors.length === 0) onOutcome({ kind: 'signed-up' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [signUp, isInFlight];
}
