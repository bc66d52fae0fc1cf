// `npm run bench -- inbox`: the inbox's fan-out (issue 17). The time a comment takes to commit (addComment, the
// domain call with its transaction: the comment, its back-links and mentions, and the notifications of every
// follower) on an issue followed by 1, 100 and 1,000 people, on PGlite and on PostgreSQL. Target: at 1,000
// followers at most 2× the time at 1. Printed, never asserted (the machine is shared: the load average is
// printed before and after). In process, without HTTP, so the figure is the write itself. Beside the times, two
// figures that do not depend on the machine's load: the CPU a comment costs (this process, which with PGlite is
// the database too, plus PostgreSQL's processes; the mean over the same comments, as /proc counts PostgreSQL's
// in 10 ms ticks) and the WAL bytes it writes (the median), each with its ratio to 1 follower.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest, type OpenedDatabase } from '../src/server/db/database.ts';
import { addComment } from '../src/server/domain/comments.ts';
import type { SignedIn } from '../src/server/domain/viewer.ts';
import { seedDemoIfEmpty } from '../src/server/demo/demoSeed.ts';
import { FolderStore } from '../src/server/storage/folderStore.ts';
import { canReadCpuTime, cpuMsOfTree } from './support/cpuTime.ts';
import { createDatabase, startPostgres } from './support/postgres.ts';
import { median, ms, percentile } from './support/stats.ts';

const SIZES = [1, 100, 1000] as const;
const COMMENTS_PER_SIZE = 40;
const WARM_UP = 5;
const TARGET_RATIO = 2;
const LIMITS = { maxFileBytes: 1, maxFiles: 0, maxBytesPerDay: 0, allowedTypes: [] };

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** `count` members of the workspace who follow `issueId`, made in one statement each. */
async function followers(database: OpenedDatabase, issueId: number, count: number, serial: number): Promise<void> {
  const users = await database.db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        login: `follower-${serial}-${i}`,
        name: `Follower ${i}`,
        email: `follower-${serial}-${i}@bench.test`,
        role: 'MEMBER' as const,
      })),
    )
    .returning('id')
    .execute();
  await database.db
    .insertInto('issue_subscriptions')
    .values(users.map((u) => ({ issue_id: issueId, user_id: u.id, subscribed: true, reason: 'SUBSCRIBED' as const })))
    .execute();
}

/** The write-ahead log's position, in bytes from its start. */
async function walPosition(database: OpenedDatabase): Promise<bigint> {
  const { rows } = await sql<{ at: string }>`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as at`.execute(database.db);
  return BigInt(rows[0]?.at ?? '0');
}

/** This process's CPU time since `since` (from process.cpuUsage()), in ms. */
function processCpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

/** The PostgreSQL cluster's CPU ms so far (0 for PGlite, whose work is this process's). Reading /proc costs this process CPU. */
async function clusterCpuMs(postmasterPid: number | null): Promise<number> {
  return postmasterPid === null ? 0 : cpuMsOfTree(postmasterPid);
}

const ratioText = (ratio: number, size: number) =>
  `${ratio.toFixed(2)}×${size === 1 ? '' : ratio <= TARGET_RATIO ? ' (target ≤ 2×: met)' : ' (target ≤ 2×: missed)'}`;

async function measure(database: OpenedDatabase, label: string, dataDir: string, postmasterPid: number | null): Promise<void> {
  // Comments without files: the store is never written to.
  const files = new FolderStore(path.join(dataDir, 'attachments'));
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db);
  const author = await database.db.selectFrom('users').select(['id', 'role']).where('login', '=', 'member').executeTakeFirstOrThrow();
  const viewer = { id: author.id, role: author.role } as SignedIn;
  const project = await database.db.selectFrom('projects').select('id').where('slug', '=', 'web').executeTakeFirstOrThrow();
  console.log(`\n### ${label}\n`);
  const cpuCounted = postmasterPid !== null && (await canReadCpuTime()) ? 'this process and PostgreSQL' : 'this process';
  console.log(
    `| Followers | Commit p50 | p90 | Ratio to 1 follower (p50) | CPU per comment (mean; ${cpuCounted}) | CPU ratio | WAL bytes per comment (median) | WAL ratio |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  let base = { p50: NaN, cpu: NaN, wal: NaN };
  for (const size of SIZES) {
    const issue = await database.db
      .insertInto('issues')
      .values({ project_id: project.id, number: 100_000 + size, title: `Followed by ${size}`, body: '', author_id: author.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await followers(database, issue.id, size, size);
    const times: number[] = [];
    const walBytes: number[] = [];
    let cpuTotal = 0;
    for (let i = 0; i < WARM_UP + COMMENTS_PER_SIZE; i += 1) {
      const wal = await walPosition(database);
      const cluster = await clusterCpuMs(postmasterPid);
      const cpu = process.cpuUsage();
      const t = performance.now();
      const result = await addComment(database.db, files, LIMITS, viewer, { issueId: issue.id, body: `Comment ${i}`, files: [] });
      const took = performance.now() - t;
      const spent = processCpuMs(cpu);
      if ('errors' in result) throw new Error(JSON.stringify(result.errors));
      if (i >= WARM_UP) {
        times.push(took);
        cpuTotal += spent + (await clusterCpuMs(postmasterPid)) - cluster;
        walBytes.push(Number((await walPosition(database)) - wal));
      }
    }
    const written = await database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('issue_id', '=', issue.id)
      .executeTakeFirstOrThrow();
    if (Number(written.n) !== size) throw new Error(`${size} followers but ${written.n} inbox entries`);
    const row = { p50: median(times), cpu: cpuTotal / COMMENTS_PER_SIZE, wal: median(walBytes) };
    if (size === 1) base = row;
    console.log(
      `| ${size} | ${ms(row.p50)} ms | ${ms(percentile(times, 90))} ms | ${ratioText(row.p50 / base.p50, size)} | ${ms(row.cpu)} ms | ` +
        `${ratioText(row.cpu / base.cpu, size)} | ${row.wal.toLocaleString('en')} | ${(row.wal / base.wal).toFixed(2)}× |`,
    );
  }
}

export async function benchInbox(): Promise<void> {
  console.log(`## Inbox fan-out: a comment's commit time by followers (${COMMENTS_PER_SIZE} comments each, after ${WARM_UP})`);
  console.log(`Load average before: ${load()}`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-inbox-'));
  const pglite = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await measure(pglite, 'PGlite', dataDir, null);
  } finally {
    await pglite.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  const postgres = await startPostgres();
  if (typeof postgres === 'string') {
    console.log(`\nPostgreSQL: skipped (${postgres}).`);
  } else {
    const created = await createDatabase(postgres.adminUrl, 'triage_bench_inbox');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-bench-inbox-'));
    const database = await openDatabase({ databaseUrl: created.url, dataDir: dir });
    try {
      await measure(database, `PostgreSQL (${postgres.description})`, dir, postgres.postmasterPid);
    } finally {
      await database.close();
      await created.drop();
      await postgres.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  console.log(`\nLoad average after: ${load()}`);
}
