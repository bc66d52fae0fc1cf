// Back-links (issue 17, "References"): a reference to an issue in another issue's description or comment puts
// "mentioned in" in the referred issue's timeline, once per source text, kept in step with edits and deletions,
// written with the write itself, and shown only to readers who may see the issue it was written in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

const SECRET = 'Secret mobile source';

const TIMELINE = `query($id: ID!) { node(id: $id) { ... on Issue { timeline(first: 100) { totalCount edges { node {
  __typename ... on IssueMention { id source { number title project { slug } } comment { id } actor { login } } } } } } } }`;

interface Mention {
  id: string;
  source: { number: number; title: string; project: { slug: string } };
  comment: { id: string } | null;
  actor: { login: string } | null;
}

for (const backend of backends) {
  describe(`back-links on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let outsider: Session;
    const projects: Record<string, string> = {};

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      outsider = await server.createAccount('outsider', 'MEMBER');
      const { body } = await server.graphql('{ web: project(slug: "web") { id } mobile: project(slug: "mobile") { id } }');
      projects.web = body.data.web.id;
      projects.mobile = body.data.mobile.id;
    });
    after(() => server.close());

    async function newIssue(session: Session, project: 'web' | 'mobile', title: string, body = '') {
      const { body: answer } = await mutate(session, 'createIssue', { projectId: projects[project], title, body }, 'issue { id number }');
      assert.deepEqual(answer.data.createIssue.errors, []);
      return answer.data.createIssue.issue as { id: string; number: number };
    }

    async function mentions(session: Session, issueId: string): Promise<{ mentions: Mention[]; totalCount: number }> {
      const { body } = await session.graphql(TIMELINE, { id: issueId });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const timeline = body.data.node.timeline;
      const nodes = timeline.edges.map((edge: { node: { __typename: string } }) => edge.node);
      return {
        mentions: nodes.filter((node: { __typename: string }) => node.__typename === 'IssueMention'),
        totalCount: timeline.totalCount,
      };
    }

    test('a description and a comment referring to an issue each make one back-link, whatever the repeats', async () => {
      const target = await newIssue(member, 'web', 'Target');
      const source = await newIssue(
        member,
        'web',
        'Source',
        `Blocked by #${target.number} (see #${target.number} and web#${target.number}).`,
      );
      await mutate(member, 'addComment', { issueId: source.id, body: `Still #${target.number}.` });
      const { mentions: found, totalCount } = await mentions(member, target.id);
      assert.equal(found.length, 2);
      assert.equal(totalCount, 2);
      assert.deepEqual(
        found.map((m) => [m.source.number, m.comment === null, m.actor?.login]),
        [
          [source.number, true, 'member'],
          [source.number, false, 'member'],
        ],
      );
      // A text referring to its own issue links nothing.
      const self = await newIssue(member, 'web', 'Self', 'This is #1 of many; me: #');
      assert.equal((await mentions(member, self.id)).mentions.length, 0);
    });

    test('editing a text adds and removes its back-links; deleting the comment or the issue removes them', async () => {
      const first = await newIssue(member, 'web', 'First');
      const second = await newIssue(member, 'web', 'Second');
      const source = await newIssue(member, 'web', 'Editable', `About #${first.number}`);
      assert.equal((await mentions(member, first.id)).mentions.length, 1);

      await mutate(member, 'updateIssue', { issueId: source.id, body: `Now about #${second.number}` });
      assert.equal((await mentions(member, first.id)).mentions.length, 0);
      assert.equal((await mentions(member, second.id)).mentions.length, 1);

      const added = await mutate(
        member,
        'addComment',
        { issueId: source.id, body: `And #${first.number}` },
        'timelineEdge { node { ... on Comment { id } } }',
      );
      const commentId = added.body.data.addComment.timelineEdge.node.id;
      assert.equal((await mentions(member, first.id)).mentions.length, 1);
      await mutate(member, 'updateComment', { commentId, body: 'Nothing now' });
      assert.equal((await mentions(member, first.id)).mentions.length, 0);
      await mutate(member, 'updateComment', { commentId, body: `Back to #${first.number}` });
      assert.equal((await mentions(member, first.id)).mentions.length, 1);
      await mutate(member, 'deleteComment', { commentId });
      assert.equal((await mentions(member, first.id)).mentions.length, 0);

      const { body } = await mutate(server, 'deleteIssue', { issueId: source.id });
      assert.deepEqual(body.data.deleteIssue.errors, []);
      assert.equal((await mentions(member, second.id)).mentions.length, 0);
    });

    test('a back-link from a private project shows only to those who may see it, by timeline or by id', async () => {
      const target = await newIssue(member, 'web', 'Public target');
      await newIssue(member, 'mobile', SECRET, `Depends on web#${target.number}`);
      const seen = await mentions(member, target.id);
      assert.equal(seen.mentions.length, 1);
      assert.equal(seen.mentions[0]?.source.title, SECRET);

      const { body } = await outsider.graphql(TIMELINE, { id: target.id });
      assert.equal(body.errors, undefined);
      assert.equal(body.data.node.timeline.edges.length, 0);
      // The count leaves it out too: nothing tells the outsider a private issue refers to this one.
      assert.equal(body.data.node.timeline.totalCount, 0);
      assert.ok(!JSON.stringify(body).includes(SECRET));
      const byId = await outsider.graphql('query($id: ID!) { node(id: $id) { id } }', { id: seen.mentions[0]?.id });
      assert.equal(byId.body.data.node, null);
    });

    test('a reference to an issue its author cannot see links nothing', async () => {
      const secret = await newIssue(server, 'mobile', 'Hidden from outsiders');
      const source = await newIssue(outsider, 'web', 'Probe', `mobile#${secret.number}`);
      assert.ok(source.id);
      assert.equal((await mentions(server, secret.id)).mentions.length, 0);
    });
  });
}
