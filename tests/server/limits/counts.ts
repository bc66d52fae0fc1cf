import assert from 'node:assert/strict';
import { MAX_ISSUES_PER_CHANGE } from '../../../src/server/domain/issueChangeSteps.ts';
import { MAX_NOTIFICATIONS_PER_CHANGE } from '../../../src/server/domain/inbox.ts';
import { MAX_RELATIONS_PER_ISSUE } from '../../../src/server/domain/issueRelations.ts';
import { MAX_ASSIGNEES } from '../../../src/server/domain/issues.ts';
import { fromGlobalId, toGlobalId } from '../../../src/server/graphql/globalId.ts';
import { MAX_SAVED_VIEWS } from '../../../src/server/domain/savedViews.ts';
import { MAX_SUB_ISSUES } from '../../../src/server/domain/subIssues.ts';
import { mutate } from '../mutate.ts';
import { type Limit, outcome, unique, type World } from './table.ts';

// Counts: assignees per issue, issues per change, saved views per project, relations per issue.

async function freshIssue(w: World, title: string): Promise<string> {
  const { body } = await mutate(w.server, 'createIssue', { projectId: w.projectId, title }, 'issue { id }');
  return body.data.createIssue.issue.id;
}

async function assigneesOf(w: World, issueId: string): Promise<number> {
  return (await w.server.graphql('query($id: ID!) { node(id: $id) { ... on Issue { assignees { id } } } }', { id: issueId })).body.data.node
    .assignees.length;
}

