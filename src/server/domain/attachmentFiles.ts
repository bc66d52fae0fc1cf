// Attached files, whatever they are attached to: which files are accepted and how they are named and typed,
// and how they are stored so that the database and the file store always agree: bytes first, durably, in
// the content-addressed store (storage/fileStore.ts); rows after, in the caller's transaction.
import type { Transaction } from 'kysely';
import mimeTypes from 'mime-types';
import type { UploadLimits } from '../config/uploads.ts';
import type { DB } from '../db/database.ts';
import type { AttachmentRow } from '../db/tables/timeline.ts';
import type { Database } from '../db/tables.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { userError, type UserErrorModel } from './userError.ts';

/** Image types that browsers render without running anything (SVG can hold script, so it is not here). */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

export const FILENAME_MAX_LENGTH = 255;

/** A file as it arrived: its name and type as the client claimed them, its size, and its bytes to be read once. */
export interface IncomingFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  stream(): AsyncIterable<Uint8Array>;
}

/** A file that passed every check and whose bytes are in the file store: only its row is left to write. */
export interface StoredAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
  readonly sha256: string;
}

/** Where attachment rows go: always an issue, and one of its comments for a comment's files. */
export interface AttachmentTarget {
  readonly issueId: number;
  readonly commentId: number | null;
}

/** The name without any path, control characters or surrounding blanks; "file" when nothing is left. */
export function cleanFilename(name: string): string {
  // What follows the last separator, of either kind (the whole name when there is none: lastIndexOf gives -1).
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  // Cut by characters, not UTF-16 units, so that no character is split in two.
  return [...cleaned].slice(0, FILENAME_MAX_LENGTH).join('') || 'file';
}

/** The claimed media type when well-formed, lower-cased and without parameters; otherwise a plain download. */
export function cleanContentType(type: string): string {
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/.test(essence) ? essence : 'application/octet-stream';
}

/**
 * The type a file is stored and served with: the one its client declared, or, when the client declared none
 * or only `application/octet-stream` (browsers do for names they don't know), the one its extension stands for.
 */
export function contentTypeOf(file: Pick<IncomingFile, 'name' | 'type'>): string {
  const claimed = cleanContentType(file.type);
  if (claimed !== 'application/octet-stream') return claimed;
  const byName = mimeTypes.lookup(cleanFilename(file.name));
  return byName === false ? claimed : cleanContentType(byName);
}

/** Whether `type` matches one of `allowed`: exactly, by family (`image/*`), or because any type is allowed. */
export function isAllowedType(type: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => entry === '*/*' || entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))));
}

/** Refuses an empty choice (unless `optional`) or more files than one request may carry. */
export function checkFileCount(files: readonly IncomingFile[], limits: UploadLimits, optional = false): UserErrorModel | null {
  if (files.length === 0) return optional ? null : userError('files', 'REQUIRED', 'Choose at least one file.');
  if (files.length > limits.maxFiles) return userError('files', 'TOO_MANY', `At most ${limits.maxFiles} files can be attached at once.`);
  return null;
}

/**
 * Checks each file's type and size against the limits, then writes the bytes of all of them to the store.
 * Nothing is stored unless every file passes. A stored file no row ever names is removed by the start-up
 * sweep, so a failure after this step leaves nothing behind either.
 */
export async function storeFiles(
  store: FileStore,
  limits: UploadLimits,
  files: readonly IncomingFile[],
): Promise<{ readonly stored: readonly StoredAttachment[] } | { readonly errors: readonly UserErrorModel[] }> {
  const types = files.map((file) => contentTypeOf(file));
  const typeErrors = files.flatMap((file, i) =>
    isAllowedType(types[i] ?? '', limits.allowedTypes)
      ? []
      : [
          userError(
            'files',
            'UNSUPPORTED_TYPE',
            `${cleanFilename(file.name)} can't be attached: files of type ${types[i]} are not accepted here.`,
          ),
        ],
  );
  if (typeErrors.length > 0) return { errors: typeErrors };

  const sizeErrors = files.flatMap((file) =>
    file.size > limits.maxFileBytes
      ? [userError('files', 'TOO_LONG', `${cleanFilename(file.name)} is larger than ${formatBytes(limits.maxFileBytes)}.`)]
      : [],
  );
  if (sizeErrors.length > 0) return { errors: sizeErrors };

  // One file after the other, each streamed into the store: memory holds a part of one file at a time.
  const stored: StoredAttachment[] = [];
  for (const [i, file] of files.entries()) {
    const { sha256, size } = await store.put(file.stream());
    if (size > limits.maxFileBytes) throw new Error(`${cleanFilename(file.name)} grew past its declared size while it was stored`);
    stored.push({ filename: cleanFilename(file.name), contentType: types[i] ?? 'application/octet-stream', size, sha256 });
  }
  return { stored };
}

/** Writes the rows of stored files, in `trx`: all of them or, when the transaction fails, none. */
export async function insertAttachments(
  trx: Transaction<Database>,
  target: AttachmentTarget,
  uploaderId: number,
  stored: readonly StoredAttachment[],
): Promise<AttachmentRow[]> {
  if (stored.length === 0) return [];
  return trx
    .insertInto('attachments')
    .values(
      stored.map((file) => ({
        issue_id: target.issueId,
        comment_id: target.commentId,
        uploader_id: uploaderId,
        filename: file.filename,
        content_type: file.contentType,
        size: file.size,
        sha256: file.sha256,
      })),
    )
    .returningAll()
    .execute();
}

/**
 * After attachments were deleted and the deletion committed: deletes the bytes of `sha256s` that no attachment
 * refers to any more. Never throws: what is saved stays saved, and a file left behind here is unreferenced, so
 * the sweep (storage/sweep.ts) deletes it later.
 */
export async function deleteUnreferencedFiles(db: DB, store: FileStore, sha256s: readonly string[], removalStarted: Date): Promise<void> {
  for (const sha256 of new Set(sha256s)) {
    const isReferenced = async () =>
      (await db.selectFrom('attachments').select('id').where('sha256', '=', sha256).limit(1).executeTakeFirst()) !== undefined;
    await store.removeUnreferenced(sha256, isReferenced, removalStarted).catch(() => false);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}
