// The one interface attachment bytes go through, whatever keeps them: a folder on this machine
// (storage/folderStore.ts, the default) or an S3-compatible object store (storage/s3Store.ts).
//
// Files are content-addressed: a file's name is the SHA-256 of its bytes, so the same bytes are stored once
// and a stored file never changes. Crash safety with the database (a row never points at a missing file):
// `put` returns only once the bytes are durably in place, BEFORE the row that names them is inserted. A
// crash in between leaves a file no row names (or a temporary one); `sweep` removes those once they are
// older than a grace period that covers any process between its `put` and its insert.
import type { Readable } from 'node:stream';

export interface StoredFile {
  readonly sha256: string;
  readonly size: number;
}

/** Bytes `start` to `end` of a file, both included (as in HTTP's Range). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** What `sweep` asks: which of these hashes some row names. */
export type ReferencedAmong = (sha256s: string[]) => Promise<Set<string>>;

export interface FileStore {
  /** Where the files are, for operators' messages: a folder, or s3://bucket/prefix. Never holds a secret. */
  readonly location: string;
  /**
   * Whether every server process reaches the same files by the store's nature (object storage). A folder is
   * shared only if the deployment mounts one volume everywhere, which /readyz checks (http/readiness.ts).
   */
  readonly sharedByNature: boolean;
  /** Stores the bytes as they arrive, durably, and answers their hash; storing the same bytes again changes nothing. */
  put(bytes: AsyncIterable<Uint8Array> | Uint8Array): Promise<StoredFile>;
  has(sha256: string): Promise<boolean>;
  /** A stream of the file's bytes (or of `range` of them); null when the store has no such file. */
  open(sha256: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * Deletes the file of `sha256` once an attachment's removal has committed, if no row refers to it any more
   * (`isReferenced`, asked first) and nothing stored the same bytes since `removalStarted`. Answers whether it
   * deleted the file; a file kept by mistake is still removed by the sweep once unreferenced.
   */
  removeUnreferenced(sha256: string, isReferenced: () => Promise<boolean>, removalStarted: Date): Promise<boolean>;
  /** Every stored hash (for the sweep and for tests). */
  list(): Promise<string[]>;
  /** Names of temporary files left by a crash or a failed write. */
  temporaryFiles(): Promise<string[]>;
  /** Removes temporary files, and stored files no row names, that are older than `graceMs`. */
  sweep(isReferenced: ReferencedAmong, graceMs: number): Promise<{ removed: number }>;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function checkedSha256(sha256: string): string {
  if (!SHA256_HEX.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
  return sha256;
}
