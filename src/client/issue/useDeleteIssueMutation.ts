import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteIssueMutation as DeleteIssueMutation } from '../../../__generated__/useDeleteIssueMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';

const mutation = graphql`
  mutation useDeleteIssueMutation($input: DeleteIssueInput!) {
    deleteIssue(input: $input) {
      deletedIssueId
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ deleteIssue: payload }: DeleteIssueMutation['response']) => outcomeOf(payload.errors, payload.deletedIssueId);

/**
 * Deletes an issue for good (admins). Not optimistic: the page leaves once the server has deleted it. The
 * issue's record is then marked stale, so that every list that showed it (loaded with store-or-network) is
 * fetched again rather than shown from the store. If the server refuses or cannot be reached, a message says why.
 */
export function useDeleteIssueMutation(): MutationHook<[issueId: string], string> {
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<DeleteIssueMutation, string>(mutation, outcome);
  const deleteIssue = useCallback(
    (issueId: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          variables: { input: { issueId } },
          updater: (store, data) => {
            if (data?.deleteIssue.deletedIssueId) store.get(issueId)?.invalidateRecord();
          },
        },
        undoNotice("Couldn't delete the issue", callbacks),
      ),
    [commit, undoNotice],
  );
  return [deleteIssue, isInFlight];
}
