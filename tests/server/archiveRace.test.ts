// A write racing an archiving (PostgreSQL, where requests run at once): the write reads the project as
// active, then the archiving commits. Comments, attachments, labels and saved views ask again under the
// project row's lock inside their own transaction, so the write waits for the archiving and answers ARCHIVED,
// writing nothing. Here an archiving holds the row (FOR UPDATE, as setProjectArchived does) until the write is
// seen waiting for it, then archives and commits. (PGlite runs one statement at a time: no such race there.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { postgresAvailable, type GraphQLResult, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';

const id = toGlobalId;

if (postgresAvailable) {
  describe('writes racing an archiving, on postgres', () => {
    let server: TestServer;
    let projectCount = 0;

    before(async () => {
      server = await startTestServer('postgres', { seed: false });
    });
    after(() => server?.close());

    /** A fresh active project with an issue, a comment of the admin's, a label and a saved view. */
    async function project() {
      const db = server.database.db;
      const slug = `race-${++projectCount}`;
      const { id: projectId } = await db
        .insertInto('projects')
        .values({ slug, name: slug, description: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const admin = (await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
      const { id: issueId } = await db
        .insertInto('issues')
        .values({ project_id: projectId, number: 1, title: 'Racing', body: '', author_id: admin })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: commentId } = await db
        .insertInto('comments')
        .values({ issue_id: issueId, author_id: admin, body: 'Before' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: labelId } = await db
        .insertInto('labels')
        .values({ project_id: projectId, name: 'bug', color: 'd73a4a', description: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: savedViewId } = await db
        .insertInto('saved_views')
        .values({ user_id: admin, project_id: projectId, name: 'Mine', query: 'is:open' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { projectId, issueId, commentId, labelId, savedViewId };
    }

    /** Starts `write` while an archiving holds the project row, lets the archiving commit once the write waits for it. */
    async function raced(projectId: number, write: () => Promise<GraphQLResult>): Promise<GraphQLResult> {
      const db = server.database.db;
      let answer: Promise<GraphQLResult> | undefined;
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
        answer = write();
        let settled = false;
        void answer.finally(() => (settled = true));
        // Wait (for a condition, not a time) until the write's transaction waits for this one's lock, or the
        // write has answered without waiting (which the assertions then refuse).
        while (!settled) {
          const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
          if ((rows[0]?.waiting ?? 0) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await trx.updateTable('projects').set({ archived_at: new Date() }).where('id', '=', projectId).execute();
      });
      assert.ok(answer);
      return answer;
    }

    const cases: [string, (p: Awaited<ReturnType<typeof project>>) => [string, Record<string, unknown>]][] = [
      ['addComment', (p) => ['addComment', { issueId: id('Issue', p.issueId), body: 'During the archiving' }]],
      ['updateComment', (p) => ['updateComment', { commentId: id('Comment', p.commentId), body: 'Edited during it' }]],
      ['deleteComment', (p) => ['deleteComment', { commentId: id('Comment', p.commentId) }]],
      ['createLabel', (p) => ['createLabel', { projectId: id('Project', p.projectId), name: 'raced', color: '00aa00' }]],
      ['updateLabel', (p) => ['updateLabel', { labelId: id('Label', p.labelId), name: 'renamed' }]],
      ['deleteLabel', (p) => ['deleteLabel', { labelId: id('Label', p.labelId) }]],
      ['createSavedView', (p) => ['createSavedView', { projectId: id('Project', p.projectId), name: 'Raced', query: 'is:closed' }]],
      ['updateSavedView', (p) => ['updateSavedView', { savedViewId: id('SavedView', p.savedViewId), name: 'Renamed during it' }]],
      ['deleteSavedView', (p) => ['deleteSavedView', { savedViewId: id('SavedView', p.savedViewId) }]],
    ];

    for (const [name, make] of cases) {
      test(`${name} waits for the archiving, then answers ARCHIVED and writes nothing`, async () => {
        const p = await project();
        const [mutation, input] = make(p);
        const before = await snapshot(server);
        const { body } = await raced(p.projectId, () => sendMutation(server, mutation, input));
        assert.deepEqual(body.data[mutation].errors, [{ code: 'ARCHIVED', field: null }]);
        assert.deepEqual(changed(before, await snapshot(server)), ['projects'], 'only the archiving was written');
      });
    }

    test('addIssueAttachments waits for the archiving too; the stored bytes are left to the orphan sweep', async () => {
      const p = await project();
      const before = await snapshot(server);
      const { body } = await raced(p.projectId, () =>
        sendMutation(
          server,
          'addIssueAttachments',
          { issueId: id('Issue', p.issueId) },
          { files: [{ name: 'late.txt', type: 'text/plain', bytes: new TextEncoder().encode('too late') }] },
        ),
      );
      assert.deepEqual(body.data.addIssueAttachments.errors, [{ code: 'ARCHIVED', field: null }]);
      assert.deepEqual(
        changed(before, await snapshot(server)).filter((what) => what !== 'the file store'),
        ['projects'],
        'no attachment row',
      );
    });
  });
}
