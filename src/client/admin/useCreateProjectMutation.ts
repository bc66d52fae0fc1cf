import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useCreateProjectMutation as CreateProjectMutation } from '../../../__generated__/useCreateProjectMutation.graphql';
import { insertMutationEdge } from '../relay/insertMutationEdge';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import type { ProjectValues } from './ProjectFields';

const mutation = graphql`
  mutation useCreateProjectMutation($input: CreateProjectInput!) {
    createProject(input: $input) {
      # First in the admin list on screen (the updater).
      projectEdge {
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
 * The other lists a new project belongs in are not on screen, so no component can hand their `__id` over
 * (the home page's, with and without archived projects, among them). As after archiving, the whole store
 * is marked stale, and each page loads afresh when next shown (route loaders fetch a stale query); a new
 * project is rare enough that this costs nothing a user notices.
 */
const markStoreStale: SelectorStoreUpdater<CreateProjectMutation['response']> = (store, data) => {
  if (data?.createProject.projectEdge != null) store.invalidateStore();
};

/**
 * Creates a project (admins). Not optimistic: the server decides whether the slug is free. The new project
 * goes to the top of the admin list on screen (`adminListId`, AdminProjectList's `__id`).
 */
export function useCreateProjectMutation(): MutationHook<[values: ProjectValues, adminListId: string], string> {
  const [commit, isInFlight] = useOutcomeMutation<CreateProjectMutation, string>(mutation, outcome);
  const create = useCallback(
    ({ name, slug, description, visibility }: ProjectValues, adminListId: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          variables: {
            input: { name, slug, description, visibility },
          },
          updater: (store, data) => {
            insertMutationEdge(store, { mutation: 'createProject', edge: 'projectEdge', connections: [adminListId], at: 'first' });
            markStoreStale(store, data);
          },
        },
        callbacks,
      ),
    [commit],
  );
  return [create, isInFlight];
}
