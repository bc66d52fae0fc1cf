// A what-if for the Lighthouse benchmark: a loopback reverse proxy in front of the Triage server that
// compresses text responses (JavaScript, HTML, JSON, SVG) with Brotli when the browser accepts it, gzip
// otherwise. Content-hashed assets get Brotli's best level (what a build step would precompress once);
// everything else a fast level, as a server compressing on the fly would. The server itself is unchanged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|graphql-response\+json)|image\/svg\+xml)/;

export interface Proxy {
  readonly url: string;
  /** Fetches each path once with Brotli accepted, so the immutable ones are compressed before timing. */
  warm(paths: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export async function startCompressingProxy(target: string): Promise<Proxy> {
  const upstream = new URL(target);
  // Content-hashed assets never change: each is compressed once per encoding, as a build step would.
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const encoding =
          !COMPRESSIBLE.test(type) || answer.headers['content-encoding']
            ? undefined
            : accepts.includes('br')
              ? 'br'
              : accepts.includes('gzip')
                ? 'gzip'
                : undefined;
        if (!encoding) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const immutable = (req.url ?? '').startsWith('/assets/') && answer.statusCode === 200;
          const key = `${encoding} ${req.url}`;
          const compressed =
            (immutable ? cache.get(key) : undefined) ??
            (encoding === 'br'
              ? zlib.brotliCompressSync(body, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: immutable ? 11 : 5,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                })
              : zlib.gzipSync(body, { level: immutable ? 9 : 6 }));
          if (immutable) cache.set(key, compressed);
          const { 'content-length': _length, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, {
            ...headers,
            'content-encoding': encoding,
            'content-length': compressed.length,
            vary: 'Accept-Encoding',
          });
          res.end(compressed);
        });
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async warm(paths) {
      for (const path of paths) {
        for (const encoding of ['br', 'gzip'])
          await (await fetch(`${url}${path}`, { headers: { 'Accept-Encoding': encoding } })).arrayBuffer();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
