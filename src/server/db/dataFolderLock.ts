// One process at a time in a PGlite data folder. PGlite has no server to arbitrate between processes: two
// processes on one folder both accept writes, and whichever flushes last silently wins. So whoever opens the
// folder first holds `triage.lock`, a file naming its process; a second opener is refused at once with that
// PID. A crashed holder cannot leave the folder stuck: a lock whose process is gone (or whose PID now belongs
// to another process, told apart by its start time) is taken over.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'triage.lock';
const TAKEOVER_STALE_MS = 5000;
/** Takers of a stale lock wait their turn; this bounds how often one looks again before giving up. */
const ATTEMPTS = 200;

/** Who holds the lock, as written in the lock file. */
export interface LockHolder {
  readonly pid: number;
  readonly hostname: string;
  /** The process's start time as the kernel counts it (Linux), so a reused PID is not mistaken for the holder. */
  readonly processStart: string | null;
  readonly bootId: string | null;
  /** What the holder is doing: "server", "backup"... shown to whoever is refused. */
  readonly purpose: string;
  readonly since: string;
  /** Tells two locks of one process apart (their other fields can be equal to the millisecond). */
  readonly nonce?: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === os.hostname() ? '' : ` on ${holder.hostname}`;
    super(
      `the data folder ${folder} is in use by another Triage process (PID ${holder.pid}${where}, ${holder.purpose}, since ${holder.since}). ` +
        'Stop that process first, or point TRIAGE_DATA_DIR at another folder.',
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  readonly path: string;
  release(): Promise<void>;
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat: clock ticks after boot when the process started. Null off Linux. */
async function processStartTime(pid: number): Promise<string | null> {
  const stat = await readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

const bootId = (): Promise<string | null> => readOrNull('/proc/sys/kernel/random/boot_id');

function parseHolder(text: string): LockHolder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!Number.isSafeInteger(record.pid) || typeof record.hostname !== 'string') return null;
    const optional = (key: string) => (typeof record[key] === 'string' ? record[key] : null);
    return {
      pid: record.pid as number,
      hostname: record.hostname,
      processStart: optional('processStart'),
      bootId: optional('bootId'),
      purpose: optional('purpose') ?? 'unknown',
      since: optional('since') ?? 'unknown',
    };
  } catch {
    return null;
  }
}

/** Whether the holder still runs. A holder on another machine (a shared folder) cannot be checked: assume it does. */
async function isRunning(holder: LockHolder): Promise<boolean> {
  if (holder.hostname !== os.hostname()) return true;
  if (holder.bootId !== null && holder.bootId !== (await bootId())) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.processStart === null) return true;
  const start = await processStartTime(holder.pid);
  return start === null || start === holder.processStart;
}

/**
 * Takes the lock of `folder` (created if missing) for this process, or throws DataFolderLockedError naming the
 * running holder. The lock file appears whole or not at all (written aside, then hard-linked into place,
 * which fails if a lock exists), so a reader never sees a half-written one.
 */
export async function lockDataFolder(folder: string, purpose: string): Promise<DataFolderLock> {
  await fs.mkdir(folder, { recursive: true });
  const lockPath = path.join(folder, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    processStart: await processStartTime(process.pid),
    bootId: await bootId(),
    purpose,
    since: new Date().toISOString(),
    nonce: Math.random().toString(36).slice(2),
  };
  const text = JSON.stringify(mine);
  const draft = `${lockPath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs.writeFile(draft, text, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        await fs.link(draft, lockPath);
        return { path: lockPath, release: () => releaseIfMine(lockPath, text) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const existing = await readOrNull(lockPath);
      if (existing === null) continue; // released meanwhile: try again
      const holder = parseHolder(existing);
      if (holder !== null && (await isRunning(holder))) throw new DataFolderLockedError(folder, holder);
      await takeOver(lockPath, existing);
    }
    throw new Error(`could not lock the data folder ${folder}: its lock file ${lockPath} keeps changing`);
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/**
 * Removes a stale lock, unless another process replaced it meanwhile. Takers of one stale lock take turns: only
 * the holder of `<lock>.takeover` (created exclusively, held for a few milliseconds) re-reads the lock and
 * deletes it if it is still the stale one that was read; the others wait and look again. A takeover file left
 * by a process that died in those milliseconds is old after a few seconds and removed.
 */
async function takeOver(lockPath: string, staleText: string): Promise<void> {
  const turn = `${lockPath}.takeover`;
  try {
    await fs.writeFile(turn, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stat = await fs.stat(turn).catch(() => null);
    if (stat !== null && Date.now() - stat.mtimeMs > TAKEOVER_STALE_MS) await fs.rm(turn, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20));
    return;
  }
  try {
    if ((await readOrNull(lockPath)) === staleText) await fs.rm(lockPath, { force: true });
  } finally {
    await fs.rm(turn, { force: true });
  }
}

async function releaseIfMine(lockPath: string, text: string): Promise<void> {
  if ((await readOrNull(lockPath)) === text) await fs.rm(lockPath, { force: true });
}
