import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useUpdateProjectMutation as UpdateProjectMutation } from '../../../__generated__/useUpdateProjectMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';
import type { ProjectValues } from './ProjectFields';

export type UpdateProjectOutcome = { kind: 'saved'; slug: string } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface UpdateProjectCallbacks {
  onOutcome: (outcome: UpdateProjectOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useUpdateProjectMutation($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      project {
        id
        slug
        name
        description
        visibility
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Changes a project's name, slug, description and visibility (admins). Not optimistic: the slug must be free. */
export function useUpdateProjectMutation(): [
  (projectId: string, values: ProjectValues, callbacks: UpdateProjectCallbacks) => Disposable,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateProjectMutation>(mutation);
  const update = useCallback(
    (projectId: string, { name, slug, description, visibility }: ProjectValues, { onOutcome, onError }: UpdateProjectCallbacks) =>
      commit({
        variables: { input: { projectId, name, slug, description, visibility } },
        onCompleted: ({ updateProject: payload }) => {
          if (payload.project != null && payload.errors.length === 0) onOutcome({ kind: 'saved', slug: payload.project.slug });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [update, isInFlight];
}
