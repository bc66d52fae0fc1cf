// What attachments may be: TRIAGE_UPLOAD_MAX_BYTES, TRIAGE_UPLOAD_MAX_FILES, TRIAGE_UPLOAD_ALLOWED_TYPES.
import { ConfigError, parseInteger, type Env } from './variables.ts';

export interface UploadLimits {
  /** The largest file accepted, in bytes. */
  readonly maxFileBytes: number;
  /** The most files in one request. */
  readonly maxFiles: number;
  /** The most bytes one person may attach in any 24 hours (files later deleted still count). */
  readonly maxBytesPerDay: number;
  // Media types accepted: exact (`application/pdf`), a family (`image/*`) or `*/*` for anything.
  readonly allowedTypes: readonly string[];
}

export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const DEFAULT_UPLOAD_MAX_FILES = 10;
/** 1 GB a day: hundreds of screenshots and recordings, while one account cannot fill the disk in an afternoon. */
export const DEFAULT_UPLOAD_MAX_BYTES_PER_DAY = 1024 * 1024 * 1024;
/**
 * What teams attach to issues: screenshots and screen recordings, logs and text, documents, archives. Not
 * executables or unknown binaries (application/octet-stream); TRIAGE_UPLOAD_ALLOWED_TYPES can allow any file.
 */
export const DEFAULT_UPLOAD_ALLOWED_TYPES: readonly string[] = [
  'image/*',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'text/plain',
  'text/markdown',
  'text/csv',
  'application/json',
  'application/xml',
  'text/xml',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/zip',
  'application/gzip',
  'application/x-tar',
];

const MEDIA_TYPE_PATTERN = /^(\*\/\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,63}))$/;

/** A comma-separated list of media types or families, e.g. `image/*,application/pdf`; lower-cased. */
function parseAllowedTypes(env: Env): readonly string[] {
  const raw = env.TRIAGE_UPLOAD_ALLOWED_TYPES;
  if (raw === undefined || raw.trim() === '') return DEFAULT_UPLOAD_ALLOWED_TYPES;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !MEDIA_TYPE_PATTERN.test(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      'TRIAGE_UPLOAD_ALLOWED_TYPES',
      `expected media types separated by commas, such as image/*,application/pdf (or */* for any file), got "${bad ?? raw}"`,
    );
  }
  return [...new Set(entries)];
}

export function parseUploadLimits(env: Env): UploadLimits {
  return {
    maxFileBytes: parseInteger(env, 'TRIAGE_UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES, 1, 1024 * 1024 * 1024),
    maxFiles: parseInteger(env, 'TRIAGE_UPLOAD_MAX_FILES', DEFAULT_UPLOAD_MAX_FILES, 1, 100),
    maxBytesPerDay: parseInteger(env, 'TRIAGE_UPLOAD_MAX_BYTES_PER_DAY', DEFAULT_UPLOAD_MAX_BYTES_PER_DAY, 1, 2 ** 40),
    allowedTypes: parseAllowedTypes(env),
  };
}
