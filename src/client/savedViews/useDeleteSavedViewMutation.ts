import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useDeleteSavedViewMutation as DeleteSavedViewMutation } from '../../../__generated__/useDeleteSavedViewMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';

const mutation = graphql`
  mutation useDeleteSavedViewMutation($input: DeleteSavedViewInput!) {
    deleteSavedView(input: $input) {
      deletedSavedViewId
      project {
        id
        ...SavedViewList_project
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Deletes one of the viewer's saved views from the project `projectId`. It leaves the sidebar at once;
 * if the server refuses or cannot be reached it comes back and a message says why.
 */
export function useDeleteSavedViewMutation(): [(projectId: string, savedViewId: string, name: string) => Disposable, boolean] {
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<DeleteSavedViewMutation>(mutation);
  const deleteSavedView = useCallback(
    (projectId: string, savedViewId: string, name: string) => {
      const undone = (detail: string) => notify({ title: `Couldn't delete the view “${name}”`, detail });
      return commit({
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
        onCompleted: ({ deleteSavedView: payload }) => {
          if (payload.errors.length > 0) undone(userErrorsDetail(payload.errors));
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, notify],
  );
  return [deleteSavedView, isInFlight];
}
