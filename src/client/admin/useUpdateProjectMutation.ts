import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateProjectMutation as UpdateProjectMutation } from '../../../__generated__/useUpdateProjectMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import type { ProjectValues } from './ProjectFields';

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
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/** Saved: the project's slug, as it now is. */
const outcome = ({ updateProject: payload }: UpdateProjectMutation['response']) => outcomeOf(payload.errors, payload.project?.slug);

/** Changes a project's name, slug, description and visibility (admins). Not optimistic: the slug must be free. */
export function useUpdateProjectMutation(): MutationHook<[projectId: string, values: ProjectValues], string> {
  const [commit, isInFlight] = useOutcomeMutation<UpdateProjectMutation, string>(mutation, outcome);
  const update = useCallback(
    (projectId: string, { name, slug, description, visibility }: ProjectValues, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { projectId, name, slug, description, visibility } } }, callbacks),
    [commit],
  );
  return [update, isInFlight];
}
