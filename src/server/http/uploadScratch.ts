// Where the files of one multipart request wait on disk while the request lasts: a folder of its own, made when
// the first file arrives, removed with everything in it when the request is over, whatever its outcome (done,
// refused, the client gone, a server error). The HTTP edge (http/app.ts) owns it and removes it once the
// response is over; the multipart reader (multipartUpload.ts) writes into it. A file part is streamed here as
// it arrives, never held whole in memory: a 200 MB upload costs the server a few buffers, not 200 MB.
//
// A process killed mid-request cannot remove its folders, so each folder's name says which process made it
// (a hash of the machine's name and the process id): `sweep` removes, at start and periodically, the folders of
// processes of this machine that no longer run, and any other folder once nothing has been written in it for
// a grace period; the folders of this process's own requests are never touched (it knows which are live).
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UploadedFile } from './uploadedFile.ts';

const PREFIX = 'triage-upload-';
/** `triage-upload-<machine>-<pid>-<random>`: the machine is the first 8 hex digits of the SHA-256 of its name. */
const FOLDER_NAME = /^triage-upload-([0-9a-f]{8})-(\d{1,10})-[0-9a-f]{16}$/;
/** The folders of versions before the names said who made them (`mkdtemp`'s six characters). */
const OLDER_FOLDER_NAME = /^triage-upload-[A-Za-z0-9]{6}$/;

const machine = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);

/** Whether process `pid` of this machine runs (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The latest time anything in `folder` (or the folder itself) was written, or null when it is not a folder of ours. */
async function lastWritten(folder: string): Promise<number | null> {
  // lstat: a symbolic link (which this server never makes) is not followed, and not a folder of ours.
  const stat = await fs.lstat(folder).catch(() => null);
  if (!stat?.isDirectory() || (typeof process.getuid === 'function' && stat.uid !== process.getuid())) return null;
  let latest = stat.mtimeMs;
  for (const name of await fs.readdir(folder).catch(() => [] as string[])) {
    const file = await fs.lstat(path.join(folder, name)).catch(() => null);
    if (file) latest = Math.max(latest, file.mtimeMs);
  }
  return latest;
}

/** The folder under which every request's upload folder is made (the system's temporary folder), and their sweep. */
export class UploadScratchArea {
  /** The folders of this process's requests under way. */
  private readonly live = new Set<string>();

  constructor(readonly parent: string) {}

  /** A new request's scratch; its folder is made when its first file arrives. */
  open(): UploadScratch {
    return new UploadScratch(this);
  }

  /** Makes a new folder for one request's files (0700, never an existing one) and counts it live until `release`. */
  async claim(): Promise<string> {
    await fs.mkdir(this.parent, { recursive: true });
    const folder = path.join(this.parent, `${PREFIX}${machine}-${process.pid}-${randomBytes(8).toString('hex')}`);
    // Live before it exists, so a sweep listing the parent meanwhile never takes it for another's.
    this.live.add(folder);
    try {
      await fs.mkdir(folder, { mode: 0o700 });
    } catch (error) {
      this.live.delete(folder);
      throw error;
    }
    return folder;
  }

  async release(folder: string): Promise<void> {
    try {
      // Retried: a refused request's file streams are being destroyed as this runs, and one may still create its
      // file after the removal listed the folder (ENOTEMPTY), which once turned a 400 into a 500 in CI.
      await fs.rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    } finally {
      this.live.delete(folder);
    }
  }

  /**
   * Removes the upload folders no request is using any more: those of this machine's processes that no longer
   * run (killed mid-upload), those of this process that no request of it holds (left by an earlier process
   * with the same id, or a failed removal), and any other once nothing was written in it for `graceMs` (a
   * process of another machine sharing the folder, or a process id used again). Answers the names removed.
   */
  async sweep(graceMs: number): Promise<{ removed: string[] }> {
    const names = await fs.readdir(this.parent).catch(() => [] as string[]);
    const cutoff = Date.now() - graceMs;
    const removed: string[] = [];
    // Only names this server makes: other folders starting alike (a test's `triage-upload-memory-…`) are not its own.
    for (const name of names.filter((n) => FOLDER_NAME.test(n) || OLDER_FOLDER_NAME.test(n))) {
      const folder = path.join(this.parent, name);
      if (this.live.has(folder)) continue;
      const written = await lastWritten(folder);
      if (written === null) continue;
      const owner = FOLDER_NAME.exec(name);
      const ownerGone = owner !== null && owner[1] === machine && (Number(owner[2]) === process.pid || !isRunning(Number(owner[2])));
      if (!ownerGone && written >= cutoff) continue;
      await fs.rm(folder, { recursive: true, force: true });
      removed.push(name);
    }
    return { removed };
  }
}

export class UploadScratch {
  private folder: Promise<string> | null = null;
  private count = 0;
  private removed = false;

  constructor(private readonly area: UploadScratchArea) {}

  /** Streams `bytes` into a new file of this request's folder and answers it as the file the resolvers get. */
  async write(bytes: Readable, name: string, type: string): Promise<UploadedFile> {
    if (this.removed) throw new Error('the request is over: its upload folder is gone');
    this.folder ??= this.area.claim();
    const file = path.join(await this.folder, String((this.count += 1)));
    await pipeline(bytes, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    const { size } = await fs.stat(file);
    return new UploadedFile(file, name, type, size);
  }

  /** Removes the folder and its files; later writes fail. Safe to call more than once. */
  async remove(): Promise<void> {
    this.removed = true;
    const folder = await this.folder?.catch(() => null);
    if (folder) await this.area.release(folder);
  }
}
