// Fixtures for what the demo data lacks (its project names are all capitalised ASCII, its label names single
// words, its events only some kinds): lower-case, same-but-for-case and Unicode project names paged in every
// page size; quoted qualifier values; every kind of timeline event in every direction.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';
import { multipartFiles } from './multipart.ts';

/** Names in no order: ASCII of both cases (two differing only in case), accents, dotted İ, Greek, CJK. */
const PROJECT_NAMES = [
  'gamma',
  'Beta',
  'ZETA',
  'alpha',
  'Kappa',
  'kappa',
  'Delta',
  'epsilon',
  'eta',
  'Émile',
  'émile',
  'Ölfen',
  'Ärger',
  'ápple',
  'İstanbul',
  'ivy',
  'Ωmega',
  'ωmega',
  '日本',
  'Zürich',
];

/** How the server writes a priority into an event's from/to: the words the timeline shows. */
const PRIORITY_WORDS = { URGENT: 'Urgent', HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low', NONE: 'No priority' } as const;
type Priority = keyof typeof PRIORITY_WORDS;
const PRIORITIES = Object.keys(PRIORITY_WORDS) as Priority[];
const REASONS = ['COMPLETED', 'NOT_PLANNED', 'DUPLICATE'] as const;

const EVENTS = `query($id: ID!) { node(id: $id) { ... on Issue { timeline(first: 100) { edges { node {
  ... on IssueEvent { kind from to actor { login } label { name } assignee { login } } } } } } } }`;

for (const backend of backends) {
  describe(`variants on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    const ok = async (session: Session, field: string, input: Record<string, unknown>, select = '') => {
      const { body } = await mutate(session, field, input, select);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.deepEqual(body.data[field].errors, [], `${field}: ${JSON.stringify(body.data[field].errors)}`);
      return body.data[field];
    };

    before(async () => {
      server = await startTestServer(backend, { seed: false });
      member = await server.createAccount('member', 'MEMBER');
    });
    after(() => server.close());

    describe('projects named in every case and script', () => {
      /** Project names in the order of their creation, which is the order of their ids. */
      const created: string[] = [];
      /** The cursor each project's createProject edge carried. */
      const edgeCursors = new Map<string, string>();
      const pageThrough = async (size: number) => {
        const names: string[] = [];
        let after: string | null = null;
        for (let i = 0; i <= PROJECT_NAMES.length; i += 1) {
          const { body } = await server.graphql(
            'query($first: Int, $after: String) { projects(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { name } } } }',
            { first: size, after },
          );
          assert.equal(body.errors, undefined, JSON.stringify(body.errors));
          names.push(...body.data.projects.edges.map((e: { node: { name: string } }) => e.node.name));
          if (!body.data.projects.pageInfo.hasNextPage) return names;
          after = body.data.projects.pageInfo.endCursor;
        }
        assert.fail(`paging by ${size} never ended: ${names.join(', ')}`);
      };
      before(async () => {
        for (const [i, name] of PROJECT_NAMES.entries()) {
          const { projectEdge } = await ok(server, 'createProject', { slug: `named-${i}`, name }, 'projectEdge { cursor }');
          created.push(name);
          edgeCursors.set(name, projectEdge.cursor);
        }
      });

      test('the ASCII names are in case-insensitive order, names equal but for case in the order they were made', async () => {
        const ascii = (await pageThrough(100)).filter((name) => /^[\x20-\x7e]+$/.test(name));
        const expected = created
          .filter((name) => /^[\x20-\x7e]+$/.test(name))
          .map((name, i) => ({ name, key: name.toLowerCase(), i }))
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.i - b.i))
          .map((p) => p.name);
        assert.deepEqual(ascii, expected);
      });

      test("a new project's edge carries the cursor the list gives it (the database's case folding, not JavaScript's)", async () => {
        const { body } = await server.graphql('{ projects(first: 100) { edges { cursor node { name } } } }');
        const listed = new Map(body.data.projects.edges.map((e: { cursor: string; node: { name: string } }) => [e.node.name, e.cursor]));
        assert.deepEqual(listed, edgeCursors);
      });

      for (let size = 1; size <= 4; size += 1) {
        test(`paging ${size} at a time gives every project once, in the order of one page`, async () => {
          const all = await pageThrough(100);
          assert.deepEqual([...all].sort(), [...created].sort(), 'one page holds every project');
          assert.deepEqual(await pageThrough(size), all);
        });
      }
    });

    describe('quoted qualifier values', () => {
      const LABELS = ['help wanted', 'help', 'wanted', 'good first issue', 'größe', 'ça va', 'needs: triage'];
      /** Each issue's labels; the issue's number is its place here plus one. */
      const ISSUES: string[][] = [['help wanted'], ['help'], ['good first issue', 'größe'], ['ça va', 'needs: triage'], ['wanted'], []];
      const numbersWith = (predicate: (labels: string[]) => boolean) =>
        ISSUES.flatMap((labels, i) => (predicate(labels) ? [i + 1] : [])).reverse();
      before(async () => {
        const projectId = (await ok(server, 'createProject', { slug: 'quoted', name: 'Quoted' }, 'project { id }')).project.id;
        const labelIds = new Map<string, string>();
        for (const name of LABELS)
          labelIds.set(name, (await ok(server, 'createLabel', { projectId, name, color: 'aabbcc' }, 'label { id }')).label.id);
        for (const [i, labels] of ISSUES.entries()) {
          const { issue } = await ok(i % 2 === 0 ? member : server, 'createIssue', { projectId, title: `Quoted ${i + 1}` }, 'issue { id }');
          if (labels.length > 0)
            await ok(server, 'addLabelsToIssues', { issueIds: [issue.id], labelIds: labels.map((l) => labelIds.get(l)) });
        }
      });
      const cases: [string, number[]][] = [
        ...LABELS.map((name): [string, number[]] => [`label:"${name}"`, numbersWith((labels) => labels.includes(name))]),
        ...LABELS.map((name): [string, number[]] => [`-label:"${name}"`, numbersWith((labels) => !labels.includes(name))]),
        ['label:"HELP WANTED"', [1]],
        ['label:"good first issue" label:größe', [3]],
        ['label:"help wanted" label:help', []],
        ['label:help', [2]],
        ['author:"member"', [5, 3, 1]],
        ['is:open label:"ça va" -label:"help wanted"', [4]],
      ];
      for (const [query, expected] of cases) {
        test(`${query} → ${expected.map((n) => `#${n}`).join(' ') || 'nothing'}`, async () => {
          const { body } = await server.graphql(
            'query($q: String) { project(slug: "quoted") { issues(first: 100, query: $q) { queryErrors { message } edges { node { number } } } } }',
            { q: query },
          );
          assert.deepEqual(body.data.project.issues.queryErrors, []);
          assert.deepEqual(
            body.data.project.issues.edges.map((e: { node: { number: number } }) => e.node.number),
            expected,
          );
        });
      }
    });

    describe('every kind of timeline event in every direction', () => {
      let projectId = '';
      let memberId = '';
      let adminId = '';
      const issueWithEvents = async (title: string) =>
        (await ok(member, 'createIssue', { projectId, title }, 'issue { id }')).issue.id as string;
      const eventsOf = async (id: string) =>
        (await server.graphql(EVENTS, { id })).body.data.node.timeline.edges.map((e: { node: unknown }) => e.node);
      const event = (kind: string, fields: { from?: string; to?: string; label?: string | null; assignee?: string } = {}) => ({
        kind,
        from: fields.from ?? null,
        to: fields.to ?? null,
        actor: { login: 'member' },
        label: fields.label ? { name: fields.label } : null,
        assignee: fields.assignee ? { login: fields.assignee } : null,
      });
      before(async () => {
        projectId = (await ok(server, 'createProject', { slug: 'events', name: 'Events' }, 'project { id }')).project.id;
        const { body } = await server.graphql('{ users(first: 100) { edges { node { id login } } } }');
        const idOf = (login: string) => body.data.users.edges.find((e: { node: { login: string } }) => e.node.login === login).node.id;
        [memberId, adminId] = [idOf('member'), idOf('admin')];
      });

      test('priority: from each level to each other level', async () => {
        const id = await issueWithEvents('Prioritised');
        const expected: ReturnType<typeof event>[] = [];
        let current: Priority = 'NONE';
        const set = async (priority: Priority) => {
          if (priority === current) return;
          await ok(member, 'updateIssue', { issueId: id, priority });
          expected.push(event('PRIORITY_CHANGED', { from: PRIORITY_WORDS[current], to: PRIORITY_WORDS[priority] }));
          current = priority;
        };
        for (const from of PRIORITIES) {
          for (const to of PRIORITIES.filter((p) => p !== from)) {
            await set(from);
            await set(to);
          }
        }
        const pairs = new Set(expected.map((e) => `${e.from}→${e.to}`));
        assert.equal(pairs.size, PRIORITIES.length * (PRIORITIES.length - 1), 'every ordered pair of levels was visited');
        assert.deepEqual(await eventsOf(id), expected);
      });

      // Closing a closed issue again, with any reason, is what a stale page sends: it records nothing and the
      // first reason stands (issue 12; tests/server/staleActions.test.ts).
      test('state: closed for each reason (none given is completed), closed again with each other reason (kept), reopened', async () => {
        const id = await issueWithEvents('Closed and reopened');
        const expected: ReturnType<typeof event>[] = [];
        const close = async (reason?: (typeof REASONS)[number], recorded = true) => {
          await ok(member, 'closeIssues', { issueIds: [id], ...(reason ? { reason } : {}) });
          if (recorded) expected.push(event('CLOSED', { to: reason ?? 'COMPLETED' }));
        };
        const reopen = async () => {
          await ok(member, 'reopenIssues', { issueIds: [id] });
          expected.push(event('REOPENED'));
        };
        await close();
        await reopen();
        for (const first of REASONS) {
          for (const second of REASONS.filter((r) => r !== first)) {
            await close(first);
            await close(second, false);
            const { body } = await server.graphql('query($id: ID!) { node(id: $id) { ... on Issue { state stateReason } } }', { id });
            assert.deepEqual(body.data.node, { state: 'CLOSED', stateReason: first }, `closed as ${first}, then again as ${second}`);
            await reopen();
          }
        }
        assert.deepEqual(await eventsOf(id), expected);
      });

      test('labels and assignees: added and removed, for others and oneself; a deleted label leaves its events without it', async () => {
        const id = await issueWithEvents('Labelled and assigned');
        const kept = (await ok(server, 'createLabel', { projectId, name: 'kept', color: 'aabbcc' }, 'label { id }')).label.id;
        const doomed = (await ok(server, 'createLabel', { projectId, name: 'doomed', color: 'aabbcc' }, 'label { id }')).label.id;
        const steps: [string, Record<string, unknown>][] = [
          ['addLabelsToIssues', { labelIds: [kept] }],
          ['addLabelsToIssues', { labelIds: [doomed] }],
          ['removeLabelsFromIssues', { labelIds: [kept] }],
          ['removeLabelsFromIssues', { labelIds: [doomed] }],
          ['addAssigneesToIssues', { userIds: [adminId] }],
          ['addAssigneesToIssues', { userIds: [memberId] }],
          ['removeAssigneesFromIssues', { userIds: [adminId] }],
          ['removeAssigneesFromIssues', { userIds: [memberId] }],
        ];
        for (const [field, input] of steps) await ok(member, field, { issueIds: [id], ...input });
        await ok(server, 'deleteLabel', { labelId: doomed });
        assert.deepEqual(await eventsOf(id), [
          event('LABELED', { label: 'kept' }),
          event('LABELED', { label: null }),
          event('UNLABELED', { label: 'kept' }),
          event('UNLABELED', { label: null }),
          event('ASSIGNED', { assignee: 'admin' }),
          event('ASSIGNED', { assignee: 'member' }),
          event('UNASSIGNED', { assignee: 'admin' }),
          event('UNASSIGNED', { assignee: 'member' }),
        ]);
      });

      test('title: renamed and renamed back', async () => {
        const id = await issueWithEvents('First title');
        await ok(member, 'updateIssue', { issueId: id, title: 'Second title' });
        await ok(member, 'updateIssue', { issueId: id, title: 'First title' });
        assert.deepEqual(await eventsOf(id), [
          event('RENAMED', { from: 'First title', to: 'Second title' }),
          event('RENAMED', { from: 'Second title', to: 'First title' }),
        ]);
      });

      test('description: edited, and edited back; an edit to the same text records nothing', async () => {
        const id = await issueWithEvents('Described');
        await ok(member, 'updateIssue', { issueId: id, body: 'A description' });
        await ok(member, 'updateIssue', { issueId: id, body: 'A description' });
        await ok(member, 'updateIssue', { issueId: id, body: '' });
        assert.deepEqual(await eventsOf(id), [event('DESCRIPTION_EDITED'), event('DESCRIPTION_EDITED')]);
      });

      test('files: one removed from the issue, by its name', async () => {
        const id = await issueWithEvents('With a file');
        const response = await member.fetch(
          '/graphql',
          multipartFiles(
            'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { attachments { id } } }',
            { issueId: id },
            [{ name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('notes') }],
          ),
        );
        const [attachment] = (await response.json()).data.addIssueAttachments.attachments;
        await ok(member, 'removeAttachment', { attachmentId: attachment.id });
        assert.deepEqual(await eventsOf(id), [event('ATTACHMENT_REMOVED', { from: 'notes.txt' })]);
      });

      // A relation is recorded in both timelines, each as its own issue sees it (#3 BLOCKS #7: #7 is BLOCKED_BY #3).
      test('relations: each type added and removed, recorded in both timelines as each issue sees it', async () => {
        const seenFromTheOther = {
          BLOCKS: 'BLOCKED_BY',
          BLOCKED_BY: 'BLOCKS',
          RELATES_TO: 'RELATES_TO',
          DUPLICATE_OF: 'HAS_DUPLICATE',
        } as const;
        const one = await issueWithEvents('Related one');
        const other = await issueWithEvents('Related other');
        const expectedOne: ReturnType<typeof event>[] = [];
        const expectedOther: ReturnType<typeof event>[] = [];
        for (const [type, inverse] of Object.entries(seenFromTheOther)) {
          await ok(member, 'addIssueRelation', { issueId: one, relatedIssueId: other, type });
          await ok(member, 'removeIssueRelation', { issueId: one, relatedIssueId: other });
          expectedOne.push(event('RELATION_ADDED', { to: type }), event('RELATION_REMOVED', { from: type }));
          expectedOther.push(event('RELATION_ADDED', { to: inverse }), event('RELATION_REMOVED', { from: inverse }));
        }
        assert.deepEqual(await eventsOf(one), expectedOne);
        assert.deepEqual(await eventsOf(other), expectedOther);
      });

      // A sub-issue's parent set, moved and cleared: the child sees PARENT_*, each parent SUB_ISSUE_*.
      test('sub-issues: a parent set, moved and cleared, recorded in the timelines of the child and of each parent', async () => {
        const child = await issueWithEvents('Sub-issue');
        const first = await issueWithEvents('First parent');
        const second = await issueWithEvents('Second parent');
        await ok(member, 'setIssueParent', { issueId: child, parentId: first });
        await ok(member, 'setIssueParent', { issueId: child, parentId: second });
        await ok(member, 'setIssueParent', { issueId: child, parentId: null });
        assert.deepEqual(await eventsOf(child), [
          event('PARENT_ADDED'),
          event('PARENT_REMOVED'),
          event('PARENT_ADDED'),
          event('PARENT_REMOVED'),
        ]);
        assert.deepEqual(await eventsOf(first), [event('SUB_ISSUE_ADDED'), event('SUB_ISSUE_REMOVED')]);
        assert.deepEqual(await eventsOf(second), [event('SUB_ISSUE_ADDED'), event('SUB_ISSUE_REMOVED')]);
      });

      test('every event kind of the schema was produced above', async () => {
        const { body } = await server.graphql('{ __type(name: "IssueEventKind") { enumValues { name } } }');
        const kinds = body.data.__type.enumValues.map((v: { name: string }) => v.name).sort();
        const { body: issues } = await server.graphql('{ project(slug: "events") { issues(first: 100) { edges { node { id } } } } }');
        const seen = new Set<string>();
        for (const edge of issues.data.project.issues.edges) for (const e of await eventsOf(edge.node.id)) seen.add(e.kind);
        assert.deepEqual([...seen].sort(), kinds);
      });
    });
  });
}
