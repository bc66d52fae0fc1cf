import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type { useDeleteLabelMutation as DeleteLabelMutation } from '../../../__generated__/useDeleteLabelMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';

const mutation = graphql`
  mutation useDeleteLabelMutation($input: DeleteLabelInput!) {
    deleteLabel(input: $input) {
      deletedLabelId
      project {
        id
        ...LabelList_project
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
 * Deletes a label (admins); the server also takes it off every issue. It leaves the list at once; if the
 * server refuses or cannot be reached it comes back and a message says why. Once the server has deleted it,
 * it also leaves every issue the store holds, so pages already loaded (the list, an issue) don't show it.
 */
export function useDeleteLabelMutation(): [(projectId: string, labelId: string, name: string) => Disposable, boolean] {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<DeleteLabelMutation>(mutation);
  const deleteLabel = useCallback(
    (projectId: string, labelId: string, name: string) => {
      const undone = (detail: string) => notify({ title: `Couldn't delete the label “${name}”`, detail });
      return commit({
        variables: { input: { labelId } },
        optimisticUpdater: (store) => {
          const project = store.get(projectId);
          const labels = project?.getLinkedRecords('labels');
          if (project == null || labels == null) return;
          project.setLinkedRecords(
            labels.filter((label) => label != null && label.getDataID() !== labelId),
            'labels',
          );
        },
        updater: (store, response) => {
          if (response == null || response.deleteLabel.errors.length > 0) return;
          // The issues that carry the label are wherever the user has been; the store's ids are the only index.
          for (const id of environment.getStore().getSource().getRecordIDs()) {
            const record = store.get(id);
            if (record == null || record.getType() !== 'Issue') continue;
            const issueLabels = record.getLinkedRecords('labels');
            if (issueLabels == null || !issueLabels.some((label) => label?.getDataID() === labelId)) continue;
            record.setLinkedRecords(
              issueLabels.filter((label) => label != null && label.getDataID() !== labelId),
              'labels',
            );
          }
        },
        onCompleted: ({ deleteLabel: payload }) => {
          if (payload.errors.length > 0) undone(userErrorsDetail(payload.errors));
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, environment, notify],
  );
  return [deleteLabel, isInFlight];
}
