// `npm run bench -- live`: live updates (issue 12) across two server processes on one PostgreSQL, as the
// browser subscribes (the client's persisted subscription, over SSE). Printed, never asserted:
// - fan-out latency, mutation acknowledged → event received, p50/p99, with 1, 100 and 1,000 subscribers
//   spread over both processes, the changes made through one of them;
// - memory per idle subscriber (the server processes' resident memory before and after 1,000 streams);
// - events per second one process delivers (changes made as fast as they are accepted, 100 subscribers).
// Subscribers belong to 20 sessions of one member, so the per-event access check is shared by a session's
// streams (as by a person's tabs) but not by everyone.
import fs from 'node:fs/promises';
import pg from 'pg';
import { createDatabase, startPostgres } from './support/postgres.ts';
import { median, ms, percentile } from './support/stats.ts';
import { operations, requestHeaders, signIn, startServerProcess, type ServerProcess } from './support/triage.ts';

const SESSIONS = 20;
const CHANGES_PER_SIZE = 20;
const MEMBER = { email: 'member@triage.test', password: 'triage-demo' } as const;

interface Subscriber {
  /** Resolves with the time the next event whose title is `title` arrives. */
  until(title: string): Promise<number>;
  /** Events received so far. */
  readonly received: number;
  /** Whether the server ended the stream (e.g. dropped it as too slow a reader). */
  readonly ended: boolean;
  close(): void;
}

/** One stream of the client's issue subscription, read as raw SSE (the title of each event is enough). */
async function subscribe(url: string, cookie: string, issueId: string): Promise<Subscriber> {
  const controller = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...requestHeaders(cookie), Accept: 'text/event-stream' },
    body: JSON.stringify({ doc_id: operations.issueLiveUpdates, variables: { id: issueId } }),
    signal: controller.signal,
  });
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream'))
    throw new Error(`Subscribing answered ${response.status}: ${await response.text()}`);
  const waiters = new Map<string, (at: number) => void>();
  let received = 0;
  let ended = false;
  let buffer = '';
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return void (ended = true);
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!block.startsWith('event: next') || !data) continue;
          received += 1;
          const title = (JSON.parse(data) as { data?: { issueChanged?: { issue?: { title?: string } } } }).data?.issueChanged?.issue?.title;
          const waiter = title === undefined ? undefined : waiters.get(title);
          if (waiter) {
            waiters.delete(title as string);
            waiter(performance.now());
          }
        }
      }
    } catch {
      // Closed by the benchmark.
    }
  })();
  return {
    until: (title) => new Promise((resolve) => waiters.set(title, resolve)),
    get received() {
      return received;
    },
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
  };
}

/** Resolves once the server has ended the stream. */
async function waitUntilEnded(subscriber: Subscriber): Promise<void> {
  while (!subscriber.ended) await new Promise((resolve) => setTimeout(resolve, 200));
}

async function residentKiB(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

async function rename(url: string, cookie: string, issueId: string, title: string): Promise<void> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: requestHeaders(cookie),
    body: JSON.stringify({ doc_id: operations.updateIssue, variables: { input: { issueId, title } } }),
  });
  const body = (await response.json()) as { data?: { updateIssue?: { errors?: unknown[] } } };
  if (!body.data?.updateIssue || (body.data.updateIssue.errors?.length ?? 0) > 0)
    throw new Error(`Renaming failed: ${JSON.stringify(body)}`);
}

