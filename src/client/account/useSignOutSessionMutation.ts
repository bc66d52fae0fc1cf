import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSignOutSessionMutation as Mutation } from '../../../__generated__/useSignOutSessionMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

export type SessionEnd = 'ended' | 'signed-out';
const mutation = graphql`
  mutation useSignOutSessionMutation($input: SignOutSessionInput!) {
    signOutSession(input: $input) {
      endedSessionId
      viewer {
        id
        ...SessionList_viewer
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/** Saved: `signed-out` when the session was this browser's own (now signed out), `ended` otherwise. */
const outcome = ({ signOutSession: payload }: Mutation['response']) =>
  outcomeOf<SessionEnd>(payload.errors, payload.endedSessionId == null ? null : payload.viewer == null ? 'signed-out' : 'ended');

/** Ends one of the viewer's sessions. Waits for the server; the list is the one it answers with. */
export function useSignOutSessionMutation(): MutationHook<[sessionId: string], SessionEnd> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, SessionEnd>(mutation, outcome);
  const run = useCallback(
    (sessionId: string, callbacks?: MutationCallbacks<SessionEnd>) => commit({ variables: { input: { sessionId } } }, callbacks),
    [commit],
  );
  return [run, isInFlight];
}
