// GET /attachments/<global id>/<name>: an attachment's bytes. Safe image types are shown inline with their
// type; everything else is a download, so uploaded HTML or SVG never runs in the app's origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/database.ts';
import { INLINE_IMAGE_TYPES } from '../domain/attachmentFiles.ts';
import { visibleProject } from '../domain/authorization.ts';
import type { SignedIn } from '../domain/viewer.ts';
import { keyOf } from '../graphql/globalId.ts';
import type { FileStore } from '../storage/fileStore.ts';

export function attachmentIdFrom(req: IncomingMessage, pathname: string): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  return /^\/attachments\/([A-Za-z0-9_-]{1,64})(\/[^/]*)?$/.exec(pathname)?.[1] ?? null;
}

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function serveAttachment(
  db: DB,
  files: FileStore,
  viewer: SignedIn,
  globalId: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const id = keyOf(globalId, 'Attachment');
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('attachments')
          .innerJoin('issues', 'issues.id', 'attachments.issue_id')
          .selectAll('attachments')
          .select('issues.project_id')
          .where('attachments.id', '=', id)
          .executeTakeFirst();
  // Outside a private project, its files do not exist: the same 404 as for a missing one.
  if (!row || !(await visibleProject(db, viewer, row.project_id))) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }).end('No such attachment.\n');
    return;
  }
  const inline = INLINE_IMAGE_TYPES.has(row.content_type);
  const etag = `"${row.sha256}"`;
  const headers = {
    'Content-Type': inline ? row.content_type : 'application/octet-stream',
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', row.filename),
    'X-Content-Type-Options': 'nosniff',
    // An image opened by itself is shown in the browser's image document, which styles itself inline.
    'Content-Security-Policy': inline ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox",
    // Revalidated on every use, so a browser never shows a file to someone no longer allowed to see it (after
    // sign-out, or to the next user): the 304 below is answered only after the visibility check above.
    'Cache-Control': 'private, no-cache',
    ETag: etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const bytes = await files.read(row.sha256).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (bytes === null) {
    // The row is here and its file is not: this process's storage is not the one the file was stored in
    // (several processes on one PostgreSQL must share the data folder), or the folder was damaged.
    console.error(`Attachment ${row.id}: its file ${row.sha256} is missing from ${files.root}.`);
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' })
      .end('The file of this attachment is missing from the server’s storage. Ask an admin.\n');
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(bytes.byteLength) });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
