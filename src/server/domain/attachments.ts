// Business rules for attachments: which files are accepted, how they are named and typed, and how they are
// stored so that the database and the file store always agree (see storage/fileStore.ts).
import mimeTypes from 'mime-types';
import type { UploadLimits } from '../config.ts';
import type { DB } from '../db/database.ts';
import type { AttachmentRow } from '../db/tables.ts';
import type { FileStore, StoredFile } from '../storage/fileStore.ts';
import { canWrite, visibleProject } from './authorization.ts';
import { findChangeableComment } from './comments.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

/** Image types that browsers render without running anything (SVG can hold script, so it is not here). */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

export const FILENAME_MAX_LENGTH = 255;

/** A file as it arrived: its name and type as the client claimed them, and its bytes. */
export interface IncomingFile {
  readonly name: string;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface AddAttachmentsCommand {
  /** The key of the issue (or comment) to attach to, or null when the client sent an id that names none. */
  readonly targetId: number | null;
  readonly files: readonly IncomingFile[];
  /** Who attaches: they must see the issue's project and be allowed to change the issue or comment. */
  readonly viewer: SignedIn;
}

export type AddAttachmentsResult =
  | { readonly attachments: readonly AttachmentRow[] }
  | { readonly errors: readonly UserErrorModel[] };

/** Where new attachment rows go: always an issue, and a comment of it for a comment's files. */
interface AttachmentTarget {
  readonly issueId: number;
  readonly commentId: number | null;
}

/** The name without any path, control characters or surrounding blanks; "file" when nothing is left. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const chars = [...cleaned];
  return (chars.length > FILENAME_MAX_LENGTH ? chars.slice(0, FILENAME_MAX_LENGTH).join('') : cleaned) || 'file';
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

/** Attaches files to an issue: members and admins who can see it. */
export async function addIssueAttachments(
  db: DB, store: FileStore, limits: UploadLimits, command: AddAttachmentsCommand,
): Promise<AddAttachmentsResult> {
  const countError = checkFileCount(command.files, limits);
  if (countError) return { errors: [countError] };
  const issue = command.targetId === null
    ? undefined
    : await db.selectFrom('issues').select(['id', 'project_id']).where('id', '=', command.targetId).executeTakeFirst();
  if (!issue || !(await visibleProject(db, command.viewer, issue.project_id))) {
    return { errors: [userError('issueId', 'NOT_FOUND', 'No such issue.')] };
  }
  if (!canWrite(command.viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Viewers cannot attach files.')] };
  return attach(db, store, limits, command, { issueId: issue.id, commentId: null });
}

/** Attaches files to a comment: its author (while a member) and admins, as for editing it. */
export async function addCommentAttachments(
  db: DB, store: FileStore, limits: UploadLimits, command: AddAttachmentsCommand,
): Promise<AddAttachmentsResult> {
  const countError = checkFileCount(command.files, limits);
  if (countError) return { errors: [countError] };
  const found = await findChangeableComment(db, command.viewer, command.targetId);
  if ('errors' in found) return found;
  return attach(db, store, limits, command, { issueId: found.comment.issue_id, commentId: found.comment.id });
}

function checkFileCount(files: readonly IncomingFile[], limits: UploadLimits): UserErrorModel | null {
  if (files.length === 0) return userError('files', 'REQUIRED', 'Choose at least one file.');
  if (files.length > limits.maxFiles) return userError('files', 'TOO_MANY', `At most ${limits.maxFiles} files can be attached at once.`);
  return null;
}

async function attach(
  db: DB, store: FileStore, limits: UploadLimits, command: AddAttachmentsCommand, target: AttachmentTarget,
): Promise<AddAttachmentsResult> {
  const { files } = command;
  const types = files.map((file) => contentTypeOf(file));
  const typeErrors = files.flatMap((file, i) => (isAllowedType(types[i] ?? '', limits.allowedTypes)
    ? []
    : [userError('files', 'UNSUPPORTED_TYPE', `${cleanFilename(file.name)} can't be attached: files of type ${types[i]} are not accepted here.`)]));
  if (typeErrors.length > 0) return { errors: typeErrors };

  const contents = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const sizeErrors = contents.flatMap((bytes, i) => (bytes.byteLength > limits.maxFileBytes
    ? [userError('files', 'TOO_LONG', `${cleanFilename(files[i]?.name ?? '')} is larger than ${formatBytes(limits.maxFileBytes)}.`)]
    : []));
  if (sizeErrors.length > 0) return { errors: sizeErrors };

  // Bytes first, durably; rows after, in one transaction: all files are attached or none is.
  const stored: StoredFile[] = [];
  for (const bytes of contents) stored.push(await store.put(bytes));
  const attachments = await db.transaction().execute(async (trx) => {
    const at = new Date();
    const rows = await trx
      .insertInto('attachments')
      .values(files.map((file, i) => ({
        issue_id: target.issueId,
        comment_id: target.commentId,
        uploader_id: command.viewer.id,
        filename: cleanFilename(file.name),
        content_type: types[i] ?? 'application/octet-stream',
        size: stored[i]?.size ?? 0,
        sha256: stored[i]?.sha256 ?? '',
      })))
      .returningAll()
      .execute();
    if (target.commentId !== null) await trx.updateTable('comments').set({ updated_at: at }).where('id', '=', target.commentId).execute();
    await trx.updateTable('issues').set({ updated_at: at }).where('id', '=', target.issueId).execute();
    return rows;
  });
  return { attachments };
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}
