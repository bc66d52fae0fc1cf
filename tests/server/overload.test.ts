// Under load, GraphQL requests take turns first come, first served, and one that would wait longer than the
// bound is answered 503 with Retry-After at once instead of queueing without end (hardening issue: under 200
// clients on PGlite the slowest answer took 24 s). The line itself is shown with Admission directly; the
// answers through a real server, whose one turn is held by a request whose body arrives slowly.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { Admission, type Admitted } from '../../src/server/http/admission.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

const released = (turn: Admitted) => {
  assert.ok('release' in turn, 'admitted');
  return turn.release;
};

/** A request whose client never goes away. */
const staying = new AbortController().signal;

describe('the line for a turn', () => {
  test('requests beyond the concurrency wait, and are let in first come, first served', async () => {
    const admission = new Admission({ concurrency: 2, maxWaitMs: 60_000 });
    const first = released(await admission.enter(staying));
    const second = released(await admission.enter(staying));
    const order: number[] = [];
    const waiting = [3, 4, 5].map((n) =>
      admission.enter(staying).then((turn) => {
        order.push(n);
        return released(turn);
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(order, [], 'nobody is let in while both turns are taken');
    first();
    const third = await waiting[0]!;
    second();
    third();
    for (const release of await Promise.all(waiting.slice(1))) release();
    assert.deepEqual(order, [3, 4, 5]);
  });

  test('a request whose client goes away leaves the line, and gives back a turn it held', async () => {
    const admission = new Admission({ concurrency: 1, maxWaitMs: 60_000 });
    const holder = new AbortController();
    assert.ok('release' in (await admission.enter(holder.signal)));
    const leaver = new AbortController();
    const left = admission.enter(leaver.signal);
    const next = admission.enter(staying);
    leaver.abort();
    assert.deepEqual(await left, { gone: true });
    assert.equal(admission.estimatedWaitMs(), 100, 'one in line (the one left behind), 50 ms each, behind the holder');
    holder.abort(); // the holder's client disconnects: its turn goes to the next in line
    released(await next)();
  });

  test('a request that would wait longer than the bound is told at once when to come back', async () => {
    // One turn; until a request has finished, one is assumed to take 50 ms: two may wait (50 and 100 ms).
    const admission = new Admission({ concurrency: 1, maxWaitMs: 100 });
    released(await admission.enter(staying));
    const inLine = [admission.enter(staying), admission.enter(staying)];
    const turnedAway = await admission.enter(staying);
    assert.deepEqual(turnedAway, { retryAfterSeconds: 1 });
    // And those in line whose bound passes are turned away too: the bound holds even when the guess was wrong.
    assert.deepEqual(await Promise.all(inLine), [{ retryAfterSeconds: 1 }, { retryAfterSeconds: 1 }]);
  });
});

/** A GraphQL query whose body is sent a byte every 50 ms: it holds its turn for about a second. */
function slowQuery(url: string, cookie: string): Promise<number> {
  const body = Buffer.from(JSON.stringify({ query: '{ viewer { login } }' }));
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), Cookie: cookie },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    let sent = 0;
    const next = () => {
      if (sent >= body.length) return void req.end();
      req.write(body.subarray(sent, sent + 1));
      sent += 1;
      setTimeout(next, 50);
    };
    next();
  });
}

for (const backend of backends) {
  describe(`a busy server on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend, { admission: { concurrency: 1, maxWaitMs: 100 } });
    });
    after(() => server.close());

    test('answers 503 with Retry-After while its one turn is taken, and serves again once it is free', async () => {
      const holder = slowQuery(server.url, server.cookie);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the holder has its turn
      const answers = await Promise.all(Array.from({ length: 5 }, () => server.graphql('{ viewer { login } }')));
      for (const answer of answers) {
        assert.equal(answer.status, 503);
        assert.equal(answer.headers.get('retry-after'), '1');
        assert.equal(answer.body.errors[0].extensions.code, 'SERVER_BUSY');
      }
      assert.equal(await holder, 200, 'the request that had its turn is answered');
      const after = await server.graphql('{ viewer { login } }');
      assert.deepEqual([after.status, after.body.data.viewer.login], [200, 'admin']);
    });

    test('a query asking for an event stream waits its turn like any other; only a subscription passes without one', async () => {
      const asStream = (body: object) =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Triage-CSRF': '1', Cookie: server.cookie },
          body: JSON.stringify(body),
        });
      const project = (await server.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
      const holder = slowQuery(server.url, server.cookie);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the holder has its turn
      const query = await asStream({ query: '{ viewer { login } }' });
      assert.equal(query.status, 503);
      assert.equal(query.headers.get('retry-after'), '1');
      assert.match(await query.text(), /SERVER_BUSY/);
      const controller = new AbortController();
      const stream = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        signal: controller.signal,
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Triage-CSRF': '1', Cookie: server.cookie },
        body: JSON.stringify({
          query: 'subscription($p: ID!) { projectIssuesChanged(projectId: $p) { created } }',
          variables: { p: project },
        }),
      });
      assert.equal(stream.status, 200, 'the subscription is followed while the one turn is taken');
      assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
      controller.abort();
      assert.equal(await holder, 200);
      const served = await asStream({ query: '{ viewer { login } }' });
      assert.equal(served.status, 200);
      assert.match(await served.text(), /"login":"admin"/);
    });
  });
}

// PGlite answers its statements on this thread through promises that settle at once: without a yield, a
// request ran from its first statement to its answer without the event loop turning, so requests arriving
// meanwhile stayed unread in their sockets, unseen by the line, and 200 clients waited up to 20 s although
// the line turns away any wait over 5 s. The test server runs in this process, so this process's loop is
// the server's: a callback queued with setImmediate runs only when the loop turns, and what it sees of the
// request's statements tells whether the loop turned in the middle of them.
describe('a request on PGlite', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite', { pgliteYieldEveryMs: 0 });
  });
  after(() => server.close());

  test('lets the event loop turn between its statements, so requests arriving meanwhile are read', async () => {
    const recording = server.database.statements.record();
    const seenAtEachTurn: number[] = [];
    let turning = true;
    const turn = () => {
      seenAtEachTurn.push(recording.statements.length);
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const answer = await server.graphql('{ project(slug: "web") { name issue(number: 1) { title } } viewer { login } }');
    turning = false;
    recording.stop();
    assert.equal(answer.status, 200);
    const total = recording.statements.length;
    assert.ok(total >= 2, `the request sent ${total} statement(s)`);
    const midway = seenAtEachTurn.filter((seen) => seen > 0 && seen < total);
    assert.ok(midway.length > 0, `the loop turned only before and after the request's ${total} statements`);
  });
});
