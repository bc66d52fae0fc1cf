// Backups of the embedded database and its attachments, and putting one back. A backup is a folder:
// `pglite.tar.gz` (PGlite's own dump of its data directory, taken between two statements, so consistent),
// `attachments/` (the stored files) and `manifest.json`, written last, whose presence means the backup is
// whole: the rows per table and the dump's SHA-256, checked again on restore.
//
// While a server runs, it holds the data folder (dataFolderLock.ts), so the backup is taken by that server:
// the command leaves a request in the folder and signals the server (SIGUSR2), which writes the backup and
// its outcome. A restore needs the server stopped; what it replaces is kept aside until the restore is whole.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './dataFolderLock.ts';

export const BACKUP_FORMAT = 'triage-backup/1';
const DUMP = 'pglite.tar.gz';
const MANIFEST = 'manifest.json';
const ATTACHMENTS = 'attachments';
/** Where backup commands leave requests for the running server, inside the data folder. */
const REQUESTS = 'backup-requests';

export interface Manifest {
  readonly format: typeof BACKUP_FORMAT;
  readonly createdAt: string;
  readonly dumpSha256: string;
  /** Rows per table (Kysely's own tables included), counted in the dump itself when the backup was written. */
  readonly rows: Record<string, number>;
  readonly attachmentFiles: number;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const TABLES_SQL =
  "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1";

/** Rows per table of a database loaded from a dump (each table named as PostgreSQL lists it). */
async function rowsPerTable(pglite: PGlite): Promise<Record<string, number>> {
  const { rows: tables } = await pglite.query<{ name: string }>(TABLES_SQL);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await pglite.query<{ n: number }>(`select count(*)::int as n from "${name.replaceAll('"', '""')}"`);
    counts[name] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** Loads a dump into a database in memory and counts its rows: the dump is readable, and this is what it holds. */
async function rowsInDump(tarball: Buffer): Promise<Record<string, number>> {
  const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tarball)]) });
  try {
    return await rowsPerTable(pglite);
  } finally {
    await pglite.close();
  }
}

async function countFiles(folder: string): Promise<number> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

/** Copies the stored attachment files, leaving out uploads still under way (the store's tmp/ folder). */
async function copyAttachments(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  await fs
    .cp(from, to, { recursive: true, filter: (source) => path.relative(from, source).split(path.sep)[0] !== 'tmp' })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
}

/** A folder that does not exist yet, or is empty; anything else is refused rather than overwritten. */
async function prepareDestination(destination: string): Promise<void> {
  const existing = await fs.readdir(destination).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null && existing.length > 0) throw new BackupError(`${destination} is not empty; give a new folder for the backup.`);
  await fs.mkdir(destination, { recursive: true });
}

