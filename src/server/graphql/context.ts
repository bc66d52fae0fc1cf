// What every resolver receives: the database and this request's own DataLoaders.
import type { DB } from '../db/database.ts';
import { createLoaders, type Loaders } from './loaders.ts';

export interface Context {
  readonly db: DB;
  readonly loaders: Loaders;
}

export function createContext(db: DB): Context {
  return { db, loaders: createLoaders(db) };
}
