// `npm run db:export-to-postgres -- postgres://…`: moves the embedded PGlite workspace in TRIAGE_DATA_DIR
// into an empty PostgreSQL database (db/copyDatabase.ts), checks every table row for row, and says how to
// start on PostgreSQL. The PGlite folder is locked meanwhile (a running server refuses the export) and left
// as it was; attachments stay in the data folder, which the server keeps using.
import { ConfigError } from './config/variables.ts';
import { loadConfig } from './config.ts';
import { compareDatabases, copyDatabase, CopyRefusedError } from './db/copyDatabase.ts';
import { DataFolderLockedError } from './db/dataFolderLock.ts';
import { openDatabase } from './db/database.ts';

async function exportToPostgres(args: string[]): Promise<void> {
  const [target, ...rest] = args;
  if (!target || rest.length > 0) {
    throw new ConfigError(
      'arguments',
      'give the target database as the one argument: npm run db:export-to-postgres -- postgres://user:password@host:5432/triage',
    );
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: target });
  const databaseUrl = config.databaseUrl ?? '';
  const source = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined, purpose: 'export to PostgreSQL' });
  try {
    const destination = await openDatabase({ dataDir: config.dataDir, databaseUrl, poolSize: 2 });
    try {
      console.log(`Copying the workspace in ${config.dataDir} to ${new URL(databaseUrl).host}…`);
      const { tables } = await copyDatabase(source.db, destination.db);
      const comparisons = await compareDatabases(source.db, destination.db);
      for (const { table, rows } of tables) console.log(`  ${table}: ${rows} rows`);
      const different = comparisons.filter((c) => !c.same);
      if (different.length > 0) {
        throw new Error(
          `the copy differs from the original in ${different.map((c) => `${c.table} (${c.sourceRows} rows, copied ${c.targetRows})`).join(', ')}`,
        );
      }
      console.log(
        `Done: ${comparisons.length} tables checked row for row. Start Triage on PostgreSQL with the same data folder (it keeps the attachments):\n` +
          `  DATABASE_URL=<the URL you gave> TRIAGE_DATA_DIR=${config.dataDir} npm start\n` +
          `The PGlite database in ${config.dataDir}/pglite is unchanged; remove it once you no longer need it.`,
      );
    } finally {
      await destination.close();
    }
  } finally {
    await source.close();
  }
}

exportToPostgres(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataFolderLockedError || error instanceof CopyRefusedError;
  console.error(`Nothing was exported: ${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
