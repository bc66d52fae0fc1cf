// What every resolver receives: the server's services and this request's own DataLoaders.
import type { UploadLimits } from '../config.ts';
import type { DB } from '../db/database.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { createLoaders, type Loaders } from './loaders.ts';

/** The long-lived parts of the server that requests use. */
export interface Services {
  readonly db: DB;
  readonly files: FileStore;
  readonly uploads: UploadLimits;
}

export interface Context extends Services {
  readonly loaders: Loaders;
}

export function createContext(services: Services): Context {
  return { ...services, loaders: createLoaders(services.db) };
}
