// Bytes on their way into a store, hashed and counted as they pass, so a file's name (its SHA-256) is known
// when its last byte is written without ever holding the file whole.
import { createHash } from 'node:crypto';
import type { StoredFile } from './fileStore.ts';

export interface HashingReader {
  /** The bytes, to be read once. */
  readonly chunks: AsyncIterable<Uint8Array>;
  /** The hash and size of what was read; only once `chunks` has been read to its end. */
  result(): StoredFile;
}

export function hashingReader(bytes: AsyncIterable<Uint8Array> | Uint8Array): HashingReader {
  const hash = createHash('sha256');
  let size = 0;
  let done = false;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for await (const chunk of bytes instanceof Uint8Array ? [bytes] : bytes) {
      hash.update(chunk);
      size += chunk.byteLength;
      yield chunk;
    }
    done = true;
  }
  return {
    chunks: chunks(),
    result() {
      if (!done) throw new Error('the bytes have not all been read');
      return { sha256: hash.digest('hex'), size };
    },
  };
}
