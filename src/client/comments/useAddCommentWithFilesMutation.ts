import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation, type Disposable } from 'relay-runtime';
import type { useAddCommentWithFilesMutation as AddCommentWithFilesMutation } from '../../../__generated__/useAddCommentWithFilesMutation.graphql';
import type { UploadCallbacks } from '../attachments/useAttachmentUpload';
import { inputFileUploadables } from '../attachments/uploadRequest';
import { insertMutationEdge } from '../relay/insertMutationEdge';
import { outcomeOf } from '../relay/useOutcomeMutation';
import { withUploadProgress } from '../relay/uploadProgress';
import { markIssuesChanged } from '../issueChanges/markIssuesChanged';

const mutation = graphql`
  mutation useAddCommentWithFilesMutation($input: AddCommentInput!) {
    addComment(input: $input) {
      # Appended at the end of the issue's timeline (oldest first), where it is on screen, files and all (the updater).
      timelineEdge {
        cursor
        node {
          ... on Node {
            id
          }
          ...IssueTimelineItem_item
        }
      }
      comment {
        id
        attachments {
          id
        }
      }
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

/**
 * Comments on an issue with files: the comment and its files go in ONE multipart request and are saved
 * together or not at all. Unlike useAddCommentMutation there is no optimistic comment: the files take a
 * while to send, may be refused, and a comment that showed and then vanished with them would lose the
 * text. The comment box keeps the text and the files until the server has them, and shows the progress.
 * Dispose what it returns to cancel; the server then keeps nothing. The comment is appended to the
 * timeline connection `timelineId` (IssueTimeline's `__id`).
 */
export function useAddCommentWithFilesMutation(): (
  issueId: string,
  timelineId: string,
  body: string,
  files: readonly File[],
  callbacks: UploadCallbacks,
) => Disposable {
  const environment = useRelayEnvironment();
  return useCallback(
    (issueId: string, timelineId: string, body: string, files: readonly File[], { onProgress, onOutcome, onError }: UploadCallbacks) => {
      return commitMutation<AddCommentWithFilesMutation>(environment, {
        mutation,
        variables: { input: { issueId, body, files: [] } },
        updater: (store) =>
          insertMutationEdge(store, { mutation: 'addComment', edge: 'timelineEdge', connections: [timelineId], at: 'last' }),
        uploadables: inputFileUploadables(files),
        cacheConfig: withUploadProgress(onProgress),
        onCompleted: ({ addComment: payload }) => {
          // Events the server recorded meanwhile follow the comment, as after a comment without files.
          if (payload.errors.length === 0) markIssuesChanged(environment, [issueId]);
          onOutcome(outcomeOf(payload.errors, payload.comment?.attachments.length ?? files.length));
        },
        onError,
      });
    },
    [environment],
  );
}
