// Reads a GraphQL multipart request (the spec clients follow: `operations`, then `map`, then the files) at the
// HTTP edge, from the Node request itself, as it arrives, with @fastify/busboy: each file part is streamed to
// the request's scratch folder (uploadScratch.ts) with the size limit enforced while it streams, and resolvers
// get files that read from there (uploadedFile.ts). Memory holds a few buffers whatever the files' size. Yoga's
// own reader (whatwg-node's `formData()`) held every file whole until the resolvers ran, and the stream Yoga
// puts in front of any reader to bound a body's length passes bytes on without waiting for the reader, so a
// fast client filled memory with the body's backlog: neither is in the way of a multipart request any more.
// The operation read here goes to Yoga as an already-parsed body (as operationKind.ts does for JSON).
//
// The parts must come in the spec's order: the files are only known as files once `map` has named them, so a
// file before `map` is refused rather than buffered. Every path of the map must end at a `null` placeholder
// that `operations` already holds (where the client took the file out), checked when the map arrives, before
// any file is read: a map naming index 99 999 999 of a one-element array once made Yoga create an array of
// that length (20 s and 2.6 GB for one request). A malformed request is a 400 BAD_REQUEST that says what is
// wrong; a file over TRIAGE_UPLOAD_MAX_BYTES, or a body longer than the upload settings allow, a 413
// REQUEST_ENTITY_TOO_LARGE.
import type { IncomingMessage } from 'node:http';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import type { UploadLimits } from '../config/uploads.ts';
import { MULTIPART_FIELD_BYTES, MULTIPART_FIELDS, multipartRequestLimit } from '../graphql/yoga.ts';
import type { UploadedFile } from './uploadedFile.ts';
import type { UploadScratch } from './uploadScratch.ts';

/** The most variable paths one request may fill (a file may fill several). */
const MAX_PATHS = 100;
/** The deepest variable path accepted (`variables.input.files.0` is 4). */
const MAX_PATH_SEGMENTS = 12;
const MAX_PATH_LENGTH = 300;
/** Why a multipart request was refused: the answer's status, its `extensions.code` and its message. */
export class MultipartRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const badRequest = (message: string) => new MultipartRefusal(400, 'BAD_REQUEST', message);
const tooLarge = (message: string) => new MultipartRefusal(413, 'REQUEST_ENTITY_TOO_LARGE', message);

const unreadable = (reason: string) => badRequest(`The multipart body could not be read: ${reason}`);

