import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useAcceptInvitationMutation as AcceptInvitationMutation } from '../../../__generated__/useAcceptInvitationMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

export type AcceptInvitationOutcome = { kind: 'signed-up' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface AcceptInvitationRequest {
  token: string;
  name: string;
  login: string;
  password: string;
  onOutcome: (outcome: AcceptInvitationOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useAcceptInvitationMutation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
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

/** Creates the invited account and signs in (the server sets the session cookie); see useSignUpMutation. */
export function useAcceptInvitationMutation(): [(request: AcceptInvitationRequest) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<AcceptInvitationMutation>(mutation);
  const accept = useCallback(
    ({ token, name, login, password, onOutcome, onError }: AcceptInvitationRequest) =>
      commit({
        variables: { input: { token, name, login, password } },
        onCompleted: ({ acceptInvitation: payload }) => {
          if (payload.viewer != null && payload.errors.length === 0) onOutcome({ kind: 'signed-up' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [accept, isInFlight];
}
