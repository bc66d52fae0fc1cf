import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  InvitationEmailDelivery,
  Role,
  useCreateInvitationMutation as CreateInvitationMutation,
} from '../../../__generated__/useCreateInvitationMutation.graphql';
import { insertMutationEdge } from '../relay/insertMutationEdge';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

/** `emailDelivery`: whether the server mails the link in the background (QUEUED) or mails nothing (NOT_SENT). */
export interface CreatedInvitation {
  token: string;
  email: string;
  emailDelivery: InvitationEmailDelivery | null;
}

export interface InvitationRequest {
  email: string;
  role: Role;
  projectIds: readonly string[];
  /** The `__id` of the invitations list on screen (InvitationList's): the new invitation goes first in it. */
  connectionId: string;
}

const mutation = graphql`
  mutation useCreateInvitationMutation($input: CreateInvitationInput!) {
    createInvitation(input: $input) {
      token
      emailDelivery
      # First in the invitation list on screen (the updater).
      invitationEdge {
        cursor
        node {
          id
          email
          ...InvitationRow_invitation
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

function outcome({ createInvitation: payload }: CreateInvitationMutation['response']) {
  const invitation = payload.invitationEdge?.node;
  const created =
    payload.token != null && invitation != null
      ? { token: payload.token, email: invitation.email, emailDelivery: payload.emailDelivery ?? null }
      : null;
  return outcomeOf<CreatedInvitation>(payload.errors, created);
}

/**
 * Invites someone (admins). Not optimistic: the server checks the address and makes the link, whose token
 * it answers only this once. An earlier pending invitation of the same address is revoked by the server:
 * the list shows it as such once reloaded.
 */
export function useCreateInvitationMutation(): MutationHook<[request: InvitationRequest], CreatedInvitation> {
  const [commit, isInFlight] = useOutcomeMutation<CreateInvitationMutation, CreatedInvitation>(mutation, outcome);
  const create = useCallback(
    ({ email, role, projectIds, connectionId }: InvitationRequest, callbacks?: MutationCallbacks<CreatedInvitation>) =>
      commit(
        {
          variables: {
            input: { email, role, projectIds: [...projectIds] },
          },
          updater: (store) =>
            insertMutationEdge(store, { mutation: 'createInvitation', edge: 'invitationEdge', connections: [connectionId], at: 'first' }),
        },
        callbacks,
      ),
    [commit],
  );
  return [create, isInFlight];
}
