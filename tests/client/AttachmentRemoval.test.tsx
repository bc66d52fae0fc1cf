import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NetworkError } from '../../src/client/relay/errors';
import { ada, attachment, connection, grace, issue, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, rejectOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';
import { dialogButton, findDialog } from './support/dialogs';
import { findToast } from './support/toasts';

const mine = attachment(1, { filename: 'mine.log', viewerCanRemove: true });
const theirs = attachment(2, { filename: 'theirs.log', uploader: grace, viewerCanRemove: false });

async function openIssue() {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { attachments: [mine, theirs] }),
    IssueTimelineConnection: () => connection([]),
  });
  const section = await screen.findByRole('region', { name: /^Attachments/ });
  return { ...app, section };
}

test('Remove is offered on the files the viewer may remove, asks first, and the file leaves once the server removed it', async () => {
  const { environment, section } = await openIssue();
  expect(within(section).queryByRole('button', { name: 'Remove theirs.log' })).toBeNull();
  fireEvent.click(within(section).getByRole('button', { name: 'Remove mine.log' }));

  fireEvent.click(dialogButton(await findDialog('Remove mine.log?'), 'Remove file'));
  const mutation = await pendingOperation(environment, 'useRemoveAttachmentMutation');
  expect(mutation.request.variables).toEqual({ input: { attachmentId: 'attachment-1' } });

  await resolveOperation(environment, 'useRemoveAttachmentMutation', {
    RemoveAttachmentPayload: () => ({
      removedAttachmentId: 'attachment-1',
      issue: { id: 'issue-12', attachments: [{ id: 'attachment-2' }] },
      comment: null,
      errors: [],
    }),
  });
  await waitFor(() => expect(within(section).queryByText('mine.log')).toBeNull());
  expect(within(section).getByText('theirs.log')).toBeTruthy();
  // The timeline fetches the ATTACHMENT_REMOVED event the server recorded.
  expect((await pendingOperation(environment, 'IssueTimelinePaginationQuery')).request.variables).toMatchObject({ id: 'issue-12' });
});

test('Cancel in the dialog keeps the file and sends nothing', async () => {
  const { environment, section } = await openIssue();
  fireEvent.click(within(section).getByRole('button', { name: 'Remove mine.log' }));
  fireEvent.click(dialogButton(await findDialog('Remove mine.log?'), 'Cancel'));
  expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain('useRemoveAttachmentMutation');
  expect(within(section).getByText('mine.log')).toBeTruthy();
});

test('a removal that fails keeps the file and says why', async () => {
  const { environment, section } = await openIssue();
  fireEvent.click(within(section).getByRole('button', { name: 'Remove mine.log' }));
  fireEvent.click(dialogButton(await findDialog('Remove mine.log?'), 'Remove file'));
  await pendingOperation(environment, 'useRemoveAttachmentMutation');
  await rejectOperation(environment, 'useRemoveAttachmentMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  const toast = await findToast("Couldn't remove the file");
  expect(toast.textContent).toContain("Can't reach the server");
  expect(within(section).getByText('mine.log')).toBeTruthy();
});
