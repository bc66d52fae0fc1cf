import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NetworkError } from '../../src/client/relay/errors';
import { ada, connection, grace, issue, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, rejectOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';
import { findToast } from './support/toasts';

async function openIssue(issueFields: Record<string, unknown> = {}) {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { title: 'Editor crashes on save', labels: [labels.bug], assignees: [], ...issueFields }),
    IssueTimelineConnection: () => connection([]),
  });
  await screen.findByRole('heading', { level: 1 });
  const details = screen.getByRole('complementary', { name: 'Issue details' });
  return { ...app, details };
}

/** The issue's header: title, state, and the Close menu (the comment box has a Close button of its own). */
function header(): HTMLElement {
  return document.querySelector<HTMLElement>('article > header')!;
}

/** The state badge beside the title. */
function stateBadge(): string {
  return document.querySelector('header .fui-Badge')?.textContent ?? '';
}

test('"Close issue" offers the reasons; the chosen one is sent and the issue shows closed at once', async () => {
  const { environment } = await openIssue();
  expect(stateBadge()).toBe('Open');
  fireEvent.click(within(header()).getByRole('button', { name: 'Close issue' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as not planned' }));

  const mutation = await pendingOperation(environment, 'useCloseIssuesMutation');
  expect(mutation.request.variables).toEqual({ input: { issueIds: ['issue-12'], reason: 'NOT_PLANNED' } });
  await waitFor(() => expect(stateBadge()).toBe('Closed'));
  expect(screen.getAllByRole('button', { name: 'Reopen issue' }).length).toBeGreaterThan(0);

  await resolveOperation(environment, 'useCloseIssuesMutation', {
    IssuesPayload: () => ({ errors: [], issues: [{ id: 'issue-12', state: 'CLOSED', stateReason: 'NOT_PLANNED' }] }),
  });
  expect(stateBadge()).toBe('Closed');
  // The timeline fetches the CLOSED event the server recorded.
  expect((await pendingOperation(environment, 'IssueTimelinePaginationQuery')).request.variables).toMatchObject({ id: 'issue-12' });
});

test('a close the server refuses is undone, and a message says why', async () => {
  const { environment } = await openIssue();
  fireEvent.click(within(header()).getByRole('button', { name: 'Close issue' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as completed' }));
  await waitFor(() => expect(stateBadge()).toBe('Closed'));

  await resolveOperation(environment, 'useCloseIssuesMutation', {
    IssuesPayload: () => ({ issues: [], errors: [{ field: ['issueIds'], message: 'You may not change this issue.', code: 'FORBIDDEN' }] }),
  });
  await waitFor(() => expect(stateBadge()).toBe('Open'));
  const toast = await findToast("Couldn't close the issue");
  expect(toast.textContent).toContain('You may not change this issue.');
});

test('a closed issue has "Reopen issue", which sends reopenIssues', async () => {
  const { environment } = await openIssue({ state: 'CLOSED', stateReason: 'COMPLETED' });
  expect(stateBadge()).toBe('Closed');
  fireEvent.click(screen.getAllByRole('button', { name: 'Reopen issue' })[0]!);
  const mutation = await pendingOperation(environment, 'useReopenIssuesMutation');
  expect(mutation.request.variables).toEqual({ input: { issueIds: ['issue-12'] } });
  await waitFor(() => expect(stateBadge()).toBe('Open'));
});

test('Edit turns the title into a field; Save shows the new title at once and sends updateIssue', async () => {
  const { environment } = await openIssue();
  fireEvent.click(screen.getByRole('button', { name: 'Edit title' }));
  const form = screen.getByRole('form', { name: 'Edit title' });
  const field = within(form).getByRole('textbox', { name: 'Title' });
  expect((field as HTMLInputElement).value).toBe('Editor crashes on save');
  fireEvent.change(field, { target: { value: '  Editor crashes when saving a draft ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

  const mutation = await pendingOperation(environment, 'useUpdateIssueMutation');
  expect(mutation.request.variables).toEqual({
    input: { issueId: 'issue-12', title: 'Editor crashes when saving a draft', expectedRevision: 3 },
  });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editor crashes when saving a draft #12');
});

test('an empty title is refused beside the field, without asking the server', async () => {
  await openIssue();
  fireEvent.click(screen.getByRole('button', { name: 'Edit title' }));
  const form = screen.getByRole('form', { name: 'Edit title' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: '   ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getByText('Give the issue a title.')).toBeTruthy();
});

test("the title field's message goes as soon as the title is edited again", async () => {
  await openIssue();
  fireEvent.click(screen.getByRole('button', { name: 'Edit title' }));
  const title = () => within(screen.getByRole('form', { name: 'Edit title' })).getByRole('textbox', { name: 'Title' });
  const save = () => fireEvent.click(within(screen.getByRole('form', { name: 'Edit title' })).getByRole('button', { name: 'Save' }));
  fireEvent.change(title(), { target: { value: '' } });
  save();
  expect(screen.getByText('Give the issue a title.')).toBeTruthy();
  fireEvent.change(title(), { target: { value: 'E' } });
  expect(screen.queryByText('Give the issue a title.')).toBeNull();
});

test('a title change that cannot reach the server goes back to the old title, with a message', async () => {
  const { environment } = await openIssue();
  fireEvent.click(screen.getByRole('button', { name: 'Edit title' }));
  const form = screen.getByRole('form', { name: 'Edit title' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'New title' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await pendingOperation(environment, 'useUpdateIssueMutation');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New title #12');

  await rejectOperation(environment, 'useUpdateIssueMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  const toast = await findToast("Couldn't change the title");
  expect(toast.textContent).toContain("Can't reach the server");
  // The editor opens again with what was typed, so that it can be saved once more.
  const reopened = await screen.findByRole('form', { name: 'Edit title' });
  expect(within(reopened).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('New title');
});

test('a title someone else changed meanwhile is not overwritten: the field keeps what was typed and says what the title is now', async () => {
  const { environment } = await openIssue();
  fireEvent.click(screen.getByRole('button', { name: 'Edit title' }));
  const form = screen.getByRole('form', { name: 'Edit title' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'My title' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await pendingOperation(environment, 'useUpdateIssueMutation');

  const message = 'Someone else changed the title (it is now “Their title”) since you started editing; nothing was saved.';
  await resolveOperation(environment, 'useUpdateIssueMutation', {
    UpdateIssuePayload: () => ({
      issue: { id: 'issue-12', title: 'Their title', body: 'Body of issue 12', priority: 'MEDIUM', revision: 4 },
      errors: [{ field: ['title'], message, code: 'CONFLICT' }],
    }),
  });
  const reopened = await screen.findByRole('form', { name: 'Edit title' });
  expect(within(reopened).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('My title');
  expect(within(reopened).getByText(message)).toBeTruthy();

  // Saving again is a deliberate overwrite of the newer revision.
  fireEvent.click(within(reopened).getByRole('button', { name: 'Save' }));
  const again = await pendingOperation(environment, 'useUpdateIssueMutation');
  expect(again.request.variables).toEqual({ input: { issueId: 'issue-12', title: 'My title', expectedRevision: 4 } });
});

test('closing an issue someone else closed first changes nothing and says who closed it', async () => {
  const { environment } = await openIssue();
  fireEvent.click(within(header()).getByRole('button', { name: 'Close issue' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as completed' }));
  await resolveOperation(environment, 'useCloseIssuesMutation', {
    IssuesPayload: () => ({
      errors: [],
      issues: [{ id: 'issue-12', state: 'CLOSED', stateReason: 'NOT_PLANNED' }],
      unchangedIssues: [{ id: 'issue-12', lastStateChange: { actor: grace, createdAt: new Date(Date.now() - 120_000).toISOString() } }],
    }),
  });
  const toast = await findToast('Already closed');
  expect(toast.textContent).toContain(`${grace.name} closed this issue 2 minutes ago; nothing was changed.`);
  expect(stateBadge()).toBe('Closed');
});

test("the label picker lists the project's labels; ticking one sends addLabelsToIssues and shows it at once", async () => {
  const { environment, details } = await openIssue();
  fireEvent.click(within(details).getByRole('button', { name: 'Edit labels' }));
  const bug = await screen.findByRole('menuitemcheckbox', { name: /^bug/ });
  expect(bug.getAttribute('aria-checked')).toBe('true');
  expect(screen.getByRole('menuitemcheckbox', { name: /^wontfix/ }).getAttribute('aria-checked')).toBe('false');
  fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /^docs/ }));

  const mutation = await pendingOperation(environment, 'useAddLabelsToIssuesMutation');
  expect(mutation.request.variables).toEqual({ input: { issueIds: ['issue-12'], labelIds: ['label-docs'] } });
  const list = within(details).getByRole('list', { name: 'Labels' });
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['bug', 'docs']),
  );
});

test('unticking a label sends removeLabelsFromIssues; if refused the label comes back with a message', async () => {
  const { environment, details } = await openIssue();
  fireEvent.click(within(details).getByRole('button', { name: 'Edit labels' }));
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^bug/ }));
  const mutation = await pendingOperation(environment, 'useRemoveLabelsFromIssuesMutation');
  expect(mutation.request.variables).toEqual({ input: { issueIds: ['issue-12'], labelIds: ['label-bug'] } });
  await waitFor(() => expect(within(details).queryByRole('list', { name: 'Labels' })).toBeNull());

  await rejectOperation(
    environment,
    'useRemoveLabelsFromIssuesMutation',
    new NetworkError('offline', 'Failed to fetch', { retryable: false }),
  );
  await findToast("Couldn't unlabel the issue");
  expect(within(within(details).getByRole('list', { name: 'Labels' })).getByText('bug')).toBeTruthy();
});

test('the assignee picker sends addAssigneesToIssues; "assign yourself" assigns the viewer', async () => {
  const { environment, details } = await openIssue();
  fireEvent.click(within(details).getByRole('button', { name: 'assign yourself' }));
  const mutation = await pendingOperation(environment, 'useAddAssigneesToIssuesMutation');
  expect(mutation.request.variables).toEqual({ input: { issueIds: ['issue-12'], userIds: ['user-ada'] } });
  await waitFor(() => expect(within(details).getByRole('list', { name: 'Assignees' }).textContent).toContain('Ada Lovelace'));

  fireEvent.click(within(details).getByRole('button', { name: 'Edit assignees' }));
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Grace Hopper/ }));
  const second = await pendingOperation(environment, 'useAddAssigneesToIssuesMutation');
  expect(second.request.variables).toEqual({ input: { issueIds: ['issue-12'], userIds: ['user-grace'] } });
});

test('the priority picker sends updateIssue with the chosen priority', async () => {
  const { environment, details } = await openIssue();
  expect(within(details).getByText('Medium')).toBeTruthy();
  fireEvent.click(within(details).getByRole('button', { name: 'Edit priority' }));
  fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Urgent' }));
  const mutation = await pendingOperation(environment, 'useUpdateIssueMutation');
  expect(mutation.request.variables).toEqual({ input: { issueId: 'issue-12', priority: 'URGENT' } });
  await waitFor(() => expect(within(details).getByText('Urgent')).toBeTruthy());
});

test('without viewerCanUpdate nothing is editable: no Edit, Close, pickers or comment box', async () => {
  const { details } = await openIssue({ viewerCanUpdate: false });
  expect(screen.queryByRole('button', { name: 'Edit title' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Close issue' })).toBeNull();
  expect(within(details).queryByRole('button', { name: /^Edit/ })).toBeNull();
  expect(within(details).queryByRole('button', { name: 'assign yourself' })).toBeNull();
  expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
});
