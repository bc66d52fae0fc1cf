// Removing attached files over real HTTP: who may (the uploader while a member, admins), what the timeline
// records, that the bytes leave the file store once the removal is saved (unless another attachment has the
// same content), that a refused removal keeps everything, and that people following the issue hear of it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { ISSUE_CHANGED, subscribe } from './liveClient.ts';
import { multipartFiles } from './multipart.ts';

const ATTACH_TO_ISSUE = `mutation($input: AddIssueAttachmentsInput!) {
  addIssueAttachments(input: $input) { errors { code } attachments { id sha256 viewerCanRemove } } }`;
const ATTACH_TO_COMMENT = `mutation($input: AddCommentAttachmentsInput!) {
  addCommentAttachments(input: $input) { errors { code } attachments { id sha256 } } }`;
const REMOVE = `mutation($input: RemoveAttachmentInput!) { removeAttachment(input: $input) {
  errors { field code message } removedAttachmentId
  issue { attachments { id } } comment { id attachments { id } } } }`;
const TIMELINE = `query($id: ID!) { node(id: $id) { ... on Issue { attachments { id viewerCanRemove }
  timeline(first: 100) { edges { node { ... on IssueEvent { kind from to actor { login } } } } } } } }`;

const file = (name: string, content = `${name} ${Math.random()}`) => ({
  name,
  type: 'text/plain',
  bytes: new TextEncoder().encode(content),
});

