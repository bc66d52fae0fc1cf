import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useRemoveAttachmentMutation as RemoveAttachmentMutation } from '../../../__generated__/useRemoveAttachmentMutation.graphql';
import { markIssuesChanged } from '../issueChanges/markIssuesChanged';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';

// The lists the file leaves, as the server now has them: the store replaces the issue's (or the comment's)
// list of attachments with these ids, so the file disappears wherever it was shown.
const mutation = graphql`
  mutation useRemoveAttachmentMutation($input: RemoveAttachmentInput!) {
    removeAttachment(input: $input) {
      removedAttachmentId
      issue {
        id
        updatedAt
        attachments {
          id
        }
      }
      comment {
        id
        attachments {
          id
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ removeAttachment: payload }: RemoveAttachmentMutation['response']) => outcomeOf(payload.errors, payload.issue?.id);

/**
 * Removes an attached file, from an issue or a comment (its uploader, while a member, or an admin). Not
 * optimistic: the file leaves the page once the server has removed it; the issue is then marked changed, so its
 * timeline fetches the "removed" event. If the server refuses or cannot be reached, a message says why. Saved: the issue's id.
 */
export function useRemoveAttachmentMutation(): MutationHook<[attachmentId: string], string> {
  const environment = useRelayEnvironment();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<RemoveAttachmentMutation, string>(mutation, outcome);
  const remove = useCallback(
    (attachmentId: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        { variables: { input: { attachmentId } } },
        undoNotice(
          "Couldn't remove the file",
          whenSaved((issueId) => markIssuesChanged(environment, [issueId]), callbacks),
        ),
      ),
    [commit, environment, undoNotice],
  );
  return [remove, isInFlight];
}
