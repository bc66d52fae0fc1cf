import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useRevokeInvitationMutation as RevokeInvitationMutation } from '../../../__generated__/useRevokeInvitationMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

export type RevokeInvitationOutcome = { kind: 'revoked' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface RevokeInvitationCallbacks {
  onOutcome: (outcome: RevokeInvitationOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useRevokeInvitationMutation($input: RevokeInvitationInput!) {
    revokeInvitation(input: $input) {
      invitation {
        id
        state
        closedAt
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Revokes a pending invitation (admins): its link stops working. The row then shows "Revoked". */
export function useRevokeInvitationMutation(): [(invitationId: string, callbacks: RevokeInvitationCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<RevokeInvitationMutation>(mutation);
  const revoke = useCallback(
    (invitationId: string, { onOutcome, onError }: RevokeInvitationCallbacks) =>
      commit({
        variables: { input: { invitationId } },
        onCompleted: ({ revokeInvitation: payload }) => {
          if (payload.invitation != null && payload.errors.length === 0) onOutcome({ kind: 'revoked' });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [revoke, isInFlight];
}
