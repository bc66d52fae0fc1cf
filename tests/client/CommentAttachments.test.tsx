// Files attached to existing comments: listed under each comment, and added by the comment's author (or an
// admin) through the comment's menu or by dropping files on it, with the issue section's progress and messages.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { ada, attachment, comment, connection, grace, issue, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperationNames, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';
import { chooseFiles, dropFiles, file, lastMutationSubscription, report, sentUpload } from './support/uploads';

const MB = 1024 * 1024;
const screenshot = attachment(1, {
  filename: 'screenshot.png',
  contentType: 'image/png',
  size: Math.round(1.5 * MB),
  url: '/attachments/attachment-1/screenshot.png',
  isImage: true,
});
const log = attachment(2, { filename: 'crash.log', size: 2048, url: '/attachments/attachment-2/crash.log' });

type Comment = ReturnType<typeof comment>;

async function openIssue(timeline: Comment[], issueFields: Record<string, unknown> = {}) {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { title: 'Editor crashes on save', attachments: [], ...issueFields }),
    IssueTimelineConnection: () => connection(timeline),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function commentBy(name: string): HTMLElement {
  return screen.getByRole('article', { name: `Comment by ${name}` });
}

/** Ada's own comment, which she may attach files to. */
const mine = (fields: Record<string, unknown> = {}) =>
  comment(1, 'It crashes here.', { author: ada, viewerCanUpdate: true, attachments: [], ...fields });

function sentCommentUpload(environment: MockEnvironment) {
  return sentUpload(environment, 'useAddCommentAttachmentsMutation');
}

test("a comment's files are listed under it: images as thumbnails, other files as download links", async () => {
  await openIssue([
    comment(1, 'See the screenshot and the log.', { attachments: [screenshot, log] }),
    comment(2, 'No files here.', { author: ada, attachments: [] }),
  ]);
  const withFiles = commentBy('Grace Hopper');
  const list = within(withFiles).getByRole('list', { name: 'Files attached to the comment by Grace Hopper' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const thumbnail = within(items[0]!).getByRole('img', { name: 'screenshot.png' });
  expect(thumbnail.getAttribute('src')).toBe('/attachments/attachment-1/screenshot.png');
  expect(within(items[0]!).getByText('1.5 MB')).toBeTruthy();
  const download = within(items[1]!).getByRole('link', { name: 'crash.log' });
  expect(download.getAttribute('href')).toBe('/attachments/attachment-2/crash.log');
  expect(download.hasAttribute('download')).toBe(true);
  // The files sit below the comment's text.
  const text = within(withFiles).getByText('See the screenshot and the log.');
  expect(text.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  expect(within(commentBy('Ada Lovelace')).queryByRole('list')).toBeNull();
  // The issue's own section lists only the issue's files.
  expect(within(screen.getByRole('region', { name: /^Attachments/ })).queryByRole('list')).toBeNull();
});

test("another member sees no way to attach files to someone else's comment, and dropping there sends nothing", async () => {
  const { environment } = await openIssue([comment(1, 'Not yours.', { viewerCanUpdate: false, attachments: [log] })]);
  const theirs = commentBy('Grace Hopper');
  expect(within(theirs).queryByRole('button', { name: /Actions for the comment/ })).toBeNull();
  expect(screen.queryByLabelText('Choose files to attach to the comment by Grace Hopper')).toBeNull();
  dropFiles(within(theirs).getByText('Not yours.'), [file('a.png', 'image/png')]);
  expect(screen.queryByText('Drop files to attach')).toBeNull();
  expect(pendingOperationNames(environment)).not.toContain('useAddCommentAttachmentsMutation');
  // Their files are still listed.
  expect(within(theirs).getByRole('link', { name: 'crash.log' })).toBeTruthy();
});

test('a viewer sees the files of comments but no way to attach to any', async () => {
  await openIssue([comment(1, 'Hello.', { viewerCanUpdate: false, attachments: [screenshot] })], { viewerCanUpdate: false });
  expect(within(commentBy('Grace Hopper')).getByRole('img', { name: 'screenshot.png' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Attach files/ })).toBeNull();
  expect(screen.queryByLabelText(/Choose files to attach/)).toBeNull();
});

test('"Attach files" in the comment\'s menu opens the picker; the files go to addCommentAttachments with progress', async () => {
  const { environment } = await openIssue([mine({ attachments: [screenshot] })]);
  const article = commentBy('Ada Lovelace');
  const input = screen.getByLabelText<HTMLInputElement>('Choose files to attach to the comment by Ada Lovelace');
  expect(input.getAttribute('accept')).toBe(uploadPolicy.allowedTypes.join(','));
  const openPicker = jest.spyOn(input, 'click');
  fireEvent.click(within(article).getByRole('button', { name: 'Actions for the comment by Ada Lovelace' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Attach files' }));
  expect(openPicker).toHaveBeenCalledTimes(1);

  const a = file('trace.txt', 'text/plain');
  const b = file('after.png', 'image/png');
  chooseFiles(input, [a, b]);
  const { operation, uploadables, onProgress } = await sentCommentUpload(environment);
  expect(operation.request.variables).toEqual({ input: { commentId: 'comment-1', files: [] } });
  expect(uploadables).toEqual({ 'input.files.0': a, 'input.files.1': b });

  const bar = within(article).getByRole('progressbar', { name: 'Upload progress' });
  await report(onProgress, 300, 1000);
  expect(bar.getAttribute('aria-valuetext')).toBe('30%');
  expect(within(article).getByRole('status').textContent).toBe('Uploading 2 files… 30%');
  expect(within(article).getByRole('button', { name: 'Cancel' })).toBeTruthy();

  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddCommentAttachmentsPayload: () => ({
          errors: [],
          attachments: [log, screenshot],
          comment: mine({ attachments: [screenshot, log, attachment(3, { filename: 'after.png' })] }),
        }),
      }),
    );
  });
  const list = within(article).getByRole('list', { name: 'Files attached to the comment by Ada Lovelace' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  expect(within(list).getByRole('link', { name: 'crash.log' })).toBeTruthy();
  expect(within(article).getByText('Attached 2 files.')).toBeTruthy();
  expect(within(article).queryByRole('progressbar')).toBeNull();
});

test("files dropped on one's own comment are uploaded to it", async () => {
  const { environment } = await openIssue([mine()]);
  const dropped = file('dropped.pdf', 'application/pdf');
  dropFiles(within(commentBy('Ada Lovelace')).getByText('It crashes here.'), [dropped]);
  const { operation, uploadables } = await sentCommentUpload(environment);
  expect(operation.request.variables).toEqual({ input: { commentId: 'comment-1', files: [] } });
  expect(uploadables).toEqual({ 'input.files.0': dropped });
});

test("the server's refusal is shown in the comment and nothing is added", async () => {
  const { environment } = await openIssue([mine({ attachments: [log] })]);
  const article = commentBy('Ada Lovelace');
  // The browser does not know the type: the client leaves it to the server, which goes by the extension.
  chooseFiles(screen.getByLabelText('Choose files to attach to the comment by Ada Lovelace'), [file('setup.exe', '')]);
  const { operation } = await sentCommentUpload(environment);
  const message = "setup.exe can't be attached: files of type application/x-msdownload are not accepted here.";
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddCommentAttachmentsPayload: () => ({
          errors: [{ field: ['files'], message, code: 'UNSUPPORTED_TYPE' }],
          attachments: [],
          comment: null,
        }),
      }),
    );
  });
  expect(await within(article).findByText('The files were not attached')).toBeTruthy();
  expect(within(article).getByText(message)).toBeTruthy();
  expect(within(article).getAllByRole('listitem')).toHaveLength(1);
});

