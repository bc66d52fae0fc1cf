// Prometheus metrics at /metrics (prom-client), when TRIAGE_METRICS_TOKEN is set: requests by route and status,
// GraphQL operations by name with their latency, the admission line, live streams, the PostgreSQL pool, upload
// bytes, and the process's own figures (CPU, memory, event-loop delay, garbage collection). Each process answers
// for itself; Prometheus scrapes each one. The scraper sends the token as a bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { requestFacts } from '../graphql/requestFacts.ts';

export interface MetricsSources {
  /** GraphQL requests running and waiting for their turn (admission.ts). */
  readonly admission: { readonly running: number; readonly waiting: number };
  /** Live-update streams open in this process. */
  readonly liveStreams: () => number;
  /** The PostgreSQL pool's connections; absent on PGlite (one connection, in the process). */
  readonly pool?: () => { readonly total: number; readonly idle: number; readonly waiting: number };
}

/** Operation names become labels; past this many distinct ones (a client sending made-up names), "(other)". */
const MAX_OPERATION_LABELS = 300;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A route label: a handful of values, never the path itself (ids, tokens and file names travel in paths). */
function routeOf(pathname: string): string {
  if (pathname === '/graphql') return 'graphql';
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') return pathname.slice(1);
  if (pathname.startsWith('/attachments/')) return 'attachments';
  if (pathname.startsWith('/avatars/')) return 'avatars';
  return 'client';
}

/**
 * The bytes each connection had sent when its last request ended: a request's bytes are the socket's count at its
 * end less this (the socket may have read the start of the body before the request was even handed over).
 */
const countedBytes = new WeakMap<Socket, number>();

export class Metrics {
  private readonly registry = new Registry();
  private readonly tokenDigest: Buffer;
  private readonly operationLabels = new Set<string>();
  private readonly requests = new Counter({
    name: 'triage_http_requests_total',
    help: 'HTTP requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'triage_http_request_duration_seconds',
    help: 'Time from a request arriving to its response ending, by route (live streams left out).',
    labelNames: ['route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly operations = new Counter({
    name: 'triage_graphql_operations_total',
    help: 'GraphQL operations run, by name, type and HTTP status.',
    labelNames: ['operation', 'type', 'status'] as const,
    registers: [this.registry],
  });
  private readonly operationSeconds = new Histogram({
    name: 'triage_graphql_operation_duration_seconds',
    help: 'Time from a GraphQL request arriving to its response ending (waiting for a turn included), by operation; subscriptions left out.',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly uploadBytes = new Counter({
    name: 'triage_upload_bytes_total',
    help: 'Bytes received in file uploads (multipart GraphQL requests), headers included.',
    registers: [this.registry],
  });

  constructor(token: string, sources: MetricsSources) {
    this.tokenDigest = createHash('sha256').update(token).digest();
    new Gauge({
      name: 'triage_graphql_requests_running',
      help: 'GraphQL requests holding a turn now (subscriptions excepted).',
      registers: [this.registry],
      collect() {
        this.set(sources.admission.running);
      },
    });
    new Gauge({
      name: 'triage_graphql_requests_waiting',
      help: 'GraphQL requests waiting in line for a turn now.',
      registers: [this.registry],
      collect() {
        this.set(sources.admission.waiting);
      },
    });
    new Gauge({
      name: 'triage_live_streams',
      help: 'Live-update streams (subscriptions) open in this process.',
      registers: [this.registry],
      collect() {
        this.set(sources.liveStreams());
      },
    });
    const { pool } = sources;
    if (pool) {
      new Gauge({
        name: 'triage_db_pool_connections',
        help: 'PostgreSQL connections of this process: all, idle, and queries waiting for one.',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const now = pool();
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
          this.set({ state: 'waiting' }, now.waiting);
        },
      });
    }
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts the request when its response ends (or the client goes away). */
  observe(req: IncomingMessage, res: ServerResponse): void {
    const started = process.hrtime.bigint();
    const { socket } = req;
    const multipart = (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(new URL(req.url ?? '/', 'http://localhost').pathname);
      const status = String(res.statusCode);
      const facts = requestFacts.get(req);
      const stream = facts?.operationType === 'subscription';
      this.requests.inc({ route, method: req.method ?? '', status });
      if (!stream) this.requestSeconds.observe({ route }, seconds);
      const bytes = socket.bytesRead - (countedBytes.get(socket) ?? 0);
      countedBytes.set(socket, socket.bytesRead);
      if (multipart) this.uploadBytes.inc(Math.max(0, bytes));
      if (route === 'graphql' && facts) {
        const operation = this.operationLabel(facts.operationName);
        this.operations.inc({ operation, type: facts.operationType ?? 'unknown', status });
        if (!stream) this.operationSeconds.observe({ operation }, seconds);
      }
    });
  }

  /** Answers a scrape: 404 without the token's configuration (handled by the caller), 401 without the token. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(createHash('sha256').update(presented).digest(), this.tokenDigest)) {
      res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
      return void res.end('Send the metrics token (TRIAGE_METRICS_TOKEN) as a bearer token.\n');
    }
    const text = await this.registry.metrics();
    res.writeHead(200, { 'Content-Type': this.registry.contentType, 'Cache-Control': 'no-store' });
    res.end(text);
  }

  private operationLabel(name: string | undefined): string {
    if (!name) return '(anonymous)';
    if (this.operationLabels.has(name)) return name;
    if (this.operationLabels.size >= MAX_OPERATION_LABELS) return '(other)';
    this.operationLabels.add(name);
    return name;
  }
}
