// The write matrix's rows for issues: opening, editing, closing, labelling, assigning and deleting them.
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
  ADMINS_IN_MOBILE,
  id,
  onIssues,
  issueRow,
  eventKinds,
} from './table.ts';

export const issueRows = {
  // Projects have no owner: a new issue goes into web or mobile.
  createIssue: (f) => {
    const cell = (project: 'web' | 'mobile', expected: Expected): Cell => ({
      expected,
      prepare: async (actor) => {
        const title = `Opened by ${actor} ${f.next()}`;
        return {
          input: { projectId: id('Project', f.projects[project]), title },
          tookEffect: async () => {
            const issue = await f.db.selectFrom('issues').select(['project_id', 'author_id']).where('title', '=', title).executeTakeFirst();
            assert.deepEqual(issue, { project_id: f.projects[project], author_id: f.owner(actor) });
          },
        };
      },
    });
    return { targetField: 'projectId', targets: { web: cell('web', MEMBERS_IN_WEB), mobile: cell('mobile', MEMBERS_IN_MOBILE) } };
  },

  updateIssue: (f) => ({
    ...onIssues(f, async (issueId) => {
      const title = `Renamed ${f.next()}`;
      return {
        input: { issueId: id('Issue', issueId), title },
        tookEffect: async () => {
          assert.equal((await issueRow(f, issueId)).title, title);
          assert.deepEqual(await eventKinds(f, issueId), ['RENAMED']);
        },
      };
    }),
    targetField: 'issueId',
  }),

  closeIssues: (f) =>
    onIssues(f, async (issueId) => ({
      input: { issueIds: [id('Issue', issueId)], reason: 'NOT_PLANNED' },
      tookEffect: async () => {
        const issue = await issueRow(f, issueId);
        assert.deepEqual([issue.state, issue.state_reason, issue.closed_at !== null], ['CLOSED', 'NOT_PLANNED', true]);
        assert.deepEqual(await eventKinds(f, issueId), ['CLOSED']);
      },
    })),

  reopenIssues: (f) =>
    onIssues(
      f,
      async (issueId) => ({
        input: { issueIds: [id('Issue', issueId)] },
        tookEffect: async () => {
          const issue = await issueRow(f, issueId);
          assert.deepEqual([issue.state, issue.state_reason, issue.closed_at], ['OPEN', null, null]);
          assert.deepEqual(await eventKinds(f, issueId), ['REOPENED']);
        },
      }),
      { state: 'CLOSED', state_reason: 'COMPLETED' },
    ),

  setIssuesPriority: (f) =>
    onIssues(f, async (issueId) => ({
      input: { issueIds: [id('Issue', issueId)], priority: 'HIGH' },
      tookEffect: async () => {
        assert.equal((await issueRow(f, issueId)).priority, 2);
        assert.deepEqual(await eventKinds(f, issueId), ['PRIORITY_CHANGED']);
      },
    })),

  // The issue aimed at is related to a fresh issue of ada's in web, which every signed-in reader may see.
  addIssueRelation: (f) => ({
    ...onIssues(f, async (issueId) => {
      const other = await f.issue('web', f.users.ada);
      return {
        input: { issueId: id('Issue', issueId), relatedIssueId: id('Issue', other), type: 'BLOCKS' },
        tookEffect: async () => {
          const rows = await f.db
            .selectFrom('issue_relations')
            .select(['issue_id', 'related_issue_id', 'kind'])
            .where('issue_id', '=', issueId)
            .execute();
          assert.deepEqual(rows, [{ issue_id: issueId, related_issue_id: other, kind: 'BLOCKS' }]);
          assert.deepEqual(await eventKinds(f, issueId), ['RELATION_ADDED']);
          assert.deepEqual(await eventKinds(f, other), ['RELATION_ADDED']);
        },
      };
    }),
    targetField: 'issueId',
  }),

  removeIssueRelation: (f) => ({
    ...onIssues(f, async (issueId) => {
      const other = await f.issue('web', f.users.ada);
      await f.db
        .insertInto('issue_relations')
        .values({ issue_id: other, related_issue_id: issueId, kind: 'RELATES_TO', actor_id: null })
        .execute();
      return {
        input: { issueId: id('Issue', issueId), relatedIssueId: id('Issue', other) },
        tookEffect: async () => {
          assert.deepEqual(await f.db.selectFrom('issue_relations').select('id').where('issue_id', '=', other).execute(), []);
          assert.deepEqual(await eventKinds(f, issueId), ['RELATION_REMOVED']);
          assert.deepEqual(await eventKinds(f, other), ['RELATION_REMOVED']);
        },
      };
    }),
    targetField: 'issueId',
  }),

  setIssueParent: (f) => ({
    ...onIssues(f, async (issueId) => {
      const parent = await f.issue('web', f.users.ada);
      return {
        input: { issueId: id('Issue', issueId), parentId: id('Issue', parent) },
        tookEffect: async () => {
          const row = await f.db.selectFrom('issues').select('parent_id').where('id', '=', issueId).executeTakeFirstOrThrow();
          assert.equal(row.parent_id, parent);
          assert.deepEqual(await eventKinds(f, issueId), ['PARENT_ADDED']);
          assert.deepEqual(await eventKinds(f, parent), ['SUB_ISSUE_ADDED']);
        },
      };
    }),
    targetField: 'issueId',
  }),

  addLabelsToIssues: (f) =>
    onIssues(f, async (issueId, project) => ({
      input: { issueIds: [id('Issue', issueId)], labelIds: [id('Label', f.labels[project])] },
      tookEffect: async () => {
        const labels = await f.db.selectFrom('issue_labels').select('label_id').where('issue_id', '=', issueId).execute();
        assert.deepEqual(labels, [{ label_id: f.labels[project] }]);
        assert.deepEqual(await eventKinds(f, issueId), ['LABELED']);
      },
    })),

  removeLabelsFromIssues: (f) =>
    onIssues(f, async (issueId, project) => {
      await f.db.insertInto('issue_labels').values({ issue_id: issueId, label_id: f.labels[project] }).execute();
      return {
        input: { issueIds: [id('Issue', issueId)], labelIds: [id('Label', f.labels[project])] },
        tookEffect: async () => {
          assert.deepEqual(await f.db.selectFrom('issue_labels').select('label_id').where('issue_id', '=', issueId).execute(), []);
          assert.deepEqual(await eventKinds(f, issueId), ['UNLABELED']);
        },
      };
    }),

  // ada is a member of mobile too, so she can be assigned in both projects.
  addAssigneesToIssues: (f) =>
    onIssues(f, async (issueId) => ({
      input: { issueIds: [id('Issue', issueId)], userIds: [id('User', f.users.ada)] },
      tookEffect: async () => {
        const assignees = await f.db.selectFrom('issue_assignees').select('user_id').where('issue_id', '=', issueId).execute();
        assert.deepEqual(assignees, [{ user_id: f.users.ada }]);
        assert.deepEqual(await eventKinds(f, issueId), ['ASSIGNED']);
      },
    })),

  removeAssigneesFromIssues: (f) =>
    onIssues(f, async (issueId) => {
      await f.db.insertInto('issue_assignees').values({ issue_id: issueId, user_id: f.users.ada }).execute();
      return {
        input: { issueIds: [id('Issue', issueId)], userIds: [id('User', f.users.ada)] },
        tookEffect: async () => {
          assert.deepEqual(await f.db.selectFrom('issue_assignees').select('user_id').where('issue_id', '=', issueId).execute(), []);
          assert.deepEqual(await eventKinds(f, issueId), ['UNASSIGNED']);
        },
      };
    }),

  // Admins delete issues, whoever opened them: an issue with a comment and a file, so that all of it must go.
  deleteIssue: (f) => {
    const cell = (expected: Expected, project: 'web' | 'mobile', author: (actor: Actor) => number): Cell => ({
      expected,
      prepare: async (actor) => {
        const issueId = await f.issue(project, author(actor));
        const commentId = await f.comment(issueId, author(actor));
        const file = f.file();
        const { sha256, size } = await f.server.files.put(file.bytes);
        await f.db
          .insertInto('attachments')
          .values({
            issue_id: issueId,
            comment_id: commentId,
            uploader_id: author(actor),
            filename: file.name,
            content_type: file.type,
            size,
            sha256,
          })
          .execute();
        return {
          input: { issueId: id('Issue', issueId) },
          tookEffect: async () => {
            assert.equal(await f.db.selectFrom('issues').select('id').where('id', '=', issueId).executeTakeFirst(), undefined);
            assert.equal(await f.db.selectFrom('comments').select('id').where('id', '=', commentId).executeTakeFirst(), undefined);
            assert.equal(await f.db.selectFrom('attachments').select('id').where('issue_id', '=', issueId).executeTakeFirst(), undefined);
            assert.equal(fs.existsSync(f.server.files.pathOf(sha256)), false, 'its bytes left the file store');
          },
        };
      },
    });
    return {
      targetField: 'issueId',
      targets: {
        web: cell(ADMINS, 'web', (actor) => f.owner(actor)),
        mobile: cell(ADMINS_IN_MOBILE, 'mobile', (actor) => f.owner(actor)),
        others: cell(ADMINS, 'web', () => f.users.ada),
      },
    };
  },
} satisfies Partial<Record<MutationName, RowMaker>>;
