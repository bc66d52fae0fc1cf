// What to tell the user when an upload got no GraphQL answer (design.md §3), and whether trying again may help.
import { GraphQLRequestError, NetworkError } from '../relay/errors';
import { formatBytes } from '../ui/formatBytes';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from './attachmentLimits';

export interface UploadFailure {
  readonly title: string;
  readonly detail: string;
  /** Whether sending the same files again may succeed, so that a "Try again" button makes sense. */
  readonly retry: boolean;
}

export function describeUploadFailure(error: Error): UploadFailure {
  if (error instanceof NetworkError) {
    if (error.kind === 'http' && error.status === 413) {
      return { title: 'File too large', detail: `A file is larger than the server accepts (${formatBytes(MAX_FILE_BYTES)}).`, retry: false };
    }
    if (error.kind === 'http') {
      return { title: 'The upload failed', detail: `The server answered with an error (HTTP ${error.status ?? 'unknown'}). Try again later.`, retry: true };
    }
    return { title: "Can't reach the server", detail: 'The upload did not finish. Check your connection and try again.', retry: true };
  }
  if (error instanceof GraphQLRequestError) {
    // The server's multipart parser refuses too many files before any resolver runs: an HTTP 400 request
    // error, not a UserError. Its message ("...Files limit exceeded: 10") is the only sign of which limit
    // was hit, and of the server's actual setting, which may differ from the default the client knows.
    const tooMany = /files limit exceeded(?::\s*(\d+))?/i.exec(error.message);
    if (tooMany) {
      const limit = tooMany[1] ?? String(MAX_FILES_PER_UPLOAD);
      return { title: 'Too many files', detail: `The server accepts at most ${limit} files at once.`, retry: false };
    }
    return { title: 'The server refused the upload', detail: error.message, retry: false };
  }
  return { title: 'The upload failed', detail: error.message, retry: false };
}
