import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSignOutMutation as Mutation } from '../../../__generated__/useSignOutMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useSignOutMutation($input: SignOutInput!) {
    signOut(input: $input) {
      clientMutationId
    }
  }
`;

/** signOut has no UserErrors: an answer means the session ended and the cookie is cleared. */
const outcome = () => outcomeOf<true>([], true);

/** Signs out: the server ends the session and clears the cookie. If there is no answer, the session may still be on. */
export function useSignOutMutation(): MutationHook<[], true> {
  const [commit, isInFlight] = useOutcomeMutation<Mutation, true>(mutation, outcome);
  const run = useCallback((callbacks?: MutationCallbacks<true>) => commit({ variables: { input: {} } }, callbacks), [commit]);
  return [run, isInFlight];
}
