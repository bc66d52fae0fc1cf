// A new comment with files: chosen or dropped into the comment box, listed there until sent, and sent with
// the comment in ONE multipart addComment. Nothing typed or chosen is lost when the sending fails.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { NetworkError } from '../../src/client/relay/errors';
import { ada, attachment, comment, connection, issue, uploadPolicy, webProject } from './support/fixtures';
import { executedOperationNames, pendingOperation, pendingOperationNames } from './support/relay';
import { renderApp } from './support/renderApp';
import { chooseFiles, dropFiles, file, fileOfSize, lastMutationSubscription, report, sentUpload } from './support/uploads';

/** The mutations waiting for an answer (the page's live subscription always waits). */
function pendingMutations(environment: Parameters<typeof pendingOperationNames>[0]): string[] {
  return pendingOperationNames(environment).filter((name) => name.endsWith('Mutation'));
}

const MB = 1024 * 1024;

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
  return { ...app, box };
}

function textbox(box: HTMLElement): HTMLTextAreaElement {
  return within(box).getByRole<HTMLTextAreaElement>('textbox', { name: /Add a comment/ });
}

function type(box: HTMLElement, text: string) {
  fireEvent.change(textbox(box), { target: { value: text } });
}

function choose(files: File[]) {
  chooseFiles(screen.getByLabelText('Choose files to attach to the comment'), files);
}

/** The names of the files waiting in the box. */
function pendingFiles(box: HTMLElement): string[] {
  const list = within(box).queryByRole('list', { name: 'Files to attach to the comment' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.fui-Text')?.textContent ?? '')
    : [];
}

function timelineComments(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('article');
}

function sentComment(environment: MockEnvironment) {
  return sentUpload(environment, 'useAddCommentWithFilesMutation');
}

test('chosen files are listed in the box with their sizes, and each can be removed', async () => {
  const { box, environment } = await openIssue();
  expect(within(box).getByRole('button', { name: 'Attach files' })).toBeTruthy();
  choose([file('a.png', 'image/png', 2048), file('notes.txt', 'text/plain')]);
  choose([file('b.pdf', 'application/pdf')]);
  expect(pendingFiles(box)).toEqual(['a.png', 'notes.txt', 'b.pdf']);
  expect(within(box).getByText('2 KB')).toBeTruthy();

  fireEvent.click(within(box).getByRole('button', { name: 'Remove notes.txt' }));
  expect(pendingFiles(box)).toEqual(['a.png', 'b.pdf']);
  // Choosing is not sending.
  expect(pendingOperationNames(environment)).not.toContain('useAddCommentWithFilesMutation');
});

test('files dropped on the box join the list', async () => {
  const { box } = await openIssue();
  dropFiles(textbox(box), [file('dropped.png', 'image/png')]);
  expect(pendingFiles(box)).toEqual(['dropped.png']);
});

test('files the policy refuses are not added, and the box says why', async () => {
  const { box } = await openIssue();
  choose([file('ok.png', 'image/png')]);
  choose([file('setup.exe', 'application/x-msdownload'), fileOfSize('huge.zip', 30 * MB, 'application/zip')]);
  expect(within(box).getByText('The files were not added')).toBeTruthy();
  expect(within(box).getByText("setup.exe can't be attached: files of type application/x-msdownload are not accepted here.")).toBeTruthy();
  expect(within(box).getByText('huge.zip is 30 MB; a file can be at most 25 MB.')).toBeTruthy();
  // The whole choice is refused; what was there stays.
  expect(pendingFiles(box)).toEqual(['ok.png']);

  choose(Array.from({ length: 10 }, (_, i) => file(`${i}.png`, 'image/png')));
  expect(within(box).getByText('You chose 11 files; at most 10 can be attached at once.')).toBeTruthy();
  expect(pendingFiles(box)).toEqual(['ok.png']);
});

test('Comment with files sends ONE multipart addComment; on success the comment appears and the box clears', async () => {
  const { box, environment } = await openIssue();
  const a = file('trace.txt', 'text/plain');
  const b = file('after.png', 'image/png');
  choose([a, b]);
  type(box, 'Logs attached.');
  fireEvent.click(within(box).getByRole('button', { name: 'Comment' }));

  const { operation, uploadables, onProgress } = await sentComment(environment);
  expect(operation.request.variables).toEqual({
    input: { issueId: 'issue-12', body: 'Logs attached.', files: [] },
  });
  expect(uploadables).toEqual({ 'input.files.0': a, 'input.files.1': b });
  expect(executedOperationNames(environment).filter((name) => name.startsWith('useAddComment'))).toEqual([
    'useAddCommentWithFilesMutation',
  ]);

  // No optimistic comment: the timeline waits for the server; the box shows the upload and is locked.
  expect(timelineComments()).toHaveLength(1);
  const bar = within(box).getByRole('progressbar', { name: 'Upload progress' });
  await report(onProgress, 250, 1000);
  expect(bar.getAttribute('aria-valuetext')).toBe('25%');
  expect(within(box).getByRole('status').textContent).toBe('Uploading 2 files… 25%');
  expect(textbox(box).disabled).toBe(true);
  expect(within(box).getByRole('button', { name: 'Comment' })).toHaveProperty('disabled', true);
  expect(within(box).getByRole('button', { name: 'Remove trace.txt' })).toHaveProperty('disabled', true);

  const saved = comment(2, 'Logs attached.', {
    author: ada,
    viewerCanUpdate: true,
    attachments: [attachment(7, { filename: 'trace.txt' }), attachment(8, { filename: 'after.png', contentType: 'image/png' })],
  });
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        IssueTimelineEdge: () => ({ cursor: 'cursor-2', node: saved }),
        AddCommentPayload: () => ({ errors: [], comment: saved }),
        Issue: () => ({ id: 'issue-12' }),
      }),
    );
  });
  await waitFor(() => expect(timelineComments()).toHaveLength(2));
  const mine = screen.getByRole('article', { name: 'Comment by Ada Lovelace' });
  expect(within(mine).getByText('Logs attached.')).toBeTruthy();
  expect(within(mine).getByRole('link', { name: 'trace.txt' })).toBeTruthy();
  expect(textbox(box).value).toBe('');
  expect(textbox(box).disabled).toBe(false);
  expect(pendingFiles(box)).toEqual([]);
  expect(within(box).queryByRole('progressbar')).toBeNull();
  expect(within(box).queryByRole('alert')).toBeNull();
});

