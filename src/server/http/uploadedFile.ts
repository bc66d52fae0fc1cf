// A file of a multipart request as resolvers get it (the `File` scalar's value): its name and type as the client
// claimed them, its size as received, and its bytes read from the request's scratch folder (uploadScratch.ts)
// as a stream, so a store can take them in without the file ever being held whole in memory.
//
// Everything is behind getters and private fields: code that walks variables (nulCharacterGuard.ts, the
// idempotency fingerprint) sees no own properties to descend into, and no code sees the scratch path.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';

export class UploadedFile {
  readonly #path: string;
  readonly #name: string;
  readonly #type: string;
  readonly #size: number;

  constructor(path: string, name: string, type: string, size: number) {
    this.#path = path;
    this.#name = name;
    this.#type = type;
    this.#size = size;
  }

  get name(): string {
    return this.#name;
  }

  get type(): string {
    return this.#type;
  }

  get size(): number {
    return this.#size;
  }

  /** The bytes, from disk, a buffer at a time. */
  stream(): Readable {
    return createReadStream(this.#path);
  }

  /** All the bytes at once: only for small files (an avatar, after its size was checked). */
  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await fs.readFile(this.#path);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
}
