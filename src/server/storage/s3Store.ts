// Attachment bytes in an S3-compatible object store (TRIAGE_STORAGE_URL=s3://…), under `<prefix>sha256/<hash>`.
// A new file's key is its hash, known only once the last byte has passed, so the bytes are streamed to a
// temporary key `<prefix>tmp/<uuid>` (a multipart upload of 5 MiB parts, one in flight: memory stays
// bounded whatever the file's size), hashed on the way, then copied to their key and the temporary object
// deleted. As in the folder, a crash leaves only objects the sweep removes (fileStore.ts).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../config/storage.ts';
import { hashingReader } from './hashingReader.ts';
import { checkedSha256, SHA256_HEX, type ByteRange, type FileStore, type ReferencedAmong, type StoredFile } from './fileStore.ts';

/**
 * S3's smallest part but the last: the part being sent is held whole (and the next one gathered meanwhile), so
 * the smallest keeps an upload's memory lowest (a 200 MiB upload must not grow the server by 64 MiB, see
 * tests/server/uploadMemory.test.ts); a 25 MB file is 5 requests.
 */
const PART_BYTES = 5 * 1024 * 1024;
/**
 * S3 keeps LastModified to the second. Comparing an object's time with a moment in milliseconds, it is taken to
 * be up to a second later than it says, so a file stored just now is never judged old.
 */
const TIMESTAMP_PRECISION_MS = 1000;

/** An object was not found: S3's NoSuchKey / NotFound, or a bare 404 (HEAD answers have no body to name them). */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export class S3Store implements FileStore {
  readonly sharedByNature = true;
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.location = `s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      // Checksums only where S3 requires them: newer SDKs otherwise frame every streamed upload as
      // `aws-chunked` with trailing checksums, which several S3-compatible servers store as part of the
      // bytes. Integrity is ours anyway: the key is the SHA-256 we computed while streaming.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(sha256: string): string {
    return `${this.prefix}sha256/${checkedSha256(sha256)}`;
  }

  private get temporaryPrefix(): string {
    return `${this.prefix}tmp/`;
  }

  async put(bytes: AsyncIterable<Uint8Array> | Uint8Array): Promise<StoredFile> {
    const temporaryKey = `${this.temporaryPrefix}${randomUUID()}`;
    const reader = hashingReader(bytes);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: temporaryKey, Body: Readable.from(reader.chunks, { objectMode: false }) },
      partSize: PART_BYTES,
      queueSize: 1,
    });
    try {
      await upload.done();
      const { sha256, size } = reader.result();
      // Copying onto an existing key (the same bytes, stored before) rewrites it and so refreshes its
      // LastModified: a concurrent sweep's grace period then covers the row about to be inserted.
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(sha256),
          CopySource: `${this.bucket}/${encodeURI(temporaryKey)}`,
          MetadataDirective: 'REPLACE',
        }),
      );
      return { sha256, size };
    } finally {
      // A failed delete leaves a temporary object the sweep removes.
      await this.delete(temporaryKey).catch(() => undefined);
    }
  }

  async has(sha256: string): Promise<boolean> {
    return (await this.lastModified(this.keyOf(sha256))) !== null;
  }

  async open(sha256: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(sha256),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // In Node the SDK's body is the HTTP response itself, an IncomingMessage.
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered a body that is not a Node stream');
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async removeUnreferenced(sha256: string, isReferenced: () => Promise<boolean>, removalStarted: Date): Promise<boolean> {
    if (await isReferenced()) return false;
    const key = this.keyOf(sha256);
    const modified = await this.lastModified(key);
    if (modified === null || modified + TIMESTAMP_PRECISION_MS >= removalStarted.getTime()) return false;
    await this.delete(key);
    return true;
  }

  async list(): Promise<string[]> {
    return (await this.objectsUnder(`${this.prefix}sha256/`)).map((object) => object.name).filter((name) => SHA256_HEX.test(name));
  }

  async temporaryFiles(): Promise<string[]> {
    return (await this.objectsUnder(this.temporaryPrefix)).map((object) => object.name);
  }

  async sweep(isReferenced: ReferencedAmong, graceMs: number): Promise<{ removed: number }> {
    const cutoff = Date.now() - graceMs;
    const isOld = (modified: number) => modified + TIMESTAMP_PRECISION_MS < cutoff;
    let removed = 0;
    for (const object of await this.objectsUnder(this.temporaryPrefix)) {
      if (isOld(object.modified)) {
        await this.delete(object.key);
        removed += 1;
      }
    }
    const stored = (await this.objectsUnder(`${this.prefix}sha256/`)).filter((object) => SHA256_HEX.test(object.name));
    const referenced = stored.length > 0 ? await isReferenced(stored.map((object) => object.name)) : new Set<string>();
    for (const object of stored) {
      if (referenced.has(object.name) || !isOld(object.modified)) continue;
      // Asked again just before deleting: the same bytes may have been stored again since the listing.
      const modified = await this.lastModified(object.key);
      if (modified !== null && isOld(modified)) {
        await this.delete(object.key);
        removed += 1;
      }
    }
    return { removed };
  }

  /** Every object under `prefix`, page by page: its key, its name after the prefix and its LastModified. */
  private async objectsUnder(prefix: string): Promise<{ key: string; name: string; modified: number }[]> {
    const objects: { key: string; name: string; modified: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        objects.push({ key: object.Key, name: object.Key.slice(prefix.length), modified: object.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return objects;
  }

  private async lastModified(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.LastModified?.getTime() ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  private async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