test('Cancel aborts the comment: its text and files stay in the box', async () => {
  const { box, environment } = await openIssue();
  choose([file('big.zip', 'application/zip')]);
  type(box, 'Keep me.');
  fireEvent.click(within(box).getByRole('button', { name: 'Comment' }));
  const { onProgress } = await sentComment(environment);
  await report(onProgress, 100, 1000);
  const subscription = lastMutationSubscription(environment);

  fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
  expect(subscription.closed).toBe(true);
  expect(pendingOperationNames(environment)).not.toContain('useAddCommentWithFilesMutation');
  expect(within(box).getByText('Upload cancelled. Your comment was not sent; its text and files are still here.')).toBeTruthy();
  expect(textbox(box).value).toBe('Keep me.');
  expect(textbox(box).disabled).toBe(false);
  expect(pendingFiles(box)).toEqual(['big.zip']);
  expect(timelineComments()).toHaveLength(1);
});

test("the server's refusal keeps the text and the files, with the server's message", async () => {
  const { box, environment } = await openIssue();
  // A type the browser does not know: the server decides by the extension, and refuses it.
  choose([file('setup.exe', '')]);
  type(box, 'Installer attached.');
  fireEvent.click(within(box).getByRole('button', { name: 'Comment' }));
  const { operation } = await sentComment(environment);
  const message = "setup.exe can't be attached: files of type application/x-msdownload are not accepted here.";
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddCommentPayload: () => ({
          timelineEdge: null,
          comment: null,
          issue: null,
          errors: [{ field: ['files'], message, code: 'UNSUPPORTED_TYPE' }],
        }),
      }),
    );
  });
  expect(await within(box).findByText('Your comment was not sent')).toBeTruthy();
  expect(within(box).getByText(message)).toBeTruthy();
  expect(textbox(box).value).toBe('Installer attached.');
  expect(pendingFiles(box)).toEqual(['setup.exe']);
  expect(timelineComments()).toHaveLength(1);
});

