// Where the files of one multipart request wait on disk while the request lasts: a folder of its own, made when
// the first file arrives, removed with everything in it when the request is over, whatever its outcome (done,
// refused, the client gone, a server error). The HTTP edge (http/app.ts) owns it and removes it once the
// response is over; the multipart reader (multipartRequest.ts) writes into it. A file part is streamed here as
// it arrives, never held whole in memory: a 200 MB upload costs the server a few buffers, not 200 MB.
//
// A process that dies mid-request leaves its folder behind, under the system's temporary folder (TMPDIR),
// which the system cleans; the folder names start with `triage-upload-` so an operator can tell them.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UploadedFile } from './uploadedFile.ts';

export class UploadScratch {
  private folder: Promise<string> | null = null;
  private count = 0;
  private removed = false;

  /** `parent`: the folder under which this request's folder is made (the system's temporary folder). */
  constructor(private readonly parent: string) {}

  /** Streams `bytes` into a new file of this request's folder and answers it as the file the resolvers get. */
  async write(bytes: Readable, name: string, type: string): Promise<UploadedFile> {
    if (this.removed) throw new Error('the request is over: its upload folder is gone');
    this.folder ??= fs.mkdir(this.parent, { recursive: true }).then(() => fs.mkdtemp(path.join(this.parent, 'triage-upload-')));
    const file = path.join(await this.folder, String((this.count += 1)));
    await pipeline(bytes, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    const { size } = await fs.stat(file);
    return new UploadedFile(file, name, type, size);
  }

  /** Removes the folder and its files; later writes fail. Safe to call more than once. */
  async remove(): Promise<void> {
    this.removed = true;
    const folder = await this.folder?.catch(() => null);
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  }
}