/** The ids of `n` unread entries of the admin's inbox (the world's server session), on the web issues. */
async function inboxEntries(w: World, n: number): Promise<string[]> {
  const viewer = await w.server.graphql('{ viewer { id } }');
  const userId = fromGlobalId(viewer.body.data.viewer.id)?.id ?? assert.fail('the admin has an id');
  const issueIds = w.webIssueIds.slice(0, n).map((id) => fromGlobalId(id)?.id ?? assert.fail(`${id} is an issue`));
  const rows = await w.server.database.db
    .insertInto('notifications')
    .values(
      issueIds.map((issueId) => ({
        user_id: userId,
        issue_id: issueId,
        reason: 'COMMENT' as const,
        unread_count: 1,
        updated_at: new Date(),
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'issue_id']).doUpdateSet({ unread_count: 1 }))
    .returning('id')
    .execute();
  return rows.map((row) => toGlobalId('Notification', row.id));
}

export const countLimits: Limit[] = [
  {
    name: 'inbox entries per change',
    value: MAX_NOTIFICATIONS_PER_CHANGE,
    source: 'MAX_NOTIFICATIONS_PER_CHANGE, src/server/domain/inbox.ts',
    bound: 'max',
    refusal: {
      status: 200,
      code: 'TOO_MANY',
      field: ['ids'],
      message: new RegExp(`At most ${MAX_NOTIFICATIONS_PER_CHANGE} notifications`),
    },
    async attempt(w, n) {
      const ids = await inboxEntries(w, n);
      const result = await mutate(w.server, 'markNotificationsRead', { ids }, 'notifications { isRead }');
      return outcome(result, 'markNotificationsRead', () => assert.equal(result.body.data.markNotificationsRead.notifications.length, n));
    },
  },
  {
    name: 'assignees per issue, assigned at once',
    value: MAX_ASSIGNEES,
    source: 'MAX_ASSIGNEES, src/server/domain/issues.ts',
    bound: 'max',
    inside: true,
    refusal: { status: 200, code: 'TOO_MANY', field: ['userIds'], message: new RegExp(`more than ${MAX_ASSIGNEES} assignees`) },
    async attempt(w, n) {
      const issueId = await freshIssue(w, `${n} assignees at once`);
      const result = await mutate(
        w.member,
        'addAssigneesToIssues',
        { issueIds: [issueId], userIds: w.people.slice(0, n) },
        'issues { assignees { id } }',
      );
      const answer = await outcome(result, 'addAssigneesToIssues', () =>
        assert.equal(result.body.data.addAssigneesToIssues.issues[0].assignees.length, n),
      );
      if (answer !== 'accepted') assert.equal(await assigneesOf(w, issueId), 0, 'refused whole: nobody was assigned');
      return answer;
    },
  },
  {
    // createIssue checks the count itself, before any row is written (issues.ts), apart from addAssigneesToIssues.
    name: 'assignees per issue, chosen when the issue is opened',
    value: MAX_ASSIGNEES,
    source: 'MAX_ASSIGNEES, src/server/domain/issues.ts',
    bound: 'max',
    inside: true,
    refusal: { status: 200, code: 'TOO_MANY', field: ['assigneeIds'], message: new RegExp(`at most ${MAX_ASSIGNEES} assignees`) },
    async attempt(w, n) {
      const title = `Opened with ${n} assignees`;
      const result = await mutate(
        w.member,
        'createIssue',
        { projectId: w.projectId, title, assigneeIds: w.people.slice(0, n) },
        'issue { assignees { id } }',
      );
      const answer = await outcome(result, 'createIssue', () => assert.equal(result.body.data.createIssue.issue.assignees.length, n));
      if (answer !== 'accepted') {
        const opened = await w.server.database.db.selectFrom('issues').select('id').where('title', '=', title).execute();
        assert.deepEqual(opened, [], 'refused whole: no issue was opened');
      }
      return answer;
    },
  },
  {
    name: 'assignees per issue, one more to an issue that has the rest',
    value: MAX_ASSIGNEES,
    source: 'MAX_ASSIGNEES, src/server/domain/issues.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: ['userIds'] },
    async attempt(w, n) {
      const issueId = await freshIssue(w, `${n} assignees, the last alone`);
      const first = await mutate(
        w.member,
        'addAssigneesToIssues',
        { issueIds: [issueId], userIds: w.people.slice(0, n - 1) },
        'issues { id }',
      );
      assert.deepEqual(first.body.data.addAssigneesToIssues.errors, []);
      const result = await mutate(
        w.member,
        'addAssigneesToIssues',
        { issueIds: [issueId], userIds: [w.people[n - 1]] },
        'issues { assignees { id } }',
      );
      const answer = await outcome(result, 'addAssigneesToIssues', () =>
        assert.equal(result.body.data.addAssigneesToIssues.issues[0].assignees.length, n),
      );
      if (answer !== 'accepted') assert.equal(await assigneesOf(w, issueId), n - 1, 'the refused one was not assigned');
      return answer;
    },
  },
  {
    name: 'issues in one change',
    value: MAX_ISSUES_PER_CHANGE,
    source: 'MAX_ISSUES_PER_CHANGE, src/server/domain/issueChangeSteps.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: ['issueIds'] },
    async attempt(w, n) {
      const web = (await w.server.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
      const name = `bulk-${unique()}`;
      const label = (await mutate(w.server, 'createLabel', { projectId: web, name, color: 'aabbcc' }, 'label { id }')).body.data.createLabel
        .label.id;
      const issueIds = w.webIssueIds.slice(0, n);
      assert.equal(issueIds.length, n);
      const result = await mutate(w.member, 'addLabelsToIssues', { issueIds, labelIds: [label] }, 'issues { labels { name } }');
      const answer = await outcome(result, 'addLabelsToIssues', () => {
        const issues = result.body.data.addLabelsToIssues.issues;
        assert.equal(issues.length, n);
        assert.ok(issues.every((i: { labels: { name: string }[] }) => i.labels.some((l) => l.name === name)));
      });
      const labelled = (await w.server.graphql(`{ project(slug: "web") { issues(first: 0, query: "label:${name}") { totalCount } } }`)).body
        .data.project.issues.totalCount;
      assert.equal(labelled, answer === 'accepted' ? n : 0, 'all or none');
      return answer;
    },
  },
  {
    name: 'relations of one issue',
    value: MAX_RELATIONS_PER_ISSUE,
    source: 'MAX_RELATIONS_PER_ISSUE, src/server/domain/issueRelations.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: ['relatedIssueId'], message: new RegExp(`${MAX_RELATIONS_PER_ISSUE} relations`) },
    async attempt(w, n) {
      const hub = await freshIssue(w, `${n} relations`);
      const others = [];
      for (let i = 0; i < n; i += 1) others.push(await freshIssue(w, `Related ${i + 1} of ${n}`));
      // The first n − 1 written straight into the table (the mutation's own path is tried by the last one).
      const key = (id: string) => Number(fromGlobalId(id)?.id);
      await w.server.database.db
        .insertInto('issue_relations')
        .values(
          others
            .slice(0, n - 1)
            .map((other) => ({ issue_id: key(hub), related_issue_id: key(other), kind: 'RELATES_TO' as const, actor_id: null })),
        )
        .execute();
      const result = await mutate(
        w.member,
        'addIssueRelation',
        { issueId: hub, relatedIssueId: others[n - 1], type: 'RELATES_TO' },
        'issue { relations { type } }',
      );
      const answer = await outcome(result, 'addIssueRelation', () =>
        assert.equal(result.body.data.addIssueRelation.issue.relations.length, n),
      );
      const { body } = await w.server.graphql('query($id: ID!) { node(id: $id) { ... on Issue { relations { type } } } }', { id: hub });
      assert.equal(body.data.node.relations.length, answer === 'accepted' ? n : n - 1, 'the refused one was not written');
      return answer;
    },
  },
  {
    name: 'sub-issues per parent',
    value: MAX_SUB_ISSUES,
    source: 'MAX_SUB_ISSUES, src/server/domain/subIssues.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: ['parentId'], message: new RegExp(`${MAX_SUB_ISSUES} sub-issues`) },
    async attempt(w, n) {
      const parent = await freshIssue(w, `${n} sub-issues`);
      const children = [];
      for (let i = 0; i < n; i += 1) children.push(await freshIssue(w, `Sub-issue ${i + 1} of ${n}`));
      // The first n − 1 written straight into the table (the mutation's own path is tried by the last one).
      const key = (id: string) => Number(fromGlobalId(id)?.id);
      await w.server.database.db
        .updateTable('issues')
        .set({ parent_id: key(parent) })
        .where(
          'id',
          'in',
          children.slice(0, n - 1).map((child) => key(child)),
        )
        .execute();
      const result = await mutate(
        w.member,
        'setIssueParent',
        { issueId: children[n - 1], parentId: parent },
        'parent { subIssues { id } }',
      );
      const answer = await outcome(result, 'setIssueParent', () =>
        assert.equal(result.body.data.setIssueParent.parent.subIssues.length, n),
      );
      const { body } = await w.server.graphql('query($id: ID!) { node(id: $id) { ... on Issue { subIssues { id } } } }', { id: parent });
      assert.equal(body.data.node.subIssues.length, answer === 'accepted' ? n : n - 1, 'the refused one was not written');
      return answer;
    },
  },
  {
    name: 'saved views per person and project',
    value: MAX_SAVED_VIEWS,
    source: 'MAX_SAVED_VIEWS, src/server/domain/savedViews.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: null, message: new RegExp(`at most ${MAX_SAVED_VIEWS} views`) },
    async attempt(w, n) {
      const person = await w.server.createAccount(`views-${unique()}`, 'MEMBER');
      for (let i = 1; i < n; i += 1) {
        const { body } = await mutate(
          person,
          'createSavedView',
          { projectId: w.projectId, name: `View ${i}`, query: 'is:open' },
          'savedView { id }',
        );
        assert.deepEqual(body.data.createSavedView.errors, []);
      }
      const result = await mutate(
        person,
        'createSavedView',
        { projectId: w.projectId, name: `View ${n}`, query: 'is:open' },
        'savedView { name }',
      );
      const answer = await outcome(result, 'createSavedView', () =>
        assert.equal(result.body.data.createSavedView.savedView.name, `View ${n}`),
      );
      const { body } = await person.graphql('{ project(slug: "limits") { savedViews { id } } }');
      assert.equal(body.data.project.savedViews.length, answer === 'accepted' ? n : n - 1);
      return answer;
    },
  },
];
