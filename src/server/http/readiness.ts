// /readyz: whether this process should be sent work. Ready means the database answers, every migration this
// code knows has run (a process started by a newer release against an older schema is not ready), and the
// process is not stopping. /healthz only says the process answers at all (liveness).
//
// It also reports whether this process sees the attachment files the others store: the newest attachment's
// file (stored before its row commits, by whichever process took the upload) must be in this process's
// store. When a folder lacks it, the folder is not shared between the processes, and files uploaded through
// one are missing (404) through the others. An object store is shared by nature: there a missing file means
// a damaged bucket (or the wrong one), and a failed look-up that the bucket does not answer. Reported, not
// counted against readiness: every process would turn unready alike (or all but one), and the fix is the
// deployment's (a shared folder, the bucket's address or credentials), not a restart.
import { databaseAnswers, pendingMigrations, type DB } from '../db/database.ts';
import { newestAttachmentFile } from '../domain/attachments.ts';
import type { FileStore } from '../storage/fileStore.ts';
import type { Draining } from './draining.ts';

export interface Readiness {
  readonly ready: boolean;
  readonly checks: {
    readonly database: 'ok' | 'unavailable';
    /** 'ok', or the names of the migrations that have not run. */
    readonly migrations: 'ok' | 'unknown' | readonly string[];
    readonly stopping: boolean;
    /** 'ok', 'no attachments yet', or what is wrong with the attachment folder (see above). */
    readonly storage: string;
  };
}

async function storageCheck(db: DB, files: FileStore): Promise<string> {
  const newest = await newestAttachmentFile(db).catch(() => undefined);
  if (newest === undefined) return 'unknown';
  if (newest === null) return 'no attachments yet';
  const found = await files.has(newest).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  if (found instanceof Error) return `${files.location} does not answer: ${found.message}`;
  if (found) return 'ok';
  if (files.sharedByNature)
    return `the newest attachment's file is missing from ${files.location}: is this the bucket the files were stored in?`;
  return `the newest attachment's file is missing from ${files.location}: is this folder shared by every server process?`;
}

export async function readiness(db: DB, files: FileStore, draining: Draining): Promise<Readiness> {
  const database = (await databaseAnswers(db)) ? 'ok' : 'unavailable';
  const pending = database === 'ok' ? await pendingMigrations(db).catch(() => null) : null;
  const migrations = pending === null ? 'unknown' : pending.length === 0 ? 'ok' : pending;
  const stopping = draining.active;
  const storage = database === 'ok' ? await storageCheck(db, files) : 'unknown';
  return { ready: database === 'ok' && migrations === 'ok' && !stopping, checks: { database, migrations, stopping, storage } };
}
