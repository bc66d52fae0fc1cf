// Compressed GraphQL responses. A page's query answers tens of kB of JSON (the issue list: about 18 kB),
// which Brotli brings to a few kB: on a slow mobile link, the difference arrives before the page can show.
// Only complete JSON results are compressed (not streams, not the small ones), and request bodies are never
// decompressed here, so the body size limit keeps meaning what it says.
// The responses carry no secret an attacker could probe by reflecting input (no CSRF token, and the
// session is a cookie, not in the body), so compression does not open a BREACH-style leak.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

/** Below this, headers and framing cost more than compression saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^application\/(?:graphql-response\+)?json\b/;

/** The best encoding the client accepts (q=0 refuses one), or undefined for none. */
export function chooseEncoding(acceptEncoding: string | null): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

export function useResponseCompression(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return;
      const encoding = chooseEncoding(request.headers.get('accept-encoding'));
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('Vary', 'Accept-Encoding');
      const body = Buffer.from(await response.arrayBuffer());
      let sent: Buffer = body;
      if (encoding && body.byteLength >= MIN_BYTES) {
        // Quality 5 and level 6: nearly the best ratio for JSON of this size, in well under a millisecond.
        sent = encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
          : gzipSync(body, { level: 6 });
        headers.set('Content-Encoding', encoding);
      }
      headers.set('Content-Length', String(sent.byteLength));
      setResponse(new fetchAPI.Response(new Uint8Array(sent), { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
