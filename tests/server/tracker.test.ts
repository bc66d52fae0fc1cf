// The issue tracker's mutations over real HTTP: each change, its timeline record, its validation and
// permissions, and that a refused bulk change changes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { keyOf } from '../../src/server/graphql/globalId.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';

const TIMELINE = `query($id: ID!) { node(id: $id) { ... on Issue { state stateReason closedAt priority title commentsCount: comments { totalCount }
  labels { name } assignees { login }
  timeline(first: 100) { totalCount edges { node { __typename
    ... on IssueEvent { kind from to actor { login } label { name } assignee { login } createdAt }
    ... on Comment { id body editedAt createdAt } } } } } } }`;

for (const backend of backends) {
  describe(`issue tracker mutations on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let viewer: Session;
    let ids: Record<string, string>;
    const issue = async (id: string) => (await server.graphql(TIMELINE, { id })).body.data.node;
    const events = async (id: string) =>
      (await issue(id)).timeline.edges
        .map((e: { node: { __typename: string; kind?: string } }) => e.node)
        .filter((n: { __typename: string }) => n.__typename === 'IssueEvent');
    const run = async (session: Session, field: string, input: Record<string, unknown>, select = 'errors { field code message }') => {
      const name = field[0]?.toUpperCase() + field.slice(1);
      const inputType =
        {
          closeIssues: 'CloseIssuesInput',
          reopenIssues: 'ReopenIssuesInput',
          addLabelsToIssues: 'IssueLabelsInput',
          removeLabelsFromIssues: 'IssueLabelsInput',
          addAssigneesToIssues: 'IssueAssigneesInput',
          removeAssigneesFromIssues: 'IssueAssigneesInput',
        }[field] ?? `${name}Input`;
      const { body } = await session.graphql(`mutation($input: ${inputType}!) { ${field}(input: $input) { ${select} } }`, { input });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data[field];
    };

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      viewer = await server.signIn('viewer@triage.test');
      const { body } =
        await server.graphql(`{ web: project(slug: "web") { id labels { id name } issues(first: 5, query: "is:open") { edges { node { id } } } }
        api: project(slug: "api") { labels { id name } } users(first: 100) { edges { node { id login } } } }`);
      const web = body.data.web;
      ids = {
        project: web.id,
        a: web.issues.edges[0].node.id,
        b: web.issues.edges[1].node.id,
        c: web.issues.edges[2].node.id,
        bug: web.labels.find((l: { name: string }) => l.name === 'bug').id,
        apiBug: body.data.api.labels.find((l: { name: string }) => l.name === 'bug').id,
      };
      for (const e of body.data.users.edges) ids[e.node.login] = e.node.id;
    });
    after(() => server.close());

    test('renaming, editing the description and reprioritising are recorded, with from and to where they have one', async () => {
      const before = (await issue(ids.a!)).title;
      const result = await run(
        member,
        'updateIssue',
        { issueId: ids.a, title: 'Renamed by the test', priority: 'URGENT', body: 'New body' },
        'issue { title priority body } errors { code }',
      );
      assert.deepEqual(result.issue, { title: 'Renamed by the test', priority: 'URGENT', body: 'New body' });
      const recorded = (await events(ids.a!)).slice(-3);
      assert.deepEqual(
        recorded.map((e: { kind: string; from: string; to: string; actor: { login: string } }) => [e.kind, e.from, e.to, e.actor.login]),
        [
          ['RENAMED', before, 'Renamed by the test', 'member'],
          ['DESCRIPTION_EDITED', null, null, 'member'],
          ['PRIORITY_CHANGED', 'No priority', 'Urgent', 'member'],
        ],
      );
    });

    test('updateIssue validates like createIssue and refuses viewers', async () => {
      assert.deepEqual(
        (await run(member, 'updateIssue', { issueId: ids.a, title: ' ' })).errors.map((e: { code: string }) => e.code),
        ['REQUIRED'],
      );
      assert.deepEqual(
        (await run(viewer, 'updateIssue', { issueId: ids.a, title: 'Nope' })).errors.map((e: { code: string }) => e.code),
        ['FORBIDDEN'],
      );
      assert.deepEqual(
        (await run(member, 'updateIssue', { issueId: 'bogus', title: 'Nope' })).errors.map((e: { field: string[] }) => e.field),
        [['issueId']],
      );
    });

    test('closing with a reason and reopening are recorded; stateReason and closedAt follow', async () => {
      await run(member, 'closeIssues', { issueIds: [ids.b], reason: 'NOT_PLANNED' });
      const closed = await issue(ids.b!);
      assert.equal(closed.state, 'CLOSED');
      assert.equal(closed.stateReason, 'NOT_PLANNED');
      assert.ok(closed.closedAt);
      await run(member, 'reopenIssues', { issueIds: [ids.b] });
      const reopened = await issue(ids.b!);
      assert.deepEqual([reopened.state, reopened.stateReason, reopened.closedAt], ['OPEN', null, null]);
      assert.deepEqual(
        (await events(ids.b!)).slice(-2).map((e: { kind: string; to: string | null }) => [e.kind, e.to]),
        [
          ['CLOSED', 'NOT_PLANNED'],
          ['REOPENED', null],
        ],
      );
    });

    test('a bulk close closes all, and one bad id refuses the whole batch', async () => {
      const refused = await run(
        member,
        'closeIssues',
        { issueIds: [ids.a, ids.c, Buffer.from('Issue:999999').toString('base64url')] },
        'issues { id } errors { code field }',
      );
      assert.deepEqual(refused, { issues: [], errors: [{ code: 'NOT_FOUND', field: ['issueIds'] }] });
      assert.equal((await issue(ids.a!)).state, 'OPEN', 'nothing was closed');
      const done = await run(member, 'closeIssues', { issueIds: [ids.a, ids.c], reason: 'COMPLETED' }, 'issues { state } errors { code }');
      assert.deepEqual(
        done.issues.map((i: { state: string }) => i.state),
        ['CLOSED', 'CLOSED'],
      );
      await run(member, 'reopenIssues', { issueIds: [ids.a, ids.c] });
    });

    test('labels: added and removed in bulk, recorded once; labels of another project are refused', async () => {
      const labelledBug = async (id: string) =>
        (await events(id)).filter((e: { kind: string; label: { name: string } | null }) => e.kind === 'LABELED' && e.label?.name === 'bug')
          .length;
      // Whatever the seed gave them, neither has the label to begin with.
      await run(member, 'removeLabelsFromIssues', { issueIds: [ids.a, ids.c], labelIds: [ids.bug] });
      const before = await labelledBug(ids.a!);
      const added = await run(
        member,
        'addLabelsToIssues',
        { issueIds: [ids.a, ids.c], labelIds: [ids.bug] },
        'issues { labels { name } } errors { code }',
      );
      assert.ok(added.issues.every((i: { labels: { name: string }[] }) => i.labels.some((l) => l.name === 'bug')));
      assert.equal(await labelledBug(ids.a!), before + 1, 'adding records the label');
      const again = await run(
        member,
        'addLabelsToIssues',
        { issueIds: [ids.a, ids.c], labelIds: [ids.bug] },
        'issues { labels { name } } errors { code }',
      );
      assert.deepEqual(again.errors, []);
      assert.equal(again.issues[0].labels.filter((l: { name: string }) => l.name === 'bug').length, 1, 'the label is on the issue once');
      assert.equal(await labelledBug(ids.a!), before + 1, 'adding it again records nothing');
      assert.deepEqual(
        (await run(member, 'addLabelsToIssues', { issueIds: [ids.a], labelIds: [ids.apiBug] })).errors.map((e: { code: string }) => e.code),
        ['NOT_FOUND'],
      );
      await run(member, 'removeLabelsFromIssues', { issueIds: [ids.a], labelIds: [ids.bug] });
      assert.ok(!(await issue(ids.a!)).labels.some((l: { name: string }) => l.name === 'bug'));
      assert.equal((await events(ids.a!)).at(-1).kind, 'UNLABELED');
    });

    test('assignees: members can be assigned, viewers cannot, and more than 10 is refused whole', async () => {
      const current = (await issue(ids.c!)).assignees.map((u: { login: string }) => u.login);
      const newcomer = ['ada', 'grace', 'alan', 'margaret'].find((login) => !current.includes(login)) ?? 'donald';
      await run(member, 'addAssigneesToIssues', { issueIds: [ids.c], userIds: [ids[newcomer]] });
      assert.ok((await issue(ids.c!)).assignees.some((u: { login: string }) => u.login === newcomer));
      assert.equal((await events(ids.c!)).at(-1).kind, 'ASSIGNED');
      assert.deepEqual(
        (await run(member, 'addAssigneesToIssues', { issueIds: [ids.c], userIds: [ids.viewer] })).errors.map(
          (e: { code: string }) => e.code,
        ),
        ['NOT_FOUND'],
      );
      const extra = await server.createAccount(`extra-${backend}`, 'MEMBER');
      const everyone = [
        ...['ada', 'grace', 'alan', 'margaret', 'barbara', 'edsger', 'katherine', 'donald', 'admin', 'member'].map((l) => ids[l]),
        Buffer.from(`User:${extra.id}`).toString('base64url'),
      ];
      const before = (await issue(ids.c!)).assignees.length;
      // 11 people is more than 10.
      const tooMany = await run(member, 'addAssigneesToIssues', { issueIds: [ids.c], userIds: everyone });
      assert.deepEqual(
        tooMany.errors.map((e: { code: string }) => e.code),
        ['TOO_MANY'],
      );
      assert.equal((await issue(ids.c!)).assignees.length, before, 'nothing was assigned');
    });

    test('comments: added to the timeline, edited ("edited"), deleted; counts follow; only the author or an admin', async () => {
      // The count two ways: the rows the API counts, and the issue's stored count that sort:comments orders by.
      const counts = async (id: string) => {
        const { rows } = await sql<{ n: number }>`select comment_count as n from issues where id = ${keyOf(id, 'Issue')}`.execute(
          server.database.db,
        );
        return { listed: (await issue(id)).commentsCount.totalCount as number, stored: rows[0]?.n };
      };
      const start = await counts(ids.b!);
      assert.equal(start.stored, start.listed, 'the stored count starts right');
      const added = await run(
        member,
        'addComment',
        { issueId: ids.b, body: 'First **comment**' },
        'comment { id body } timelineEdge { cursor node { __typename } } issue { comments { totalCount } } errors { code }',
      );
      assert.equal(added.issue.comments.totalCount, start.listed + 1, 'the payload counts the new comment');
      assert.deepEqual(await counts(ids.b!), { listed: start.listed + 1, stored: start.listed + 1 }, 'both counts went up by one');
      assert.equal(added.timelineEdge.node.__typename, 'Comment');
      const entries = (await issue(ids.b!)).timeline.edges.map((e: { node: { __typename: string; id?: string } }) => e.node);
      assert.equal(entries.at(-1).id, added.comment.id, 'the newest entry of the timeline');
      const edited = await run(
        member,
        'updateComment',
        { commentId: added.comment.id, body: 'First comment, edited' },
        'comment { body editedAt } errors { code }',
      );
      assert.equal(edited.comment.body, 'First comment, edited');
      assert.ok(edited.comment.editedAt);
      const other = await server.createAccount(`other-${backend}`, 'MEMBER');
      assert.deepEqual(
        (await run(other, 'updateComment', { commentId: added.comment.id, body: 'Hijack' })).errors.map((e: { code: string }) => e.code),
        ['FORBIDDEN'],
      );
      assert.deepEqual(
        (await run(viewer, 'addComment', { issueId: ids.b, body: 'Hi' })).errors.map((e: { code: string }) => e.code),
        ['FORBIDDEN'],
      );
      assert.deepEqual(
        (await run(member, 'addComment', { issueId: ids.b, body: '   ' })).errors.map((e: { code: string }) => e.code),
        ['REQUIRED'],
      );
      assert.deepEqual(await counts(ids.b!), { listed: start.listed + 1, stored: start.listed + 1 }, 'refused comments count for nothing');
      const deleted = await run(
        server,
        'deleteComment',
        { commentId: added.comment.id },
        'deletedCommentId issue { comments { totalCount } } errors { code }',
      );
      assert.equal(deleted.deletedCommentId, added.comment.id);
      assert.equal(deleted.issue.comments.totalCount, start.listed, 'the payload no longer counts it');
      assert.deepEqual(await counts(ids.b!), start, 'both counts are back where they started');
      const twice = await run(server, 'deleteComment', { commentId: added.comment.id });
      assert.deepEqual(
        twice.errors.map((e: { code: string }) => e.code),
        ['NOT_FOUND'],
      );
      assert.deepEqual(await counts(ids.b!), start, 'deleting it again counts down nothing');
    });

    test('the timeline pages in time order', async () => {
      const all = (await issue(ids.a!)).timeline;
      const paged: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 50; i += 1) {
        const { body } = await server.graphql(
          'query($id: ID!, $after: String) { node(id: $id) { ... on Issue { timeline(first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ... on IssueEvent { createdAt } ... on Comment { createdAt } } } } } } }',
          { id: ids.a, after },
        );
        const { timeline } = body.data.node;
        paged.push(...timeline.edges.map((e: { node: { createdAt: string } }) => e.node.createdAt));
        if (!timeline.pageInfo.hasNextPage) break;
        after = timeline.pageInfo.endCursor;
      }
      assert.equal(paged.length, all.totalCount);
      assert.deepEqual(paged, [...paged].sort());
    });

    test('labels are managed by admins: created, renamed, refused when taken or malformed, deleted from every issue', async () => {
      const created = await run(
        server,
        'createLabel',
        { projectId: ids.project, name: 'needs-info', color: '#ABCDEF', description: 'Waiting' },
        'label { id name color } errors { code field }',
      );
      assert.deepEqual([created.label.name, created.label.color], ['needs-info', 'abcdef']);
      assert.deepEqual(
        (await run(server, 'createLabel', { projectId: ids.project, name: 'Needs-Info', color: 'abcdef' })).errors.map(
          (e: { code: string }) => e.code,
        ),
        ['TAKEN'],
      );
      assert.deepEqual(
        (await run(server, 'createLabel', { projectId: ids.project, name: 'x', color: 'red' })).errors.map(
          (e: { field: string[] }) => e.field,
        ),
        [['color']],
      );
      assert.deepEqual(
        (await run(member, 'createLabel', { projectId: ids.project, name: 'mine', color: 'abcdef' })).errors.map(
          (e: { code: string }) => e.code,
        ),
        ['FORBIDDEN'],
      );
      const renamed = await run(server, 'updateLabel', { labelId: created.label.id, name: 'needs info' }, 'label { name } errors { code }');
      assert.equal(renamed.label.name, 'needs info');
      await run(member, 'addLabelsToIssues', { issueIds: [ids.c], labelIds: [created.label.id] });
      const deleted = await run(server, 'deleteLabel', { labelId: created.label.id }, 'deletedLabelId errors { code }');
      assert.equal(deleted.deletedLabelId, created.label.id);
      assert.ok(!(await issue(ids.c!)).labels.some((l: { name: string }) => l.name === 'needs info'));
    });

    test('saved views: per user, validated, deletable only by their owner', async () => {
      const saved = await run(
        member,
        'createSavedView',
        { projectId: ids.project, name: 'My bugs', query: 'is:open label:bug assignee:@me' },
        'savedView { id name query } errors { code }',
      );
      assert.equal(saved.savedView.name, 'My bugs');
      assert.deepEqual(
        (await run(member, 'createSavedView', { projectId: ids.project, name: 'Broken', query: 'is:pending' })).errors.map(
          (e: { code: string; field: string[] }) => [e.code, e.field],
        ),
        [['INVALID', ['query']]],
      );
      assert.deepEqual(
        (await run(member, 'createSavedView', { projectId: ids.project, name: 'my bugs', query: 'is:open' })).errors.map(
          (e: { code: string }) => e.code,
        ),
        ['TAKEN'],
      );
      const mine = (await member.graphql('{ project(slug: "web") { savedViews { name } } }')).body.data.project.savedViews;
      const theirs = (await server.graphql('{ project(slug: "web") { savedViews { name } } }')).body.data.project.savedViews;
      assert.deepEqual([mine.map((v: { name: string }) => v.name), theirs], [['My bugs'], []]);
      assert.deepEqual(
        (await run(server, 'deleteSavedView', { savedViewId: saved.savedView.id })).errors.map((e: { code: string }) => e.code),
        ['NOT_FOUND'],
      );
      assert.equal(
        (await run(member, 'deleteSavedView', { savedViewId: saved.savedView.id }, 'deletedSavedViewId errors { code }'))
          .deletedSavedViewId,
        saved.savedView.id,
      );
    });

    test('saved views: renamed, given the search on screen, or both; checked as creating, all or nothing; their owner only', async () => {
      const create = async (name: string, query: string) =>
        (await run(member, 'createSavedView', { projectId: ids.project, name, query }, 'savedView { id } errors { code }')).savedView
          .id as string;
      const [triage, later] = [await create('Triage', 'is:open no:assignee'), await create('Later', 'is:open')];
      const update = (who: typeof member, input: Record<string, unknown>) =>
        run(who, 'updateSavedView', input, 'savedView { id name query } errors { code field }');
      const views = async () =>
        (await member.graphql('{ project(slug: "web") { savedViews { name query } } }')).body.data.project.savedViews as unknown[];

      // Renamed only: the search stays. Then the search only: the name stays.
      assert.deepEqual((await update(member, { savedViewId: triage, name: '  To triage ' })).savedView, {
        id: triage,
        name: 'To triage',
        query: 'is:open no:assignee',
      });
      assert.deepEqual((await update(member, { savedViewId: triage, query: ' is:open label:bug ' })).savedView, {
        id: triage,
        name: 'To triage',
        query: 'is:open label:bug',
      });
      const before = await views();
      // A name another view has (in any case), an empty name, a search that does not parse: refused, nothing written.
      for (const [input, error] of [
        [{ name: 'later' }, { code: 'TAKEN', field: ['name'] }],
        [{ name: ' ' }, { code: 'REQUIRED', field: ['name'] }],
        [
          { name: 'Fine', query: 'is:pending' },
          { code: 'INVALID', field: ['query'] },
        ],
      ] as const) {
        const answer = await update(member, { savedViewId: triage, ...input });
        assert.deepEqual([answer.savedView, answer.errors], [null, [error]], JSON.stringify(input));
      }
      assert.deepEqual(await views(), before);
      // Its own name in another case is no clash.
      assert.equal((await update(member, { savedViewId: later, name: 'LATER' })).savedView.name, 'LATER');
      // Someone else's view is not found, and stays as it was.
      assert.deepEqual((await update(server, { savedViewId: triage, name: 'Mine now' })).errors, [
        { code: 'NOT_FOUND', field: ['savedViewId'] },
      ]);
      assert.deepEqual(await views(), [
        { name: 'LATER', query: 'is:open' },
        { name: 'To triage', query: 'is:open label:bug' },
      ]);
    });
  });
}
