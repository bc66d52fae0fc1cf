import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateCommentMutation as UpdateCommentMutation } from '../../../__generated__/useUpdateCommentMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';

const mutation = graphql`
  mutation useUpdateCommentMutation($input: UpdateCommentInput!) @raw_response_type {
    updateComment(input: $input) {
      comment {
        id
        body
        editedAt
        updatedAt
        # The references of the new text, resolved by the server (none until it answers).
        references {
          ...ReferencedMarkdown_references
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ updateComment: payload }: UpdateCommentMutation['response']) => outcomeOf(payload.errors, payload.comment?.id);

/**
 * Replaces a comment's text. The new text shows at once, marked "edited"; if the server refuses it or
 * cannot be reached the old text comes back, a message says why, and `onUndone` lets the editor reopen.
 */
export function useUpdateCommentMutation(): MutationHook<[commentId: string, body: string], string> {
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<UpdateCommentMutation, string>(mutation, outcome);
  const update = useCallback(
    (commentId: string, body: string, callbacks?: MutationCallbacks<string>) => {
      const now = new Date().toISOString();
      return commit(
        {
          variables: { input: { commentId, body } },
          optimisticResponse: {
            updateComment: { comment: { id: commentId, body, editedAt: now, updatedAt: now, references: [] }, errors: [] },
          },
        },
        undoNotice("Couldn't save your comment", callbacks),
      );
    },
    [commit, undoNotice],
  );
  return [update, isInFlight];
}
