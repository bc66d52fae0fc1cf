import { useCallback, useEffect, useRef, useState } from 'react';
import type { Disposable } from 'relay-runtime';
import type { UploadProgress } from '../relay/uploadProgress';
import type { MutationCallbacks } from '../relay/useOutcomeMutation';
import type { UserErrorData } from '../relay/userErrors';
import { problemsWithFiles } from './problemsWithFiles';
import { useUploadPolicy } from './UploadPolicyProvider';

/**
 * The callbacks of every mutation (relay/useOutcomeMutation.ts; saved: how many files were attached, the store
 * updated), all required, and the progress of the request.
 */
export interface UploadCallbacks extends Required<MutationCallbacks<number>> {
  /** Bytes of the request sent so far (the whole multipart body, not one file). */
  readonly onProgress: (progress: UploadProgress) => void;
}

/**
 * Sends `files` in one multipart request (a mutation committed with `uploadables` and
 * `withUploadProgress`) and returns the Disposable that cancels it: disposing aborts the request, the server
 * keeps nothing of an upload it did not receive in full, and no callback is called after that.
 */
export type UploadFunction = (files: readonly File[], callbacks: UploadCallbacks) => Disposable;

/** Where an upload stands. */
export type UploadState =
  | { readonly status: 'idle' }
  /** Refused on the client before anything was sent. */
  | { readonly status: 'invalid'; readonly problems: readonly string[] }
  /** `progress` is null until the first bytes are reported. */
  | { readonly status: 'uploading'; readonly files: readonly File[]; readonly progress: UploadProgress | null }
  | { readonly status: 'cancelled' }
  | { readonly status: 'attached'; readonly count: number }
  /** The server answered with UserErrors: nothing was saved. */
  | { readonly status: 'rejected'; readonly errors: readonly UserErrorData[] }
  /** No answer (NetworkError, GraphQLRequestError); `files` are kept so that the user may try again. */
  | { readonly status: 'failed'; readonly error: Error; readonly files: readonly File[] };

export interface StartOptions {
  /** Called once the server has saved the files, after the state says so. */
  readonly onAttached?: () => void;
}

export interface AttachmentUpload {
  readonly state: UploadState;
  /** Checks `files` against the upload policy and sends them, unless an upload is under way or the check fails. */
  readonly start: (files: readonly File[], options?: StartOptions) => void;
  /** Aborts the upload under way; the server keeps nothing of it. */
  readonly cancel: () => void;
  /** Sends the files of a failed upload again (only ever on the user's request). */
  readonly retry: () => void;
  /** Clears the last message. */
  readonly dismiss: () => void;
}

/**
 * One upload at a time through `upload` (which says where the files go: an issue, a comment, a new comment).
 * Leaving the page (unmounting) cancels an upload under way, as leaving a route disposes its query: nobody
 * would be left to see how it ended.
 */
export function useAttachmentUpload(upload: UploadFunction): AttachmentUpload {
  const policy = useUploadPolicy();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const request = useRef<Disposable | null>(null);

  useEffect(() => () => request.current?.dispose(), []);

  const start = useCallback(
    (files: readonly File[], { onAttached }: StartOptions = {}) => {
      if (request.current !== null || files.length === 0) return;
      const problems = problemsWithFiles(files, policy);
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
        onOutcome: (outcome) => {
          if (outcome.kind === 'rejected') return settle({ status: 'rejected', errors: outcome.errors });
          settle({ status: 'attached', count: outcome.result });
          onAttached?.();
        },
        onError: (error) => settle({ status: 'failed', error, files }),
      });
      // A mock or cached answer can arrive before commitMutation returns: then there is nothing to cancel.
      if (!settled) request.current = disposable;
    },
    [upload, policy],
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
