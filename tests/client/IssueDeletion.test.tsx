import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ada, connection, grace, issue, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';
import { dialogButton, findDialog } from './support/dialogs';
import { findToast } from './support/toasts';

async function openIssue(viewerCanDelete: boolean) {
  const viewer = viewerCanDelete ? grace : ada;
  const app = renderApp('/projects/web/issues/12', { viewer });
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { title: 'Editor crashes on save', viewerCanDelete }),
    IssueTimelineConnection: () => connection([]),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

test("an admin deletes the issue after confirming, and lands on the project's issues with a message", async () => {
  const { environment, router } = await openIssue(true);
  fireEvent.click(screen.getByRole('button', { name: 'Delete issue' }));
  const dialog = await findDialog('Delete issue #12?');
  expect(dialog.textContent).toContain('“Editor crashes on save” will be deleted for everyone');
  fireEvent.click(dialogButton(dialog, 'Delete issue'));

  const mutation = await pendingOperation(environment, 'useDeleteIssueMutation');
  expect(mutation.request.variables).toEqual({ input: { issueId: 'issue-12' } });
  expect(router.state.location.pathname).toBe('/projects/web/issues/12');
  await resolveOperation(environment, 'useDeleteIssueMutation', {
    DeleteIssuePayload: () => ({ deletedIssueId: 'issue-12', errors: [] }),
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web'));
  const toast = await findToast('Deleted issue #12');
  expect(toast.textContent).toContain('“Editor crashes on save” and its comments and files are gone.');
});

test('a refused deletion stays on the issue and says why', async () => {
  const { environment, router } = await openIssue(true);
  fireEvent.click(screen.getByRole('button', { name: 'Delete issue' }));
  fireEvent.click(dialogButton(await findDialog('Delete issue #12?'), 'Delete issue'));
  await resolveOperation(environment, 'useDeleteIssueMutation', {
    DeleteIssuePayload: () => ({ deletedIssueId: null, errors: [{ field: null, code: 'ARCHIVED', message: 'This project is archived.' }] }),
  });
  const toast = await findToast("Couldn't delete the issue");
  expect(toast.textContent).toContain('This project is archived.');
  expect(router.state.location.pathname).toBe('/projects/web/issues/12');
});

test('members are not offered to delete an issue', async () => {
  await openIssue(false);
  expect(screen.queryByRole('button', { name: 'Delete issue' })).toBeNull();
});
