// Clean-up of attachment files that no row refers to (an upload interrupted between storing the bytes and
// inserting the row, e.g. by a crash), and of temporary files of interrupted writes: at start-up, and then
// periodically, so that orphans do not wait for the next restart. (The folders uploads stream into while
// their request lasts are swept the same way, by http/uploadScratch.ts: see main.ts.)
import type { DB } from '../db/database.ts';
import type { FileStore } from './fileStore.ts';

/**
 * How old an unreferenced file must be before it is removed while servers may be running: far longer than
 * any process takes between storing a file and inserting its row.
 */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;
export const ORPHAN_SWEEP_EVERY_MS = 10 * 60 * 1000;

export function sweepOrphanFiles(db: DB, files: FileStore, graceMs: number): Promise<{ removed: number }> {
  return files.sweep(async (hashes) => {
    const referenced = new Set<string>();
    for (let i = 0; i < hashes.length; i += 1000) {
      const rows = await db
        .selectFrom('attachments')
        .select('sha256')
        .distinct()
        .where('sha256', 'in', hashes.slice(i, i + 1000))
        .execute();
      for (const row of rows) referenced.add(row.sha256);
    }
    return referenced;
  }, graceMs);
}

export interface PeriodicSweep {
  readonly everyMs: number;
  readonly graceMs: number;
  /** Told how many files each sweep removed (when it removed any), or why it failed. */
  readonly report: (outcome: { removed: number } | { error: unknown }) => void;
}

/**
 * Runs `sweep` every `everyMs` until the returned function is called, and hands each outcome (or why it
 * failed) to `report`; a sweep never overlaps the previous one. Any clean-up can ride on it (the upload
 * scratch folders of http/uploadScratch.ts do).
 */
export function sweepPeriodically<T>(
  sweep: () => Promise<T>,
  everyMs: number,
  report: (outcome: T | { error: unknown }) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .then(report, (error: unknown) => report({ error }))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Sweeps orphan attachment files every `everyMs`, reporting the sweeps that removed some, or failed. */
export function sweepOrphanFilesPeriodically(db: DB, files: FileStore, sweep: PeriodicSweep): () => void {
  return sweepPeriodically(
    () => sweepOrphanFiles(db, files, sweep.graceMs),
    sweep.everyMs,
    (outcome) => ('error' in outcome || outcome.removed > 0) && sweep.report(outcome),
  );
}
