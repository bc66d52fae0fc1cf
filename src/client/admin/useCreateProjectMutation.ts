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
 * goes to the top of the project lists already loaded: `adminListId`, the `__id` of the admin list on
 * screen (AdminProjectList's), and the home page's.
 */
export function useCreateProjectMutation(): MutationHook<[values: ProjectValues, adminListId: string], string> {
  const [commit, isInFlight] = useOutcomeMutation<CreateProjectMutation, string>(mutation, outcome);
  const create = useCallback(
    ({ name, slug, description, visibility }: ProjectValues, adminListId: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          variables: {
            input: { name, slug, description, visibility },
            connections: [
              adminListId,
              // The home page's lists are not on screen, so no owner can hand their ids over: they are built from
              // the list's key. A new project is active: it belongs in the list with and without archived projects.
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
