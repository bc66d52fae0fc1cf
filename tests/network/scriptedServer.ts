// A real HTTP server on a loopback port whose answers each test scripts, and which records every request
// (method, URL, headers, body, and whether the client went away before finishing it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Bytes of the body received so far (grows while the body streams in). */
  received: number;
  /** The whole body arrived. */
  complete: boolean;
  /** The client closed the connection before the whole body arrived or before we answered. */
  closedEarly: boolean;
}

export type Script = (request: RecordedRequest, res: http.ServerResponse, req: http.IncomingMessage) => void;

export interface ScriptedServer {
  readonly origin: string;
  readonly endpoint: string;
  readonly requests: RecordedRequest[];
  /** How to answer from now on. When `readBody` is false the script runs as soon as headers arrive. */
  script(script: Script, options?: { readBody?: boolean }): void;
  close(): Promise<void>;
}

export function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/graphql-response+json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  let current: Script = (_, res) => json(res, 200, { data: { ok: true } });
  let readBody = true;
  const server = http.createServer((req, res) => {
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.alloc(0),
      received: 0,
      complete: false,
      closedEarly: false,
    };
    requests.push(recorded);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      recorded.received += chunk.length;
    });
    req.on('end', () => {
      recorded.complete = true;
      recorded.body = Buffer.concat(chunks);
      if (readBody) current(recorded, res, req);
    });
    res.on('close', () => {
      if (!recorded.complete || !res.writableFinished) recorded.closedEarly = true;
    });
    if (!readBody) current(recorded, res, req);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    endpoint: `${origin}/graphql`,
    requests,
    script(script, options = {}) {
      current = script;
      readBody = options.readBody ?? true;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
