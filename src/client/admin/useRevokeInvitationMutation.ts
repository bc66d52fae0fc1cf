import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRevokeInvitationMutation as RevokeInvitationMutation } from '../../../__generated__/useRevokeInvitationMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useRevokeInvitationMutation($input: RevokeInvitationInput!) {
    revokeInvitation(input: $input) {
      invitation {
        id
        state
        closedAt
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ revokeInvitation: payload }: RevokeInvitationMutation['response']) => outcomeOf(payload.errors, payload.invitation?.id);

/** Revokes a pending invitation (admins): its link stops working. The row then shows "Revoked". */
export function useRevokeInvitationMutation(): MutationHook<[invitationId: string], string> {
  const [commit, isInFlight] = useOutcomeMutation<RevokeInvitationMutation, string>(mutation, outcome);
  const revoke = useCallback(
    (invitationId: string, callbacks?: MutationCallbacks<string>) => commit({ variables: { input: { invitationId } } }, callbacks),
    [commit],
  );
  return [revoke, isInFlight];
}
