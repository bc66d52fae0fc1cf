import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { useAddCommentAttachmentsMutation as AddCommentAttachmentsMutation } from '../../../__generated__/useAddCommentAttachmentsMutation.graphql';
import type { UploadFunction } from '../attachments/useAttachmentUpload';
import { inputFileUploadables } from '../attachments/uploadRequest';
import { outcomeOf } from '../relay/useOutcomeMutation';
import { withUploadProgress } from '../relay/uploadProgress';

const mutation = graphql`
  mutation useAddCommentAttachmentsMutation($input: AddCommentAttachmentsInput!) {
    addCommentAttachments(input: $input) {
      attachments {
        id
      }
      # The comment as it is shown: the store replaces its list of files with the server's, so the new ones
      # appear under the comment without a refetch.
      comment {
        id
        ...CommentItem_comment
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/**
 * Attaches files to the existing comment `commentId` (its author, if a member, or an admin may): the
 * UploadFunction of the comment's attachments, as useAddIssueAttachmentsMutation is the issue's.
 */
export function useAddCommentAttachmentsMutation(commentId: string): UploadFunction {
  const environment = useRelayEnvironment();
  return useCallback<UploadFunction>(
    (files, { onProgress, onOutcome, onError }) => {
      return commitMutation<AddCommentAttachmentsMutation>(environment, {
        mutation,
        variables: { input: { commentId, files: [] } },
        uploadables: inputFileUploadables(files),
        cacheConfig: withUploadProgress(onProgress),
        onCompleted: ({ addCommentAttachments: payload }) => onOutcome(outcomeOf(payload.errors, payload.attachments.length)),
        onError,
      });
    },
    [environment, commentId],
  );
}
