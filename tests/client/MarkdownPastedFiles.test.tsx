// Files pasted into a Markdown editor (issue 15): a placeholder stands at the caret while the file is attached to
// the issue (addIssueAttachments, the attachments section's path and limits), then becomes a Markdown image
// or link; a refusal removes the placeholder and says why. On the new-issue form, pasted files join its files.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ada, attachment, comment, connection, issue, uploadPolicy, webProject } from './support/fixtures';
import { executedOperationNames, pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';
import { file } from './support/uploads';

async function openIssue() {
  const app = renderApp('/projects/web/issues/12');
  const operation = await pendingOperation(app.environment, 'IssuePageQuery');
  await act(async () => {
    app.environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ viewer: ada }),
        Project: () => webProject,
        UploadPolicy: () => uploadPolicy,
        Issue: () => issue(12, { title: 'Editor crashes on save', attachments: [] }),
        IssueTimelineConnection: () => connection([comment(1, 'Same here.')]),
      }),
    );
  });
  const box = await screen.findByRole('form', { name: 'Add a comment' });
  const textarea = within(box).getByRole<HTMLTextAreaElement>('textbox', { name: /Add a comment/ });
  return { ...app, box, textarea };
}

function paste(textarea: HTMLTextAreaElement, files: File[]) {
  fireEvent.paste(textarea, { clipboardData: { files, types: ['Files'], getData: () => '' } });
}

test('a pasted image is attached to the issue and written at the caret as an image, the text typed meanwhile kept', async () => {
  const { environment, textarea } = await openIssue();
  fireEvent.change(textarea, { target: { value: 'Before after' } });
  textarea.setSelectionRange('Before '.length, 'Before '.length);
  paste(textarea, [file('shot.png', 'image/png')]);
  expect(textarea.value).toBe('Before [Uploading shot.png…](#upload-1)after');

  const sent = await pendingOperation(environment, 'useAttachInlineFilesMutation');
  expect(sent.request.variables).toMatchObject({ input: { issueId: 'issue-12' } });
  const [{ uploadables }] = (environment.executeMutation as jest.Mock).mock.calls.at(-1) as [{ uploadables?: Record<string, File> }];
  expect(Object.entries(uploadables ?? {}).map(([key, value]) => [key, value.name])).toEqual([['input.files.0', 'shot.png']]);

  // Typing goes on while the file is sent.
  fireEvent.change(textarea, { target: { value: `${textarea.value} and more` } });
  const operation = await pendingOperation(environment, 'useAttachInlineFilesMutation');
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddIssueAttachmentsPayload: () => ({
          attachments: [attachment(5, { filename: 'shot.png', isImage: true, url: '/attachments/5/shot.png' })],
          errors: [],
        }),
      }),
    );
  });
  await waitFor(() => expect(textarea.value).toBe('Before ![shot.png](/attachments/5/shot.png)after and more'));
});

test('a refused file leaves no placeholder and says why; a file the policy refuses is not even sent', async () => {
  const { environment, box, textarea } = await openIssue();
  paste(textarea, [file('huge.png', 'image/png')]);
  const operation = await pendingOperation(environment, 'useAttachInlineFilesMutation');
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddIssueAttachmentsPayload: () => ({
          attachments: [],
          errors: [{ field: ['files'], message: 'You may attach 1 MB more today.', code: 'QUOTA_EXCEEDED' }],
        }),
      }),
    );
  });
  await waitFor(() => expect(textarea.value).toBe(''));
  expect(within(box).getByText('huge.png: You may attach 1 MB more today.')).toBeTruthy();

  paste(textarea, [file('tool.exe', 'application/x-msdownload')]);
  await waitFor(() => expect(within(box).getByText(/tool\.exe can't be attached: files of type application\/x-msdownload/)).toBeTruthy());
  expect(textarea.value).toBe('');
  expect(executedOperationNames(environment).filter((name) => name === 'useAttachInlineFilesMutation')).toHaveLength(1);
});

test('pasting text is left to the browser', async () => {
  const { environment, textarea } = await openIssue();
  const notPrevented = fireEvent.paste(textarea, { clipboardData: { files: [], types: ['text/plain'], getData: () => 'hello' } });
  expect(notPrevented).toBe(true);
  expect(executedOperationNames(environment).filter((name) => name === 'useAttachInlineFilesMutation')).toEqual([]);
});

test('on the new-issue form, a pasted file joins the files sent with the issue, and the text is left as it is', async () => {
  const { environment } = renderApp('/projects/web/issues/new');
  await resolveOperation(environment, 'NewIssuePageQuery', {
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    User: () => ada,
  });
  const description = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Description/ });
  fireEvent.change(description, { target: { value: 'Steps' } });
  paste(description, [file('shot.png', 'image/png')]);
  const list = await screen.findByRole('list', { name: 'Files to attach to the issue' });
  expect(within(list).getByText('shot.png')).toBeTruthy();
  expect(description.value).toBe('Steps');
  expect(executedOperationNames(environment).filter((name) => name === 'useAttachInlineFilesMutation')).toEqual([]);
});
