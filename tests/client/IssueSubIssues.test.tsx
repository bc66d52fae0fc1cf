// The issue page's sub-issues (subIssues/): the parent above the title, the Sub-issues section with its progress,
// removing a sub-issue, and adding one with the picker, which marks the sub-issues already there.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ada, connection, issue, uploadPolicy, webProject } from './support/fixtures';
import { dialogButton, findDialog } from './support/dialogs';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const done = issue(3, { title: 'Write the migration', state: 'CLOSED', stateReason: 'COMPLETED' });
const todo = issue(4, { title: 'Backfill old rows', state: 'OPEN' });
const epic = issue(1, { title: 'Move to PostgreSQL' });

async function openIssue(fields: Record<string, unknown>) {
  const app = renderApp('/projects/web/issues/12', { viewer: ada });
  const children = [...((fields.subIssues as ReturnType<typeof issue>[] | undefined) ?? [])];
  let next = 0;
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: [], assignableUsers: [ada] }),
    UploadPolicy: () => uploadPolicy,
    Issue: ({ path }) => {
      if (path?.includes('subIssues')) return children[next++] ?? issue(99);
      if (path?.includes('parent')) return fields.parent ?? null;
      return issue(12, { title: 'Editor crashes on save', relations: [], ...fields });
    },
    IssueTimelineConnection: () => connection([]),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const section = () => screen.getByRole('region', { name: 'Sub-issues' });

test('a sub-issue names its parent above the title; the section lists the sub-issues with the progress', async () => {
  await openIssue({ parent: epic, subIssues: [done, todo], subIssueProgress: { done: 1, total: 2 } });
  const parentLink = screen.getByRole('link', { name: '#1 Move to PostgreSQL' });
  expect(parentLink.getAttribute('href')).toBe('/projects/web/issues/1');
  expect(parentLink.closest('p')?.textContent).toBe('Sub-issue of #1 Move to PostgreSQL');
  expect(section().textContent).toContain('1 of 2 done');
  const list = within(section()).getByRole('list');
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['#3 Write the migration', '#4 Backfill old rows']);
  expect(list.textContent).toContain('Closed');
  expect(list.textContent).toContain('Open');
});

test('an issue without parent or sub-issues: no parent line, and the section only offers to add one', async () => {
  await openIssue({});
  expect(screen.queryByText(/Sub-issue of/)).toBeNull();
  expect(within(section()).queryByRole('list')).toBeNull();
  expect(within(section()).getByRole('button', { name: 'Add sub-issue' })).toBeTruthy();
});

test('a reader who may not edit sees no section when there are no sub-issues, and no remove buttons', async () => {
  await openIssue({ viewerCanUpdate: false });
  expect(screen.queryByRole('region', { name: 'Sub-issues' })).toBeNull();
});

test('Remove sends the sub-issue with no parent; the answer updates the section', async () => {
  const { environment } = await openIssue({ subIssues: [done, todo], subIssueProgress: { done: 1, total: 2 } });
  fireEvent.click(within(section()).getByRole('button', { name: 'Remove the sub-issue #4' }));
  const sent = await pendingOperation(environment, 'useSetIssueParentMutation');
  expect(sent.request.variables).toEqual({ input: { issueId: 'issue-4', parentId: null } });
  await resolveOperation(environment, 'useSetIssueParentMutation', {
    SetIssueParentPayload: () => ({
      issue: { ...todo, parent: null },
      parent: null,
      previousParent: issue(12, { relations: [], subIssues: [done], subIssueProgress: { done: 1, total: 1 } }),
      errors: [],
    }),
  });
  await waitFor(() => expect(section().textContent).toContain('1 of 1 done'));
  expect(
    within(section())
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['#3 Write the migration']);
});

test('Add sub-issue: the picker marks the sub-issues already there and sends the chosen issue with this parent', async () => {
  const { environment } = await openIssue({ subIssues: [done], subIssueProgress: { done: 1, total: 1 } });
  fireEvent.click(within(section()).getByRole('button', { name: 'Add sub-issue' }));
  const dialog = await findDialog('Add a sub-issue');
  await resolveOperation(environment, 'suggestReferencesIssuesQuery', {
    Project: () => ({ ...webProject, issues: connection([done, todo]) }),
  });
  await waitFor(() => expect(within(dialog).getAllByRole('radio', { hidden: true }).length).toBe(2));
  const already = within(dialog).getByRole('radio', { name: /Write the migration/, hidden: true });
  expect(already.hasAttribute('disabled')).toBe(true);
  expect(already.closest('span')?.parentElement?.textContent).toContain('already a sub-issue');
  fireEvent.click(within(dialog).getByRole('radio', { name: /Backfill old rows/, hidden: true }));
  fireEvent.click(dialogButton(dialog, 'Add sub-issue'));
  const sent = await pendingOperation(environment, 'useSetIssueParentMutation');
  expect(sent.request.variables).toEqual({ input: { issueId: 'issue-4', parentId: 'issue-12' } });
  await resolveOperation(environment, 'useSetIssueParentMutation', {
    SetIssueParentPayload: () => ({
      issue: { ...todo, parent: issue(12) },
      parent: issue(12, { relations: [], subIssues: [done, todo], subIssueProgress: { done: 1, total: 2 } }),
      previousParent: null,
      errors: [],
    }),
  });
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  // Fluent exposes the page again a moment after the dialog goes (Tabster's deferred update, 250 ms); a page
  // left hidden for good (the dialog was the last Tabster user) fails here.
  expect((await screen.findByRole('region', { name: 'Sub-issues' })).textContent).toContain('1 of 2 done');
});
