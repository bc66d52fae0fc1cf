import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSavedViewMutation as DeleteSavedViewMutation } from '../../../__generated__/useDeleteSavedViewMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';

const mutation = graphql`
  mutation useDeleteSavedViewMutation($input: DeleteSavedViewInput!) {
    deleteSavedView(input: $input) {
      deletedSavedViewId
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

const outcome = ({ deleteSavedView: payload }: DeleteSavedViewMutation['response']) =>
  outcomeOf(payload.errors, payload.deletedSavedViewId);

/**
 * Deletes one of the viewer's saved views from the project `projectId`. It leaves the sidebar at once;
 * if the server refuses or cannot be reached it comes back and a message says why.
 */
export function useDeleteSavedViewMutation(): MutationHook<[projectId: string, savedViewId: string, name: string], string> {
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<DeleteSavedViewMutation, string>(mutation, outcome);
  const deleteSavedView = useCallback(
    (projectId: string, savedViewId: string, name: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          variables: { input: { savedViewId } },
          optimisticUpdater: (store) => {
            const project = store.get(projectId);
            const views = project?.getLinkedRecords('savedViews');
            if (project == null || views == null) return;
            project.setLinkedRecords(
              views.filter((view) => view != null && view.getDataID() !== savedViewId),
              'savedViews',
            );
          },
        },
        undoNotice(`Couldn't delete the view “${name}”`, callbacks),
      ),
    [commit, undoNotice],
  );
  return [deleteSavedView, isInFlight];
}
