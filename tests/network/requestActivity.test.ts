// The notice the layout shows about requests (relay/requestActivity.ts), fed by the real network layer
// against a real HTTP server: "busy" while a request waits to be sent again after 503 or 409, "unreachable"
// while it waits after getting no answer; gone once it is answered or given up.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createNetwork } from '../../src/client/relay/network.ts';
import { createRequestActivity, type RequestNotice } from '../../src/client/relay/requestActivity.ts';
import { createIssueMutation, projectsQuery } from './operations.ts';
import { run } from './run.ts';
import { json, startScriptedServer, type ScriptedServer } from './scriptedServer.ts';

const policy = { retries: 3, baseDelayMs: 10, maxDelayMs: 50 };

describe('request activity: the notice of a busy or unreachable server', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  /** A network reporting to a fresh activity, and every notice the activity changed to, in order. */
  const observed = (endpoint: string) => {
    const activity = createRequestActivity();
    const notices: RequestNotice[] = [];
    activity.subscribe(() => notices.push(activity.getNotice()));
    const network = createNetwork({ endpoint, retry: policy, onEvent: activity.report });
    return { activity, network, notices };
  };

  /** Answers the first `busy` requests with `status` (and Retry-After: 0), then with data. */
  const busyThenAnswer = (
    busy: number,
    status: number,
    body: unknown = { errors: [{ message: 'busy', extensions: { code: 'SERVER_BUSY' } }] },
  ) => {
    let count = 0;
    server.script((_, res) => {
      count += 1;
      if (count <= busy) json(res, status, body, { 'Retry-After': '0' });
      else json(res, 200, { data: { projects: { totalCount: 3 } } });
    });
  };

  test('503 SERVER_BUSY: "busy" once while the query is retried, however often, then nothing when it is answered', async () => {
    busyThenAnswer(2, 503);
    const { activity, network, notices } = observed(server.endpoint);
    const outcome = await run(network, projectsQuery);
    assert.equal(outcome.error, undefined);
    assert.equal(server.requests.length, 3);
    assert.deepEqual(notices, ['busy', null]);
    assert.equal(activity.getNotice(), null);
  });

  test('409 idempotency in progress: a mutation waiting for its first attempt shows "busy", then nothing', async () => {
    busyThenAnswer(1, 409, { errors: [{ message: 'in progress', extensions: { code: 'IDEMPOTENCY_IN_PROGRESS' } }] });
    const { network, notices } = observed(server.endpoint);
    const outcome = await run(network, createIssueMutation, { input: { projectId: 'p', title: 't' } });
    assert.equal(outcome.error, undefined);
    assert.deepEqual(notices, ['busy', null]);
  });

  test('other failures are not "busy": a 500 retried, a 404 refused, leave the notice alone', async () => {
    busyThenAnswer(1, 500);
    const { network, notices } = observed(server.endpoint);
    await run(network, projectsQuery);
    server.script((_, res) => res.writeHead(404).end());
    await run(network, projectsQuery);
    assert.deepEqual(notices, []);
  });

  test('no answer: "unreachable" while the request is tried again, gone when it is given up (the page says what failed)', async () => {
    // Nothing listens on the discard port: every attempt is refused.
    const { activity, network, notices } = observed('http://127.0.0.1:9/graphql');
    const failed = await run(network, projectsQuery);
    assert.equal(failed.error?.name, 'NetworkError');
    assert.deepEqual(notices, ['unreachable', null]);
    assert.equal(activity.getNotice(), null);
  });

  test('one notice for several requests: "busy" stays until the last waiting one is answered', async () => {
    busyThenAnswer(2, 503);
    const { network, notices } = observed(server.endpoint);
    const outcomes = await Promise.all([run(network, projectsQuery), run(network, projectsQuery)]);
    assert.deepEqual(
      outcomes.map((outcome) => outcome.error),
      [undefined, undefined],
    );
    assert.deepEqual(notices, ['busy', null]);
  });
});
