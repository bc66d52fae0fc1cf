// /readyz: whether this process should be sent work. Ready means the database answers, every migration this
// code knows has run (a process started by a newer release against an older schema is not ready), and the
// process is not stopping. /healthz only says the process answers at all (liveness).
import { databaseAnswers, pendingMigrations, type DB } from '../db/database.ts';
import type { Draining } from './draining.ts';

export interface Readiness {
  readonly ready: boolean;
  readonly checks: {
    readonly database: 'ok' | 'unavailable';
    /** 'ok', or the names of the migrations that have not run. */
    readonly migrations: 'ok' | 'unknown' | readonly string[];
    readonly stopping: boolean;
  };
}

export async function readiness(db: DB, draining: Draining): Promise<Readiness> {
  const database = (await databaseAnswers(db)) ? 'ok' : 'unavailable';
  const pending = database === 'ok' ? await pendingMigrations(db).catch(() => null) : null;
  const migrations = pending === null ? 'unknown' : pending.length === 0 ? 'ok' : pending;
  const stopping = draining.active;
  return { ready: database === 'ok' && migrations === 'ok' && !stopping, checks: { database, migrations, stopping } };
}
