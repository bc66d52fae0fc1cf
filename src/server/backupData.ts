// `npm run db:backup -- <new folder>`: a backup of the embedded database and its attachments (db/backup.ts).
// While a server runs on the data folder, that server writes it (asked through the folder and a signal);
// otherwise this command opens the folder itself.
import path from 'node:path';
import { ConfigError } from './config/variables.ts';
import { loadConfig } from './config.ts';
import { BackupError, requestBackup, writeBackup, type Manifest } from './db/backup.ts';
import { DataFolderLockedError } from './db/dataFolderLock.ts';
import { openDatabase } from './db/database.ts';

async function backup(args: string[]): Promise<void> {
  const [destination, ...rest] = args;
  if (!destination || rest.length > 0)
    throw new ConfigError('arguments', 'give the backup folder as the one argument: npm run db:backup -- backups/2026-11-25');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL',
      "is set: back up PostgreSQL with its own tools (pg_dump) and copy TRIAGE_DATA_DIR's attachments folder.",
    );
  }
  const target = path.resolve(destination);
  let manifest: Manifest;
  let by: string;
  try {
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined, purpose: 'backup' });
    try {
      if (!database.dumpDataDir) throw new Error('the embedded database cannot be dumped');
      manifest = await writeBackup(database.dumpDataDir, config.dataDir, target);
      by = 'this command (no server was running)';
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataFolderLockedError) || error.holder.purpose !== 'server') throw error;
    manifest = await requestBackup(config.dataDir, error.holder.pid, target);
    by = `the running server (PID ${error.holder.pid})`;
  }
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${config.dataDir} to ${target}, written by ${by}: ${rows} rows, ${manifest.attachmentFiles} attachment files.`);
  console.log(`Restore it with the server stopped: npm run db:restore -- ${target}`);
}

backup(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataFolderLockedError || error instanceof BackupError;
  console.error(
    `No backup was written: ${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
