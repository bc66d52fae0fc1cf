// References resolved for the reader (`Issue.references`, `Comment.references`): a reference to an issue of a
// private project is listed only for those who may see that project, and nothing of it (not its title, not
// even that it exists) reaches anyone else. Over the demo workspace, where `mobile` is private to its members.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

const SECRET = 'Secret mobile launch plan';

const REFERENCES = `references { text issue { number title state project { slug } } user { login name } }`;

for (const backend of backends) {
  describe(`references and who may follow them, on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let outsider: Session;
    let webIssueId = '';
    let commentId = '';
    let secretNumber = 0;
    let webNumber = 0;

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      outsider = await server.createAccount('outsider', 'MEMBER');
      const projects = await server.graphql('{ web: project(slug: "web") { id } mobile: project(slug: "mobile") { id } }');
      const secret = await mutate(server, 'createIssue', { projectId: projects.body.data.mobile.id, title: SECRET }, 'issue { number }');
      secretNumber = secret.body.data.createIssue.issue.number;
      const target = await mutate(
        server,
        'createIssue',
        { projectId: projects.body.data.web.id, title: 'Public target' },
        'issue { number }',
      );
      webNumber = target.body.data.createIssue.issue.number;
      const body = [
        `Blocked by mobile#${secretNumber} and #${webNumber}; ask @ada or @nobody-here.`,
        `Not real: #999999, nope#1, \`#${webNumber}\`, mobile#999999.`,
      ].join('\n\n');
      const source = await mutate(server, 'createIssue', { projectId: projects.body.data.web.id, title: 'Source', body }, 'issue { id }');
      webIssueId = source.body.data.createIssue.issue.id;
      const comment = await mutate(
        server,
        'addComment',
        { issueId: webIssueId, body: `Also mobile#${secretNumber}, web#${webNumber} and @grace` },
        'timelineEdge { node { ... on Comment { id } } }',
      );
      commentId = comment.body.data.addComment.timelineEdge.node.id;
    });
    after(() => server.close());

    const issueReferences = (session: Session) =>
      session.graphql(`query($id: ID!) { node(id: $id) { ... on Issue { ${REFERENCES} } } }`, { id: webIssueId });
    const commentReferences = (session: Session) =>
      session.graphql(`query($id: ID!) { node(id: $id) { ... on Comment { ${REFERENCES} } } }`, { id: commentId });

    test('someone who may see the private project gets every reference, with its title and state', async () => {
      for (const reader of [server, member]) {
        const { body } = await issueReferences(reader);
        assert.equal(body.errors, undefined);
        assert.deepEqual(body.data.node.references, [
          {
            text: `mobile#${secretNumber}`,
            issue: { number: secretNumber, title: SECRET, state: 'OPEN', project: { slug: 'mobile' } },
            user: null,
          },
          {
            text: `#${webNumber}`,
            issue: { number: webNumber, title: 'Public target', state: 'OPEN', project: { slug: 'web' } },
            user: null,
          },
          { text: '@ada', issue: null, user: { login: 'ada', name: 'Ada Lovelace' } },
        ]);
        const comment = await commentReferences(reader);
        assert.deepEqual(
          comment.body.data.node.references.map((reference: { text: string }) => reference.text),
          [`mobile#${secretNumber}`, `web#${webNumber}`, '@grace'],
        );
      }
    });

    test('someone who may not see it gets the public references only, and nothing of the private issue', async () => {
      for (const response of [await issueReferences(outsider), await commentReferences(outsider)]) {
        assert.equal(response.body.errors, undefined);
        const texts = response.body.data.node.references.map((reference: { text: string }) => reference.text);
        assert.ok(!texts.includes(`mobile#${secretNumber}`), `outsider got ${texts}`);
        assert.equal(texts.length, 2, `the public references stay: ${texts}`);
        assert.ok(!JSON.stringify(response.body).includes(SECRET));
      }
    });

    test('a private issue reads the same as one that does not exist (mobile#N vs mobile#999999)', async () => {
      // Both are left out for the outsider: the answer does not tell an existing private issue from a missing one.
      const { body } = await issueReferences(outsider);
      assert.deepEqual(
        body.data.node.references.map((reference: { text: string }) => reference.text),
        [`#${webNumber}`, '@ada'],
      );
    });

    test('the references follow an edit of the text', async () => {
      await mutate(server, 'updateComment', { commentId, body: `Now only #${webNumber}` }, 'comment { id }');
      const { body } = await commentReferences(member);
      assert.deepEqual(
        body.data.node.references.map((reference: { text: string }) => reference.text),
        [`#${webNumber}`],
      );
    });
  });
}
