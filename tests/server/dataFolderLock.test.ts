// One process per PGlite data folder: a second server on the same folder is refused at once, naming the folder
// and the running PID, so no acknowledged write can be overwritten by another process; a crashed holder
// (SIGKILL) does not leave the folder stuck.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { openDatabase } from '../../src/server/db/database.ts';
import { DataFolderLockedError, LOCK_FILE, lockDataFolder } from '../../src/server/db/dataFolderLock.ts';
import { entryArguments } from './serverEntries.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface Server {
  readonly child: ChildProcess;
  /** Resolves with the output once the server is ready, or once it exits; `exited` tells which. */
  readonly settled: Promise<{ output: string; ready: boolean; code: number | null }>;
  readonly exited: Promise<number | null>;
}

function startServer(dataDir: string): Server {
  const child = spawn(process.execPath, entryArguments('main'), {
    cwd: root,
    env: { ...process.env, TRIAGE_CLIENT_DIR: 'none', HOST: '127.0.0.1', PORT: '0', TRIAGE_DATA_DIR: dataDir, TRIAGE_SEED_DEMO: '0' },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const settled = new Promise<{ output: string; ready: boolean; code: number | null }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready at/.test(output)) resolve({ output, ready: true, code: null });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => resolve({ output, ready: false, code }));
  });
  return { child, settled, exited };
}

/** A PID that belonged to a process which has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  assert.ok(child.pid);
  return child.pid;
}

describe('the PGlite data folder lock', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-lock-'));
    dirs.push(dir);
    return dir;
  };
  /**
   * One data folder for the tests that start servers on it one after another (never two at once but to test the
   * lock): made and seeded by the first start, reopened (a fraction of a second) by the later ones.
   */
  let shared: Promise<string> | undefined;
  const sharedDir = () => (shared ??= tempDir());
  after(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  test('a second server on a running server’s folder stops at once, naming the folder and the PID; the first keeps serving', async () => {
    const dataDir = await sharedDir();
    const first = startServer(dataDir);
    children.push(first.child);
    assert.equal((await first.settled).ready, true);

    const second = startServer(dataDir);
    children.push(second.child);
    const refused = await second.settled;
    assert.equal(refused.ready, false, refused.output);
    assert.equal(refused.code, 1);
    assert.ok(
      refused.output.includes(`the data folder ${dataDir} is in use by another Triage process (PID ${first.child.pid}`),
      refused.output,
    );

    // Once the first has stopped cleanly, its lock is gone and the folder opens again.
    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);
    await assert.rejects(fs.access(path.join(dataDir, LOCK_FILE)), 'a clean stop removes the lock');
    const third = startServer(dataDir);
    children.push(third.child);
    assert.equal((await third.settled).ready, true);
    third.child.kill('SIGTERM');
    assert.equal(await third.exited, 0);
  });

  test('a server killed with SIGKILL leaves a lock that the next start takes over', async () => {
    const dataDir = await sharedDir();
    const first = startServer(dataDir);
    children.push(first.child);
    assert.equal((await first.settled).ready, true);
    first.child.kill('SIGKILL');
    await first.exited;
    const left = JSON.parse(await fs.readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    assert.equal(left.pid, first.child.pid, 'the killed server could not remove its lock');

    const next = startServer(dataDir);
    children.push(next.child);
    const started = await next.settled;
    assert.equal(started.ready, true, started.output);
    next.child.kill('SIGTERM');
    assert.equal(await next.exited, 0);
  });

  test('within one process, a second open of the folder is refused until the first is closed', async () => {
    const dataDir = await sharedDir();
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await assert.rejects(openDatabase({ databaseUrl: undefined, dataDir }), (error: unknown) => {
      assert.ok(error instanceof DataFolderLockedError);
      assert.equal(error.holder.pid, process.pid);
      assert.equal(error.holder.purpose, 'server');
      return true;
    });
    await database.close();
    const again = await openDatabase({ databaseUrl: undefined, dataDir });
    await again.close();
  });

  test('a lock left by a process that is gone is taken over; one whose PID was reused by another process too', async () => {
    const dataDir = await tempDir();
    const lockPath = path.join(dataDir, LOCK_FILE);
    const holder = { hostname: os.hostname(), purpose: 'server', since: '2026-01-01T00:00:00.000Z' };

    await fs.writeFile(lockPath, JSON.stringify({ ...holder, pid: await deadPid() }));
    const taken = await lockDataFolder(dataDir, 'test');
    assert.equal(JSON.parse(await fs.readFile(lockPath, 'utf8')).pid, process.pid);
    await taken.release();

    // This process is alive, but it is not the one that wrote the lock: it started at another time.
    await fs.writeFile(lockPath, JSON.stringify({ ...holder, pid: process.pid, processStart: '1' }));
    const reused = await lockDataFolder(dataDir, 'test');
    await reused.release();

    // A lock written on another machine (a shared folder) cannot be checked, so it is respected.
    await fs.writeFile(lockPath, JSON.stringify({ ...holder, pid: await deadPid(), hostname: 'elsewhere.example' }));
    await assert.rejects(lockDataFolder(dataDir, 'test'), /in use by another Triage process \(PID \d+ on elsewhere\.example, server/);
  });

  test('many concurrent takers of one stale lock: exactly one gets it, every time', async () => {
    // Races show up only in some interleavings: many rounds, each with eight takers.
    for (let round = 0; round < 25; round += 1) {
      const dataDir = await tempDir();
      await fs.writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: await deadPid(), hostname: os.hostname() }));
      const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataFolder(dataDir, 'test')));
      const won = attempts.filter((a) => a.status === 'fulfilled');
      assert.equal(won.length, 1, `round ${round}`);
      for (const lost of attempts.filter((a) => a.status === 'rejected')) {
        assert.ok(lost.reason instanceof DataFolderLockedError, String(lost.reason));
      }
      assert.deepEqual(await fs.readdir(dataDir), [LOCK_FILE], 'no draft, stale or takeover files are left behind');
    }
  });
});
