import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { useAttachInlineFilesMutation as AttachInlineFilesMutation } from '../../../__generated__/useAttachInlineFilesMutation.graphql';
import { describeUploadFailure } from '../attachments/describeUploadFailure';
import { problemsWithFiles } from '../attachments/problemsWithFiles';
import { inputFileUploadables } from '../attachments/uploadRequest';
import { useUploadPolicy } from '../attachments/UploadPolicyProvider';
import { InlineUploadError, type InlineFile, type InlineUpload } from '../ui/markdownUploads';

const mutation = graphql`
  mutation useAttachInlineFilesMutation($input: AddIssueAttachmentsInput!) {
    addIssueAttachments(input: $input) {
      attachments {
        id
        filename
        url
        isImage
      }
      # As the attachments section reads it, so the file is listed there at once (see useAddIssueAttachmentsMutation).
      issue {
        id
        ...IssueAttachments_issue
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

/**
 * Files pasted or dropped into a Markdown editor of the issue page, attached to the issue (the path and limits
 * of the attachments section: the workspace's policy checked first, then the server's, the daily allowance
 * included), so that the text can link them: one multipart addIssueAttachments per paste.
 */
export function useAttachInlineFilesMutation(issueId: string): InlineUpload {
  const environment = useRelayEnvironment();
  const policy = useUploadPolicy();
  return useCallback<InlineUpload>(
    (files) =>
      new Promise<readonly InlineFile[]>((resolve, reject) => {
        const problems = problemsWithFiles(files, policy);
        if (problems.length > 0) {
          reject(new InlineUploadError(problems.join(' ')));
          return;
        }
        commitMutation<AttachInlineFilesMutation>(environment, {
          mutation,
          variables: { input: { issueId, files: [] } },
          uploadables: inputFileUploadables(files),
          onCompleted: ({ addIssueAttachments: payload }) => {
            if (payload.errors.length > 0) {
              reject(new InlineUploadError(payload.errors.map((error) => error.message).join(' ')));
              return;
            }
            resolve(
              payload.attachments.flatMap((file) =>
                file.url == null ? [] : [{ filename: file.filename, url: file.url, isImage: file.isImage }],
              ),
            );
          },
          onError: (error) => {
            const failure = describeUploadFailure(error, policy);
            reject(new InlineUploadError(`${failure.title}: ${failure.detail}`));
          },
        });
      }),
    [environment, issueId, policy],
  );
}
