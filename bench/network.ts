// What the network layer itself costs, and how fast an upload goes, on loopback:
// - per-request time of a query through createNetwork against the same request sent with bare fetch, to a
//   server that answers a fixed GraphQL response at once (so the difference is the layer's own work);
// - a 10 MB attachment through the network layer into the real Triage server (PGlite), against the same
//   multipart body sent with bare fetch.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { RequestParameters } from 'relay-runtime';
import { createNetwork } from '../src/client/relay/network.ts';
import { startTestServer } from '../tests/server/harness.ts';

const REQUESTS = 2000;
const WARMUP = 200;
const UPLOADS = 5;

const QUERY_TEXT = 'query BenchQuery { projects { totalCount } }';
const query = { cacheID: 'q', id: null, metadata: {}, name: 'BenchQuery', operationKind: 'query', text: QUERY_TEXT } as RequestParameters;
const attach = {
  cacheID: 'a',
  id: null,
  metadata: {},
  name: 'BenchAttach',
  operationKind: 'mutation',
  text: 'mutation BenchAttach($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { size } } }',
} as RequestParameters;

function once(
  network: ReturnType<typeof createNetwork>,
  request: RequestParameters,
  variables: Record<string, unknown>,
  uploadables?: Record<string, File>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    network.execute(request, variables, {}, uploadables).subscribe({ complete: () => resolve(), error: reject });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function requestOverhead(): Promise<void> {
  const answer = JSON.stringify({ data: { projects: { totalCount: 3 } } });
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/graphql-response+json' }).end(answer));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const network = createNetwork({ endpoint });
  const bare = async () => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json', 'X-Triage-CSRF': '1' },
      body: JSON.stringify({ query: QUERY_TEXT, variables: {}, operationName: 'BenchQuery' }),
    });
    JSON.parse(await response.text());
  };
  const layered = () => once(network, query, {});
  // Interleaved rounds so drift on a shared machine hits both alike.
  const times = { bare: [] as number[], layered: [] as number[] };
  for (let i = 0; i < WARMUP; i += 1) {
    await bare();
    await layered();
  }
  for (let i = 0; i < REQUESTS; i += 1) {
    for (const [name, fn] of [
      ['bare', bare],
      ['layered', layered],
    ] as const) {
      const start = performance.now();
      await fn();
      times[name].push(performance.now() - start);
    }
  }
  server.close();
  const b = median(times.bare);
  const l = median(times.layered);
  console.log(
    `query over loopback, median of ${REQUESTS}: bare fetch ${(b * 1000).toFixed(0)} µs, network layer ${(l * 1000).toFixed(0)} µs, overhead ${((l - b) * 1000).toFixed(0)} µs (ratio ${(l / b).toFixed(2)})`,
  );
}

async function uploadThroughput(): Promise<void> {
  const triage = await startTestServer('pglite');
  const issueId = (await triage.graphql('{ project(slug: "web") { issue(number: 1) { id } } }')).body.data.project.issue.id as string;
  const endpoint = `${triage.url}/graphql`;
  const fetchFn: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), Cookie: triage.cookie } });
  const network = createNetwork({ endpoint, fetchFn });
  const size = 10 * 1024 * 1024;
  const times = { bare: [] as number[], layered: [] as number[] };
  for (let i = 0; i < UPLOADS; i += 1) {
    // Fresh bytes each time, so content-addressed storage never skips a write.
    const layeredFile = new File([randomBytes(size)], 'bench.zip');
    let start = performance.now();
    await once(network, attach, { input: { issueId, files: [] } }, { 'input.files.0': layeredFile });
    times.layered.push(performance.now() - start);

    const form = new FormData();
    form.append('operations', JSON.stringify({ query: attach.text, variables: { input: { issueId, files: [null] } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.files.0'] }));
    form.append('0', new File([randomBytes(size)], 'bench.zip'));
    start = performance.now();
    const response = await fetch(endpoint, { method: 'POST', body: form, headers: { 'X-Triage-CSRF': '1', Cookie: triage.cookie } });
    if (!response.ok) throw new Error(`upload failed: ${response.status}`);
    await response.text();
    times.bare.push(performance.now() - start);
  }
  await triage.close();
  const mbps = (ms: number) => size / (1024 * 1024) / (ms / 1000);
  const b = median(times.bare);
  const l = median(times.layered);
  console.log(
    `10 MB upload into the Triage server (PGlite), median of ${UPLOADS}: bare fetch ${b.toFixed(0)} ms (${mbps(b).toFixed(0)} MB/s), network layer ${l.toFixed(0)} ms (${mbps(l).toFixed(0)} MB/s), ratio ${(l / b).toFixed(2)}`,
  );
}

export async function benchNetwork(): Promise<void> {
  console.log('## Network layer');
  await requestOverhead();
  await uploadThroughput();
}
