import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useUpdateCommentMutation as UpdateCommentMutation } from '../../../__generated__/useUpdateCommentMutation.graphql';
import { failureDetail, userErrorsDetail } from '../ui/failureDetail';
import { useNotify } from '../ui/useNotify';
import type { ChangeCallbacks } from '../issueChanges/changeCallbacks';

const mutation = graphql`
  mutation useUpdateCommentMutation($input: UpdateCommentInput!) @raw_response_type {
    updateComment(input: $input) {
      comment {
        id
        body
        editedAt
        updatedAt
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
 * Replaces a comment's text. The new text shows at once, marked "edited"; if the server refuses it or
 * cannot be reached the old text comes back, a message says why, and `onUndone` lets the editor reopen.
 */
export function useUpdateCommentMutation(): [(commentId: string, body: string, callbacks?: ChangeCallbacks) => Disposable, boolean] {
  const notify = useNotify();
  const [commit, isInFlight] = useMutation<UpdateCommentMutation>(mutation);
  const update = useCallback(
    (commentId: string, body: string, { onDone, onUndone }: ChangeCallbacks = {}) => {
      const now = new Date().toISOString();
      const undone = (detail: string) => {
        notify({ title: "Couldn't save your comment", detail });
        onUndone?.();
      };
      return commit({
        variables: { input: { commentId, body } },
        optimisticResponse: {
          updateComment: { comment: { id: commentId, body, editedAt: now, updatedAt: now }, errors: [] },
        },
        onCompleted: ({ updateComment: payload }) => {
          if (payload.errors.length > 0) return undone(userErrorsDetail(payload.errors));
          onDone?.();
        },
        onError: (error) => undone(failureDetail(error)),
      });
    },
    [commit, notify],
  );
  return [update, isInFlight];
}
