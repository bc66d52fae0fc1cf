import { fireEvent, screen, within } from '@testing-library/react';
import { NetworkError } from '../../src/client/relay/errors';
import { ada, connection, grace, issue, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, pendingPageOperations, rejectOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';
import { findToast } from './support/toasts';

async function openIssue(issueFields: Record<string, unknown> = {}) {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { body: 'The **editor** crashes.', ...issueFields }),
    IssueTimelineConnection: () => connection([]),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const description = () => screen.getByRole('region', { name: 'Description' });

async function edit(text: string) {
  fireEvent.click(within(description()).getByRole('button', { name: 'Edit description' }));
  const form = screen.getByRole('form', { name: 'Edit description' });
  // The editor's code loads on first use (ui/LazyMarkdownEditor.tsx).
  const field = await within(form).findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
  fireEvent.change(field, { target: { value: text } });
  return { form, field };
}

test('"Edit description" opens a Markdown editor on the text; Save shows the new text at once and sends it with the revision', async () => {
  const { environment } = await openIssue();
  expect(description().querySelector('strong')?.textContent).toBe('editor');
  fireEvent.click(within(description()).getByRole('button', { name: 'Edit description' }));
  const form = screen.getByRole('form', { name: 'Edit description' });
  // The editor's code loads on first use (ui/LazyMarkdownEditor.tsx).
  const field = await within(form).findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
  expect(field.value).toBe('The **editor** crashes.');
  expect(document.activeElement).toBe(field);

  fireEvent.change(field, { target: { value: 'Steps:\n\n1. Open a *draft*' } });
  fireEvent.click(within(form).getByRole('tab', { name: 'Preview' }));
  expect(within(form).getByRole('region', { name: 'Description: preview' }).querySelector('em')?.textContent).toBe('draft');
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

  const mutation = await pendingOperation(environment, 'useUpdateIssueMutation');
  expect(mutation.request.variables).toEqual({ input: { issueId: 'issue-12', body: 'Steps:\n\n1. Open a *draft*', expectedRevision: 3 } });
  expect(screen.queryByRole('form', { name: 'Edit description' })).toBeNull();
  expect(within(description()).getByRole('listitem').textContent).toBe('Open a draft');

  await resolveOperation(environment, 'useUpdateIssueMutation', {
    UpdateIssuePayload: () => ({
      issue: { id: 'issue-12', title: 'Issue number 12', body: 'Steps:\n\n1. Open a *draft*', priority: 'MEDIUM', revision: 4 },
      errors: [],
    }),
  });
  // The timeline fetches the DESCRIPTION_EDITED event the server recorded.
  expect((await pendingOperation(environment, 'IssueTimelinePaginationQuery')).request.variables).toMatchObject({ id: 'issue-12' });
});

test('Cancel leaves the description as it was and sends nothing', async () => {
  const { environment } = await openIssue();
  const { form } = await edit('Thrown away');
  fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(description().textContent).toContain('The editor crashes.');
  // Only the page's live subscription is open: no mutation went out.
  expect(pendingPageOperations(environment).map((operation) => operation.request.node.params.name)).toEqual([
    'useIssueLiveUpdatesSubscription',
  ]);
});

test('a description edited meanwhile by someone else is not overwritten: the newer text shows above the kept draft', async () => {
  const { environment } = await openIssue();
  const { form } = await edit('My description');
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await pendingOperation(environment, 'useUpdateIssueMutation');

  const message = 'Someone else changed the description since you started editing; nothing was saved.';
  await resolveOperation(environment, 'useUpdateIssueMutation', {
    UpdateIssuePayload: () => ({
      issue: { id: 'issue-12', title: 'Issue number 12', body: 'Their description', priority: 'MEDIUM', revision: 5 },
      errors: [{ field: ['body'], message, code: 'CONFLICT' }],
    }),
  });
  const reopened = await screen.findByRole('form', { name: 'Edit description' });
  expect(within(reopened).getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe('My description');
  expect(within(reopened).getByText(message)).toBeTruthy();
  expect(within(reopened).getByRole('region', { name: 'The description as it is now' }).textContent).toBe('Their description');

  // Saving again is a deliberate overwrite of the newer revision.
  fireEvent.click(within(reopened).getByRole('button', { name: 'Save' }));
  const again = await pendingOperation(environment, 'useUpdateIssueMutation');
  expect(again.request.variables).toEqual({ input: { issueId: 'issue-12', body: 'My description', expectedRevision: 5 } });
});

test('an edit that cannot reach the server brings the old text back and reopens the editor with the draft', async () => {
  const { environment } = await openIssue();
  const { form } = await edit('Lost on the way');
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await pendingOperation(environment, 'useUpdateIssueMutation');
  await rejectOperation(environment, 'useUpdateIssueMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  const toast = await findToast("Couldn't change the description");
  expect(toast.textContent).toContain("Can't reach the server");
  const reopened = await screen.findByRole('form', { name: 'Edit description' });
  expect(within(reopened).getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe('Lost on the way');
});

test('viewers read the description without an edit button', async () => {
  await openIssue({ viewerCanUpdate: false });
  expect(description().textContent).toContain('The editor crashes.');
  expect(within(description()).queryByRole('button', { name: 'Edit description' })).toBeNull();
});
