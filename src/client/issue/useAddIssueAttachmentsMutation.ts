import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { useAddIssueAttachmentsMutation as AddIssueAttachmentsMutation } from '../../../__generated__/useAddIssueAttachmentsMutation.graphql';
import type { UploadFunction } from '../attachments/useAttachmentUpload';
import { inputFileUploadables } from '../attachments/uploadRequest';
import { outcomeOf } from '../relay/useOutcomeMutation';
import { withUploadProgress } from '../relay/uploadProgress';

const mutation = graphql`
  mutation useAddIssueAttachmentsMutation($input: AddIssueAttachmentsInput!) {
    addIssueAttachments(input: $input) {
      attachments {
        id
      }
      # The issue's whole list as the attachments section reads it: the store replaces the old list, so the
      # new files appear (in the server's order) without a refetch.
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
 * Attaches files to the issue `issueId`: the UploadFunction of the issue's attachments section, one
 * multipart request per call, cancelled by disposing what it returns.
 *
 * commitMutation rather than useMutation: only it takes a `cacheConfig`, which carries the progress
 * listener to the network layer (relay/uploadProgress.ts).
 */
export function useAddIssueAttachmentsMutation(issueId: string): UploadFunction {
  const environment = useRelayEnvironment();
  return useCallback<UploadFunction>(
    (files, { onProgress, onOutcome, onError }) => {
      return commitMutation<AddIssueAttachmentsMutation>(environment, {
        mutation,
        variables: { input: { issueId, files: [] } },
        uploadables: inputFileUploadables(files),
        cacheConfig: withUploadProgress(onProgress),
        onCompleted: ({ addIssueAttachments: payload }) => onOutcome(outcomeOf(payload.errors, payload.attachments.length)),
        onError,
      });
    },
    [environment, issueId],
  );
}