function parseJsonField(name: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`The multipart "${name}" field is not valid JSON.`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where one file goes: the `key` of `container`, a placeholder inside `operations`. */
interface Slot {
  readonly container: Record<string, unknown> | unknown[];
  readonly key: string;
}

/** Marks a placeholder taken by a map entry until its file arrives, so that two paths cannot claim one placeholder. */
const TAKEN = Symbol('a placeholder the map has claimed');

/** The placeholder at `path` inside `operations`, which must be `null` and not yet claimed; claims it. */
function claimSlot(operations: Record<string, unknown>, path: string): Slot {
  const segments = path.split('.');
  if (path.length > MAX_PATH_LENGTH || segments.length > MAX_PATH_SEGMENTS || segments[0] !== 'variables') {
    throw badRequest(
      `The multipart map path "${path.slice(0, 100)}" must start with "variables." and have at most ${MAX_PATH_SEGMENTS} parts.`,
    );
  }
  let container: unknown = operations;
  for (let i = 0; i < segments.length - 1; i += 1) {
    container = childAt(container, segments[i] as string);
    if (container === undefined) break;
  }
  const key = segments.at(-1) as string;
  if (container === undefined || childAt(container, key) !== null || !(Array.isArray(container) || isRecord(container))) {
    throw badRequest(`The multipart map path "${path.slice(0, 100)}" does not name a null placeholder in "operations".`);
  }
  (container as Record<string, unknown>)[key] = TAKEN;
  return { container, key };
}

/** An own element of an array (by index) or an own property of an object; undefined for anything else. */
function childAt(container: unknown, key: string): unknown {
  if (Array.isArray(container)) {
    if (!/^(0|[1-9]\d{0,8})$/.test(key)) return undefined;
    const index = Number(key);
    return index < container.length ? container[index] : undefined;
  }
  if (isRecord(container) && Object.hasOwn(container, key)) return container[key];
  return undefined;
}

/** The map's entries, checked and their placeholders claimed: file field name -> the slots its file fills. */
function readMap(operations: Record<string, unknown>, value: string): Map<string, Slot[]> {
  const map = parseJsonField('map', value);
  if (!isRecord(map)) throw badRequest('The multipart "map" field must be a JSON object from file fields to variable paths.');
  const slots = new Map<string, Slot[]>();
  let paths = 0;
  for (const [field, targets] of Object.entries(map)) {
    if (!Array.isArray(targets) || targets.length === 0 || !targets.every((t) => typeof t === 'string')) {
      throw badRequest(`The multipart map entry "${field.slice(0, 100)}" must be a non-empty list of variable paths.`);
    }
    paths += targets.length;
    if (paths > MAX_PATHS) throw badRequest(`The multipart map names more than ${MAX_PATHS} variable paths.`);
    if (field === 'operations' || field === 'map') {
      throw badRequest(`The multipart map entry "${field}" names a text field, not a file.`);
    }
    slots.set(
      field,
      targets.map((path: string) => claimSlot(operations, path)),
    );
  }
  return slots;
}

/** The limits busboy enforces while it parses. */
function multipartLimits(uploads: UploadLimits) {
  return {
    fileSize: uploads.maxFileBytes,
    files: uploads.maxFiles,
    fieldSize: MULTIPART_FIELD_BYTES,
    fields: MULTIPART_FIELDS,
    parts: uploads.maxFiles + MULTIPART_FIELDS,
  };
}

/**
 * Reads the multipart request `req` into the operation it carries, its files in `scratch`. Settles once every
 * file is on disk, or at the first refusal (a MultipartRefusal, or the server's own failure, such as a full
 * disk): the parsing then stops, and what is left of the body is read and dropped, up to the request limit,
 * so that the client, still sending, gets the answer.
 */
export function readMultipartUpload(req: IncomingMessage, uploads: UploadLimits, scratch: UploadScratch): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const limits = multipartLimits(uploads);
    const requestLimit = multipartRequestLimit(uploads);
    if (Number(req.headers['content-length'] ?? 0) > requestLimit) {
      reject(tooLarge(`The request body is larger than the upload settings allow (${requestLimit} bytes).`));
      return;
    }
    let settled = false;
    let operations: Record<string, unknown> | undefined;
    let slots: Map<string, Slot[]> | undefined;
    const files = new Map<string, Promise<UploadedFile>>();
    /** File parts still streaming to disk, ended at a refusal so that no write waits for bytes that never come. */
    const streaming = new Set<BusboyFileStream>();
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: { 'content-type': req.headers['content-type'] ?? '' }, limits, defCharset: 'utf-8' });
    } catch (error) {
      reject(unreadable(error instanceof Error ? error.message : String(error)));
      return;
    }
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.destroy();
      for (const stream of streaming) stream.destroy();
      req.resume();
      reject(error);
    };
    // Counted as it arrives (a body without Content-Length has no other bound); past the limit, even while
    // the rest is dropped after a refusal, the connection is cut.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received <= requestLimit) return;
      if (settled) return void req.destroy();
      fail(tooLarge(`The request body is larger than the upload settings allow (${requestLimit} bytes).`));
    });
    // A client that goes away mid-body: the parser would wait for the rest for ever.
    req.on('error', (error: Error) => fail(unreadable(error.message)));
    req.on('close', () => {
      if (!req.complete) fail(unreadable('the client closed the connection before the end of the body'));
    });
    const guard =
      <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        if (settled) return;
        try {
          handler(...args);
        } catch (error) {
          fail(error);
        }
      };

    parser.on(
      'field',
      guard((name: string, value: string, nameTruncated: boolean, valueTruncated: boolean) => {
        if (nameTruncated) throw unreadable(`Field name size exceeded: the name of "${name}…" is too long`);
        if (valueTruncated) throw unreadable(`Field value size exceeded: ${MULTIPART_FIELD_BYTES} bytes`);
        if (operations === undefined) {
          if (name !== 'operations') throw badRequest('The multipart form must begin with its "operations" field.');
          const parsed = parseJsonField('operations', value);
          if (!isRecord(parsed))
            throw badRequest('The multipart "operations" field must be one operation (a JSON object); batching is off.');
          operations = parsed;
        } else if (name === 'operations' || (name === 'map' && slots !== undefined)) {
          throw badRequest(`The multipart "${name}" field appears twice.`);
        } else if (name === 'map') {
          slots = readMap(operations, value);
        } else if (slots?.has(name)) {
          throw badRequest(`The multipart map entry "${name.slice(0, 100)}" names a text field, not a file.`);
        }
        // Other text fields are no part of the spec and are ignored, as they always were.
      }),
    );
    parser.on('file', (name: string, stream: BusboyFileStream, filename: string, _encoding: string, mimeType: string) => {
      // Whatever happens to this part, its bytes must keep flowing (or the parser stalls): drained when unwanted.
      if (settled) return void stream.resume();
      try {
        if (operations === undefined) throw badRequest('The multipart form must begin with its "operations" field.');
        if (slots === undefined) throw badRequest('The multipart "map" field must come before the files.');
        if (!slots.has(name)) return void stream.resume();
        if (files.has(name)) throw badRequest(`The multipart file field "${name.slice(0, 100)}" appears twice.`);
      } catch (error) {
        stream.resume();
        return fail(error);
      }
      stream.on('limit', () => fail(tooLarge(`File size limit exceeded: ${uploads.maxFileBytes} bytes`)));
      streaming.add(stream);
      stream.once('close', () => streaming.delete(stream));
      const written = scratch.write(stream, filename, mimeType);
      // A failure to write (a full disk) is the server's: a 500, not the client's 400.
      written.catch(fail);
      files.set(name, written);
    });
    parser.on('filesLimit', () => fail(unreadable(`Files limit exceeded: ${limits.files}`)));
    parser.on('fieldsLimit', () => fail(unreadable(`Fields limit exceeded: ${limits.fields}`)));
    parser.on('partsLimit', () => fail(unreadable(`Parts limit exceeded: ${limits.parts}`)));
    parser.on('error', (error: unknown) => fail(unreadable(error instanceof Error ? error.message : String(error))));
    parser.on('finish', () => {
      if (settled) return;
      if (operations === undefined) return fail(badRequest('The multipart form has no "operations" field.'));
      const found = operations;
      const fileSlots = slots ?? new Map<string, Slot[]>();
      Promise.all([...files].map(async ([name, file]) => [name, await file] as const)).then((written) => {
        if (settled) return;
        settled = true;
        const byName = new Map(written);
        // A map entry without its file part leaves the placeholder null: the variable's type then says what is missing.
        for (const [name, targets] of fileSlots) {
          for (const { container, key } of targets) (container as Record<string, unknown>)[key] = byName.get(name) ?? null;
        }
        resolve(found);
      }, fail);
    });
    req.pipe(parser);
  });
}
