// The store TRIAGE_STORAGE_URL names: the data folder's `attachments/` by default, or an S3-compatible bucket.
import path from 'node:path';
import type { StorageConfig } from '../config/storage.ts';
import type { FileStore } from './fileStore.ts';
import { FolderStore } from './folderStore.ts';
import { S3Store } from './s3Store.ts';

export function openFileStore(storage: StorageConfig, dataDir: string): FileStore {
  return storage.kind === 's3' ? new S3Store(storage) : new FolderStore(path.join(dataDir, 'attachments'));
}
