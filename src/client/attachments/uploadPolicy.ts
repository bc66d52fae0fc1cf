// The workspace's rules for attached files (Workspace.uploadPolicy, set by the server's TRIAGE_UPLOAD_*
// variables). The client reads them to refuse an obvious mistake before sending any bytes and to filter the
// file picker; the server stays the authority and refuses whatever slips past.
import { formatBytes } from '../ui/formatBytes';

export interface UploadPolicy {
  readonly maxFileBytes: number;
  readonly maxFilesPerUpload: number;
  /** Media types (`application/pdf`), families (`image/*`) or `*\/*` for any file. */
  readonly allowedTypes: readonly string[];
}

/** Whether any file may be attached, whatever its type. */
export function allowsAnyType(policy: UploadPolicy): boolean {
  return policy.allowedTypes.includes('*/*');
}

/** Whether media type `type` (lower-case, without parameters) is among `policy`'s, as the server matches them. */
export function isAllowedType(type: string, policy: UploadPolicy): boolean {
  return policy.allowedTypes.some(
    (entry) => entry === '*/*' || entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))),
  );
}

/**
 * The file input's `accept`: the allowed types, so that the picker offers those files first. Undefined when
 * any file is allowed. Only a hint: pickers let people choose other files, which problemsWithFiles catches.
 */
export function acceptAttribute(policy: UploadPolicy): string | undefined {
  return allowsAnyType(policy) ? undefined : policy.allowedTypes.join(',');
}

/** The limits in a sentence, for the hints beside attachment controls: "Up to 10 files at once, 25 MB each." */
export function describeLimits(policy: UploadPolicy): string {
  const count = policy.maxFilesPerUpload === 1 ? 'One file at a time' : `Up to ${policy.maxFilesPerUpload} files at once`;
  return `${count}, ${formatBytes(policy.maxFileBytes)} each.`;
}
