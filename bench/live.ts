// `npm run bench -- live`: live updates (issue 12) across two server processes on one PostgreSQL, as the
// browser subscribes (the client's persisted subscription, over SSE). Printed with the ratio to each target,
// never asserted (the machine is shared: the load average is printed before and after):
// - fan-out latency, mutation acknowledged → event received, p50/p99, with 1, 100 and 1,000 subscribers
//   spread over both processes, the changes made through one of them (target: p99 ≤ 250 ms at 1,000);
// - memory per idle subscriber (target ≤ 50 kB): each process is asked, over an IPC probe loaded into it only
//   here (support/memoryProbe.ts), to collect garbage and report its memory, before any stream and with 500
//   idle streams open (and again after they delivered the latency runs' changes); the heap (JS heap +
//   external) difference divided by the streams is the figure. The resident memory (RSS) difference is
//   printed too, but RSS keeps what garbage once took (a collection returns little to the system), so it
//   overstates what idle streams hold;
// - events per second one process sustains: 100 subscribers on process A, changes made through A by 4 writers
//   at rising paces (10 to 160 changes/s, 3 s each) and then as fast as A accepts them; events delivered per
//   second at the fastest pace no stream was dropped at (a stream that falls 100 notices behind is dropped).
// Subscribers are 200 distinct members (sessions made in the database), up to 5 streams each at 1,000, so the
// per-notice session check covers many people, as it would for a team; the payload is shared per role. Each
// stream is its own HTTP connection, timed when an event's last byte arrives and checked whole once the change's
// round is over (support/sseSubscriber.ts: the reading side must not be what is measured).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { createDatabase, startPostgres } from './support/postgres.ts';
import { median, ms, percentile } from './support/stats.ts';
import { checkedTitle, subscribe, type Subscriber } from './support/sseSubscriber.ts';
import { operations, requestHeaders, signIn, startServerProcess, type ServerProcess } from './support/triage.ts';

const PEOPLE = 200;
const CHANGES_PER_SIZE = 20;
const MEMBER = { email: 'member@triage.test', password: 'triage-demo' } as const;
const TARGET_P99_MS = 250;
const TARGET_IDLE_BYTES = 50 * 1024;

interface BurstResult {
  /** The pace the writers were asked to keep; null: as fast as the server accepts. */
  readonly asked: number | null;
  readonly changesPerSecond: number;
  readonly eventsPerSecond: number;
  /** Streams the server dropped as too slow (SLOW_CONSUMER). */
  readonly dropped: number;
  readonly seconds: number;
}

/** Resolves once the server has ended the stream. */
async function waitUntilEnded(subscriber: Subscriber): Promise<void> {
  while (!subscriber.ended) await new Promise((resolve) => setTimeout(resolve, 200));
}

async function residentBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) * 1024;
}

interface MemorySample {
  /** JS heap in use plus memory held outside it by JS objects (buffers), after garbage collection. */
  readonly heap: number;
  readonly rss: number;
}

async function sample(server: ServerProcess): Promise<MemorySample> {
  const memory = await server.memory();
  return { heap: memory.heapUsed + memory.external, rss: await residentBytes(server.pid) };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (value: number, target: number) => `${(value / target).toFixed(2)}× the target`;

function perStream(label: string, before: readonly MemorySample[], after: readonly MemorySample[], streams: number): number {
  const heap = after.map((a, i) => (a.heap - (before[i]?.heap ?? a.heap)) / streams);
  const rss = after.map((a, i) => (a.rss - (before[i]?.rss ?? a.rss)) / streams);
  console.log(`| ${label} | ${heap.map(kB).join(' / ')} | ${rss.map(kB).join(' / ')} |`);
  return Math.max(...heap);
}

/** `count` members with a session each, made in the database (sign-in is rate-limited per address): their cookies. */
async function people(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const cookies: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const login = `live-bench-${i}`;
      const { rows } = await client.query<{ id: number }>(
        "insert into users (login, name, email, role) values ($1, $1, $1 || '@bench.test', 'MEMBER') returning id",
        [login],
      );
      const token = randomBytes(32).toString('base64url');
      await client.query("insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [
        createHash('sha256').update(token).digest('hex'),
        rows[0]?.id,
      ]);
      cookies.push(`triage_session=${token}`);
    }
    return cookies;
  } finally {
    await client.end();
  }
}

