// Files attached to comments: who may attach, where they show (on the comment, not among the issue's own
// files), that they download under the issue's visibility, and that they go with their comment.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const ADD = `mutation($input: AddCommentAttachmentsInput!) {
  addCommentAttachments(input: $input) {
    errors { field code message }
    attachments { id filename contentType size url uploader { login } }
    comment { id attachments { filename } }
  }
}`;
const WITH_FILES = `mutation($input: AddCommentInput!) {
  addComment(input: $input) {
    errors { field code message }
    comment { body attachments { filename url } }
    issue { comments { totalCount } }
  }
}`;
const ADD_COMMENT = `mutation($input: AddCommentInput!) { addComment(input: $input) { errors { message } comment { id } } }`;
const file = (name: string, content = name) => ({ name, type: 'text/plain', bytes: new TextEncoder().encode(content) });

for (const backend of backends) {
  describe(`comment attachments on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let other: Session;
    let viewer: Session;
    let outsider: Session;

    /** A new comment by `author` on an issue of `slug`; returns its id and its issue's number. */
    const comment = async (author: Session, slug = 'web', number = 2) => {
      const { body } = await author.graphql(`{ project(slug: "${slug}") { issue(number: ${number}) { id } } }`);
      const issueId = body.data.project.issue.id;
      const added = await author.graphql(ADD_COMMENT, { input: { issueId, body: 'See the attached files.' } });
      return added.body.data.addComment.comment.id as string;
    };
    const attach = async (as: Session, commentId: string, files = [file('trace.txt')]) =>
      (await (await as.fetch('/graphql', multipartFiles(ADD, { commentId }, files))).json()).data.addCommentAttachments;
    const rows = async () => (await sql<{ n: number }>`select count(*)::int as n from attachments`.execute(server.database.db)).rows[0]?.n;

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      other = await server.createAccount('other', 'MEMBER');
      viewer = await server.signIn('viewer@triage.test');
      outsider = await server.createAccount('outsider', 'MEMBER');
    });
    after(() => server.close());

    test("the author attaches files: they show on the comment, not among the issue's own files", async () => {
      const commentId = await comment(member);
      const payload = await attach(member, commentId, [file('trace.txt', 'stack trace'), file('steps.txt')]);
      assert.deepEqual(payload.errors, []);
      assert.deepEqual(
        payload.attachments.map((a: { filename: string }) => a.filename),
        ['trace.txt', 'steps.txt'],
      );
      assert.equal(payload.attachments[0].uploader.login, 'member');
      assert.deepEqual(payload.comment.attachments, [{ filename: 'trace.txt' }, { filename: 'steps.txt' }]);

      const { body } = await member.graphql(`{ project(slug: "web") { issue(number: 2) {
        attachments { filename }
        timeline(first: 100) { edges { node { ... on Comment { id attachments { filename } } } } }
      } } }`);
      const { issue } = body.data.project;
      assert.ok(!issue.attachments.some((a: { filename: string }) => a.filename === 'trace.txt'), "not listed as the issue's own");
      const inTimeline = issue.timeline.edges.find((e: { node: { id?: string } }) => e.node.id === commentId);
      assert.deepEqual(inTimeline.node.attachments, [{ filename: 'trace.txt' }, { filename: 'steps.txt' }]);

      const download = await viewer.fetch(payload.attachments[0].url);
      assert.equal(download.status, 200, 'anyone who sees the issue downloads it');
      assert.equal(await download.text(), 'stack trace');
    });

    test("an admin may attach to anyone's comment", async () => {
      const payload = await attach(server, await comment(member));
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.attachments[0].uploader.login, 'admin');
    });

    test('another member, a viewer and an outsider to a private project are refused, and nothing is stored', async () => {
      const onWeb = await comment(member);
      const onMobile = await comment(member, 'mobile', 1);
      const before = await rows();
      const stored = (await server.files.list()).length;
      assert.deepEqual(
        (await attach(other, onWeb, [file('other.txt')])).errors.map((e: { code: string }) => e.code),
        ['FORBIDDEN'],
      );
      assert.deepEqual(
        (await attach(viewer, onWeb, [file('viewer.txt')])).errors.map((e: { code: string }) => e.code),
        ['FORBIDDEN'],
      );
      const hidden = await attach(outsider, onMobile, [file('outsider.txt')]);
      assert.deepEqual(
        hidden.errors,
        [{ field: ['commentId'], code: 'NOT_FOUND', message: 'No such comment.' }],
        'a private comment is not found',
      );
      const bogus = await attach(member, Buffer.from('Comment:999999').toString('base64url'));
      assert.deepEqual(
        bogus.errors.map((e: { code: string }) => e.code),
        ['NOT_FOUND'],
      );
      assert.equal(await rows(), before);
      assert.equal((await server.files.list()).length, stored, 'refused before any byte is stored');
    });

    test('the limits and the type policy apply as to issues', async () => {
      const commentId = await comment(member);
      const files = Array.from({ length: 11 }, (_, i) => file(`${i}.txt`));
      const tooMany = await member.fetch('/graphql', multipartFiles(ADD, { commentId }, files));
      assert.equal(tooMany.status, 400, 'refused while parsing, before any file is read');
      assert.match((await tooMany.json()).errors[0].message, /Files limit exceeded: 10/);
      const exe = await attach(member, commentId, [
        { name: 'tool.exe', type: 'application/x-msdownload', bytes: new Uint8Array([0x4d, 0x5a]) },
      ]);
      assert.deepEqual(
        exe.errors.map((e: { code: string }) => e.code),
        ['UNSUPPORTED_TYPE'],
      );
    });

    test('a new comment can carry files: saved together with it', async () => {
      const { body } = await member.graphql('{ project(slug: "web") { issue(number: 6) { id comments { totalCount } } } }');
      const { id: issueId, comments } = body.data.project.issue;
      const response = await member.fetch(
        '/graphql',
        multipartFiles(WITH_FILES, { issueId, body: 'Logs attached.' }, [file('a.log', 'first'), file('b.txt')]),
      );
      const payload = (await response.json()).data.addComment;
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.comment.body, 'Logs attached.');
      assert.deepEqual(
        payload.comment.attachments.map((a: { filename: string }) => a.filename),
        ['a.log', 'b.txt'],
      );
      assert.equal(payload.issue.comments.totalCount, comments.totalCount + 1);
      assert.equal(await (await member.fetch(payload.comment.attachments[0].url)).text(), 'first');
    });

    test('a new comment refused for its text or its files saves neither', async () => {
      const { body } = await member.graphql('{ project(slug: "web") { issue(number: 6) { id comments { totalCount } } } }');
      const { id: issueId, comments } = body.data.project.issue;
      const before = await rows();
      const stored = (await server.files.list()).length;
      const send = async (text: string, files: ReturnType<typeof file>[]) =>
        (await (await member.fetch('/graphql', multipartFiles(WITH_FILES, { issueId, body: text }, files))).json()).data.addComment;

      const exe = await send('Here is the tool.', [
        file('notes.txt'),
        { name: 'tool.exe', type: 'application/x-msdownload', bytes: new Uint8Array([0x4d, 0x5a]) },
      ]);
      assert.deepEqual(
        exe.errors.map((e: { code: string }) => e.code),
        ['UNSUPPORTED_TYPE'],
      );
      assert.equal(exe.comment, null);

      const after = await member.graphql('{ project(slug: "web") { issue(number: 6) { comments { totalCount } } } }');
      assert.equal(after.body.data.project.issue.comments.totalCount, comments.totalCount, 'no comment was added');
      assert.equal(await rows(), before);
      assert.equal((await server.files.list()).length, stored, 'no bytes were stored');
    });

    test('a comment may be files only; without text and without files it is refused with a clear error', async () => {
      const { body } = await member.graphql('{ project(slug: "web") { issue(number: 7) { id comments { totalCount } } } }');
      const { id: issueId, comments } = body.data.project.issue;
      const before = await rows();

      const filesOnly = await member.fetch(
        '/graphql',
        multipartFiles(WITH_FILES, { issueId, body: ' \n ' }, [file('screen.txt', 'pixels')]),
      );
      const saved = (await filesOnly.json()).data.addComment;
      assert.deepEqual(saved.errors, []);
      assert.equal(saved.comment.body, '', 'blank text beside files is saved as no text');
      assert.deepEqual(
        saved.comment.attachments.map((a: { filename: string }) => a.filename),
        ['screen.txt'],
      );
      assert.equal(saved.issue.comments.totalCount, comments.totalCount + 1);
      assert.equal(await (await member.fetch(saved.comment.attachments[0].url)).text(), 'pixels');

      for (const text of ['', '  \u200b ']) {
        const nothing = await member.graphql(WITH_FILES, { input: { issueId, body: text } });
        assert.deepEqual(
          nothing.body.data.addComment.errors,
          [{ field: ['body'], code: 'REQUIRED', message: 'Write a comment or attach a file.' }],
          JSON.stringify(text),
        );
        assert.equal(nothing.body.data.addComment.comment, null);
      }
      const after = await member.graphql('{ project(slug: "web") { issue(number: 7) { comments { totalCount } } } }');
      assert.equal(after.body.data.project.issue.comments.totalCount, comments.totalCount + 1, 'only the comment with a file');
      assert.equal(await rows(), (before ?? 0) + 1);
    });

    test('a comment with files may be edited down to no text; one without files may not', async () => {
      const UPDATE = `mutation($input: UpdateCommentInput!) { updateComment(input: $input) { errors { field code message } comment { body } } }`;
      const withFile = await comment(member);
      assert.deepEqual((await attach(member, withFile)).errors, []);
      const emptied = await member.graphql(UPDATE, { input: { commentId: withFile, body: '  ' } });
      assert.deepEqual(emptied.body.data.updateComment.errors, []);
      assert.equal(emptied.body.data.updateComment.comment.body, '');

      const textOnly = await comment(member);
      const refused = await member.graphql(UPDATE, { input: { commentId: textOnly, body: '  ' } });
      assert.deepEqual(refused.body.data.updateComment.errors, [{ field: ['body'], code: 'REQUIRED', message: "Comment can't be blank." }]);
    });

    test("deleting the comment deletes its attachments' rows; the download is gone", async () => {
      const commentId = await comment(member);
      const {
        attachments: [attached],
      } = await attach(member, commentId);
      const deleted = await member.graphql(
        'mutation($input: DeleteCommentInput!) { deleteComment(input: $input) { errors { message } } }',
        { input: { commentId } },
      );
      assert.deepEqual(deleted.body.data.deleteComment.errors, []);
      const left = await sql<{
        n: number;
      }>`select count(*)::int as n from attachments where comment_id is not null and id = ${Number(Buffer.from(attached.id, 'base64url').toString().split(':')[1])}`.execute(
        server.database.db,
      );
      assert.equal(left.rows[0]?.n, 0);
      assert.equal((await member.fetch(attached.url)).status, 404);
      const node = await member.graphql('query($id: ID!) { node(id: $id) { id } }', { id: attached.id });
      assert.equal(node.body.data.node, null);
    });
  });
}
