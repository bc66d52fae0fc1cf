// Acting on a stale page is safe (issue 12): two people on one issue, one acts first. Closing what the other
// already closed (or reopening what they reopened) records nothing and says who did it and when; an edit of
// the title or body made on an older revision is refused with CONFLICT and the newer text, never written over.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

const ISSUE = `query($id: ID!) { node(id: $id) { ... on Issue { title body state stateReason revision
  lastStateChange { kind to actor { login } createdAt }
  timeline(first: 100) { edges { node { __typename ... on IssueEvent { kind to actor { login } } } } } } } }`;

const STATE = 'issues { id state } unchangedIssues { id state lastStateChange { kind to actor { login } createdAt } }';
const EDIT = 'issue { title body revision }';

for (const backend of backends) {
  describe(`stale actions on ${backend}`, () => {
    let server: TestServer;
    let ada: Session;
    let bob: Session;
    let projectId: string;

    const read = async (id: string) => (await ada.graphql(ISSUE, { id })).body.data.node;
    const events = async (id: string) =>
      (await read(id)).timeline.edges.map((e: { node: { kind?: string } }) => e.node).filter((n: { kind?: string }) => n.kind);
    const send = async (session: Session, field: string, input: Record<string, unknown>, select: string) => {
      const { body } = await mutate(session, field, input, select);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data[field];
    };
    const newIssue = async (title: string, body = '') =>
      (await send(ada, 'createIssue', { projectId, title, body }, 'issue { id }')).issue.id as string;

    before(async () => {
      server = await startTestServer(backend);
      ada = await server.createAccount('stale-ada', 'MEMBER');
      bob = await server.createAccount('stale-bob', 'MEMBER');
      projectId = (await server.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
    });
    after(() => server.close());

    test('closing an issue someone else closed first records nothing and names who closed it, and when', async () => {
      const id = await newIssue('Closed twice');
      const first = await send(ada, 'closeIssues', { issueIds: [id], reason: 'NOT_PLANNED' }, STATE);
      assert.deepEqual(first.unchangedIssues, []);
      const before = await events(id);
      assert.deepEqual(before, [{ __typename: 'IssueEvent', kind: 'CLOSED', to: 'NOT_PLANNED', actor: { login: 'stale-ada' } }]);

      const stale = await send(bob, 'closeIssues', { issueIds: [id], reason: 'COMPLETED' }, STATE);
      assert.deepEqual(stale.errors, []);
      assert.deepEqual(stale.issues, [{ id, state: 'CLOSED' }]);
      const [unchanged] = stale.unchangedIssues;
      assert.equal(unchanged.id, id);
      assert.deepEqual(
        { kind: unchanged.lastStateChange.kind, to: unchanged.lastStateChange.to, actor: unchanged.lastStateChange.actor },
        { kind: 'CLOSED', to: 'NOT_PLANNED', actor: { login: 'stale-ada' } },
      );
      assert.equal(unchanged.lastStateChange.createdAt, (await read(id)).lastStateChange.createdAt);
      assert.deepEqual(await events(id), before, 'no second CLOSED event');
      assert.equal((await read(id)).stateReason, 'NOT_PLANNED', 'the first close stands');
    });

    test('reopening an issue someone else reopened first records nothing and names who reopened it', async () => {
      const id = await newIssue('Reopened twice');
      await send(ada, 'closeIssues', { issueIds: [id] }, STATE);
      await send(ada, 'reopenIssues', { issueIds: [id] }, STATE);
      const before = await events(id);
      const stale = await send(bob, 'reopenIssues', { issueIds: [id] }, STATE);
      assert.equal(stale.unchangedIssues[0].lastStateChange.kind, 'REOPENED');
      assert.deepEqual(stale.unchangedIssues[0].lastStateChange.actor, { login: 'stale-ada' });
      assert.deepEqual(await events(id), before);
    });

    test('a bulk close changes the open issues and reports the ones already closed', async () => {
      const open = await newIssue('Still open');
      const closed = await newIssue('Already closed');
      await send(ada, 'closeIssues', { issueIds: [closed] }, STATE);
      const result = await send(bob, 'closeIssues', { issueIds: [open, closed] }, STATE);
      assert.deepEqual(
        result.issues.map((i: { state: string }) => i.state),
        ['CLOSED', 'CLOSED'],
      );
      assert.deepEqual(
        result.unchangedIssues.map((i: { id: string }) => i.id),
        [closed],
      );
      assert.equal((await read(open)).lastStateChange.actor.login, 'stale-bob');
      assert.equal((await read(closed)).lastStateChange.actor.login, 'stale-ada');
    });

    test('an issue open since it was opened has no state change to show', async () => {
      const id = await newIssue('Never closed');
      assert.equal((await read(id)).lastStateChange, null);
    });

    test('a title edit made on an older revision is refused with CONFLICT and the newer title; nothing is written', async () => {
      const id = await newIssue('Original title');
      const seen = (await read(id)).revision;
      const first = await send(ada, 'updateIssue', { issueId: id, title: "Ada's title", expectedRevision: seen }, EDIT);
      assert.deepEqual(first.errors, []);
      assert.equal(first.issue.revision, seen + 1);
      const before = await events(id);

      const stale = await send(bob, 'updateIssue', { issueId: id, title: "Bob's title", expectedRevision: seen }, EDIT);
      assert.deepEqual(
        stale.errors.map((e: { field: string[]; code: string }) => [e.field, e.code]),
        [[['title'], 'CONFLICT']],
      );
      assert.match(stale.errors[0].message, /Ada's title/);
      assert.deepEqual(stale.issue, { title: "Ada's title", body: '', revision: seen + 1 });
      assert.equal((await read(id)).title, "Ada's title");
      assert.deepEqual(await events(id), before, 'no RENAMED event for the refused edit');

      const retried = await send(bob, 'updateIssue', { issueId: id, title: "Bob's title", expectedRevision: seen + 1 }, EDIT);
      assert.deepEqual(retried.errors, []);
      assert.deepEqual(retried.issue, { title: "Bob's title", body: '', revision: seen + 2 });
    });

    test('a body edit made on an older revision is refused with CONFLICT; the payload has the newer body', async () => {
      const id = await newIssue('Body conflict', 'First words.');
      const seen = (await read(id)).revision;
      await send(ada, 'updateIssue', { issueId: id, body: 'Newer words.', expectedRevision: seen }, EDIT);
      const before = await events(id);
      const stale = await send(bob, 'updateIssue', { issueId: id, body: 'Older words.', expectedRevision: seen }, EDIT);
      assert.deepEqual(stale.errors[0].field, ['body']);
      assert.equal(stale.errors[0].code, 'CONFLICT');
      assert.match(stale.errors[0].message, /description/);
      assert.equal(stale.issue.body, 'Newer words.');
      assert.equal((await read(id)).body, 'Newer words.');
      assert.deepEqual(await events(id), before, 'no DESCRIPTION_EDITED event for the refused edit');
    });

    test('a priority change does not move the revision, so it never makes a text edit conflict', async () => {
      const id = await newIssue('Priority meanwhile');
      const seen = (await read(id)).revision;
      await send(ada, 'updateIssue', { issueId: id, priority: 'HIGH' }, EDIT);
      assert.equal((await read(id)).revision, seen);
      const edit = await send(bob, 'updateIssue', { issueId: id, title: 'Renamed', expectedRevision: seen }, EDIT);
      assert.deepEqual(edit.errors, []);
    });

    test('edits sent at once on the same revision: exactly one wins, the others conflict', async () => {
      const id = await newIssue('Raced');
      const seen = (await read(id)).revision;
      const answers = await Promise.all(
        ['one', 'two', 'three', 'four'].map((title, i) =>
          send(i % 2 ? ada : bob, 'updateIssue', { issueId: id, title, expectedRevision: seen }, EDIT),
        ),
      );
      const codes = answers.map((a: { errors: { code: string }[] }) => a.errors[0]?.code ?? 'ok').sort();
      assert.deepEqual(codes, ['CONFLICT', 'CONFLICT', 'CONFLICT', 'ok']);
      assert.equal((await read(id)).revision, seen + 1);
      assert.equal((await events(id)).length, 1);
    });
  });
}