async function rename(url: string, cookie: string, issueId: string, title: string): Promise<void> {
  const send = () =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: requestHeaders(cookie),
      body: JSON.stringify({ doc_id: operations.updateIssue, variables: { input: { issueId, title } } }),
    });
  // The server closes a keep-alive connection idle for 5 s; one reused just then fails before it is read. The
  // rename may be sent again (it sets a title).
  const response = await send().catch(send);
  const body = (await response.json()) as { data?: { updateIssue?: { errors?: unknown[] } } };
  if (!body.data?.updateIssue || (body.data.updateIssue.errors?.length ?? 0) > 0)
    throw new Error(`Renaming failed: ${JSON.stringify(body)}`);
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function benchLive(): Promise<void> {
  console.log('## Live updates: fan-out over two server processes on PostgreSQL');
  console.log(`Load average at the start: ${load()} on ${os.cpus().length} cores (a shared machine: other work may be running).`);
  const postgres = await startPostgres();
  if (typeof postgres === 'string') {
    console.log(`Skipped: ${postgres}.`);
    return;
  }
  console.log(postgres.description);
  const database = await createDatabase(postgres.adminUrl, 'triage_bench_live');
  const servers: ServerProcess[] = [];
  const subscribers: Subscriber[] = [];
  try {
    const env = { DATABASE_URL: database.url, NODE_ENV: 'production', TRIAGE_CLIENT_DIR: 'none', TRIAGE_LIVE_STREAMS_PER_USER: '10000' };
    // TRIAGE_BENCH_CPU_PROFILE=folder: each server process writes a V8 CPU profile there when it stops.
    const profile = process.env.TRIAGE_BENCH_CPU_PROFILE;
    const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    servers.push(await startServerProcess(env, { memoryProbe: true, nodeArgs }));
    servers.push(await startServerProcess(env, { memoryProbe: true, nodeArgs }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const cookies = await people(database.url, PEOPLE);
    const writer = await signIn(b.url, MEMBER);
    const writerOnA = await signIn(a.url, MEMBER);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      "select i.id from issues i join projects p on p.id = i.project_id where p.slug = 'web' and i.number = 1",
    );
    await client.end();
    const issueId = Buffer.from(`Issue:${rows[0]?.id}`).toString('base64url');
    const open = async (n: number) => {
      const onA = n % 2 === 0;
      subscribers.push(await subscribe(onA ? a.url : b.url, cookies[Math.floor(n / 2) % PEOPLE] as string, issueId));
    };

    // Memory: before any stream, and with 1,000 idle streams (500 per process) that have heard nothing yet.
    const empty = [await sample(a), await sample(b)];
    while (subscribers.length < 1000) await open(subscribers.length);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = [await sample(a), await sample(b)];
    for (const s of subscribers.splice(0)) s.close();

    console.log('');
    console.log('| Subscribers (A + B) | Changes | p50 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|');
    let change = 0;
    let p99At1000 = NaN;
    let eventBytes = 0;
    for (const size of [1, 100, 1000]) {
      while (subscribers.length < size) await open(subscribers.length);
      const latencies: number[] = [];
      for (let i = 0; i < CHANGES_PER_SIZE; i += 1) {
        change += 1;
        const title = `Live bench change ${change}`;
        const arrivals = subscribers.map((s) => s.until(title));
        await rename(b.url, writer, issueId, title);
        const acknowledged = performance.now();
        for (const { at, data } of await Promise.all(arrivals)) {
          // An event may arrive before the mutation's own answer: that counts as no delay.
          latencies.push(Math.max(0, at - acknowledged));
          eventBytes = data.length;
          // Every event is parsed whole, once the round is timed (support/sseSubscriber.ts says why not before).
          if (checkedTitle(data) !== title) throw new Error(`An event for "${title}" carried another title.`);
        }
      }
      const onA = Math.ceil(size / 2);
      const p99 = percentile(latencies, 99);
      if (size === 1000) p99At1000 = p99;
      console.log(
        `| ${size} (${onA} + ${size - onA}) | ${CHANGES_PER_SIZE} | ${ms(median(latencies))} | ${ms(p99)} | ${ms(Math.max(...latencies))} |`,
      );
    }
    console.log('');
    console.log(`p99 at 1,000 subscribers: ${ms(p99At1000)} ms, ${ratio(p99At1000, TARGET_P99_MS)} (≤ ${TARGET_P99_MS} ms).`);
    console.log(`Each event is ${kB(eventBytes)} of JSON (the client's issue subscription, as every subscriber receives it).`);

    // The 1,000 streams are idle again, having delivered the changes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const afterChanges = [await sample(a), await sample(b)];
    console.log('');
    console.log('| Memory per idle subscriber (500 streams per process, after GC) | heap A / B | RSS A / B |');
    console.log('|---|---|---|');
    const idlePer = perStream('opened, nothing heard yet', empty, idle, 500);
    perStream(`after delivering ${change} changes`, empty, afterChanges, 500);
    console.log(
      `Idle subscriber: ${kB(idlePer)} of heap (the larger process), ${ratio(idlePer, TARGET_IDLE_BYTES)} (≤ ${kB(TARGET_IDLE_BYTES)}); RSS overstates it (see the note at the top of bench/live.ts).`,
    );

    // Events per second: 100 subscribers on process A only, changes made through A by 4 writers, first at
    // rising paces, then as fast as A accepts them. A stream whose backlog overflows is dropped (SLOW_CONSUMER),
    // as a real client would be, so what one process *sustains* is the fastest pace with no stream dropped.
    for (const s of subscribers.splice(0)) s.close();
    const burst = async (changesPerSecond: number | null, changes: number): Promise<BurstResult> => {
      for (const s of subscribers.splice(0)) s.close();
      for (let i = 0; i < 100; i += 1) subscribers.push(await subscribe(a.url, cookies[i % PEOPLE] as string, issueId));
      const started = performance.now();
      const last = `Live bench burst ${Date.now()}`;
      const lastArrivals = subscribers.map((s) => s.until(last));
      let sent = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (sent < changes) {
            sent += 1;
            const due = changesPerSecond === null ? 0 : started + ((sent - 1) * 1000) / changesPerSecond - performance.now();
            if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
            await rename(a.url, writerOnA, issueId, `Live bench burst change ${sent}`);
          }
        }),
      );
      await rename(a.url, writerOnA, issueId, last);
      // A stream dropped as too slow never hears the last change: wait for the others only.
      await Promise.all(lastArrivals.map((arrival, i) => Promise.race([arrival, waitUntilEnded(subscribers[i] as Subscriber)])));
      const seconds = (performance.now() - started) / 1000;
      const delivered = subscribers.reduce((sum, s) => sum + s.received, 0);
      return {
        asked: changesPerSecond,
        changesPerSecond: (changes + 1) / seconds,
        eventsPerSecond: delivered / seconds,
        dropped: subscribers.filter((s) => s.ended).length,
        seconds,
      };
    };
    console.log('');
    console.log(
      '| Changes/s asked (4 writers through A) | changes/s made | events/s delivered to 100 streams | streams dropped | seconds |',
    );
    console.log('|---|---|---|---|---|');
    const row = (r: BurstResult) =>
      console.log(
        `| ${r.asked ?? 'as fast as A accepts'} | ${r.changesPerSecond.toFixed(0)} | ${r.eventsPerSecond.toFixed(0)} | ${r.dropped} | ${r.seconds.toFixed(1)} |`,
      );
    let sustained: BurstResult | undefined;
    for (const pace of [10, 20, 40, 80, 160]) {
      const result = await burst(pace, pace * 3);
      row(result);
      // Dropped streams, or writers that could not keep the pace: this pace is past what A sustains.
      if (result.dropped > 0 || result.changesPerSecond < pace * 0.9) break;
      sustained = result;
    }
    row(await burst(null, 200));
    console.log(
      sustained
        ? `Events per second one process sustains (no stream dropped): ${sustained.eventsPerSecond.toFixed(0)} events/s to 100 subscribers, at ${sustained.changesPerSecond.toFixed(0)} changes/s.`
        : 'Events per second one process sustains: not even the slowest pace went through without a dropped stream.',
    );
    console.log(`Load average at the end: ${load()}.`);
  } catch (error) {
    for (const [i, server] of servers.entries()) console.log(`Server ${'AB'[i]} printed:\n${server.output().slice(-3000)}`);
    throw error;
  } finally {
    for (const s of subscribers) s.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop().catch(() => undefined);
    await postgres.stop();
  }
}
