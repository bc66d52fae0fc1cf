// Sub-issues (issue 17): setIssueParent sets, moves and clears an issue's parent in one transaction, with one
// event in each timeline involved (none on a no-op); a parent cannot become its own descendant and has at most
// MAX_SUB_ISSUES children; an issue the reader cannot see is never revealed (not as a parent, not among the
// children or in the progress, not in an event); and the search terms parent:#N, has:sub-issues, has:parent and
// no:parent find what they say.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAX_SUB_ISSUES } from '../../src/server/domain/subIssues.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

const ISSUE = `query($id: ID!) { node(id: $id) { ... on Issue { number
  parent { id number title }
  subIssues { id number title state }
  subIssueProgress { done total }
  timeline(first: 100) { edges { node { __typename ... on IssueEvent { kind relatedIssue { id number title } } } } } } } }`;

const KINDS = new Set(['SUB_ISSUE_ADDED', 'SUB_ISSUE_REMOVED', 'PARENT_ADDED', 'PARENT_REMOVED']);

interface Seen {
  readonly id: string;
  readonly number: number;
}

for (const backend of backends) {
  describe(`sub-issues on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let viewer: Session;
    let outsider: Session;
    let webId = '';
    let mobileId = '';
    const read = async (session: Session, id: string) => {
      const { body } = await session.graphql(ISSUE, { id });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data.node;
    };
    const events = async (session: Session, id: string): Promise<[string, number | null][]> =>
      ((await read(session, id)).timeline.edges as { node: { kind?: string; relatedIssue: Seen | null } }[])
        .map(({ node }) => node)
        .filter((node) => node.kind !== undefined && KINDS.has(node.kind))
        .map((node) => [node.kind as string, node.relatedIssue?.number ?? null]);
    const newIssue = async (projectId: string, title: string): Promise<Seen> => {
      const { body } = await mutate(server, 'createIssue', { projectId, title }, 'issue { id number }');
      assert.deepEqual(body.data.createIssue.errors, []);
      return body.data.createIssue.issue;
    };
    const setParent = async (session: Session, issueId: string, parentId: string | null) =>
      (await mutate(session, 'setIssueParent', { issueId, parentId }, 'issue { id } parent { id } previousParent { id }')).body.data
        .setIssueParent;
    const search = async (session: Session, query: string): Promise<number[]> => {
      const { body } = await session.graphql(
        `query($q: String!) { project(slug: "web") { issues(first: 100, query: $q) { edges { node { number } } } } }`,
        { q: query },
      );
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data.project.issues.edges.map((e: { node: { number: number } }) => e.node.number);
    };

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      viewer = await server.signIn('viewer@triage.test');
      outsider = await server.createAccount('outsider', 'MEMBER');
      const projects = await server.graphql('{ web: project(slug: "web") { id } mobile: project(slug: "mobile") { id } }');
      webId = projects.body.data.web.id;
      mobileId = projects.body.data.mobile.id;
    });
    after(() => server.close());

    test('set, move and clear a parent: read from both sides, one event in each timeline, none on a no-op', async () => {
      const epic = await newIssue(webId, 'Epic');
      const other = await newIssue(webId, 'Other epic');
      const task = await newIssue(webId, 'Task');
      assert.deepEqual(await setParent(member, task.id, epic.id), {
        errors: [],
        issue: { id: task.id },
        parent: { id: epic.id },
        previousParent: null,
      });
      assert.deepEqual((await read(member, task.id)).parent, { id: epic.id, number: epic.number, title: 'Epic' });
      assert.deepEqual((await read(member, epic.id)).subIssues, [{ id: task.id, number: task.number, title: 'Task', state: 'OPEN' }]);
      // The same parent again: nothing changes, nothing is recorded.
      assert.deepEqual((await setParent(member, task.id, epic.id)).errors, []);
      assert.deepEqual(await events(member, epic.id), [['SUB_ISSUE_ADDED', task.number]]);
      assert.deepEqual(await events(member, task.id), [['PARENT_ADDED', epic.number]]);

      // Moving it to another parent: removed from the first, added to the second.
      assert.deepEqual(await setParent(member, task.id, other.id), {
        errors: [],
        issue: { id: task.id },
        parent: { id: other.id },
        previousParent: { id: epic.id },
      });
      assert.deepEqual((await read(member, epic.id)).subIssues, []);
      assert.deepEqual(
        (await read(member, other.id)).subIssues.map((s: Seen) => s.id),
        [task.id],
      );
      assert.deepEqual(await events(member, epic.id), [
        ['SUB_ISSUE_ADDED', task.number],
        ['SUB_ISSUE_REMOVED', task.number],
      ]);
      assert.deepEqual(await events(member, other.id), [['SUB_ISSUE_ADDED', task.number]]);

      // Clearing it; clearing again records nothing.
      assert.deepEqual(await setParent(member, task.id, null), {
        errors: [],
        issue: { id: task.id },
        parent: null,
        previousParent: { id: other.id },
      });
      assert.deepEqual((await setParent(member, task.id, null)).errors, []);
      assert.equal((await read(member, task.id)).parent, null);
      assert.deepEqual(await events(member, task.id), [
        ['PARENT_ADDED', epic.number],
        ['PARENT_REMOVED', epic.number],
        ['PARENT_ADDED', other.number],
        ['PARENT_REMOVED', other.number],
      ]);
      assert.deepEqual(await events(member, other.id), [
        ['SUB_ISSUE_ADDED', task.number],
        ['SUB_ISSUE_REMOVED', task.number],
      ]);
    });

    test('progress: closed as completed is done; not planned and duplicates are left out', async () => {
      const epic = await newIssue(webId, 'Progress epic');
      const children = [];
      for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) {
        const child = await newIssue(webId, title);
        assert.deepEqual((await setParent(member, child.id, epic.id)).errors, []);
        children.push(child);
      }
      assert.deepEqual((await read(member, epic.id)).subIssueProgress, { done: 0, total: 5 });
      const close = async (ids: string[], reason: string) =>
        assert.deepEqual((await mutate(member, 'closeIssues', { issueIds: ids, reason })).body.data.closeIssues.errors, []);
      await close([children[0]!.id, children[1]!.id], 'COMPLETED');
      await close([children[2]!.id], 'NOT_PLANNED');
      assert.deepEqual((await read(member, epic.id)).subIssueProgress, { done: 2, total: 4 });
      assert.deepEqual(
        (await read(member, epic.id)).subIssues.map((s: { state: string }) => s.state),
        ['CLOSED', 'CLOSED', 'CLOSED', 'OPEN', 'OPEN'],
      );
    });

    test('a parent cannot become its own descendant, nor its own parent; nothing is written', async () => {
      const [a, b, c] = [await newIssue(webId, 'Top'), await newIssue(webId, 'Middle'), await newIssue(webId, 'Bottom')];
      assert.deepEqual((await setParent(member, b.id, a.id)).errors, []);
      assert.deepEqual((await setParent(member, c.id, b.id)).errors, []);
      const loop = await setParent(member, a.id, c.id);
      assert.deepEqual(loop.errors, [
        {
          field: ['parentId'],
          code: 'INVALID',
          message: `#${c.number} is a sub-issue of #${a.number} (directly or through other issues), so it cannot be its parent: that would be a loop.`,
        },
      ]);
      assert.equal(loop.issue, null);
      assert.equal((await setParent(member, a.id, b.id)).errors[0]?.code, 'INVALID');
      assert.deepEqual((await setParent(member, a.id, a.id)).errors, [
        { field: ['parentId'], code: 'INVALID', message: 'An issue cannot be its own parent; choose another issue.' },
      ]);
      assert.equal((await read(member, a.id)).parent, null);
      assert.deepEqual(await events(member, a.id), [['SUB_ISSUE_ADDED', b.number]]);
      // Not a loop: a sibling under the same parent, and the bottom moved up.
      assert.deepEqual((await setParent(member, c.id, a.id)).errors, []);
    });

    test(`a parent has at most ${MAX_SUB_ISSUES} sub-issues`, async () => {
      const epic = await newIssue(webId, 'Full epic');
      for (let i = 0; i < MAX_SUB_ISSUES; i += 1) {
        const child = await newIssue(webId, `Child ${i}`);
        assert.deepEqual((await setParent(member, child.id, epic.id)).errors, []);
      }
      const extra = await newIssue(webId, 'One too many');
      const refused = await setParent(member, extra.id, epic.id);
      assert.deepEqual(refused.errors, [
        {
          field: ['parentId'],
          code: 'TOO_MANY',
          message: `#${epic.number} already has ${MAX_SUB_ISSUES} sub-issues, the most an issue may have; remove one first.`,
        },
      ]);
      assert.equal((await read(member, extra.id)).parent, null);
      assert.equal((await read(member, epic.id)).subIssues.length, MAX_SUB_ISSUES);
    });

    test('a viewer cannot set a parent; an unknown issue is not found', async () => {
      const a = await newIssue(webId, 'Viewer child');
      const b = await newIssue(webId, 'Viewer parent');
      assert.equal((await setParent(viewer, a.id, b.id)).errors[0]?.code, 'FORBIDDEN');
      const missing = Buffer.from('Issue:999999').toString('base64url');
      assert.deepEqual((await setParent(member, a.id, missing)).errors[0]?.field, ['parentId']);
      assert.equal((await setParent(member, a.id, missing)).errors[0]?.code, 'NOT_FOUND');
      assert.equal((await setParent(member, missing, b.id)).errors[0]?.code, 'NOT_FOUND');
      assert.equal((await setParent(member, a.id, 'not an id')).errors[0]?.code, 'NOT_FOUND');
      assert.equal((await read(member, a.id)).parent, null);
      assert.deepEqual(await events(member, a.id), []);
    });

    test('a parent or sub-issue in a private project is never revealed to someone who cannot see it', async () => {
      const secretEpic = await newIssue(mobileId, 'Secret mobile epic');
      const secretChild = await newIssue(mobileId, 'Secret mobile child');
      const task = await newIssue(webId, 'Web task under mobile');
      const webEpic = await newIssue(webId, 'Web epic with a mobile child');
      // Across projects: the member may see `mobile`, the outsider may not.
      assert.deepEqual((await setParent(member, task.id, secretEpic.id)).errors, []);
      assert.deepEqual((await setParent(member, secretChild.id, webEpic.id)).errors, []);
      assert.deepEqual((await setParent(member, (await newIssue(webId, 'Web child')).id, webEpic.id)).errors, []);
      assert.equal((await read(member, task.id)).parent.id, secretEpic.id);
      assert.deepEqual((await read(member, webEpic.id)).subIssueProgress, { done: 0, total: 2 });

      const taskSeen = await read(outsider, task.id);
      assert.equal(taskSeen.parent, null, 'no parent shown');
      assert.deepEqual(await events(outsider, task.id), [['PARENT_ADDED', null]], 'the event is there, but not the issue');
      const epicSeen = await read(outsider, webEpic.id);
      assert.deepEqual(
        epicSeen.subIssues.map((s: { title: string }) => s.title),
        ['Web child'],
        'only the visible child',
      );
      assert.deepEqual(epicSeen.subIssueProgress, { done: 0, total: 1 }, 'not counted either');
      for (const id of [task.id, webEpic.id]) {
        const answer = JSON.stringify(await outsider.graphql(ISSUE, { id }));
        assert.ok(!answer.includes('Secret'), 'no title');
        assert.ok(!answer.includes(secretEpic.id) && !answer.includes(secretChild.id), 'no id');
      }
      // The outsider cannot write one either, and the refusal says no more than "not found".
      const tried = await setParent(outsider, webEpic.id, secretEpic.id);
      assert.deepEqual(tried.errors[0]?.code, 'NOT_FOUND');
      assert.ok(!JSON.stringify(tried).includes('Secret'));
      // Nor move the web task away from its hidden parent.
      assert.equal((await setParent(outsider, task.id, null)).errors[0]?.code, 'FORBIDDEN');
      assert.equal((await read(member, task.id)).parent.id, secretEpic.id, 'still there');
      // Search: parent:#N of a web issue lists only what the reader may see; has:parent counts only visible parents.
      assert.ok((await search(member, 'has:parent')).includes(task.number));
      assert.ok(!(await search(outsider, 'has:parent')).includes(task.number), 'a hidden parent is no parent');
      assert.ok((await search(outsider, 'no:parent')).includes(task.number));
    });

    test('parent:#N, has:sub-issues, has:parent and no:parent', async () => {
      const epic = await newIssue(webId, 'Search epic');
      const child = await newIssue(webId, 'Search child');
      const plain = await newIssue(webId, 'Search plain');
      assert.deepEqual((await setParent(member, child.id, epic.id)).errors, []);
      assert.deepEqual(await search(member, `parent:#${epic.number}`), [child.number]);
      assert.deepEqual(await search(member, `parent:${epic.number}`), [child.number]);
      assert.deepEqual(await search(member, 'has:sub-issues Search'), [epic.number]);
      assert.deepEqual(await search(member, 'has:parent Search'), [child.number]);
      const orphans = await search(member, 'no:parent Search');
      assert.ok(orphans.includes(epic.number) && orphans.includes(plain.number) && !orphans.includes(child.number), orphans.join());
      assert.deepEqual(await search(member, 'parent:#999999'), []);
      const { body } = await member.graphql(
        '{ project(slug: "web") { issues(first: 1, query: "parent:abc") { queryErrors { message } } } }',
      );
      assert.match(body.data.project.issues.queryErrors[0].message, /parent:/);
    });
  });
}