for (const backend of backends) {
  describe(`removing attachments on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let other: Session;
    let viewer: Session;

    const newIssue = async (title: string): Promise<string> => {
      const { body } = await member.graphql('{ project(slug: "web") { id } }');
      const created = await member.graphql('mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', {
        input: { projectId: body.data.project.id, title },
      });
      return created.body.data.createIssue.issue.id;
    };
    const attach = async (as: Session, issueId: string, files = [file('trace.txt')]) => {
      const response = await as.fetch('/graphql', multipartFiles(ATTACH_TO_ISSUE, { issueId }, files));
      const payload = (await response.json()).data.addIssueAttachments;
      assert.deepEqual(payload.errors, []);
      return payload.attachments as { id: string; sha256: string; viewerCanRemove: boolean }[];
    };
    const remove = async (as: Session, attachmentId: string) =>
      (await as.graphql(REMOVE, { input: { attachmentId } })).body.data.removeAttachment;
    const issue = async (as: Session, id: string) => (await as.graphql(TIMELINE, { id })).body.data.node;
    const events = async (id: string) =>
      (await issue(member, id)).timeline.edges.map((e: { node: unknown }) => e.node).filter((n: { kind?: string }) => n.kind);
    const stored = (sha256: string) => fs.existsSync(server.files.pathOf(sha256));

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      other = await server.createAccount('remover-other', 'MEMBER');
      viewer = await server.signIn('viewer@triage.test');
    });
    after(() => server.close());

    test("the uploader removes an issue's file: it leaves the issue and the file store, and the timeline names it", async () => {
      const issueId = await newIssue('A file to remove');
      const [kept, removed] = await attach(member, issueId, [file('kept.txt'), file('removed.txt')]);
      assert.equal(removed!.viewerCanRemove, true);
      const payload = await remove(member, removed!.id);
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.removedAttachmentId, removed!.id);
      assert.deepEqual(payload.issue.attachments, [{ id: kept!.id }]);
      assert.equal(payload.comment, null);
      assert.equal(stored(removed!.sha256), false, 'the bytes are deleted');
      assert.equal(stored(kept!.sha256), true, "the other file's bytes stay");
      assert.deepEqual(await events(issueId), [{ kind: 'ATTACHMENT_REMOVED', from: 'removed.txt', to: null, actor: { login: 'member' } }]);
      const download = await member.fetch(`/attachments/${removed!.id}/removed.txt`);
      assert.equal(download.status, 404);
    });

    test("a comment's file is removed from the comment", async () => {
      const issueId = await newIssue('A comment with a file');
      const added = await member.graphql('mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }', {
        input: { issueId, body: 'See the file.' },
      });
      const commentId = added.body.data.addComment.comment.id;
      const response = await member.fetch('/graphql', multipartFiles(ATTACH_TO_COMMENT, { commentId }, [file('log.txt')]));
      const [attachment] = (await response.json()).data.addCommentAttachments.attachments;
      const payload = await remove(member, attachment.id);
      assert.deepEqual(payload.errors, []);
      assert.deepEqual(payload.comment, { id: commentId, attachments: [] });
      assert.equal(stored(attachment.sha256), false);
      assert.deepEqual(
        (await events(issueId)).map((e: { kind: string; from: string }) => [e.kind, e.from]),
        [['ATTACHMENT_REMOVED', 'log.txt']],
      );
    });

    test('bytes another attachment shares stay until the last one is removed', async () => {
      const issueId = await newIssue('The same file twice');
      const [first] = await attach(member, issueId, [file('one.txt', 'same bytes')]);
      const [second] = await attach(member, issueId, [file('two.txt', 'same bytes')]);
      assert.equal(first!.sha256, second!.sha256);
      await remove(member, first!.id);
      assert.equal(stored(first!.sha256), true, 'two.txt still needs them');
      await remove(member, second!.id);
      assert.equal(stored(first!.sha256), false);
    });

    test('another member and a viewer may not remove it (and are not offered to); an admin may; twice is NOT_FOUND', async () => {
      const issueId = await newIssue("Someone else's file");
      const [attachment] = await attach(member, issueId);
      assert.deepEqual(
        (await issue(other, issueId)).attachments.map((a: { viewerCanRemove: boolean }) => a.viewerCanRemove),
        [false],
      );
      assert.deepEqual((await issue(viewer, issueId)).attachments[0].viewerCanRemove, false);
      assert.deepEqual((await issue(server, issueId)).attachments[0].viewerCanRemove, true);

      for (const [who, code] of [
        [other, 'FORBIDDEN'],
        [viewer, 'FORBIDDEN'],
      ] as const) {
        const refused = await remove(who, attachment!.id);
        assert.deepEqual(
          refused.errors.map((e: { code: string }) => e.code),
          [code],
        );
        assert.equal(refused.removedAttachmentId, null);
      }
      assert.equal(stored(attachment!.sha256), true);
      assert.deepEqual(await events(issueId), []);

      assert.deepEqual((await remove(server, attachment!.id)).errors, []);
      const again = await remove(server, attachment!.id);
      assert.deepEqual(
        again.errors.map((e: { field: string[]; code: string }) => [e.field, e.code]),
        [[['attachmentId'], 'NOT_FOUND']],
      );
      assert.deepEqual(
        (await events(issueId)).map((e: { kind: string; actor: { login: string } }) => [e.kind, e.actor.login]),
        [['ATTACHMENT_REMOVED', 'admin']],
      );
    });

    test('an id that names no attachment is NOT_FOUND and changes nothing', async () => {
      const issueId = await newIssue('Wrong id');
      const refused = await remove(member, issueId);
      assert.deepEqual(
        refused.errors.map((e: { field: string[]; code: string }) => [e.field, e.code]),
        [[['attachmentId'], 'NOT_FOUND']],
      );
      assert.deepEqual(await events(issueId), []);
    });

    test('those following the issue hear of the removal: the event and the shorter list', async () => {
      const issueId = await newIssue('Watched files');
      const [attachment] = await attach(member, issueId);
      const stream = subscribe(server.url, viewer, ISSUE_CHANGED, { id: issueId });
      try {
        await stream.ready();
        await remove(member, attachment!.id);
        for (;;) {
          const { value, done } = await stream.next();
          assert.ok(!done, 'the stream ended early');
          const item = value.data.issueChanged.timelineItem;
          if (item?.kind !== 'ATTACHMENT_REMOVED') continue;
          assert.deepEqual(item.actor, { login: 'member' });
          break;
        }
      } finally {
        await stream.close();
      }
    });
  });
}
