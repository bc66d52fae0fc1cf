// What every upload mutation sends: the files as uploadables filling `input.files`.
import type { UploadableMap } from 'relay-runtime';

/** Each key is the variable path the file fills (relay/multipart.ts): input.files.0, input.files.1... */
export function inputFileUploadables(files: readonly File[]): UploadableMap {
  return Object.fromEntries(files.map((file, i) => [`input.files.${i}`, file]));
}
