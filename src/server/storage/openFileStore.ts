// The store TRIAGE_STORAGE_URL names: the data folder's `attachments/` by default, or an S3-compatible bucket.
import path from 'node:path';
import type { StorageConfig } from '../config/storage.ts';
import { takeOverAwsSdkNodeWarning } from './awsSdkNodeSupport.ts';
import type { FileStore } from './fileStore.ts';
import { FolderStore } from './folderStore.ts';
import { S3Store } from './s3Store.ts';

/** `warn`: one line for the operator (the S3 store's note on this Node's support by the AWS SDK). */
export function openFileStore(storage: StorageConfig, dataDir: string, warn: (line: string) => void): FileStore {
  if (storage.kind !== 's3') return new FolderStore(path.join(dataDir, 'attachments'));
  takeOverAwsSdkNodeWarning(warn);
  return new S3Store(storage);
}
