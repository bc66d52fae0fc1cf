// What to tell the user when an upload got no GraphQL answer (design.md §3), and whether trying again may help.
import { GraphQLRequestError, NetworkError, TRY_AGAIN } from '../relay/errors';
import { formatBytes } from '../ui/formatBytes';
import type { UploadPolicy } from './uploadPolicy';

export interface UploadFailure {
  readonly title: string;
  readonly detail: string;
  /** Whether sending the same files again may succeed, so that a "Try again" button makes sense. */
  readonly retry: boolean;
}

export function describeUploadFailure(error: Error, policy: UploadPolicy): UploadFailure {
  if (error instanceof NetworkError) {
    if (error.kind === 'http' && error.status === 413) {
      return {
        title: 'File too large',
        detail: `A file is larger than the server accepts (${formatBytes(policy.maxFileBytes)}).`,
        retry: false,
      };
    }
    if (error.kind === 'http') {
      return {
        title: 'The upload failed',
        detail: `The server answered with an error (HTTP ${error.status ?? 'unknown'}). Try again later.`,
        retry: true,
      };
    }
    return { title: "Can't reach the server", detail: 'The upload did not finish. Check your connection and try again.', retry: true };
  }
  if (error instanceof GraphQLRequestError) {
    // The server's multipart parser refuses too many files before any resolver runs: an HTTP 400 request
    // error, not a UserError. Its message ("...Files limit exceeded: 10") names the limit it applied, which
    // is the one to report should it differ from the policy the page read (the setting changed since).
    const tooMany = /files limit exceeded(?::\s*(\d+))?/i.exec(error.message);
    if (tooMany) {
      const limit = tooMany[1] ?? String(policy.maxFilesPerUpload);
      return { title: 'Too many files', detail: `The server accepts at most ${limit} files at once.`, retry: false };
    }
    return { title: 'The server refused the upload', detail: `${error.message} ${TRY_AGAIN}`, retry: false };
  }
  return { title: 'The upload failed', detail: `${error.message} ${TRY_AGAIN}`, retry: false };
}
