import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation, type Disposable, type UploadableMap } from 'relay-runtime';
import type {
  useAddIssueAttachmentsMutation as AddIssueAttachmentsMutation,
  useAddIssueAttachmentsMutation$data,
} from '../../../__generated__/useAddIssueAttachmentsMutation.graphql';
import { withUploadProgress, type UploadProgress } from '../relay/uploadProgress';

export type AttachmentUserErrors = useAddIssueAttachmentsMutation$data['addIssueAttachments']['errors'];

/** How an upload ended, when the server answered it. */
export type AddIssueAttachmentsOutcome =
  | { kind: 'attached'; count: number }
  | { kind: 'rejected'; errors: AttachmentUserErrors };

export interface UploadCallbacks {
  /** Bytes of the request sent so far (the whole multipart body, not one file). */
  onProgress: (progress: UploadProgress) => void;
  /** The server answered: the files are attached (and the issue's list in the store updated), or refused. */
  onOutcome: (outcome: AddIssueAttachmentsOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

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
        field
        message
        code
      }
    }
  }
`;

/**
 * Attaches files to the issue `issueId`. Returns `upload(files, callbacks)`, which sends them in one
 * multipart request and returns the Disposable that cancels it: disposing aborts the request, and the
 * server keeps nothing of an upload it did not receive in full. No callback is called after that.
 *
 * commitMutation rather than useMutation: only it takes a `cacheConfig`, which carries the progress
 * listener to the network layer (relay/uploadProgress.ts).
 */
export function useAddIssueAttachmentsMutation(issueId: string): (files: readonly File[], callbacks: UploadCallbacks) => Disposable {
  const environment = useRelayEnvironment();
  return useCallback(
    (files: readonly File[], { onProgress, onOutcome, onError }: UploadCallbacks) => {
      // Each key is the variable path the file fills (relay/multipart.ts): input.files.0, input.files.1...
      const uploadables: UploadableMap = Object.fromEntries(files.map((file, i) => [`input.files.${i}`, file]));
      return commitMutation<AddIssueAttachmentsMutation>(environment, {
        mutation,
        variables: { input: { issueId, files: [] } },
        uploadables,
        cacheConfig: withUploadProgress(onProgress),
        onCompleted: ({ addIssueAttachments: payload }) => {
          if (payload.errors.length === 0) {
            onOutcome({ kind: 'attached', count: payload.attachments.length });
          } else {
            onOutcome({ kind: 'rejected', errors: payload.errors });
          }
        },
        onError,
      });
    },
    [environment, issueId],
  );
}