/** Writes a backup of the database (through `dump`, PGlite's dumpDataDir) and the attachments in `dataDir`. */
export async function writeBackup(dump: () => Promise<Blob>, dataDir: string, destination: string): Promise<Manifest> {
  await prepareDestination(destination);
  const tarball = Buffer.from(await (await dump()).arrayBuffer());
  await fs.writeFile(path.join(destination, DUMP), tarball);
  const rows = await rowsInDump(tarball);
  // Stored files never change, and each is written before its row commits: every row in the dump has its file.
  await copyAttachments(path.join(dataDir, ATTACHMENTS), path.join(destination, ATTACHMENTS));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    dumpSha256: createHash('sha256').update(tarball).digest('hex'),
    rows,
    attachmentFiles: await countFiles(path.join(destination, ATTACHMENTS)),
  };
  await fs.writeFile(path.join(destination, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(backup: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(backup, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${backup} is not a Triage backup, or an unfinished one (it has no ${MANIFEST}).`);
  });
  const manifest = JSON.parse(text) as Partial<Manifest>;
  if (manifest.format !== BACKUP_FORMAT || typeof manifest.dumpSha256 !== 'string' || typeof manifest.rows !== 'object') {
    throw new BackupError(`${backup}/${MANIFEST} is not a backup this version reads (format ${String(manifest.format)}).`);
  }
  return manifest as Manifest;
}

/**
 * Replaces the database and attachments in `dataDir` with the backup's, taking the folder's lock (so no
 * server may run meanwhile). The backup is checked first (its dump's checksum), and the restored database
 * is checked against the manifest's row counts; what was replaced is kept aside (returned) until then,
 * and put back if anything fails.
 */
export async function restoreBackup(dataDir: string, backup: string): Promise<{ manifest: Manifest; keptAside: string }> {
  const manifest = await readManifest(backup);
  const tarball = await fs.readFile(path.join(backup, DUMP));
  if (createHash('sha256').update(tarball).digest('hex') !== manifest.dumpSha256) {
    throw new BackupError(`${backup}/${DUMP} does not match its manifest (damaged or changed); nothing was restored.`);
  }
  const lock = await lockDataFolder(dataDir, 'restore');
  try {
    const keptAside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await fs.mkdir(keptAside);
    const moved: string[] = [];
    for (const name of ['pglite', ATTACHMENTS]) {
      const from = path.join(dataDir, name);
      const exists = await fs.stat(from).then(
        () => true,
        () => false,
      );
      if (exists) {
        await fs.rename(from, path.join(keptAside, name));
        moved.push(name);
      }
    }
    try {
      const pglite = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([new Uint8Array(tarball)]) });
      try {
        const restored = await rowsPerTable(pglite);
        for (const [table, expected] of Object.entries(manifest.rows)) {
          if (restored[table] !== expected) {
            throw new BackupError(`the restored table ${table} has ${restored[table] ?? 'no'} rows, the backup says ${expected}`);
          }
        }
      } finally {
        await pglite.close();
      }
      await copyAttachments(path.join(backup, ATTACHMENTS), path.join(dataDir, ATTACHMENTS));
      return { manifest, keptAside };
    } catch (error) {
      // Put back what was there: the data folder is as it was before the restore began.
      for (const name of ['pglite', ATTACHMENTS]) await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
      for (const name of moved) await fs.rename(path.join(keptAside, name), path.join(dataDir, name));
      await fs.rm(keptAside, { recursive: true, force: true });
      throw error;
    }
  } finally {
    await lock.release();
  }
}

interface BackupRequest {
  readonly destination: string;
}
type BackupOutcome = { readonly ok: true; readonly manifest: Manifest } | { readonly ok: false; readonly error: string };

/** The running server's side: writes the backups requested in `dataDir` (see requestBackup). */
export async function answerBackupRequests(dump: () => Promise<Blob>, dataDir: string): Promise<void> {
  const folder = path.join(dataDir, REQUESTS);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.request.json'))) {
    const requestPath = path.join(folder, name);
    const outcomePath = requestPath.replace(/\.request\.json$/, '.outcome.json');
    let outcome: BackupOutcome;
    try {
      const request = JSON.parse(await fs.readFile(requestPath, 'utf8')) as BackupRequest;
      outcome = { ok: true, manifest: await writeBackup(dump, dataDir, request.destination) };
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    await fs.rm(requestPath, { force: true });
    await fs.writeFile(`${outcomePath}.part`, JSON.stringify(outcome));
    await fs.rename(`${outcomePath}.part`, outcomePath);
  }
}

/** The command's side while a server holds the folder: asks that server (by PID) for a backup and waits for it. */
export async function requestBackup(dataDir: string, serverPid: number, destination: string, timeoutMs = 600_000): Promise<Manifest> {
  const folder = path.join(dataDir, REQUESTS);
  await fs.mkdir(folder, { recursive: true });
  const id = randomBytes(8).toString('hex');
  const requestPath = path.join(folder, `${id}.request.json`);
  const outcomePath = path.join(folder, `${id}.outcome.json`);
  await fs.writeFile(requestPath, JSON.stringify({ destination } satisfies BackupRequest));
  try {
    process.kill(serverPid, 'SIGUSR2');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const text = await fs.readFile(outcomePath, 'utf8').catch(() => null);
      if (text !== null) {
        const outcome = JSON.parse(text) as BackupOutcome;
        if (!outcome.ok) throw new BackupError(outcome.error);
        return outcome.manifest;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new BackupError(`the server (PID ${serverPid}) did not answer within ${timeoutMs / 1000} s`);
  } finally {
    await fs.rm(requestPath, { force: true });
    await fs.rm(outcomePath, { force: true });
  }
}
