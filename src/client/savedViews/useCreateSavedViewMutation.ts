import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateSavedViewMutation as CreateSavedViewMutation } from '../../../__generated__/useCreateSavedViewMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

export interface SavedViewRequest {
  projectId: string;
  name: string;
  query: string;
}

const mutation = graphql`
  mutation useCreateSavedViewMutation($input: CreateSavedViewInput!) {
    createSavedView(input: $input) {
      savedView {
        id
      }
      # The project's whole list, as the sidebar reads it: the new view takes its place by name.
      project {
        id
        ...SavedViewList_project
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ createSavedView: payload }: CreateSavedViewMutation['response']) => outcomeOf(payload.errors, payload.savedView?.id);

/**
 * Saves a search under a name for the viewer. Not optimistic: the server checks the name and that the
 * query parses, and the dialog stays open with its messages beside the fields until it agrees.
 */
export function useCreateSavedViewMutation(): MutationHook<[request: SavedViewRequest], string> {
  const [commit, isInFlight] = useOutcomeMutation<CreateSavedViewMutation, string>(mutation, outcome);
  const create = useCallback(
    ({ projectId, name, query }: SavedViewRequest, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { projectId, name, query } } }, callbacks),
    [commit],
  );
  return [create, isInFlight];
}
