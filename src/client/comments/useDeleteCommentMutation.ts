import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useDeleteCommentMutation as DeleteCommentMutation } from '../../../__generated__/useDeleteCommentMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import { timelineConnectionId } from '../issueChanges/catchUpIssueTimeline';
import type { ChangeCallbacks } from '../issueChanges/changeCallbacks';

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
        field
        message
        code
      }
    }
  }
`;

/**
 * Deletes a comment from the issue `issueId`'s timeline. It leaves at once; if the server refuses or
 * cannot be reached it comes back in its place and a message says why.
 */
export function useDeleteCommentMutation(): [(issueId: string, commentId: string, callbacks?: ChangeCallbacks) => Disposable, boolean] {
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<DeleteCommentMutation>(mutation);
  const deleteComment = useCallback(
    (issueId: string, commentId: string, { onDone, onUndone }: ChangeCallbacks = {}) => {
      const undone = (detail: string) => {
        notify({ title: "Couldn't delete the comment", detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { commentId }, connections: [timelineConnectionId(issueId)] },
        optimisticResponse: { deleteComment: { deletedCommentId: commentId, issue: null, errors: [] } },
        onCompleted: ({ deleteComment: payload }) => {
          if (payload.errors.length > 0) return undone(userErrorsDetail(payload.errors));
          onDone?.();
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, notify],
  );
  return [deleteComment, isInFlight];
}
