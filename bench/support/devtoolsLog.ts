// The DevTools network log of a Lighthouse run (real, unthrottled timings on loopback): when each request
// started and finished, its bytes on the wire, the GraphQL operation it carried; whether a page's query went
// out before its route's chunk had arrived.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from './lighthousePages.ts';
import { ms } from './stats.ts';
import { repoRoot } from './triage.ts';

export interface NetworkEvent {
  readonly method: string;
  readonly params: {
    readonly requestId?: string;
    readonly timestamp?: number;
    readonly type?: string;
    readonly request?: { readonly url: string; readonly method: string; readonly postData?: string };
    readonly response?: { readonly url: string; readonly headers: Record<string, string> };
    readonly encodedDataLength?: number;
  };
}

/** Operation names by doc_id, from persisted-queries.json. */
export async function operationNames(): Promise<Map<string, string>> {
  const persisted = JSON.parse(await fs.readFile(path.join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  return new Map(Object.entries(persisted).map(([id, text]) => [id, /^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? id]));
}

/** Request timings (ms from the document request) from a DevTools log. */
function requestTimings(log: readonly NetworkEvent[], names: Map<string, string>) {
  const started = new Map<string, { url: string; label: string; start: number }>();
  const finished = new Map<string, number>();
  const transferred = new Map<string, number>();
  const encoding = new Map<string, string>();
  for (const event of log) {
    const { requestId, timestamp, request } = event.params;
    if (requestId === undefined || timestamp === undefined) continue;
    if (event.method === 'Network.requestWillBeSent' && request && !started.has(requestId)) {
      let label = new URL(request.url).pathname;
      if (label === '/graphql' && request.postData) {
        const docId = (JSON.parse(request.postData) as { doc_id?: string }).doc_id;
        label = `/graphql ${docId ? (names.get(docId) ?? docId) : '(text)'}`;
      }
      started.set(requestId, { url: request.url, label, start: timestamp * 1000 });
    }
    if (event.method === 'Network.responseReceived' && event.params.response) {
      const headers = Object.fromEntries(Object.entries(event.params.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      encoding.set(requestId, headers['content-encoding'] ?? 'none');
    }
    if (event.method === 'Network.loadingFinished') {
      finished.set(requestId, timestamp * 1000);
      transferred.set(requestId, event.params.encodedDataLength ?? NaN);
    }
  }
  const all = [...started].map(([id, r]) => ({
    ...r,
    end: finished.get(id) ?? NaN,
    bytes: transferred.get(id) ?? NaN,
    encoding: encoding.get(id) ?? '?',
  }));
  const origin = all[0]?.start ?? 0;
  return all.map((r) => ({ ...r, start: r.start - origin, end: r.end - origin })).sort((a, b) => a.start - b.start);
}

/** kB on the wire of the JavaScript requested before the page's largest paint (the log of the same load). */
export function jsBeforeLcpKb(log: readonly NetworkEvent[], names: Map<string, string>, observedLcpMs: number): number {
  return (
    requestTimings(log, names)
      .filter((r) => /\.js$/.test(new URL(r.url).pathname) && r.start < observedLcpMs)
      .reduce((sum, r) => sum + r.bytes, 0) / 1000
  );
}

export function printPreload(page: Page, log: readonly NetworkEvent[], names: Map<string, string>): void {
  const requests = requestTimings(log, names);
  const chunk = requests.find((r) => new RegExp(`/assets/${page.chunkName}-[\\w-]+\\.js$`).test(r.url));
  const query = requests.find((r) => r.label === `/graphql ${page.query}`);
  const entry = requests.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url));
  console.log(`  preloading, ${page.name} (DevTools log of the run, unthrottled loopback, ms from the document request):`);
  for (const r of requests.filter((x) => x.label.startsWith('/graphql') || x.url.includes('/assets/') || x === requests[0])) {
    console.log(
      `    ${r.label.replace(/^\/assets\//, '').padEnd(46)} start ${ms(r.start).padStart(6)}  end ${ms(r.end).padStart(6)}  ${(r.bytes / 1000).toFixed(1).padStart(7)} kB on the wire, content-encoding ${r.encoding}`,
    );
  }
  if (chunk && !query) {
    // Since the first answers (issue 13) the route's query is answered inside the page itself; the held-back
    // check below reads the page to confirm it, so a query that is simply missing is not taken for that.
    console.log(`    ${page.query} not requested: its answer is expected inside the page (the held-back check below confirms).`);
    return;
  }
  if (!chunk || !query) {
    console.log(`    could not find ${chunk ? '' : `the ${page.chunkName} chunk `}${query ? '' : `the ${page.query} request`} in the log`);
    return;
  }
  const verdict =
    query.start < chunk.end
      ? `started ${ms(chunk.end - query.start)} ms before the route chunk had finished loading`
      : `started ${ms(query.start - chunk.end)} ms after the route chunk had finished loading (unthrottled, both take a few ms: the held-back check below decides)`;
  console.log(`    ${page.query} ${verdict}${entry ? ` (the entry chunk finished at ${ms(entry.end)} ms)` : ''}.`);
}
