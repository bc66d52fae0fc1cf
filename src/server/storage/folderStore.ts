// Attachment bytes in a folder on this machine (TRIAGE_DATA_DIR/attachments), under `sha256/<2>/<hash>`.
// A new file is streamed into `tmp/`, hashed on the way, flushed to disk (fsync) and renamed into place
// (atomic on POSIX), so a crash never leaves a half-written file under its hash (see fileStore.ts).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hashingReader } from './hashingReader.ts';
import { checkedSha256, SHA256_HEX, type ByteRange, type FileStore, type ReferencedAmong, type StoredFile } from './fileStore.ts';

export class FolderStore implements FileStore {
  readonly sharedByNature = false;
  private readonly objects: string;
  private readonly temporary: string;

  constructor(readonly root: string) {
    this.objects = path.join(root, 'sha256');
    this.temporary = path.join(root, 'tmp');
  }

  get location(): string {
    return this.root;
  }

  pathOf(sha256: string): string {
    return path.join(this.objects, checkedSha256(sha256).slice(0, 2), sha256);
  }

  async put(bytes: AsyncIterable<Uint8Array> | Uint8Array): Promise<StoredFile> {
    await fs.mkdir(this.temporary, { recursive: true });
    const temp = path.join(this.temporary, `${randomUUID()}.part`);
    const reader = hashingReader(bytes);
    try {
      // `flush`: the bytes reach the disk (fsync) before the file is closed, and so before it is renamed.
      await pipeline(reader.chunks, createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }));
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    const { sha256, size } = reader.result();
    const target = this.pathOf(sha256);
    try {
      if (await exists(target)) {
        // The same bytes are there: keep that file, and refresh its age so a concurrent sweep's grace period
        // covers the row about to be inserted.
        await fs.rm(temp, { force: true });
        const now = new Date();
        await fs.utimes(target, now, now);
      } else {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(temp, target);
      }
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return { sha256, size };
  }

  async has(sha256: string): Promise<boolean> {
    return exists(this.pathOf(sha256));
  }

  async open(sha256: string, range?: ByteRange): Promise<Readable | null> {
    // Opened first, so that a missing file is an answer (null) rather than an error in the middle of a response.
    const handle = await fs.open(this.pathOf(sha256), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (handle === null) return null;
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async removeUnreferenced(sha256: string, isReferenced: () => Promise<boolean>, removalStarted: Date): Promise<boolean> {
    if (await isReferenced()) return false;
    const file = this.pathOf(sha256);
    if (!(await isOld(file, removalStarted.getTime()))) return false;
    await fs.rm(file, { force: true });
    return true;
  }

  async list(): Promise<string[]> {
    const prefixes = await fs.readdir(this.objects).catch(() => [] as string[]);
    const lists = await Promise.all(prefixes.map((p) => fs.readdir(path.join(this.objects, p)).catch(() => [] as string[])));
    return lists.flat().filter((name) => SHA256_HEX.test(name));
  }

  async temporaryFiles(): Promise<string[]> {
    return fs.readdir(this.temporary).catch(() => [] as string[]);
  }

  async sweep(isReferenced: ReferencedAmong, graceMs: number): Promise<{ removed: number }> {
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
