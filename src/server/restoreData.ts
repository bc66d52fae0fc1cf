// `npm run db:restore -- <backup folder>`: puts a backup written by `npm run db:backup` back in place of the
// embedded database and attachments in TRIAGE_DATA_DIR (db/backup.ts). The server must be stopped; what is
// replaced is kept aside in the data folder.
import path from 'node:path';
import { ConfigError } from './config/variables.ts';
import { loadConfig } from './config.ts';
import { BackupError, restoreBackup } from './db/backup.ts';
import { DataFolderLockedError } from './db/dataFolderLock.ts';

async function restore(args: string[]): Promise<void> {
  const [source, ...rest] = args;
  if (!source || rest.length > 0)
    throw new ConfigError('arguments', 'give the backup folder as the one argument: npm run db:restore -- backups/2026-11-25');
  const config = loadConfig();
  if (config.databaseUrl) throw new ConfigError('DATABASE_URL', 'is set: restore PostgreSQL with its own tools (pg_restore).');
  const { manifest, keptAside } = await restoreBackup(config.dataDir, path.resolve(source));
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}. What it replaced is in ${keptAside} (remove it once you are sure).`,
  );
}

restore(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataFolderLockedError || error instanceof BackupError;
  console.error(`Nothing was restored: ${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
