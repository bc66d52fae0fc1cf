// The write matrix's rows for comments and attachments, on issues and on comments.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  type Actor,
  type Cell,
  type Expected,
  type RowMaker,
  type MutationName,
  MEMBERS_IN_WEB,
  MEMBERS_IN_MOBILE,
  ADMINS,
  id,
  onIssues,
  onComments,
  issueRow,
  eventKinds,
  attachmentNamed,
} from './table.ts';

export const commentRows = {
  addComment: (f) => ({
    ...onIssues(f, async (issueId, _project, actor) => {
      const body = `Comment by ${actor} ${f.next()}`;
      return {
        input: { issueId: id('Issue', issueId), body },
        tookEffect: async () => {
          const comments = await f.db.selectFrom('comments').select(['author_id', 'body']).where('issue_id', '=', issueId).execute();
          assert.deepEqual(comments, [{ author_id: f.owner(actor), body }]);
          assert.equal((await issueRow(f, issueId)).comment_count, 1);
        },
      };
    }),
    targetField: 'issueId',
  }),

  updateComment: (f) =>
    onComments(f, async (commentId) => {
      const body = `Edited ${f.next()}`;
      return {
        input: { commentId: id('Comment', commentId), body },
        tookEffect: async () => {
          const comment = await f.db
            .selectFrom('comments')
            .select(['body', 'edited_at'])
            .where('id', '=', commentId)
            .executeTakeFirstOrThrow();
          assert.equal(comment.body, body);
          assert.notEqual(comment.edited_at, null);
        },
      };
    }),

  deleteComment: (f) =>
    onComments(f, async (commentId) => {
      const { issue_id: issueId } = await f.db
        .selectFrom('comments')
        .select('issue_id')
        .where('id', '=', commentId)
        .executeTakeFirstOrThrow();
      return {
        input: { commentId: id('Comment', commentId) },
        tookEffect: async () => {
          assert.equal(await f.db.selectFrom('comments').select('id').where('id', '=', commentId).executeTakeFirst(), undefined);
          assert.equal((await issueRow(f, issueId)).comment_count, 0);
        },
      };
    }),

  addCommentAttachments: (f) =>
    onComments(f, async (commentId, actor) => {
      const file = f.file();
      return {
        input: { commentId: id('Comment', commentId) },
        files: [file],
        tookEffect: async () => {
          const attachment = await attachmentNamed(f, file.name);
          assert.deepEqual([attachment.comment_id, attachment.uploader_id], [commentId, f.owner(actor)]);
        },
      };
    }),

  addIssueAttachments: (f) => ({
    ...onIssues(f, async (issueId, _project, actor) => {
      const file = f.file();
      return {
        input: { issueId: id('Issue', issueId) },
        files: [file],
        tookEffect: async () => {
          const attachment = await attachmentNamed(f, file.name);
          assert.deepEqual([attachment.issue_id, attachment.comment_id, attachment.uploader_id], [issueId, null, f.owner(actor)]);
        },
      };
    }),
    targetField: 'issueId',
  }),

  // The uploader's own file (on an issue in web, on a comment in mobile) and another person's (in web).
  removeAttachment: (f) => {
    const cell = (expected: Expected, project: 'web' | 'mobile', onComment: boolean, uploader: (actor: Actor) => number): Cell => ({
      expected,
      prepare: async (actor) => {
        const issueId = await f.issue(project, f.users.ada);
        const commentId = onComment ? await f.comment(issueId, f.users.ada) : null;
        const file = f.file();
        const { sha256, size } = await f.server.files.put(file.bytes);
        const { id: attachmentId } = await f.db
          .insertInto('attachments')
          .values({
            issue_id: issueId,
            comment_id: commentId,
            uploader_id: uploader(actor),
            filename: file.name,
            content_type: file.type,
            size,
            sha256,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          input: { attachmentId: id('Attachment', attachmentId) },
          tookEffect: async () => {
            assert.equal(await f.db.selectFrom('attachments').select('id').where('id', '=', attachmentId).executeTakeFirst(), undefined);
            assert.deepEqual(await eventKinds(f, issueId), ['ATTACHMENT_REMOVED']);
            assert.equal(fs.existsSync(f.server.files.pathOf(sha256)), false, 'its bytes left the file store');
          },
        };
      },
    });
    return {
      targetField: 'attachmentId',
      targets: {
        web: cell(MEMBERS_IN_WEB, 'web', false, (actor) => f.owner(actor)),
        mobile: cell(MEMBERS_IN_MOBILE, 'mobile', true, (actor) => f.owner(actor)),
        others: cell(ADMINS, 'web', false, () => f.users.ada),
      },
    };
  },
} satisfies Partial<Record<MutationName, RowMaker>>;