test('a network failure keeps the text and the files; "Try again" sends them again', async () => {
  const { box, environment } = await openIssue();
  const a = file('a.txt', 'text/plain');
  choose([a]);
  type(box, 'Second try.');
  fireEvent.click(within(box).getByRole('button', { name: 'Comment' }));
  const first = await sentComment(environment);
  await act(async () => {
    environment.mock.reject(first.operation, new NetworkError('offline', "Can't reach the server.", { retryable: true }));
  });
  expect(await within(box).findByText("Can't reach the server")).toBeTruthy();
  expect(textbox(box).value).toBe('Second try.');
  expect(pendingFiles(box)).toEqual(['a.txt']);

  fireEvent.click(within(box).getByRole('button', { name: 'Try again' }));
  const second = await sentComment(environment);
  expect(second.uploadables).toEqual({ 'input.files.0': a });
  expect(second.operation.request.variables).toMatchObject({ input: { body: 'Second try.' } });
});

test('"Close with comment" with files closes the issue once the comment and its files are saved', async () => {
  const { box, environment } = await openIssue();
  choose([file('fix.txt', 'text/plain')]);
  type(box, 'Fixed, see the notes.');
  fireEvent.click(within(box).getByRole('button', { name: 'Close with comment' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as completed' }));
  const { operation } = await sentComment(environment);
  // Not before.
  expect(pendingOperationNames(environment)).not.toContain('useCloseIssuesMutation');
  const saved = comment(2, 'Fixed, see the notes.', { author: ada, attachments: [attachment(9)] });
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        IssueTimelineEdge: () => ({ cursor: 'cursor-2', node: saved }),
        AddCommentPayload: () => ({ errors: [], comment: saved }),
        Issue: () => ({ id: 'issue-12' }),
      }),
    );
  });
  const close = await pendingOperation(environment, 'useCloseIssuesMutation');
  expect(close.request.variables).toEqual({ input: { issueIds: ['issue-12'], reason: 'COMPLETED' } });
  expect(textbox(box).value).toBe('');
});

test('a comment may be files only: with a file and no text, Comment is enabled and sends the file with empty text', async () => {
  const { box, environment } = await openIssue();
  const send = () => within(box).getByRole('button', { name: 'Comment' });
  expect(send()).toHaveProperty('disabled', true);
  expect(within(box).getByRole('button', { name: 'Close issue' })).toBeTruthy();
  const shot = file('screen.png', 'image/png');
  choose([shot]);
  expect(send()).toHaveProperty('disabled', false);
  // The file alone is a comment: the close button says so.
  expect(within(box).getByRole('button', { name: 'Close with comment' })).toBeTruthy();
  fireEvent.click(send());

  const { operation, uploadables } = await sentComment(environment);
  expect(operation.request.variables).toMatchObject({ input: { issueId: 'issue-12', body: '', files: [] } });
  expect(uploadables).toEqual({ 'input.files.0': shot });
  const saved = comment(2, '', {
    author: ada,
    viewerCanUpdate: true,
    attachments: [attachment(7, { filename: 'screen.png', contentType: 'image/png' })],
  });
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        IssueTimelineEdge: () => ({ cursor: 'cursor-2', node: saved }),
        AddCommentPayload: () => ({ errors: [], comment: saved }),
        Issue: () => ({ id: 'issue-12' }),
      }),
    );
  });
  await waitFor(() => expect(timelineComments()).toHaveLength(2));
  const mine = screen.getByRole('article', { name: 'Comment by Ada Lovelace' });
  expect(within(mine).getByRole('link', { name: /screen\.png/ })).toBeTruthy();
  // Files only: no "(empty comment)" line above them.
  expect(mine.textContent).not.toContain('empty comment');
  expect(pendingFiles(box)).toEqual([]);
  expect(send()).toHaveProperty('disabled', true);
});

test('without text and without files, Ctrl+Enter says what is missing and sends nothing', async () => {
  const { box, environment } = await openIssue();
  fireEvent.keyDown(textbox(box), { key: 'Enter', ctrlKey: true });
  expect(await within(box).findByText('Write a comment or attach a file.')).toBeTruthy();
  expect(pendingMutations(environment)).toEqual([]);
});

test('without files, Comment keeps the optimistic path (no upload)', async () => {
  const { box, environment } = await openIssue();
  type(box, 'Just words.');
  fireEvent.click(within(box).getByRole('button', { name: 'Comment' }));
  await pendingOperation(environment, 'useAddCommentMutation');
  expect(pendingOperationNames(environment)).not.toContain('useAddCommentWithFilesMutation');
  await waitFor(() => expect(timelineComments()).toHaveLength(2));
});
