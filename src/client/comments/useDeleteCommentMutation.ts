import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteCommentMutation as DeleteCommentMutation } from '../../../__generated__/useDeleteCommentMutation.graphql';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';

const mutation = graphql`
  mutation useDeleteCommentMutation($input: DeleteCommentInput!, $connections: [ID!]!) @raw_response_type {
    deleteComment(input: $input) {
      deletedCommentId @deleteEdge(connections: $connections)
      issue {
        id
        updatedAt
        comments {
          totalCount
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ deleteComment: payload }: DeleteCommentMutation['response']) => outcomeOf(payload.errors, payload.deletedCommentId);

/**
 * Deletes a comment, taking it out of the timeline connection `timelineId` (IssueTimeline's `__id`). It leaves at once; if the server refuses or
 * cannot be reached it comes back in its place and a message says why.
 */
export function useDeleteCommentMutation(): MutationHook<[timelineId: string, commentId: string], string> {
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<DeleteCommentMutation, string>(mutation, outcome);
  const deleteComment = useCallback(
    (timelineId: string, commentId: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        {
          variables: { input: { commentId }, connections: [timelineId] },
          optimisticResponse: { deleteComment: { deletedCommentId: commentId, issue: null, errors: [] } },
        },
        undoNotice("Couldn't delete the comment", callbacks),
      ),
    [commit, undoNotice],
  );
  return [deleteComment, isInFlight];
}
