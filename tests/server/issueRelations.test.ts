// Relations between issues (issue 17): addIssueRelation, removeIssueRelation and closeIssues(duplicateOfId:).
// Each change is one transaction with one event in each issue's timeline (none on a no-op); self-relations, a
// second relation on the same pair and loops of "blocks" are refused with nothing written; an issue the reader
// cannot see is never revealed (not in `relations`, not in a timeline's event, not through is:blocked); and
// the search terms is:blocked, is:blocking and has:relations find what they say.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';

const ISSUE = `query($id: ID!) { node(id: $id) { ... on Issue { number state stateReason
  relations { type issue { id number title } }
  timeline(first: 100) { edges { node { __typename ... on IssueEvent { kind from to relatedIssue { id number title } } } } } } } }`;

interface RelationEvent {
  readonly kind: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly relatedIssue: { readonly id: string; readonly number: number; readonly title: string } | null;
}

for (const backend of backends) {
  describe(`issue relations on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let viewer: Session;
    let outsider: Session;
    let webId = '';
    let mobileId = '';
    const read = async (session: Session, id: string) => (await session.graphql(ISSUE, { id })).body.data.node;
    const relationEvents = async (session: Session, id: string): Promise<RelationEvent[]> =>
      ((await read(session, id)).timeline.edges as { node: RelationEvent & { __typename: string } }[])
        .map(({ node }) => node)
        .filter((node) => node.kind === 'RELATION_ADDED' || node.kind === 'RELATION_REMOVED')
        .map(({ kind, from, to, relatedIssue }) => ({ kind, from, to, relatedIssue }));
    const newIssue = async (projectId: string, title: string): Promise<{ id: string; number: number }> => {
      const { body } = await mutate(server, 'createIssue', { projectId, title }, 'issue { id number }');
      assert.deepEqual(body.data.createIssue.errors, []);
      return body.data.createIssue.issue;
    };
    const relate = async (session: Session, issueId: string, relatedIssueId: string, type: string) =>
      (await mutate(session, 'addIssueRelation', { issueId, relatedIssueId, type }, 'issue { id } relatedIssue { id }')).body.data
        .addIssueRelation;
    const unrelate = async (session: Session, issueId: string, relatedIssueId: string) =>
      (await mutate(session, 'removeIssueRelation', { issueId, relatedIssueId }, 'issue { id } relatedIssue { id }')).body.data
        .removeIssueRelation;
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

    test('"blocks" is written once, read from both sides, with one event in each timeline', async () => {
      const a = await newIssue(webId, 'Blocker A');
      const b = await newIssue(webId, 'Blocked B');
      const result = await relate(member, a.id, b.id, 'BLOCKS');
      assert.deepEqual(result, { errors: [], issue: { id: a.id }, relatedIssue: { id: b.id } });
      assert.deepEqual((await read(member, a.id)).relations, [
        { type: 'BLOCKS', issue: { id: b.id, number: b.number, title: 'Blocked B' } },
      ]);
      assert.deepEqual((await read(member, b.id)).relations, [
        { type: 'BLOCKED_BY', issue: { id: a.id, number: a.number, title: 'Blocker A' } },
      ]);
      assert.deepEqual(await relationEvents(member, a.id), [
        { kind: 'RELATION_ADDED', from: null, to: 'BLOCKS', relatedIssue: { id: b.id, number: b.number, title: 'Blocked B' } },
      ]);
      assert.deepEqual(await relationEvents(member, b.id), [
        { kind: 'RELATION_ADDED', from: null, to: 'BLOCKED_BY', relatedIssue: { id: a.id, number: a.number, title: 'Blocker A' } },
      ]);

      // The same relation again, or any other on the same pair, is refused and records nothing.
      for (const [from, to, type] of [
        [a.id, b.id, 'BLOCKS'],
        [b.id, a.id, 'BLOCKED_BY'],
        [b.id, a.id, 'BLOCKS'],
        [a.id, b.id, 'RELATES_TO'],
      ] as const) {
        const again = await relate(member, from, to, type);
        assert.equal(again.errors[0]?.code, 'TAKEN', `${type} again`);
        assert.match(again.errors[0]?.message ?? '', /one relation/);
        assert.equal(again.issue, null);
      }
      assert.equal((await relationEvents(member, a.id)).length, 1);
      assert.equal((await relationEvents(member, b.id)).length, 1);

      // Removing it: one event each side; removing it again changes and records nothing.
      assert.deepEqual((await unrelate(member, b.id, a.id)).errors, []);
      assert.deepEqual((await read(member, a.id)).relations, []);
      assert.deepEqual((await read(member, b.id)).relations, []);
      assert.deepEqual((await unrelate(member, a.id, b.id)).errors, []);
      assert.deepEqual(
        (await relationEvents(member, a.id)).map((e) => [e.kind, e.from, e.to]),
        [
          ['RELATION_ADDED', null, 'BLOCKS'],
          ['RELATION_REMOVED', 'BLOCKS', null],
        ],
      );
      assert.deepEqual(
        (await relationEvents(member, b.id)).map((e) => [e.kind, e.from, e.to]),
        [
          ['RELATION_ADDED', null, 'BLOCKED_BY'],
          ['RELATION_REMOVED', 'BLOCKED_BY', null],
        ],
      );
    });

    test('a loop of "blocks" is refused, directly or through other issues, and nothing is written', async () => {
      const [a, b, c] = [await newIssue(webId, 'Loop A'), await newIssue(webId, 'Loop B'), await newIssue(webId, 'Loop C')];
      assert.deepEqual((await relate(member, a.id, b.id, 'BLOCKS')).errors, []);
      assert.deepEqual((await relate(member, b.id, c.id, 'BLOCKS')).errors, []);
      for (const [from, to, type] of [
        [c.id, a.id, 'BLOCKS'],
        [a.id, c.id, 'BLOCKED_BY'],
      ] as const) {
        const refused = await relate(member, from, to, type);
        assert.equal(refused.errors[0]?.code, 'INVALID');
        assert.equal(
          refused.errors[0]?.message,
          `#${a.number} already blocks #${c.number} (directly or through other issues), so #${c.number} cannot block #${a.number}: that would be a loop.`,
        );
      }
      assert.deepEqual(
        (await read(member, c.id)).relations.map((r: { type: string }) => r.type),
        ['BLOCKED_BY'],
      );
      assert.equal((await relationEvents(member, a.id)).length, 1, 'no event for the refused loop');
      // Not a loop: "relates to" between the ends, and "blocks" in the same direction as the chain.
      const d = await newIssue(webId, 'Loop D');
      assert.deepEqual((await relate(member, c.id, d.id, 'BLOCKS')).errors, []);
      assert.deepEqual((await relate(member, a.id, d.id, 'RELATES_TO')).errors, []);
    });

    test('an issue cannot be related to itself; a viewer cannot relate; an unknown issue is not found', async () => {
      const a = await newIssue(webId, 'Alone');
      const self = await relate(member, a.id, a.id, 'RELATES_TO');
      assert.deepEqual(self.errors, [
        { field: ['relatedIssueId'], code: 'INVALID', message: 'An issue cannot be related to itself; choose another issue.' },
      ]);
      const b = await newIssue(webId, 'Other');
      assert.equal((await relate(viewer, a.id, b.id, 'RELATES_TO')).errors[0]?.code, 'FORBIDDEN');
      const missing = Buffer.from('Issue:999999').toString('base64url');
      assert.equal((await relate(member, a.id, missing, 'RELATES_TO')).errors[0]?.code, 'NOT_FOUND');
      assert.deepEqual((await read(member, a.id)).relations, []);
      assert.deepEqual(await relationEvents(member, a.id), []);
    });

    test('a relation to an issue of a private project is never revealed to someone who cannot see it', async () => {
      const secret = await newIssue(mobileId, 'Secret mobile blocker');
      const open = await newIssue(webId, 'Waits on mobile');
      // The member may see `mobile`, the outsider may not.
      assert.deepEqual((await relate(member, secret.id, open.id, 'BLOCKS')).errors, []);
      assert.equal((await read(member, open.id)).relations.length, 1);
      const seenByOutsider = await read(outsider, open.id);
      assert.deepEqual(seenByOutsider.relations, [], 'not listed');
      assert.deepEqual(
        (await relationEvents(outsider, open.id)).map((e) => [e.kind, e.to, e.relatedIssue]),
        [['RELATION_ADDED', 'BLOCKED_BY', null]],
        'the event is there, but not the issue',
      );
      const answer = JSON.stringify(await outsider.graphql(ISSUE, { id: open.id }));
      assert.ok(!answer.includes('Secret'), 'no title');
      assert.ok(!answer.includes(secret.id), 'no id');
      assert.ok((await search(member, 'is:blocked')).includes(open.number), 'blocked for whoever sees the blocker');
      assert.ok(!(await search(outsider, 'is:blocked')).includes(open.number), 'not for the outsider');
      assert.ok(!(await search(outsider, 'has:relations')).includes(open.number));
      // The outsider cannot write one either, and the refusal says no more than "not found".
      const tried = await relate(outsider, open.id, secret.id, 'RELATES_TO');
      assert.equal(tried.errors[0]?.code, 'NOT_FOUND');
      assert.ok(!JSON.stringify(tried).includes('Secret'));
      assert.equal((await unrelate(outsider, open.id, secret.id)).errors[0]?.code, 'NOT_FOUND');
      assert.equal((await read(member, open.id)).relations.length, 1, 'still there');
    });

    test('is:blocked (an open blocker), is:blocking and has:relations', async () => {
      const blocker = await newIssue(webId, 'Search blocker');
      const blocked = await newIssue(webId, 'Search blocked');
      const related = await newIssue(webId, 'Search related');
      const plain = await newIssue(webId, 'Search plain');
      assert.deepEqual((await relate(member, blocked.id, blocker.id, 'BLOCKED_BY')).errors, []);
      assert.deepEqual((await relate(member, related.id, plain.id, 'RELATES_TO')).errors, []);
      const blockedNow = await search(member, 'is:blocked');
      assert.ok(blockedNow.includes(blocked.number), `is:blocked ${blockedNow.join()}`);
      assert.ok(!blockedNow.includes(blocker.number) && !blockedNow.includes(related.number), `is:blocked ${blockedNow.join()}`);
      const blocking = await search(member, 'is:blocking');
      assert.ok(blocking.includes(blocker.number) && !blocking.includes(blocked.number), `is:blocking ${blocking.join()}`);
      const withRelations = await search(member, 'has:relations Search');
      for (const issue of [blocker, blocked, related, plain])
        assert.ok(withRelations.includes(issue.number), `has:relations ${withRelations.join()}`);
      // A closed blocker no longer blocks.
      assert.deepEqual((await mutate(member, 'closeIssues', { issueIds: [blocker.id] })).body.data.closeIssues.errors, []);
      const blockedAfter = await search(member, 'is:blocked');
      assert.ok(!blockedAfter.includes(blocked.number), `is:blocked after the close: ${blockedAfter.join()}`);
      const blockingAfter = await search(member, 'is:blocking');
      assert.ok(!blockingAfter.includes(blocker.number), `is:blocking after the close: ${blockingAfter.join()}`);
      const { body } = await member.graphql(
        '{ project(slug: "web") { issues(first: 1, query: "has:nothing") { queryErrors { message } } } }',
      );
      assert.deepEqual(body.data.project.issues.queryErrors, [
        { message: '"has:nothing" is not supported; use has:relations, has:sub-issues or has:parent.' },
      ]);
    });

    test('close as duplicate: closes and writes DUPLICATE_OF in one transaction, or does neither', async () => {
      const original = await newIssue(webId, 'The original');
      const copy = await newIssue(webId, 'A copy');
      const close = (input: Record<string, unknown>) =>
        mutate(member, 'closeIssues', input, 'issues { id state stateReason }').then((r) => r.body.data.closeIssues);
      const closed = await close({ issueIds: [copy.id], reason: 'DUPLICATE', duplicateOfId: original.id });
      assert.deepEqual(closed.errors, []);
      assert.deepEqual(closed.issues, [{ id: copy.id, state: 'CLOSED', stateReason: 'DUPLICATE' }]);
      assert.deepEqual((await read(member, copy.id)).relations, [
        { type: 'DUPLICATE_OF', issue: { id: original.id, number: original.number, title: 'The original' } },
      ]);
      assert.deepEqual(
        (await read(member, original.id)).relations.map((r: { type: string }) => r.type),
        ['HAS_DUPLICATE'],
      );
      assert.deepEqual(
        (await relationEvents(member, original.id)).map((e) => [e.kind, e.to, e.relatedIssue?.id]),
        [['RELATION_ADDED', 'HAS_DUPLICATE', copy.id]],
      );

      // Refusals write nothing: another reason, itself, or a pair already related (the close is rolled back).
      const other = await newIssue(webId, 'Related already');
      assert.deepEqual((await relate(member, other.id, original.id, 'RELATES_TO')).errors, []);
      for (const [input, code] of [
        [{ issueIds: [other.id], reason: 'COMPLETED', duplicateOfId: original.id }, 'INVALID'],
        [{ issueIds: [other.id], reason: 'DUPLICATE', duplicateOfId: other.id }, 'INVALID'],
        [{ issueIds: [other.id], reason: 'DUPLICATE', duplicateOfId: original.id }, 'TAKEN'],
        [{ issueIds: [other.id], reason: 'DUPLICATE', duplicateOfId: toGlobalId('Issue', 999_999) }, 'NOT_FOUND'],
        [{ issueIds: [other.id], reason: 'DUPLICATE', duplicateOfId: 'not-an-id' }, 'NOT_FOUND'],
      ] as const) {
        const refused = await close(input);
        assert.equal(refused.errors[0]?.code, code, JSON.stringify(input));
        assert.deepEqual(refused.errors[0]?.field, ['duplicateOfId']);
      }
      // An original the closer cannot see is "not found" too, and said of that field: nothing about it leaks.
      const secret = await newIssue(mobileId, 'A private original');
      const hidden = await mutate(
        outsider,
        'closeIssues',
        { issueIds: [other.id], reason: 'DUPLICATE', duplicateOfId: secret.id },
        'issues { id }',
      );
      assert.deepEqual(hidden.body.data.closeIssues.errors, [
        { field: ['duplicateOfId'], code: 'NOT_FOUND', message: 'The issue named as the original does not exist.' },
      ]);
      const untouched = await read(member, other.id);
      assert.equal(untouched.state, 'OPEN', 'the close was rolled back with the refused relation');
      assert.equal(
        (untouched.timeline.edges as { node: { kind?: string } }[]).filter((e) => e.node.kind === 'CLOSED').length,
        0,
        'no CLOSED event',
      );
    });
  });
}