export async function benchLive(): Promise<void> {
  console.log('## Live updates: fan-out over two server processes on PostgreSQL');
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
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const cookies = { a: [] as string[], b: [] as string[] };
    for (let i = 0; i < SESSIONS; i += 1) {
      cookies.a.push(await signIn(a.url, MEMBER));
      cookies.b.push(await signIn(b.url, MEMBER));
    }
    const writer = cookies.b[0] as string;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      "select i.id from issues i join projects p on p.id = i.project_id where p.slug = 'web' and i.number = 1",
    );
    await client.end();
    const issueId = Buffer.from(`Issue:${rows[0]?.id}`).toString('base64url');
    const memoryBefore = [await residentKiB(a.pid), await residentKiB(b.pid)];

    console.log('');
    console.log('| Subscribers (A + B) | Changes | p50 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|');
    let change = 0;
    for (const size of [1, 100, 1000]) {
      while (subscribers.length < size) {
        const n = subscribers.length;
        const onA = n % 2 === 0;
        const cookie = (onA ? cookies.a : cookies.b)[n % SESSIONS] as string;
        subscribers.push(await subscribe(onA ? a.url : b.url, cookie, issueId));
      }
      const latencies: number[] = [];
      for (let i = 0; i < CHANGES_PER_SIZE; i += 1) {
        change += 1;
        const title = `Live bench change ${change}`;
        const arrivals = subscribers.map((s) => s.until(title));
        await rename(b.url, writer, issueId, title);
        const acknowledged = performance.now();
        // An event may arrive before the mutation's own answer: that counts as no delay.
        for (const at of await Promise.all(arrivals)) latencies.push(Math.max(0, at - acknowledged));
      }
      const onA = Math.ceil(size / 2);
      console.log(
        `| ${size} (${onA} + ${size - onA}) | ${CHANGES_PER_SIZE} | ${ms(median(latencies))} | ${ms(percentile(latencies, 99))} | ${ms(Math.max(...latencies))} |`,
      );
    }

    // The 1,000 streams are idle now: what they cost each process.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const memoryAfter = [await residentKiB(a.pid), await residentKiB(b.pid)];
    const perSubscriber = memoryAfter.map((after, i) => ((after - (memoryBefore[i] ?? after)) * 1024) / 500);
    console.log('');
    console.log(
      `Memory per idle subscriber (resident memory of each process before any stream and with 500 idle streams, whose changes were delivered): A ${(
        (perSubscriber[0] ?? 0) / 1024
      ).toFixed(
        1,
      )} kB, B ${((perSubscriber[1] ?? 0) / 1024).toFixed(1)} kB (RSS A ${memoryBefore[0]} → ${memoryAfter[0]} KiB, B ${memoryBefore[1]} → ${memoryAfter[1]} KiB).`,
    );

    // Events per second: 100 subscribers on process A only, changes made through A as fast as it accepts them.
    for (const s of subscribers.splice(0)) s.close();
    for (let i = 0; i < 100; i += 1) subscribers.push(await subscribe(a.url, cookies.a[i % SESSIONS] as string, issueId));
    const before = subscribers.reduce((sum, s) => sum + s.received, 0);
    const started = performance.now();
    const last = `Live bench burst ${Date.now()}`;
    const lastArrivals = subscribers.map((s) => s.until(last));
    const writers = Array.from({ length: 4 }, (_, w) => cookies.a[w] as string);
    let sent = 0;
    await Promise.all(
      writers.map(async (cookie) => {
        while (sent < 200) {
          sent += 1;
          await rename(a.url, cookie, issueId, `Live bench burst change ${sent}`);
        }
      }),
    );
    await rename(a.url, writer, issueId, last);
    // A stream dropped as too slow (SLOW_CONSUMER) never hears the last change: wait for the others only.
    await Promise.all(lastArrivals.map((arrival, i) => Promise.race([arrival, waitUntilEnded(subscribers[i] as Subscriber)])));
    const seconds = (performance.now() - started) / 1000;
    const delivered = subscribers.reduce((sum, s) => sum + s.received, 0) - before;
    const dropped = subscribers.filter((s) => s.ended).length;
    console.log(
      `Events per second one process delivers: ${(delivered / seconds).toFixed(0)} (${delivered} events to 100 subscribers of process A for ${sent + 1} changes made through A by 4 writers, in ${seconds.toFixed(1)} s; ${dropped} streams dropped as too slow).`,
    );
  } finally {
    for (const s of subscribers) s.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop().catch(() => undefined);
    await postgres.stop();
  }
}
