import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useCreateProjectMutation as CreateProjectMutation } from '../../../__generated__/useCreateProjectMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import type { ProjectValues } from './ProjectFields';

const mutation = graphql`
  mutation useCreateProjectMutation($input: CreateProjectInput!, $connections: [ID!]!) {
    createProject(input: $input) {
      projectEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          slug
          ...AdminProjectRow_project
          ...ProjectListItem_project
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/** Saved: the new project's slug. */
const outcome = ({ createProject: payload }: CreateProjectMutation['response']) =>
  outcomeOf(payload.errors, payload.projectEdge?.node.slug);

/**
 * Creates a project (admins). Not optimistic: the server decides whether the slug is free. The new project
 * goes to the top of both project lists already loaded (the admin list and the home page's).
 */
export function useCreateProjectMutation(): MutationHook<[values: ProjectValues], string> {
  const [commit, isInFlight] = useOutcomeMutation<CreateProjectMutation, string>(mutation, outcome);
  const create = useCallback(
    ({ name, slug, description, visibility }: ProjectValues, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          variables: {
            input: { name, slug, description, visibility },
            // A new project is active: it belongs in the home page's list with and without archived projects.
            connections: [
              ConnectionHandler.getConnectionID('client:root', 'AdminProjectList_projects', { includeArchived: true }),
              ConnectionHandler.getConnectionID('client:root', 'ProjectList_projects', { includeArchived: false }),
              ConnectionHandler.getConnectionID('client:root', 'ProjectList_projects', { includeArchived: true }),
            ],
          },
        },
        callbacks,
      ),
    [commit],
  );
  return [create, isInFlight];
}
