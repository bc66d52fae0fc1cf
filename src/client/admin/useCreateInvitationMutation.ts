import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type {
  InvitationEmailDelivery,
  Role,
  useCreateInvitationMutation as CreateInvitationMutation,
} from '../../../__generated__/useCreateInvitationMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

/** `emailDelivery`: whether the server mails the link in the background (QUEUED) or mails nothing (NOT_SENT). */
export type CreateInvitationOutcome =
  | { kind: 'created'; token: string; email: string; emailDelivery: InvitationEmailDelivery | null }
  | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface InvitationRequest {
  email: string;
  role: Role;
  projectIds: readonly string[];
}

export interface CreateInvitationCallbacks {
  onOutcome: (outcome: CreateInvitationOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useCreateInvitationMutation($input: CreateInvitationInput!, $connections: [ID!]!) {
    createInvitation(input: $input) {
      token
      emailDelivery
      invitationEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          email
          ...InvitationRow_invitation
        }
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
 * Invites someone (admins). Not optimistic: the server checks the address and makes the link, whose token
 * it answers only this once. An earlier pending invitation of the same address is revoked by the server:
 * the list shows it as such once reloaded.
 */
export function useCreateInvitationMutation(): [(request: InvitationRequest, callbacks: CreateInvitationCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<CreateInvitationMutation>(mutation);
  const create = useCallback(
    ({ email, role, projectIds }: InvitationRequest, { onOutcome, onError }: CreateInvitationCallbacks) =>
      commit({
        variables: {
          input: { email, role, projectIds: [...projectIds] },
          connections: [ConnectionHandler.getConnectionID('client:root', 'InvitationList_invitations')],
        },
        onCompleted: ({ createInvitation: payload }) => {
          const invitation = payload.invitationEdge?.node;
          if (payload.token != null && invitation != null && payload.errors.length === 0) {
            onOutcome({ kind: 'created', token: payload.token, email: invitation.email, emailDelivery: payload.emailDelivery ?? null });
          } else {
            onOutcome({ kind: 'rejected', errors: payload.errors });
          }
        },
        onError,
      }),
    [commit],
  );
  return [create, isInFlight];
}
