import { useCallback, useEffect, useRef, useState } from 'react';
import type { Disposable } from 'relay-runtime';
import type { UploadProgress } from '../relay/uploadProgress';
import { problemsWithFiles } from './attachmentLimits';
import { useAddIssueAttachmentsMutation, type AttachmentUserErrors } from './useAddIssueAttachmentsMutation';

/** Where the attachments section's upload stands. */
export type UploadState =
  | { readonly status: 'idle' }
  /** Refused on the client before anything was sent. */
  | { readonly status: 'invalid'; readonly problems: readonly string[] }
  /** `progress` is null until the first bytes are reported. */
  | { readonly status: 'uploading'; readonly files: readonly File[]; readonly progress: UploadProgress | null }
  | { readonly status: 'cancelled' }
  | { readonly status: 'attached'; readonly count: number }
  /** The server answered with UserErrors: nothing was attached. */
  | { readonly status: 'rejected'; readonly errors: AttachmentUserErrors }
  /** No answer (NetworkError, GraphQLRequestError); `files` are kept so that the user may try again. */
  | { readonly status: 'failed'; readonly error: Error; readonly files: readonly File[] };

export interface AttachmentUpload {
  readonly state: UploadState;
  /** Checks `files` and sends them, unless an upload is under way or the choice is refused. */
  readonly start: (files: readonly File[]) => void;
  /** Aborts the upload under way; the server keeps nothing of it. */
  readonly cancel: () => void;
  /** Sends the files of a failed upload again (only ever on the user's request). */
  readonly retry: () => void;
  /** Clears the last message. */
  readonly dismiss: () => void;
}

/**
 * One upload at a time for the issue `issueId`. Leaving the page (unmounting) cancels an upload under way,
 * as leaving a route disposes its query: nobody would be left to see how it ended.
 */
export function useAttachmentUpload(issueId: string): AttachmentUpload {
  const upload = useAddIssueAttachmentsMutation(issueId);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const request = useRef<Disposable | null>(null);

  useEffect(() => () => request.current?.dispose(), []);

  const start = useCallback(
    (files: readonly File[]) => {
      if (request.current !== null || files.length === 0) return;
      const problems = problemsWithFiles(files);
      if (problems.length > 0) {
        setState({ status: 'invalid', problems });
        return;
      }
      setState({ status: 'uploading', files, progress: null });
      let settled = false;
      const settle = (next: UploadState) => {
        settled = true;
        request.current = null;
        setState(next);
      };
      const disposable = upload(files, {
        onProgress: (progress) =>
          setState((current) => (current.status === 'uploading' && current.files === files ? { ...current, progress } : current)),
        onOutcome: (outcome) =>
          settle(outcome.kind === 'attached' ? { status: 'attached', count: outcome.count } : { status: 'rejected', errors: outcome.errors }),
        onError: (error) => settle({ status: 'failed', error, files }),
      });
      // A mock or cached answer can arrive before commitMutation returns: then there is nothing to cancel.
      if (!settled) request.current = disposable;
    },
    [upload],
  );

  const cancel = useCallback(() => {
    const current = request.current;
    if (current === null) return;
    request.current = null;
    current.dispose();
    setState({ status: 'cancelled' });
  }, []);

  const retry = useCallback(() => {
    if (state.status === 'failed') start(state.files);
  }, [start, state]);

  const dismiss = useCallback(() => {
    if (request.current === null) setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, retry, dismiss };
}
