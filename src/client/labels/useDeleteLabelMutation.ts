import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useDeleteLabelMutation as DeleteLabelMutation } from '../../../__generated__/useDeleteLabelMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';

const mutation = graphql`
  mutation useDeleteLabelMutation($input: DeleteLabelInput!) {
    deleteLabel(input: $input) {
      deletedLabelId
      project {
        id
        ...LabelList_project
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ deleteLabel: payload }: DeleteLabelMutation['response']) => outcomeOf(payload.errors, payload.deletedLabelId);

/**
 * Deletes a label (admins); the server also takes it off every issue. It leaves the list at once; if the
 * server refuses or cannot be reached it comes back and a message says why. Once the server has deleted it,
 * it also leaves every issue the store holds, so pages already loaded (the list, an issue) don't show it.
 */
export function useDeleteLabelMutation(): MutationHook<[projectId: string, labelId: string, name: string], string> {
  const environment = useRelayEnvironment();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<DeleteLabelMutation, string>(mutation, outcome);
  const deleteLabel = useCallback(
    (projectId: string, labelId: string, name: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
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
        },
        undoNotice(`Couldn't delete the label “${name}”`, callbacks),
      ),
    [commit, environment, undoNotice],
  );
  return [deleteLabel, isInFlight];
}
