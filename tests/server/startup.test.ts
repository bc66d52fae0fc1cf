// `src/server/main.ts` as a user runs it: it validates the environment, seeds once, serves, and reuses data.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { entryArguments } from './serverEntries.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface Run {
  output: string;
  code: number | null;
}

/** Runs the server from `cwd` (the repository by default) until its output matches `until`, then stops it. */
function runServer(env: Record<string, string>, until: RegExp | null, cwd = root): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, entryArguments('main'), {
      cwd,
      env: { ...process.env, TRIAGE_CLIENT_DIR: 'none', HOST: '127.0.0.1', ...env },
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timed out; output so far:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && until.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ output, code });
    });
  });
}

describe('starting the server', () => {
  const dirs: string[] = [];
  after(async () => {
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  });

  /**
   * One data folder seeded by a first start, shared by the tests that need a seeded workspace and do not care
   * which: a fresh PGlite folder costs a start of seconds, a reopen a fraction of one. Made by whichever test
   * asks first, so each still runs alone (--test-name-pattern).
   */
  let seeded: Promise<{ dataDir: string; firstStart: Run }> | undefined;
  const seededFolder = () =>
    (seeded ??= (async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-start-'));
      dirs.push(dataDir);
      const firstStart = await runServer({ TRIAGE_DATA_DIR: dataDir, PORT: '0' }, /ready at http:\/\/127\.0\.0\.1:\d+/);
      return { dataDir, firstStart };
    })());

  test('a first start seeds and serves; a second start reuses the data without seeding', async () => {
    const { dataDir, firstStart: first } = await seededFolder();
    assert.match(first.output, /Seeded the demo workspace\./);
    assert.match(first.output, /Triage is ready at http:\/\/127\.0\.0\.1:\d+ \(PGlite in /);
    const second = await runServer({ TRIAGE_DATA_DIR: dataDir, PORT: '0' }, /ready at/);
    assert.doesNotMatch(second.output, /Seeded/);
    assert.match(second.output, /ready at/);
  });

  test('a .env in the folder it starts from is read; the environment wins over it; its bad values are named', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-dotenv-'));
    dirs.push(folder);
    await fs.writeFile(
      path.join(folder, '.env'),
      ['# settings', 'TRIAGE_DATA_DIR=./from-dotenv', 'TRIAGE_SEED_DEMO=0', 'PORT=0'].join('\n'),
    );
    const run = await runServer({ TRIAGE_SEED_DEMO: '1' }, /ready at/, folder);
    assert.match(run.output, new RegExp(`PGlite in ${path.join(folder, 'from-dotenv').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    assert.match(run.output, /Seeded the demo workspace\./, 'TRIAGE_SEED_DEMO=1 from the environment, over the file');
    await fs.access(path.join(folder, 'from-dotenv', 'pglite'));
    await fs.writeFile(path.join(folder, '.env'), 'TRIAGE_DATA_DIR=./from-dotenv\nTRIAGE_QUEUE_WAIT_MS=soon\n');
    const bad = await runServer({}, null, folder);
    assert.equal(bad.code, 1);
    assert.match(bad.output, /Triage cannot start: TRIAGE_QUEUE_WAIT_MS: /);
  });

  test('what a crash mid-upload leaves (a temporary file, a stored file no row names) is removed at the next start on PGlite', async () => {
    const { dataDir } = await seededFolder();
    // The state a SIGKILL between storing the bytes and inserting the row leaves, seconds before the restart:
    // the data folder's lock means no other process can be between the two, so no grace period applies.
    const orphan = path.join(dataDir, 'attachments', 'sha256', 'ab', `ab${'0'.repeat(62)}`);
    const partial = path.join(dataDir, 'attachments', 'tmp', 'cut-off.part');
    await fs.mkdir(path.dirname(orphan), { recursive: true });
    await fs.mkdir(path.dirname(partial), { recursive: true });
    await fs.writeFile(orphan, 'bytes whose row was never inserted');
    await fs.writeFile(partial, 'half a file');
    const restart = await runServer({ TRIAGE_DATA_DIR: dataDir, PORT: '0' }, /ready at/);
    assert.match(restart.output, /Removed 2 attachment file\(s\) left by an interrupted upload\./);
    await assert.rejects(fs.access(orphan));
    await assert.rejects(fs.access(partial));
  });

  test('the running server answers /healthz', { timeout: 180_000 }, async () => {
    const { dataDir } = await seededFolder();
    const child = spawn(process.execPath, entryArguments('main'), {
      cwd: root,
      env: { ...process.env, TRIAGE_CLIENT_DIR: 'none', TRIAGE_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' },
    });
    try {
      // Asked once it says it is ready (a start takes seconds, or tens of seconds on a busy machine).
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (ready?.[1]) resolve(ready[1]);
        });
        child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
      });
      const answer = await fetch(`${url}/healthz`);
      assert.equal(answer.status, 200);
    } finally {
      // Stopped before the next test opens the same data folder (the folder lock admits one process).
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    }
  });

  test('SIGTERM drains: a request under way is answered, new connections are refused, then it exits 0', async () => {
    const { dataDir } = await seededFolder();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, entryArguments('main'), {
      cwd: root,
      env: { ...process.env, TRIAGE_CLIENT_DIR: 'none', TRIAGE_DATA_DIR: dataDir, PORT: String(port) },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      for (let i = 0; i < 240 && !/ready at/.test(output); i += 1) await new Promise((r) => setTimeout(r, 250));
      assert.match(output, /ready at/);

      // A request whose body is still arriving when the signal comes.
      const body = JSON.stringify({ query: '{ workspace { name } }' });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/graphql',
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 500);
        }, 200);
      });
      const { status, text } = await answer;
      assert.equal(status, 200);
      assert.deepEqual(JSON.parse(text), { data: { workspace: { name: 'Triage' } } });
      assert.match(output, /SIGTERM: stopping after the requests under way/);
      assert.equal(await exited, 0);
      await assert.rejects(fetch(`http://127.0.0.1:${port}/healthz`), 'nothing listens any more');
    } finally {
      child.kill('SIGKILL');
    }
  });

  test('on an address other machines reach, no account signs in with the published demo password unless asked for', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-start-'));
    dirs.push(dataDir);
    // An empty database on the network: the demo is not seeded (the first person to sign up administers it).
    const network = await runServer({ TRIAGE_DATA_DIR: dataDir, PORT: '0', HOST: '0.0.0.0' }, /ready at/);
    assert.match(network.output, /Not seeding the demo workspace: HOST=0\.0\.0\.0 is reachable from other machines/);
    assert.doesNotMatch(network.output, /Seeded/);

    // A demo seeded on loopback, then served to the network: refused, naming the accounts and the way out.
    const { dataDir: seededDir, firstStart } = await seededFolder();
    assert.match(firstStart.output, /Seeded the demo workspace/);
    const refused = await runServer({ TRIAGE_DATA_DIR: seededDir, PORT: '0', HOST: '0.0.0.0' }, /ready at/);
    assert.equal(refused.code, 1);
    assert.match(
      refused.output,
      /HOST: 0\.0\.0\.0 is reachable from other machines, and admin@triage\.test, member@triage\.test, viewer@triage\.test still sign in with the published demo password/,
    );
    assert.match(refused.output, /TRIAGE_DEMO_ON_NETWORK=1/);

    // Asked for explicitly: it serves, and says so.
    const asked = await runServer({ TRIAGE_DATA_DIR: seededDir, PORT: '0', HOST: '0.0.0.0', TRIAGE_DEMO_ON_NETWORK: '1' }, /ready at/);
    assert.match(asked.output, /Warning: .*admin@triage\.test.* sign in with the published demo password/);
    assert.match(asked.output, /ready at/);
  });

  // Each of these is a process that stops as it starts, nothing shared: two at a time (CI has two cores).
  describe('settings that stop it at start', { concurrency: 2 }, () => {
    for (const [variable, value, message] of [
      ['PORT', 'eighty', /PORT: expected a port number/],
      ['DATABASE_URL', 'mysql://x@localhost/db', /DATABASE_URL: expected the postgres: or postgresql: scheme/],
      ['NODE_ENV', 'prod', /NODE_ENV: expected production, development or test/],
      ['TRIAGE_SEED_DEMO', 'maybe', /TRIAGE_SEED_DEMO: expected 1, 0, true or false/],
      ['TRIAGE_LOG_LEVEL', 'loud', /TRIAGE_LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"/],
    ] as const) {
      test(`a bad ${variable} stops the server with a message naming it`, async () => {
        const run = await runServer({ [variable]: value, TRIAGE_DATA_DIR: path.join(os.tmpdir(), 'triage-never-created') }, null);
        assert.equal(run.code, 1);
        assert.match(run.output, message);
      });
    }

    test('an unreachable DATABASE_URL stops the server with a clear message', async () => {
      const run = await runServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, null);
      assert.equal(run.code, 1);
      assert.match(run.output, /Cannot connect to DATABASE_URL/);
    });
  });
});
