// Business rules for attachments: which files are accepted, how they are named and typed, and how they are
// stored so that the database and the file store always agree (see storage/fileStore.ts).
import type { UploadLimits } from '../config.ts';
import type { DB } from '../db/database.ts';
import type { AttachmentRow } from '../db/tables.ts';
import type { FileStore, StoredFile } from '../storage/fileStore.ts';
import { canWrite, visibleProject } from './authorization.ts';
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
  /** The issue's key, or null when the client sent an id that names no issue. */
  readonly issueId: number | null;
  readonly files: readonly IncomingFile[];
  /** Who attaches: they must see the issue's project and be a member or admin. */
  readonly viewer: SignedIn;
}

export type AddAttachmentsResult =
  | { readonly attachments: readonly AttachmentRow[] }
  | { readonly errors: readonly UserErrorModel[] };

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

export async function addIssueAttachments(
  db: DB, store: FileStore, limits: UploadLimits, command: AddAttachmentsCommand,
): Promise<AddAttachmentsResult> {
  const { files } = command;
  if (files.length === 0) return { errors: [userError('files', 'REQUIRED', 'Choose at least one file.')] };
  if (files.length > limits.maxFiles) {
    return { errors: [userError('files', 'TOO_MANY', `At most ${limits.maxFiles} files can be attached at once.`)] };
  }
  const issue = command.issueId === null
    ? undefined
    : await db.selectFrom('issues').select(['id', 'project_id']).where('id', '=', command.issueId).executeTakeFirst();
  if (!issue || !(await visibleProject(db, command.viewer, issue.project_id))) {
    return { errors: [userError('issueId', 'NOT_FOUND', 'No such issue.')] };
  }
  if (!canWrite(command.viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Viewers cannot attach files.')] };

  const contents = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const errors = contents.flatMap((bytes, i) => (bytes.byteLength > limits.maxFileBytes
    ? [userError('files', 'TOO_LONG', `${cleanFilename(files[i]?.name ?? '')} is larger than ${formatBytes(limits.maxFileBytes)}.`)]
    : []));
  if (errors.length > 0) return { errors };

  // Bytes first, durably; rows after, in one transaction: all files are attached or none is.
  const stored: StoredFile[] = [];
  for (const bytes of contents) stored.push(await store.put(bytes));
  const attachments = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('attachments')
      .values(files.map((file, i) => ({
        issue_id: issue.id,
        uploader_id: command.viewer.id,
        filename: cleanFilename(file.name),
        content_type: cleanContentType(file.type),
        size: stored[i]?.size ?? 0,
        sha256: stored[i]?.sha256 ?? '',
      })))
      .returningAll()
      .execute();
    await trx.updateTable('issues').set({ updated_at: new Date() }).where('id', '=', issue.id).execute();
    return rows;
  });
  return { attachments };
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}
