// A page (index.html with its preloads, pagePreloads.ts) is the same bytes for every visitor until the next
// deploy, so each of its encodings is made once, on the first request that asks for it, and kept: compressing
// the ~99 kB page (most of it Fluent's first-load CSS) with Brotli on every request cost ~3.9 ms of CPU each.
// Made once, they can use the best settings (Brotli quality 11, gzip level 9), which on every request would
// cost far more. Compression runs on libuv's thread pool (zlib's callback API), not on the event loop.
import zlib from 'node:zlib';

/** The encodings a page is sent in, best first (Brotli is smaller than gzip on text). */
export const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * The encoding of PAGE_ENCODINGS the request's Accept-Encoding ranks highest (ties go to the better
 * compression). No header, or one that accepts neither br nor gzip: identity (RFC 9110 §12.5.3 lets a server
 * send the content uncoded rather than answer 406, which a browser would show as an error page).
 */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='))?.slice(2);
    const weight = q === undefined ? 1 : Number(q);
    // A malformed weight counts as a refusal rather than a guess.
    weights.set(name, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  let best: PageEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PAGE_ENCODINGS) {
    if (encoding === 'identity') break;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
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
