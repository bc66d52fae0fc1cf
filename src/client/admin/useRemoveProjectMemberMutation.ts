import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useRemoveProjectMemberMutation as RemoveProjectMemberMutation } from '../../../__generated__/useRemoveProjectMemberMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';

export type RemoveProjectMemberOutcome = { kind: 'removed' } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface RemoveProjectMemberCallbacks {
  onOutcome: (outcome: RemoveProjectMemberOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useRemoveProjectMemberMutation($input: ProjectMemberInput!) {
    removeProjectMember(input: $input) {
      user {
        id
        ...PersonProjects_user
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Takes someone out of a private project (admins). Waits for the server; the person's row then shows what is left. */
export function useRemoveProjectMemberMutation(): [
  (projectId: string, userId: string, callbacks: RemoveProjectMemberCallbacks) => Disposable,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RemoveProjectMemberMutation>(mutation);
  const remove = useCallback(
    (projectId: string, userId: string, { onOutcome, onError }: RemoveProjectMemberCallbacks) =>
      commit({
        variables: { input: { projectId, userId } },
        onCompleted: ({ removeProjectMember: payload }) =>
          onOutcome(
            payload.user != null && payload.errors.length === 0 ? { kind: 'removed' } : { kind: 'rejected', errors: payload.errors },
          ),
        onError,
      }),
    [commit],
  );
  return [remove, isInFlight];
}
