import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRemoveProjectMemberMutation as RemoveProjectMemberMutation } from '../../../__generated__/useRemoveProjectMemberMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useRemoveProjectMemberMutation($input: ProjectMemberInput!) {
    removeProjectMember(input: $input) {
      user {
        id
        ...PersonProjects_user
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ removeProjectMember: payload }: RemoveProjectMemberMutation['response']) => outcomeOf(payload.errors, payload.user?.id);

/** Takes someone out of a private project (admins). Waits for the server; the person's row then shows what is left. */
export function useRemoveProjectMemberMutation(): MutationHook<[projectId: string, userId: string], string> {
  const [commit, isInFlight] = useOutcomeMutation<RemoveProjectMemberMutation, string>(mutation, outcome);
  const remove = useCallback(
    (projectId: string, userId: string, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { projectId, userId } } }, callbacks),
    [commit],
  );
  return [remove, isInFlight];
}
