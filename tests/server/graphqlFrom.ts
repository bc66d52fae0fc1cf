// A GraphQL request sent from a chosen loopback address (loopback has many: 127.0.0.1, 127.0.0.2, ...), for
// the limits kept per client address. fetch cannot pick its source address; node:http can.
import http from 'node:http';

export interface AnswerFrom {
  readonly status: number;
  // `any`: test assertions walk arbitrary response JSON; each test checks the shape it expects.
  readonly body: any;
}

export function graphqlFrom(url: string, localAddress: string, query: string, variables: Record<string, unknown>): Promise<AnswerFrom> {
  const body = JSON.stringify({ query, variables });
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: '/graphql',
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch (error) {
            reject(new Error(`not JSON (status ${res.statusCode}): ${text.slice(0, 200)}`, { cause: error }));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
