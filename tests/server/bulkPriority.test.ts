// setIssuesPriority, the bulk actions' "Priority": one transaction over every issue asked for, each change in its
// issue's timeline, issues already at that priority left alone, and a refusal (one bad id, a viewer) writes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

const ISSUE = `query($id: ID!) { node(id: $id) { ... on Issue { priority updatedAt
  timeline(first: 100) { edges { node { __typename ... on IssueEvent { kind from to actor { login } } } } } } } }`;

interface Event {
  readonly __typename: string;
  readonly kind?: string;
  readonly from?: string | null;
  readonly to?: string | null;
  readonly actor?: { readonly login: string };
}

for (const backend of backends) {
  describe(`bulk priority on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let viewer: Session;
    let issueIds: string[];
    const read = async (id: string) => (await server.graphql(ISSUE, { id })).body.data.node;
    const priorityChanges = async (id: string) =>
      ((await read(id)).timeline.edges as { node: Event }[])
        .map(({ node }) => node)
        .filter((node) => node.kind === 'PRIORITY_CHANGED')
        .map((node) => [node.from, node.to, node.actor?.login]);
    const setPriority = async (session: Session, ids: readonly string[], priority: string) => {
      const { body } = await mutate(
        session,
        'setIssuesPriority',
        { issueIds: ids, priority },
        'issues { id priority } unchangedIssues { id }',
      );
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data.setIssuesPriority;
    };

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      viewer = await server.signIn('viewer@triage.test');
      const { body } = await server.graphql(`{ project(slug: "web") { issues(first: 3, query: "is:open") { edges { node { id } } } } }`);
      issueIds = body.data.project.issues.edges.map((edge: { node: { id: string } }) => edge.node.id);
      assert.equal(issueIds.length, 3);
      // A known start: the first two at no priority, the third already high.
      for (const [index, id] of issueIds.entries()) {
        const { body: answer } = await mutate(member, 'updateIssue', { issueId: id, priority: index === 2 ? 'HIGH' : 'NONE' });
        assert.deepEqual(answer.data.updateIssue.errors, []);
      }
    });
    after(() => server.close());

    test('sets every issue asked for in one go; one already at that priority is left alone and records nothing', async () => {
      const before = await Promise.all(issueIds.map(priorityChanges));
      const result = await setPriority(member, issueIds, 'HIGH');
      assert.deepEqual(result.errors, []);
      assert.deepEqual(
        result.issues.map((issue: { id: string; priority: string }) => [issue.id, issue.priority]),
        issueIds.map((id) => [id, 'HIGH']),
        'the issues in the order asked, at the new priority',
      );
      assert.deepEqual(result.unchangedIssues, [{ id: issueIds[2] }]);
      const after = await Promise.all(issueIds.map(priorityChanges));
      assert.deepEqual(after[0], [...(before[0] ?? []), ['No priority', 'High', 'member']]);
      assert.deepEqual(after[1], [...(before[1] ?? []), ['No priority', 'High', 'member']]);
      assert.deepEqual(after[2], before[2], 'nothing recorded for the issue already high');
      const { body } = await server.graphql(
        `{ project(slug: "web") { issues(first: 100, query: "is:open priority:high") { edges { node { id } } } } }`,
      );
      const found = body.data.project.issues.edges.map((edge: { node: { id: string } }) => edge.node.id);
      for (const id of issueIds) assert.ok(found.includes(id), 'search finds them at their new priority');
    });

    test('one issue that does not exist refuses the whole batch, and nothing is written', async () => {
      const before = await Promise.all(issueIds.map(read));
      const missing = Buffer.from('Issue:999999').toString('base64url');
      const result = await setPriority(member, [issueIds[0] as string, missing], 'LOW');
      assert.deepEqual(
        result.errors.map((error: { code: string; field: string[] }) => [error.code, error.field]),
        [['NOT_FOUND', ['issueIds']]],
      );
      assert.deepEqual(result.issues, []);
      assert.deepEqual(await Promise.all(issueIds.map(read)), before, 'no priority, time or timeline changed');
    });

    test('a viewer is refused, and nothing is written', async () => {
      const before = await Promise.all(issueIds.map(read));
      const result = await setPriority(viewer, issueIds, 'URGENT');
      assert.deepEqual(
        result.errors.map((error: { code: string }) => error.code),
        ['FORBIDDEN'],
      );
      assert.deepEqual(await Promise.all(issueIds.map(read)), before);
    });

    test('more than 100 issues, or none, are refused', async () => {
      const many = Array.from({ length: 101 }, () => issueIds[0] as string);
      assert.deepEqual(
        (await setPriority(member, many, 'LOW')).errors.map((error: { code: string }) => error.code),
        ['TOO_MANY'],
      );
      assert.deepEqual(
        (await setPriority(member, [], 'LOW')).errors.map((error: { code: string }) => error.code),
        ['REQUIRED'],
      );
    });
  });
}
