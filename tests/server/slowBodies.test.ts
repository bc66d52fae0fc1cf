// Request bodies that arrive too slowly are cut off with 408 whatever their type, while a large upload on a
// slow line still goes through as long as it keeps coming (hardening issue: 50 JSON bodies sent a byte at
// a time were still open after 45 s). The server here allows 1.5 s for an ordinary request and 4 kB/s
// over 2 s windows for uploads, so that the test takes seconds, not minutes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const ADD = 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { size } } }';
// The test's client runs in the server's process: a stall of its event loop (PGlite runs there too, on a busy
// machine) slows both sides, so the upload that must pass goes a hundred times faster than the minimum.
const PACE = { minUploadBytesPerSecond: 4000, windowMs: 2000 };

interface Trickled {
  readonly status: number | null;
  readonly code: string | undefined;
  /** How much of the body had been sent when the answer came (or the connection closed). */
  readonly sent: number;
}

/** Sends `body` to /graphql `chunk` bytes at a time, one chunk every `everyMs`, until answered or done. */
function trickle(url: string, headers: Record<string, string>, body: Buffer, chunk: number, everyMs: number): Promise<Trickled> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (status: number | null, code?: string) => {
      clearTimeout(timer);
      resolve({ status, code, sent });
    };
    const req = http.request(
      {
        host: hostname,
        port,
        path: '/graphql',
        method: 'POST',
        headers: { ...headers, 'X-Triage-CSRF': '1', 'Content-Length': String(body.length) },
      },
      (res) => {
        let text = '';
        res.on('data', (data: Buffer) => (text += data.toString()));
        res.on('end', () => {
          const parsed = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
          finish(res.statusCode ?? null, parsed.errors?.[0]?.extensions?.code);
        });
        res.on('error', () => finish(res.statusCode ?? null));
      },
    );
    req.on('error', () => finish(null));
    const next = () => {
      if (sent >= body.length) return void req.end();
      req.write(body.subarray(sent, sent + chunk));
      sent += chunk;
      timer = setTimeout(next, everyMs);
    };
    next();
  });
}

async function multipartBody(issueId: string, size: number): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const init = multipartFiles(ADD, { issueId }, [{ name: 'slow.zip', type: 'application/zip', bytes: randomBytes(size) }]);
  const request = new Request('http://localhost/', init);
  return { headers: { 'Content-Type': request.headers.get('content-type') ?? '' }, body: Buffer.from(await request.arrayBuffer()) };
}

/** The upload's headers with the test server's signed-in session. */
function signedIn(server: TestServer, headers: Record<string, string>): Record<string, string> {
  return { ...headers, Cookie: server.cookie };
}

for (const backend of backends) {
  describe(`slow request bodies on ${backend}`, () => {
    let server: TestServer;
    let issueId = '';
    const attachments = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from attachments`.execute(server.database.db)).rows[0]?.n ?? -1;
    const json = Buffer.from(JSON.stringify({ query: '{ viewer { login } }', variables: { pad: 'x'.repeat(150) } }));

    before(async () => {
      server = await startTestServer(backend, { requestTimeoutMs: 1500, uploadPace: PACE });
      issueId = (await server.graphql('{ project(slug: "web") { issue(number: 4) { id } } }')).body.data.project.issue.id;
    });
    after(() => server.close());

    test('a JSON body sent a byte at a time is cut off with 408 before it is complete', async () => {
      const answer = await trickle(server.url, { 'Content-Type': 'application/json' }, json, 1, 100);
      assert.deepEqual([answer.status, answer.code], [408, 'REQUEST_TIMEOUT']);
      assert.ok(answer.sent < json.length, `cut off after ${answer.sent} of ${json.length} bytes`);
    });

    test('twenty of them at once are all cut off, and the server answers others meanwhile', async () => {
      const slow = Array.from({ length: 20 }, () => trickle(server.url, { 'Content-Type': 'application/json' }, json, 1, 100));
      const health = await fetch(`${server.url}/healthz`);
      assert.equal(health.status, 200);
      const answers = await Promise.all(slow);
      assert.deepEqual(
        answers.map((a) => a.status),
        answers.map(() => 408),
      );
    });

    test('headers sent a byte at a time are cut off with 408 before they are complete', async () => {
      const { hostname, port } = new URL(server.url);
      const head = `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nX-Padding: ${'x'.repeat(150)}\r\n\r\n`;
      const answer = await new Promise<{ statusLine: string; sent: number }>((resolve) => {
        const socket = net.connect(Number(port), hostname);
        let sent = 0;
        let text = '';
        const timer = setInterval(() => {
          if (sent < head.length) socket.write(head[sent++] ?? '');
        }, 100);
        socket.on('data', (data: Buffer) => (text += data.toString()));
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ statusLine: text.split('\r\n')[0] ?? '', sent });
        });
      });
      assert.equal(answer.statusLine, 'HTTP/1.1 408 Request Timeout');
      assert.ok(answer.sent < head.length, `cut off after ${answer.sent} of ${head.length} bytes`);
    });

    test('an upload arriving under the minimum pace is cut off and stores nothing', async () => {
      const before = await attachments();
      const { headers, body } = await multipartBody(issueId, 200_000);
      const answer = await trickle(server.url, signedIn(server, headers), body, 500, 250); // 2 kB/s
      assert.deepEqual([answer.status, answer.code], [408, 'REQUEST_TIMEOUT']);
      assert.ok(answer.sent < body.length);
      assert.equal(await attachments(), before);
    });

    test('an upload that keeps coming above the pace goes through even when it takes longer than the request limit', async () => {
      const before = await attachments();
      const { headers, body } = await multipartBody(issueId, 1_500_000);
      // 50 kB every 100 ms (500 kB/s): about 3 s, twice the 1.5 s an ordinary request may take.
      const answer = await trickle(server.url, signedIn(server, headers), body, 50_000, 100);
      assert.equal(answer.status, 200);
      assert.equal(answer.sent >= body.length, true);
      assert.equal(await attachments(), before + 1);
    });
  });
}
