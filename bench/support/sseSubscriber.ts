// One live-update stream as bench/live.ts reads it: a real GraphQL-over-SSE request (the client's persisted
// subscription, POSTed with its headers) whose events are timed as their last byte arrives. With 1,000 streams
// read by one Node process on a 2-core machine shared with both servers, the reading side was the largest
// consumer of CPU (fetch's web streams, decoding every event to text, JSON.parse of every ~30 kB event): an
// event waited for the events of other streams to be parsed before it was timed. So the reader stays on bytes
// (node:http's chunks): it finds each event's end (a blank line) and reads only the issue's title to know
// which change the event is. The whole event is kept and parsed after the change's round, outside the timing
// (`checkedTitle`), so every counted event is still a complete, well-formed answer.
import http from 'node:http';
import { operations, requestHeaders } from './triage.ts';

export interface Arrival {
  /** performance.now() when the event's last byte was read. */
  readonly at: number;
  /** The event's `data:` field as received: the subscription's JSON result. */
  readonly data: Buffer;
}

export interface Subscriber {
  /** Resolves when the next event about the issue titled `title` has arrived. */
  until(title: string): Promise<Arrival>;
  /** Events received so far. */
  readonly received: number;
  /** Whether the server ended the stream (e.g. dropped it as too slow a reader). */
  readonly ended: boolean;
  close(): void;
}

const BLANK_LINE = Buffer.from('\n\n');
const NEXT_EVENT = Buffer.from('event: next\n');
const DATA = Buffer.from('data: ');
// An issue title inside the JSON. A title in a string value (a body quoting JSON) has its quotes escaped, so
// cannot match; the subscription selects one `title`, the issue's.
const TITLE = Buffer.from('"title":"');

/** The title of the issue in an event's JSON, read the cheap way (the benchmark's titles have no quote in them). */
function titleIn(data: Buffer): string | undefined {
  const start = data.indexOf(TITLE);
  if (start < 0) return undefined;
  const end = data.indexOf('"', start + TITLE.length);
  return end < 0 ? undefined : data.toString('utf8', start + TITLE.length, end);
}

/** The issue title of an event, read by parsing the whole event: fails on anything but a well-formed result. */
export function checkedTitle(data: Buffer): string | undefined {
  const result = JSON.parse(data.toString('utf8')) as { data?: { issueChanged?: { issue?: { title?: string } } }; errors?: unknown };
  if (result.errors !== undefined) throw new Error(`An event carried errors: ${JSON.stringify(result.errors)}`);
  return result.data?.issueChanged?.issue?.title;
}

/** Opens one stream of the client's issue subscription for `issueId`, as the person whose session `cookie` holds. */
export function subscribe(url: string, cookie: string, issueId: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/graphql`, {
      method: 'POST',
      headers: { ...requestHeaders(cookie), Accept: 'text/event-stream' },
      agent: false,
    });
    request.on('error', reject);
    request.end(JSON.stringify({ doc_id: operations.issueLiveUpdates, variables: { id: issueId } }));
    request.on('response', (response) => {
      if (response.statusCode !== 200 || !(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => reject(new Error(`Subscribing answered ${response.statusCode}: ${body}`)));
        return;
      }
      const waiters = new Map<string, (arrival: Arrival) => void>();
      let received = 0;
      let ended = false;
      let pending: Buffer = Buffer.alloc(0);
      response.on('data', (chunk: Buffer) => {
        const at = performance.now();
        // Only the new bytes (and the one before them: a blank line may straddle two chunks) are searched.
        let from = Math.max(0, pending.length - 1);
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        let end: number;
        while ((end = pending.indexOf(BLANK_LINE, from)) >= 0) {
          const block = pending.subarray(0, end);
          pending = pending.subarray(end + BLANK_LINE.length);
          from = 0;
          const data = block.indexOf(DATA);
          if (block.indexOf(NEXT_EVENT) !== 0 || data < 0) continue;
          received += 1;
          const payload = block.subarray(data + DATA.length);
          const title = titleIn(payload);
          const waiter = title === undefined ? undefined : waiters.get(title);
          if (title !== undefined && waiter) {
            waiters.delete(title);
            waiter({ at, data: payload });
          }
        }
      });
      response.on('end', () => (ended = true));
      // Closed by the benchmark, or by the server stopping.
      response.on('error', () => (ended = true));
      resolve({
        until: (title) => new Promise((arrived) => waiters.set(title, arrived)),
        get received() {
          return received;
        },
        get ended() {
          return ended;
        },
        close: () => request.destroy(),
      });
    });
  });
}
