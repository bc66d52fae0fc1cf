// What the server accepts in one addIssueAttachments request, by default (TRIAGE_UPLOAD_MAX_BYTES and
// TRIAGE_UPLOAD_MAX_FILES). The client checks a choice against these before sending anything, so that an
// obvious mistake costs no upload; the server stays the authority and refuses what these miss.
import { formatBytes } from '../ui/formatBytes';

export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;

/** Why `files` would be refused, one sentence each; empty when they may be sent. */
export function problemsWithFiles(files: readonly File[]): string[] {
  const problems: string[] = [];
  if (files.length > MAX_FILES_PER_UPLOAD) {
    problems.push(`You chose ${files.length} files; at most ${MAX_FILES_PER_UPLOAD} can be attached at once.`);
  }
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) {
      problems.push(`${file.name} is ${formatBytes(file.size)}; a file can be at most ${formatBytes(MAX_FILE_BYTES)}.`);
    }
  }
  return problems;
}
