// The same write sent many times at once (a double click, a retry racing its original, several tabs) changes
// things once, and every stored derived value (comment counts, events, issue numbers) agrees with a recount
// afterwards. On PostgreSQL the requests really run in parallel on separate connections.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { IssueEventKind } from '../../src/server/db/tables/timeline.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

const TIMES = 8;

for (const backend of backends) {
  describe(`the same write ${TIMES} times at once on ${backend}`, () => {
    let server: TestServer;
    let projectId = '';
    before(async () => {
      server = await startTestServer(backend);
      projectId = (await server.graphql('{ project(slug: "api") { id } }')).body.data.project.id;
    });
    after(() => server.close());

    const at = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: TIMES }, make));

    /** A fresh issue (so earlier tests do not matter) and its database id. */
    const newIssue = async (title: string) => {
      const created = await server.graphql('mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id number } } }', {
        input: { projectId, title },
      });
      const { id, number } = created.body.data.createIssue.issue;
      const row = await server.database.db
        .selectFrom('issues')
        .innerJoin('projects', 'projects.id', 'issues.project_id')
        .select('issues.id')
        .where('projects.slug', '=', 'api')
        .where('issues.number', '=', number)
        .executeTakeFirstOrThrow();
      return { id: id as string, key: row.id };
    };

    /** The stored comment count of every issue agrees with its comments. */
    const assertCommentCountsAgree = async () => {
      const { rows } = await sql<{ id: number; stored: number; counted: number }>`
        select i.id, i.comment_count as stored, (select count(*)::int from comments c where c.issue_id = i.id) as counted
        from issues i where i.comment_count <> (select count(*) from comments c where c.issue_id = i.id)`.execute(server.database.db);
      assert.deepEqual(rows, [], 'issues whose stored comment count is not their number of comments');
    };

    const events = async (issueKey: number, kind: IssueEventKind) =>
      (await server.database.db.selectFrom('issue_events').select('id').where('issue_id', '=', issueKey).where('kind', '=', kind).execute())
        .length;

    test('deleting one comment: one succeeds, the others find nothing; the count drops by one', async () => {
      const issue = await newIssue('concurrent deletes');
      const ids: string[] = [];
      for (const body of ['one', 'two', 'three']) {
        const added = await server.graphql('mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }', {
          input: { issueId: issue.id, body },
        });
        ids.push(added.body.data.addComment.comment.id);
      }
      const answers = await at(() =>
        server.graphql('mutation($input: DeleteCommentInput!) { deleteComment(input: $input) { errors { code } } }', {
          input: { commentId: ids[0] },
        }),
      );
      const codes = answers.map((a) => a.body.data?.deleteComment?.errors?.[0]?.code ?? (a.body.errors ? 'ERROR' : 'ok'));
      assert.equal(codes.filter((c) => c === 'ok').length, 1, codes.join(' '));
      assert.deepEqual(
        codes.filter((c) => c !== 'ok'),
        Array(TIMES - 1).fill('NOT_FOUND'),
      );
      const stored = await server.database.db
        .selectFrom('issues')
        .select('comment_count')
        .where('id', '=', issue.key)
        .executeTakeFirstOrThrow();
      assert.equal(stored.comment_count, 2);
      await assertCommentCountsAgree();
    });

    test('adding comments at once: every one counts', async () => {
      const issue = await newIssue('concurrent comments');
      const answers = await at(() =>
        server.graphql('mutation($input: AddCommentInput!) { addComment(input: $input) { errors { code } } }', {
          input: { issueId: issue.id, body: 'same time' },
        }),
      );
      assert.ok(answers.every((a) => a.status === 200 && a.body.data.addComment.errors.length === 0));
      const stored = await server.database.db
        .selectFrom('issues')
        .select('comment_count')
        .where('id', '=', issue.key)
        .executeTakeFirstOrThrow();
      assert.equal(stored.comment_count, TIMES);
      await assertCommentCountsAgree();
    });

    test('closing one issue: one "closed" event; reopening: one "reopened"', async () => {
      const issue = await newIssue('concurrent close');
      await at(() =>
        server.graphql('mutation($input: CloseIssuesInput!) { closeIssues(input: $input) { errors { code } } }', {
          input: { issueIds: [issue.id], reason: 'COMPLETED' },
        }),
      );
      assert.equal(await events(issue.key, 'CLOSED'), 1);
      await at(() =>
        server.graphql('mutation($input: ReopenIssuesInput!) { reopenIssues(input: $input) { errors { code } } }', {
          input: { issueIds: [issue.id] },
        }),
      );
      assert.equal(await events(issue.key, 'REOPENED'), 1);
    });

    test('labelling one issue: one label row, one "labeled" event', async () => {
      const issue = await newIssue('concurrent label');
      const labelId = (await server.graphql('{ project(slug: "api") { labels { id } } }')).body.data.project.labels[0].id;
      await at(() =>
        server.graphql('mutation($input: IssueLabelsInput!) { addLabelsToIssues(input: $input) { errors { code } } }', {
          input: { issueIds: [issue.id], labelIds: [labelId] },
        }),
      );
      const rows = await server.database.db.selectFrom('issue_labels').select('label_id').where('issue_id', '=', issue.key).execute();
      assert.equal(rows.length, 1);
      assert.equal(await events(issue.key, 'LABELED'), 1);
    });

    test('creating issues at once: numbers are distinct and gap-free, and the next number follows', async () => {
      const before = await server.database.db
        .selectFrom('projects')
        .select('next_issue_number')
        .where('slug', '=', 'api')
        .executeTakeFirstOrThrow();
      const answers = await at(() =>
        server.graphql('mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { number } } }', {
          input: { projectId, title: 'at once' },
        }),
      );
      const numbers = answers.map((a) => a.body.data.createIssue.issue.number as number).sort((a, b) => a - b);
      assert.deepEqual(
        numbers,
        Array.from({ length: TIMES }, (_, i) => before.next_issue_number + i),
      );
      const after = await server.database.db
        .selectFrom('projects')
        .select('next_issue_number')
        .where('slug', '=', 'api')
        .executeTakeFirstOrThrow();
      assert.equal(after.next_issue_number, before.next_issue_number + TIMES);
    });
  });
}
