import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSignOutOtherSessionsMutation as Mutation } from '../../../__generated__/useSignOutOtherSessionsMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useSignOutOtherSessionsMutation($input: SignOutOtherSessionsInput!) {
    signOutOtherSessions(input: $input) {
      endedSessionIds
      viewer {
        id
        ...SessionList_viewer
      }
    }
  }
`;

/** Saved: how many sessions ended (none when there were no others). */
const outcome = ({ signOutOtherSessions: payload }: Mutation['response']) => outcomeOf([], payload.endedSessionIds.length);

/** Ends every session of the viewer's but this browser's. The list is the one the server answers with. */
export function useSignOutOtherSessionsMutation(): MutationHook<[], number> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, number>(mutation, outcome);
  const run = useCallback((callbacks?: MutationCallbacks<number>) => commit({ variables: { input: {} } }, callbacks), [commit]);
  return [run, isInFlight];
}
