// What every upload mutation sends and how its answer reads: the files as uploadables filling
// `input.files`, and the payload's errors and attachments as an UploadOutcome.
import type { UploadableMap } from 'relay-runtime';
import type { UploadOutcome, UploadUserError } from './useAttachmentUpload';

/** Each key is the variable path the file fills (relay/multipart.ts): input.files.0, input.files.1... */
export function inputFileUploadables(files: readonly File[]): UploadableMap {
  return Object.fromEntries(files.map((file, i) => [`input.files.${i}`, file]));
}

/** Refused when the payload has errors; otherwise attached, `count` files. */
export function uploadOutcome(payload: { readonly errors: readonly UploadUserError[] }, count: number): UploadOutcome {
  return payload.errors.length > 0 ? { kind: 'rejected', errors: payload.errors } : { kind: 'attached', count };
}
