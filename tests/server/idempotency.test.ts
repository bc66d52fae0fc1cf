// A mutation sent again with the same Idempotency-Key (a retry after the answer was lost) gets the first
// answer and writes nothing more — also when both copies arrive at once (hardening issue: the same createIssue
// sent twice at once created two issues). The same key with another request is refused; keys are per user;
// without a key nothing changes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const CREATE = 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id number } errors { code } } }';
const ADD_FILES =
  'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { attachments { id } errors { code } } }';

for (const backend of backends) {
  describe(`idempotency keys on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let projectId = '';
    let issueId = '';
    const count = async (table: 'issues' | 'attachments') =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]?.n ?? -1;
    /** createIssue as `session`, with `key` in the Idempotency-Key header. */
    const create = async (session: Session, key: string | undefined, title: string) => {
      const response = await session.fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify({ query: CREATE, variables: { input: { projectId, title } } }),
      });
      return { status: response.status, body: await response.json() };
    };

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      const project = (await server.graphql('{ project(slug: "web") { id issue(number: 1) { id } } }')).body.data.project;
      projectId = project.id;
      issueId = project.issue.id;
    });
    after(() => server.close());

    test('a retry with the same key gets the first answer and writes nothing more', async () => {
      const key = randomUUID();
      const before = await count('issues');
      const first = await create(server, key, 'Written once');
      const retry = await create(server, key, 'Written once');
      assert.equal(first.status, 200);
      assert.deepEqual(retry, first);
      assert.equal(await count('issues'), before + 1);
    });

    test('two copies sent at once write once, and both get the one answer', async () => {
      const key = randomUUID();
      const before = await count('issues');
      const answers = await Promise.all([create(server, key, 'Sent twice at once'), create(server, key, 'Sent twice at once')]);
      assert.equal(await count('issues'), before + 1);
      assert.deepEqual(answers[0], answers[1]);
      assert.equal(answers[0]?.body.data.createIssue.errors.length, 0);
    });

    test('the same key with a different request is refused with 422 and writes nothing', async () => {
      const key = randomUUID();
      await create(server, key, 'First request');
      const before = await count('issues');
      const other = await create(server, key, 'Another request');
      assert.equal(other.status, 422);
      assert.equal(other.body.errors[0].extensions.code, 'IDEMPOTENCY_KEY_REUSED');
      assert.equal(await count('issues'), before);
    });

    test('a retry while the first request still runs is told 409 IDEMPOTENCY_KEY_IN_USE after its wait, and writes nothing', async () => {
      const key = randomUUID();
      const first = await create(server, key, 'Still running');
      // The row a first request holds while it runs (claimed, no answer yet): its answer taken back out.
      const running = sql`update idempotency_keys set response = null where key = ${key} returning response`;
      const answer = (
        await sql<{ response: unknown }>`select response from idempotency_keys where key = ${key}`.execute(server.database.db)
      ).rows[0]?.response;
      assert.ok(answer, 'the first request kept its answer');
      assert.equal((await running.execute(server.database.db)).rows.length, 1);
      const before = await count('issues');
      // The retry polls for the first answer for 10 s (idempotentMutations.ts' WAIT_FOR_FIRST_MS), then gives up.
      const retry = await create(server, key, 'Still running');
      assert.equal(retry.status, 409);
      assert.equal(retry.body.errors[0].extensions.code, 'IDEMPOTENCY_KEY_IN_USE');
      assert.equal(retry.body.data, undefined);
      assert.equal(await count('issues'), before);
      // Once the first request has its answer, a retry gets it.
      await sql`update idempotency_keys set response = ${JSON.stringify(answer)}::jsonb where key = ${key}`.execute(server.database.db);
      assert.deepEqual(await create(server, key, 'Still running'), first);
    });

    test('keys are per user: another user’s request with the same key is their own', async () => {
      const key = randomUUID();
      const before = await count('issues');
      const mine = await create(server, key, 'Same key, two people');
      const theirs = await create(member, key, 'Same key, two people');
      assert.notEqual(theirs.body.data.createIssue.issue.id, mine.body.data.createIssue.issue.id);
      assert.equal(await count('issues'), before + 2);
    });

    test('without a key every request is its own, as before', async () => {
      const before = await count('issues');
      await create(server, undefined, 'No key');
      await create(server, undefined, 'No key');
      assert.equal(await count('issues'), before + 2);
    });

    test('an upload retried with its key stores its files once', async () => {
      const key = randomUUID();
      const before = await count('attachments');
      const send = async () => {
        const init = multipartFiles(ADD_FILES, { issueId }, [
          { name: 'log.txt', type: 'text/plain', bytes: new TextEncoder().encode('once') },
        ]);
        const response = await server.fetch('/graphql', { ...init, headers: { ...init.headers, 'Idempotency-Key': key } });
        return response.json();
      };
      const first = await send();
      assert.deepEqual(await send(), first);
      assert.equal(await count('attachments'), before + 1);
    });

    test('a malformed key is a 400 and writes nothing', async () => {
      const before = await count('issues');
      const answer = await create(server, 'short', 'Bad key');
      assert.equal(answer.status, 400);
      assert.equal(answer.body.errors[0].extensions.code, 'BAD_REQUEST');
      assert.equal(await count('issues'), before);
    });
  });
}
