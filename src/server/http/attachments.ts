// GET /attachments/<global id>/<name>: an attachment's bytes. Safe image types are shown inline with their
// type; everything else is a download, so uploaded HTML or SVG never runs in the app's origin. The bytes are
// streamed from the store (a folder or a bucket), whole or one byte range of them (video players seek,
// downloads resume), never held in memory.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import parseRange from 'range-parser';
import type { DB } from '../db/database.ts';
import { INLINE_IMAGE_TYPES } from '../domain/attachmentFiles.ts';
import { downloadableAttachment } from '../domain/attachments.ts';
import type { SignedIn } from '../domain/viewer.ts';
import { keyOf } from '../graphql/globalId.ts';
import type { ByteRange, FileStore } from '../storage/fileStore.ts';

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
  const row = id === null ? undefined : await downloadableAttachment(db, viewer, id);
  // Outside a private project, its files do not exist: the same 404 as for a missing one.
  if (!row) {
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
  // Answered only now, after the visibility check above: a 304 must not tell an outsider the file exists.
  if (matchesNoneOf(req.headers['if-none-match'], etag) === false) {
    res.writeHead(304, headers).end();
    return;
  }
  const range = askedRange(req, etag, row.size);
  if (range === 'unsatisfiable') {
    res
      .writeHead(416, { ...headers, 'Content-Range': `bytes */${row.size}`, 'Content-Type': 'text/plain; charset=utf-8' })
      .end('The requested range is not within the file.\n');
    return;
  }
  const bytes = await files.open(row.sha256, range ?? undefined);
  if (bytes === null) {
    // The row is here and its file is not: this process's storage is not the one the file was stored in
    // (several processes on one PostgreSQL must share one folder or bucket), or the storage was damaged.
    console.error(`Attachment ${row.id}: its file ${row.sha256} is missing from ${files.location}.`);
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' })
      .end('The file of this attachment is missing from the server’s storage. Ask an admin.\n');
    return;
  }
  const length = range ? range.end - range.start + 1 : row.size;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Accept-Ranges': 'bytes',
    'Content-Length': String(length),
    ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${row.size}` } : {}),
  });
  if (req.method === 'HEAD') {
    bytes.destroy();
    res.end();
    return;
  }
  // A client that goes away ends the pipeline, which closes the file or the storage's response.
  await pipeline(bytes, res).catch(() => undefined);
}

/**
 * Whether `etag` is none of an If-None-Match's tags (RFC 9110 §13.1.2: a list, or `*`, compared weakly); null
 * when there is no such header. (The `fresh` package would also refuse any request carrying
 * `Cache-Control: no-cache`, which fetch adds to every conditional request.)
 */
function matchesNoneOf(header: string | undefined, etag: string): boolean | null {
  if (header === undefined) return null;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() !== '*' && !header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The one byte range a GET asks for (RFC 9110 §14): null for the whole file (no Range, a Range this server does
 * not serve such as several ranges, or an If-Range naming another version); 'unsatisfiable' when no byte of
 * the file is within it.
 */
function askedRange(req: IncomingMessage, etag: string, size: number): ByteRange | 'unsatisfiable' | null {
  const header = req.headers.range;
  if (header === undefined || req.method !== 'GET') return null;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // -2: malformed, which a server ignores; a range other than bytes; several ranges (multipart answers are left out).
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [first] = ranges;
  return first ? { start: first.start, end: first.end } : null;
}
