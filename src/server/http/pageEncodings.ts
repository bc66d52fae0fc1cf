// A page (index.html with its preloads, pagePreloads.ts) is the same bytes for every visitor until the next
// deploy, so each of its encodings is made once, on the first request that asks for it, and kept: compressing
// the ~99 kB page (most of it Fluent's first-load CSS) with Brotli on every request cost ~3.9 ms of CPU each.
// Made once, they can use the best settings (Brotli quality 11, gzip level 9), which on every request would
// cost far more. Compression runs on libuv's thread pool (zlib's callback API), not on the event loop.
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** The encodings a page is sent in, best first (Brotli is smaller than gzip on text). */
export const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** The part of negotiator 1.x used here: a tie between equal weights goes to `preferred`'s order (its types, 0.6, predate the option). */
interface EncodingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/**
 * The encoding of `available` the request's Accept-Encoding ranks highest (negotiator reads the q-values and
 * `*`; ties go to the better compression). No header, or one that accepts none of them: identity (RFC 9110
 * §12.5.3 lets a server send the content uncoded rather than answer 406, which a browser would show as an error page).
 */
export function chooseEncoding<E extends PageEncoding>(acceptEncoding: string | undefined, available: readonly E[]): E | 'identity' {
  const negotiator: EncodingNegotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const chosen = negotiator.encoding([...available, 'identity'], { preferred: PAGE_ENCODINGS });
  return available.find((encoding) => encoding === chosen) ?? 'identity';
}

function compress(bytes: Buffer, encoding: Exclude<PageEncoding, 'identity'>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      zlib.brotliCompress(
        bytes,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        },
        done,
      );
    } else {
      zlib.gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }, done);
    }
  });
}

/** One page's bytes in each encoding, each made at most once (a failed compression is tried again next time). */
export function encodedOnce(text: string): (encoding: PageEncoding) => Promise<Buffer> {
  const identity = Buffer.from(text, 'utf8');
  const made = new Map<PageEncoding, Promise<Buffer>>();
  return (encoding) => {
    if (encoding === 'identity') return Promise.resolve(identity);
    let bytes = made.get(encoding);
    if (!bytes) {
      bytes = compress(identity, encoding);
      made.set(encoding, bytes);
      void bytes.catch(() => made.delete(encoding));
    }
    return bytes;
  };
}

// The ten bytes of a gzip member's header: deflate, no flags, no time, no OS named (RFC 1952 §2.3).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

function uint32le(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
}

function deflateRaw(bytes: Buffer, options: zlib.ZlibOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => zlib.deflateRaw(bytes, options, (error, result) => (error ? reject(error) : resolve(result))));
}

/**
 * A page whose head is the same for everyone and whose tail is one request's (its first query's answer,
 * pageAnswers.ts), gzipped with the head compressed once. A raw deflate stream ended by a full flush is
 * byte-aligned, has no final block, and leaves nothing the next block may refer back to; so the tail's own raw
 * deflate stream can follow it inside the same gzip member, whose CRC-32 continues over the tail. Per request,
 * only the tail (a few kB of JSON) is compressed. (Brotli streams cannot be joined this way: such pages go as gzip.)
 */
export function gzippedWithTail(head: string): (tail: string) => Promise<Buffer> {
  const headBytes = Buffer.from(head, 'utf8');
  const headCrc = zlib.crc32(headBytes);
  let deflatedHead: Promise<Buffer> | undefined;
  return async (tail) => {
    if (!deflatedHead) {
      deflatedHead = deflateRaw(headBytes, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_FULL_FLUSH });
      void deflatedHead.catch(() => (deflatedHead = undefined));
    }
    const tailBytes = Buffer.from(tail, 'utf8');
    const [headPart, tailPart] = await Promise.all([deflatedHead, deflateRaw(tailBytes, {})]);
    const length = headBytes.byteLength + tailBytes.byteLength;
    return Buffer.concat([GZIP_HEADER, headPart, tailPart, uint32le(zlib.crc32(tailBytes, headCrc)), uint32le(length % 2 ** 32)]);
  };
}

/** `page` with `tail` put just before its last `</body>` (at its end if it has none). */
export function withTail(page: string, tail: string): string {
  const at = page.lastIndexOf('</body>');
  return at === -1 ? page + tail : page.slice(0, at) + tail + page.slice(at);
}

/** `text`'s bytes gzipped (zlib's default level: it is compressed on every request) or as they are. */
export function gzippedIf(encoding: 'gzip' | 'identity', text: string): Promise<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  if (encoding === 'identity') return Promise.resolve(bytes);
  return new Promise((resolve, reject) => zlib.gzip(bytes, (error, result) => (error ? reject(error) : resolve(result))));
}
