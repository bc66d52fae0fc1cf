// Start-up clean-up: attachment files that no row refers to (an upload interrupted between storing the
// bytes and inserting the row), and temporary files of interrupted writes.
import type { DB } from '../db/database.ts';
import type { FileStore } from './fileStore.ts';

export function sweepOrphanFiles(db: DB, files: FileStore, graceMs?: number): Promise<{ removed: number }> {
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
