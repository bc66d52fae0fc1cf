// A content-addressed file store under the data folder: a file's path is its SHA-256, so the same bytes are
// stored once, and a stored file never changes.
//
// Crash safety with the database (a row never points at a missing file): bytes are written to a temporary
// file, flushed to disk (fsync) and renamed into place (atomic on POSIX) BEFORE the row that refers to them
// is inserted. A crash before the rename leaves only a temporary file; a crash after it leaves a file that
// no row refers to. Both are removed by `sweep()` (at start-up and periodically: storage/sweep.ts), which
// never touches a file some row names, nor one younger than the grace period it is given (a process may be
// between its rename and its insert).
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  readonly sha256: string;
  readonly size: number;
}

export class FileStore {
  private readonly objects: string;
  private readonly temporary: string;

  constructor(readonly root: string) {
    this.objects = path.join(root, 'sha256');
    this.temporary = path.join(root, 'tmp');
  }

  pathOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return path.join(this.objects, sha256.slice(0, 2), sha256);
  }

  /** Stores the bytes durably and returns their hash; storing the same bytes again is a no-op. */
  async put(bytes: Uint8Array): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const target = this.pathOf(sha256);
    if (await exists(target)) {
      // Refresh its age so a concurrent sweep's grace period covers the row we are about to insert.
      const now = new Date();
      await fs.utimes(target, now, now);
      return { sha256, size: bytes.byteLength };
    }
    await fs.mkdir(this.temporary, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(this.temporary, `${randomUUID()}.part`);
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return { sha256, size: bytes.byteLength };
  }

  async has(sha256: string): Promise<boolean> {
    return exists(this.pathOf(sha256));
  }

  async read(sha256: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(sha256));
  }

  /**
   * Deletes the file of `sha256` once an attachment's removal has committed, if no row refers to it any more
   * (`isReferenced`, asked first) and nothing stored the same bytes since `removalStarted` (put() refreshes a
   * file's time, so an upload of the same content under way keeps it). Answers whether it deleted the file;
   * a file kept by mistake is still removed by the sweep once unreferenced.
   */
  async removeUnreferenced(sha256: string, isReferenced: () => Promise<boolean>, removalStarted: Date): Promise<boolean> {
    if (await isReferenced()) return false;
    const file = this.pathOf(sha256);
    if (!(await isOld(file, removalStarted.getTime()))) return false;
    await fs.rm(file, { force: true });
    return true;
  }

  /** Every stored hash (for the sweep and for tests). */
  async list(): Promise<string[]> {
    const prefixes = await fs.readdir(this.objects).catch(() => [] as string[]);
    const lists = await Promise.all(prefixes.map((p) => fs.readdir(path.join(this.objects, p)).catch(() => [] as string[])));
    return lists.flat().filter((name) => /^[0-9a-f]{64}$/.test(name));
  }

  /** Temporary files left by a crash or a failed write. */
  async temporaryFiles(): Promise<string[]> {
    return fs.readdir(this.temporary).catch(() => [] as string[]);
  }

  /**
   * Removes temporary files and stored files that no row refers to and that are older than `graceMs`.
   * `isReferenced` is asked which of the stored hashes some row names.
   */
  async sweep(isReferenced: (sha256s: string[]) => Promise<Set<string>>, graceMs: number): Promise<{ removed: number }> {
    const cutoff = Date.now() - graceMs;
    let removed = 0;
    for (const name of await this.temporaryFiles()) {
      const file = path.join(this.temporary, name);
      if (await isOld(file, cutoff)) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    const stored = await this.list();
    const referenced = stored.length > 0 ? await isReferenced(stored) : new Set<string>();
    for (const sha256 of stored.filter((h) => !referenced.has(h))) {
      if (await isOld(this.pathOf(sha256), cutoff)) {
        await fs.rm(this.pathOf(sha256), { force: true });
        removed += 1;
      }
    }
    return { removed };
  }
}

async function isOld(file: string, cutoff: number): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => null);
  return stat !== null && stat.mtimeMs < cutoff;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
