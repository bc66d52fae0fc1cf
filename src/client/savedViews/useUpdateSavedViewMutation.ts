import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateSavedViewMutation as UpdateSavedViewMutation } from '../../../__generated__/useUpdateSavedViewMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

/** What changes: a new name, a new search, or both; null leaves it as it is. */
export interface SavedViewChange {
  savedViewId: string;
  name: string | null;
  query: string | null;
}

const mutation = graphql`
  mutation useUpdateSavedViewMutation($input: UpdateSavedViewInput!) {
    updateSavedView(input: $input) {
      savedView {
        id
        name
        query
      }
      # The project's whole list, as the sidebar reads it: a renamed view takes its new place by name.
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

const outcome = ({ updateSavedView: payload }: UpdateSavedViewMutation['response']) => outcomeOf(payload.errors, payload.savedView?.id);

/**
 * Renames one of the viewer's saved views or gives it another search. Not optimistic, as creating: the server
 * checks the name (free among the viewer's views) and the search, and the dialog waits for it.
 */
export function useUpdateSavedViewMutation(): MutationHook<[change: SavedViewChange], string> {
  const [commit, isInFlight] = useOutcomeMutation<UpdateSavedViewMutation, string>(mutation, outcome);
  const update = useCallback(
    ({ savedViewId, name, query }: SavedViewChange, callbacks?: MutationCallbacks<string>) =>
      commit({ variables: { input: { savedViewId, name, query } } }, callbacks),
    [commit],
  );
  return [update, isInFlight];
}
