// Deleting issues over real HTTP: only admins, and nothing of the issue is left behind (comments, files and
// their bytes, events, labels, assignees, search document), while the rest of the project is untouched and
// numbers are not reused.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { keyOf } from '../../src/server/graphql/globalId.ts';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const DELETE = `mutation($input: DeleteIssueInput!) { deleteIssue(input: $input) {
  errors { field code message } deletedIssueId project { slug } } }`;
const ATTACH = `mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { sha256 } } }`;
const ATTACH_TO_COMMENT = `mutation($input: AddCommentAttachmentsInput!) { addCommentAttachments(input: $input) { errors { code } attachments { sha256 } } }`;

const file = (name: string, content: string) => ({ name, type: 'text/plain', bytes: new TextEncoder().encode(content) });

for (const backend of backends) {
  describe(`deleting issues on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let ids: { web: string; bug: string; member: string };

    const gql = async (as: Session, query: string, variables: Record<string, unknown> = {}) => {
      const { body } = await as.graphql(query, variables);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data;
    };
    const newIssue = async (title: string, body = '') =>
      (
        await gql(member, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id number } } }', {
          input: { projectId: ids.web, title, body },
        })
      ).createIssue.issue as { id: string; number: number };
    const remove = async (as: Session, issueId: string) => (await gql(as, DELETE, { input: { issueId } })).deleteIssue;
    const count = async (table: string, issueId: number) =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where issue_id = ${issueId}`.execute(server.database.db))
        .rows[0]?.n;

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      const data = await gql(
        server,
        '{ project(slug: "web") { id labels { id name } } users(first: 100) { edges { node { id login } } } }',
      );
      ids = {
        web: data.project.id,
        bug: data.project.labels.find((l: { name: string }) => l.name === 'bug').id,
        member: data.users.edges.find((e: { node: { login: string } }) => e.node.login === 'member').node.id,
      };
    });
    after(() => server.close());

    test('an admin deletes an issue with everything that belongs to it; the project and its other issues stay', async () => {
      const issue = await newIssue('Doomed aardvark', 'Its own words.');
      const bystander = await newIssue('Bystander aardvark');
      const issueKey = keyOf(issue.id, 'Issue')!;
      await gql(member, 'mutation($input: IssueLabelsInput!) { addLabelsToIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [issue.id], labelIds: [ids.bug] },
      });
      await gql(member, 'mutation($input: IssueAssigneesInput!) { addAssigneesToIssues(input: $input) { errors { code } } }', {
        input: { issueIds: [issue.id], userIds: [ids.member] },
      });
      const comment = await gql(member, 'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }', {
        input: { issueId: issue.id, body: 'A comment that goes too.' },
      });
      const own = await (
        await member.fetch('/graphql', multipartFiles(ATTACH, { issueId: issue.id }, [file('own.txt', 'only here')]))
      ).json();
      const onComment = await (
        await member.fetch(
          '/graphql',
          multipartFiles(ATTACH_TO_COMMENT, { commentId: comment.addComment.comment.id }, [file('c.txt', 'comment file')]),
        )
      ).json();
      const shared = await (
        await member.fetch('/graphql', multipartFiles(ATTACH, { issueId: bystander.id }, [file('shared.txt', 'comment file')]))
      ).json();
      const ownSha = own.data.addIssueAttachments.attachments[0].sha256;
      const commentSha = onComment.data.addCommentAttachments.attachments[0].sha256;
      assert.equal(
        shared.data.addIssueAttachments.attachments[0].sha256,
        commentSha,
        'the bystander has the same bytes as the comment file',
      );

      const payload = await remove(server, issue.id);
      assert.deepEqual(payload, { errors: [], deletedIssueId: issue.id, project: { slug: 'web' } });

      for (const table of ['comments', 'attachments', 'issue_events', 'issue_labels', 'issue_assignees', 'issue_search'])
        assert.equal(await count(table, issueKey), 0, `nothing of the issue is left in ${table}`);
      assert.equal(fs.existsSync(server.files.pathOf(ownSha)), false, "the issue's file left the store");
      assert.equal(fs.existsSync(server.files.pathOf(commentSha)), true, 'bytes another issue still has stay');

      const after = await gql(
        server,
        `query($id: ID!) { node(id: $id) { id } project(slug: "web") { issue(number: ${issue.number}) { id }
          issues(first: 10, query: "aardvark") { edges { node { title } } } } }`,
        { id: issue.id },
      );
      assert.equal(after.node, null);
      assert.equal(after.project.issue, null);
      assert.deepEqual(after.project.issues.edges, [{ node: { title: 'Bystander aardvark' } }], 'search no longer finds it');

      // Numbers are not given again.
      const next = await newIssue('After the deletion');
      assert.equal(next.number, bystander.number + 1);
    });

    test('members may not delete an issue (and are not offered to); deleting twice is NOT_FOUND', async () => {
      const issue = await newIssue('Kept');
      const seen = async (as: Session) =>
        (await gql(as, 'query($id: ID!) { node(id: $id) { ... on Issue { viewerCanDelete } } }', { id: issue.id })).node;
      assert.deepEqual(await seen(member), { viewerCanDelete: false });
      assert.deepEqual(await seen(server), { viewerCanDelete: true });
      const refused = await remove(member, issue.id);
      assert.deepEqual(
        refused.errors.map((e: { code: string }) => e.code),
        ['FORBIDDEN'],
      );
      assert.equal(refused.deletedIssueId, null);
      assert.notEqual((await gql(member, 'query($id: ID!) { node(id: $id) { id } }', { id: issue.id })).node, null);

      assert.deepEqual((await remove(server, issue.id)).errors, []);
      const again = await remove(server, issue.id);
      assert.deepEqual(
        again.errors.map((e: { field: string[]; code: string }) => [e.field, e.code]),
        [[['issueId'], 'NOT_FOUND']],
      );
    });

    test('the same deletion sent several times at once deletes once; every other answer is NOT_FOUND', async () => {
      // Sent together, they all find the issue before any deletes it: all but one learn it is gone from the DELETE
      // itself (issueDeletion.ts: only what this statement deleted counts), not from the first read.
      const issue = await newIssue('Deleted at once');
      const answers = await Promise.all(Array.from({ length: 5 }, () => remove(server, issue.id)));
      const deleted = answers.filter((answer) => answer.deletedIssueId !== null);
      assert.equal(deleted.length, 1, JSON.stringify(answers));
      assert.equal(deleted[0].deletedIssueId, issue.id);
      assert.deepEqual(deleted[0].errors, []);
      for (const answer of answers.filter((a) => a.deletedIssueId === null)) {
        assert.deepEqual(
          answer.errors.map((e: { field: string[]; code: string }) => [e.field, e.code]),
          [[['issueId'], 'NOT_FOUND']],
        );
      }
    });
  });
}
