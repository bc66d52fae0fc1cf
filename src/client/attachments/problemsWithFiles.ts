// The check of a choice of files against the workspace's policy, before anything is sent: an obvious
// mistake (too many, too large, a refused type) then costs no upload.
import { formatBytes } from '../ui/formatBytes';
import { isAllowedType, type UploadPolicy } from './uploadPolicy';

/**
 * The type the browser declared for `file`, lower-case and without parameters; null when it declared
 * none, or only `application/octet-stream`, which is what browsers say of names they don't know. The server
 * then goes by the file's extension, which the client does not try to second-guess.
 */
function declaredType(file: File): string | null {
  const essence = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === '' || essence === 'application/octet-stream' ? null : essence;
}

/** Why `files` would be refused, one sentence each; empty when they may be sent. */
export function problemsWithFiles(files: readonly File[], policy: UploadPolicy): string[] {
  const problems: string[] = [];
  if (files.length > policy.maxFilesPerUpload) {
    problems.push(`You chose ${files.length} files; at most ${policy.maxFilesPerUpload} can be attached at once.`);
  }
  for (const file of files) {
    const type = declaredType(file);
    // The server's own wording, so that a refusal reads the same whichever side made it.
    if (type !== null && !isAllowedType(type, policy)) {
      problems.push(`${file.name} can't be attached: files of type ${type} are not accepted here.`);
    }
    if (file.size > policy.maxFileBytes) {
      problems.push(`${file.name} is ${formatBytes(file.size)}; a file can be at most ${formatBytes(policy.maxFileBytes)}.`);
    }
  }
  return problems;
}