test('the policy refuses a type or a size for a comment before anything is sent', async () => {
  const { environment } = await openIssue([mine()]);
  const article = commentBy('Ada Lovelace');
  const big = file('movie.png', 'image/png');
  Object.defineProperty(big, 'size', { value: 30 * MB });
  chooseFiles(screen.getByLabelText('Choose files to attach to the comment by Ada Lovelace'), [
    file('setup.exe', 'application/x-msdownload'),
    big,
  ]);
  expect(await within(article).findByText('Nothing was uploaded')).toBeTruthy();
  expect(
    within(article).getByText("setup.exe can't be attached: files of type application/x-msdownload are not accepted here."),
  ).toBeTruthy();
  expect(within(article).getByText('movie.png is 30 MB; a file can be at most 25 MB.')).toBeTruthy();
  expect(pendingOperationNames(environment)).not.toContain('useAddCommentAttachmentsMutation');
});

test("Cancel aborts a comment's upload and says that nothing was attached", async () => {
  const { environment } = await openIssue([mine()]);
  const article = commentBy('Ada Lovelace');
  chooseFiles(screen.getByLabelText('Choose files to attach to the comment by Ada Lovelace'), [file('a.txt', 'text/plain')]);
  const { onProgress } = await sentCommentUpload(environment);
  await report(onProgress, 10, 100);
  const subscription = lastMutationSubscription(environment);
  fireEvent.click(within(article).getByRole('button', { name: 'Cancel' }));
  expect(subscription.closed).toBe(true);
  expect(within(article).getByText('Upload cancelled. No files were attached.')).toBeTruthy();
});

test('an admin may attach files to a comment they did not write', async () => {
  const { environment } = await openIssue([comment(1, 'By Grace.', { author: grace, viewerCanUpdate: true, attachments: [] })]);
  const input = screen.getByLabelText('Choose files to attach to the comment by Grace Hopper');
  chooseFiles(input, [file('a.txt', 'text/plain')]);
  const { operation } = await sentCommentUpload(environment);
  expect(operation.request.variables).toEqual({ input: { commentId: 'comment-1', files: [] } });
});
