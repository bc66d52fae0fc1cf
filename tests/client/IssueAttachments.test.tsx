import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RelayFieldLogger } from 'relay-runtime';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { GraphQLRequestError, NetworkError } from '../../src/client/relay/errors';
import { ada, attachment, grace, issue, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, pendingOperationNames } from './support/relay';
import { renderApp } from './support/renderApp';
import { chooseFiles, file, fileOfSize, lastMutationSubscription, report, sentUpload as sentMutation } from './support/uploads';

const MB = 1024 * 1024;

const screenshot = attachment(1, {
  filename: 'screenshot.png',
  contentType: 'image/png',
  size: Math.round(2.4 * MB),
  url: '/attachments/attachment-1/screenshot.png',
  isImage: true,
});
const log = attachment(2, { filename: 'crash.log', size: 14 * 1024, uploader: grace });
const lost = attachment(3, { filename: 'trace.zip', contentType: 'application/zip', size: 3 * MB });

/**
 * Opens issue #12 with `attachments`. `lostIndexes` are the attachments whose bytes the server lost: their
 * `url` is null with a STORAGE_UNAVAILABLE error at its path, as a server whose field failed would answer.
 */
async function loadIssue(
  attachments: ReturnType<typeof attachment>[],
  lostIndexes: number[] = [],
  viewerCanUpdate = true,
  policy: typeof uploadPolicy = uploadPolicy,
) {
  const app = renderApp('/projects/web/issues/12');
  // What the app's environment does with field errors (relay/environment.ts logs them): recorded here.
  const fieldLogger = jest.fn<void, Parameters<RelayFieldLogger>>();
  (app.environment as { relayFieldLogger: RelayFieldLogger }).relayFieldLogger = fieldLogger;
  const operation = await pendingOperation(app.environment, 'IssuePageQuery');
  const response = MockPayloadGenerator.generate(operation, {
    // The signed-in user, as the header already has them (the comment box shows them too).
    Query: () => ({ viewer: ada }),
    Project: () => webProject,
    UploadPolicy: () => policy,
    Issue: () => issue(12, { title: 'Editor crashes on save', attachments, viewerCanUpdate }),
    CommentConnection: () => ({ totalCount: 0, edges: [] }),
  }) as { data: { project: { issue: { attachments: Array<{ url: string | null }> } } } };
  for (const index of lostIndexes) {
    const item = response.data.project.issue.attachments[index];
    if (item) item.url = null;
  }
  const errors = lostIndexes.map((index) => ({
    message: 'The file is missing from storage.',
    path: ['project', 'issue', 'attachments', index, 'url'],
    extensions: { code: 'STORAGE_UNAVAILABLE' },
  }));
  await act(async () => {
    app.environment.mock.resolve(operation, { ...response, errors });
  });
  await screen.findByRole('heading', { level: 1, name: /#12$/ });
  return { ...app, fieldLogger };
}

/** Opens issue #12 (loadIssue) and finds its attachments' section. */
async function openIssue(...args: Parameters<typeof loadIssue>) {
  const app = await loadIssue(...args);
  const section = await screen.findByRole('region', { name: /^Attachments/ });
  return { ...app, section };
}

function choose(files: File[]) {
  chooseFiles(screen.getByLabelText('Choose files to attach to the issue'), files);
}

/** The section's "Attach files" (the comment box has one too). */
function issueAttachButton(): HTMLElement {
  return within(screen.getByRole('region', { name: /^Attachments/ })).getByRole('button', { name: 'Attach files' });
}

function sentUpload(environment: MockEnvironment) {
  return sentMutation(environment, 'useAddIssueAttachmentsMutation');
}

test('lists the attachments: an image as a thumbnail, other files as download links, sizes and types', async () => {
  const { section, fieldLogger } = await openIssue([screenshot, log]);
  expect(fieldLogger).not.toHaveBeenCalled();
  expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Attachments (2)');
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(2);

  const [image, text] = items as [HTMLElement, HTMLElement];
  const thumbnail = within(image).getByRole('img', { name: 'screenshot.png' });
  expect(thumbnail.getAttribute('src')).toBe('/attachments/attachment-1/screenshot.png');
  expect(within(image).getByRole('link', { name: 'screenshot.png' }).getAttribute('href')).toBe('/attachments/attachment-1/screenshot.png');
  expect(within(image).getByText('2.4 MB')).toBeTruthy();
  expect(within(image).getByText('image/png')).toBeTruthy();

  const download = within(text).getByRole('link', { name: 'crash.log' });
  expect(download.getAttribute('href')).toBe('/attachments/attachment-2/file-2.txt');
  expect(download.hasAttribute('download')).toBe(true);
  expect(within(text).queryByRole('img')).toBeNull();
  expect(within(text).getByText('14 KB')).toBeTruthy();
  expect(within(text).getByText('text/plain')).toBeTruthy();
  expect(within(text).getByText(/Grace Hopper/)).toBeTruthy();
});

test('a viewer who cannot update the issue sees the files but no way to attach more', async () => {
  const { section } = await openIssue([screenshot, log], [], false);
  expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  expect(within(section).queryByRole('button', { name: 'Attach files' })).toBeNull();
  expect(within(section).queryByText(/drop files here/i)).toBeNull();
});

test('an attachment whose url failed shows "File unavailable" and the rest of the page still renders', async () => {
  const { section, fieldLogger } = await openIssue([screenshot, lost, log], [1]);
  // The server's error reached Relay on that one field, and @catch handled it (nothing was thrown).
  expect(fieldLogger).toHaveBeenCalledWith(
    expect.objectContaining({
      kind: 'relay_field_payload.error',
      owner: 'AttachmentItem_attachment',
      handled: true,
      error: { message: 'The file is missing from storage.', extensions: { code: 'STORAGE_UNAVAILABLE' } },
    }),
  );

  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  const broken = items[1]!;
  expect(within(broken).getByText('File unavailable')).toBeTruthy();
  // Its name, size and type are still there; only the link is not.
  expect(within(broken).getByText('trace.zip')).toBeTruthy();
  expect(within(broken).getByText('3 MB')).toBeTruthy();
  expect(within(broken).getByText('application/zip')).toBeTruthy();
  expect(within(broken).queryByRole('link')).toBeNull();

  // The neighbours and the rest of the issue are unaffected.
  expect(within(items[0]!).getByRole('img', { name: 'screenshot.png' })).toBeTruthy();
  expect(within(items[2]!).getByRole('link', { name: 'crash.log' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editor crashes on save #12');
  expect(screen.getByRole('region', { name: 'Description' })).toBeTruthy();
});

test('an image whose url failed shows the placeholder instead of a broken thumbnail', async () => {
  const { section } = await openIssue([screenshot], [0]);
  expect(within(section).queryByRole('img', { name: 'screenshot.png' })).toBeNull();
  expect(within(section).getByText('File unavailable')).toBeTruthy();
});

test('an issue without attachments shows only a compact Attach files row: no box, no heading, no "nothing here"', async () => {
  const { section } = await openIssue([]);
  expect(within(section).queryByRole('heading')).toBeNull();
  expect(within(section).queryByText(/No files attached/)).toBeNull();
  expect(within(section).queryByRole('list')).toBeNull();
  expect(within(section).getByRole('button', { name: 'Attach files' })).toBeTruthy();
  expect(within(section).getByText(/Or drop files here/)).toBeTruthy();
});

test('a viewer who cannot update an issue without attachments sees nothing of them', async () => {
  await loadIssue([], [], false);
  expect(screen.queryByRole('region', { name: /^Attachments/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
  expect(screen.queryByText(/No files attached/)).toBeNull();
});

test('choosing files sends addIssueAttachments with one uploadable per file at its variable path', async () => {
  const { environment } = await openIssue([]);
  const a = file('a.png', 'image/png');
  const b = file('notes.txt', 'text/plain');
  choose([a, b]);

  const { operation, uploadables } = await sentUpload(environment);
  expect(operation.request.variables).toEqual({ input: { issueId: 'issue-12', files: [] } });
  expect(uploadables).toEqual({ 'input.files.0': a, 'input.files.1': b });
  expect(uploadables?.['input.files.0']).toBe(a);
  expect(uploadables?.['input.files.1']).toBe(b);
  // One upload at a time.
  expect(issueAttachButton()).toHaveProperty('disabled', true);
});

test('files dropped on the section are uploaded too', async () => {
  const { environment, section } = await openIssue([]);
  const dropped = file('dropped.pdf', 'application/pdf');
  const dataTransfer = { files: [dropped], types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(section, { dataTransfer });
  expect(screen.getByText('Drop files to attach')).toBeTruthy();
  fireEvent.dragOver(section, { dataTransfer });
  fireEvent.drop(section, { dataTransfer });

  expect(screen.queryByText('Drop files to attach')).toBeNull();
  const { uploadables } = await sentUpload(environment);
  expect(uploadables).toEqual({ 'input.files.0': dropped });
});

test('progress reported by the network layer moves the progress bar and the status text', async () => {
  const { environment, section } = await openIssue([]);
  choose([file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png')]);
  const { onProgress } = await sentUpload(environment);

  // Before the first report the bar is indeterminate.
  const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
  expect(bar.getAttribute('aria-valuenow')).toBeNull();
  expect(within(section).getByRole('status').textContent).toBe('Uploading 3 files…');

  await report(onProgress, 450, 1000);
  expect(bar.getAttribute('aria-valuenow')).toBe('0.45');
  expect(bar.getAttribute('aria-valuetext')).toBe('45%');
  expect(within(section).getByRole('status').textContent).toBe('Uploading 3 files… 45%');
  expect(within(section).getByRole('status').getAttribute('aria-live')).toBe('polite');

  // Every byte sent: the server is storing the files, so cancelling could no longer promise anything.
  await report(onProgress, 1000, 1000);
  expect(within(section).getByRole('status').textContent).toBe('Saving 3 files…');
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
});

test('a single file is named in the progress text', async () => {
  const { environment, section } = await openIssue([]);
  choose([file('screenshot.png', 'image/png')]);
  const { onProgress } = await sentUpload(environment);
  await report(onProgress, 1, 4);
  expect(within(section).getByRole('status').textContent).toBe('Uploading screenshot.png… 25%');
});

test('when the server answers, the new attachments appear in the list from the store', async () => {
  const { environment, section } = await openIssue([screenshot]);
  choose([file('crash.log', 'text/plain')]);
  const { operation } = await sentUpload(environment);
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddIssueAttachmentsPayload: () => ({
          errors: [],
          attachments: [log],
          issue: { id: 'issue-12', attachments: [screenshot, log] },
        }),
      }),
    );
  });

  expect(await within(section).findByRole('link', { name: 'crash.log' })).toBeTruthy();
  expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Attachments (2)');
  expect(screen.getByText('Attached 1 file.')).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(issueAttachButton()).toHaveProperty('disabled', false);
});

test('Cancel aborts the upload: the request is disposed, no error is shown, and "Upload cancelled" is', async () => {
  const { environment, section } = await openIssue([]);
  choose([file('big.bin', 'application/octet-stream')]);
  const { onProgress } = await sentUpload(environment);
  await report(onProgress, 100, 1000);
  const subscription = lastMutationSubscription(environment);
  expect(subscription.closed).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  // Relay unsubscribed from the network: the request is gone (the real network layer aborts it).
  expect(subscription.closed).toBe(true);
  expect(pendingOperationNames(environment)).not.toContain('useAddIssueAttachmentsMutation');
  expect(within(section).getByText(/Upload cancelled/)).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
  // A late progress report from the aborted request changes nothing.
  await report(onProgress, 200, 1000);
  expect(within(section).getByText(/Upload cancelled/)).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(issueAttachButton()).toHaveProperty('disabled', false);
});

test('leaving the page cancels an upload under way', async () => {
  const { environment, router } = await openIssue([]);
  choose([file('big.bin', 'application/octet-stream')]);
  await sentUpload(environment);
  const subscription = lastMutationSubscription(environment);
  await act(() => router.navigate('/projects/web'));
  expect(subscription.closed).toBe(true);
});

test('more than 10 files are refused before anything is sent', async () => {
  const { environment } = await openIssue([]);
  choose(Array.from({ length: 11 }, (_, i) => file(`${i}.txt`, 'text/plain')));
  expect(await screen.findByText('You chose 11 files; at most 10 can be attached at once.')).toBeTruthy();
  expect(screen.getByText('Nothing was uploaded')).toBeTruthy();
  expect(pendingOperationNames(environment)).not.toContain('useAddIssueAttachmentsMutation');
});

test('a file over 25 MB is refused before anything is sent', async () => {
  const { environment } = await openIssue([]);
  choose([file('ok.txt', 'text/plain'), fileOfSize('video.mp4', 30 * MB)]);
  expect(await screen.findByText('video.mp4 is 30 MB; a file can be at most 25 MB.')).toBeTruthy();
  expect(pendingOperationNames(environment)).not.toContain('useAddIssueAttachmentsMutation');
});

test('exactly 10 files of exactly 25 MB are sent', async () => {
  const { environment } = await openIssue([]);
  choose(Array.from({ length: 10 }, (_, i) => fileOfSize(`${i}.bin`, 25 * MB)));
  const { uploadables } = await sentUpload(environment);
  expect(Object.keys(uploadables ?? {})).toHaveLength(10);
});

test("the server's UserErrors are shown and nothing is added", async () => {
  const { environment, section } = await openIssue([log]);
  choose([file('a.txt', 'text/plain')]);
  const { operation } = await sentUpload(environment);
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddIssueAttachmentsPayload: () => ({
          attachments: [],
          issue: null,
          errors: [{ field: ['issueId'], message: 'No such issue.', code: 'NOT_FOUND' }],
        }),
      }),
    );
  });
  expect(await screen.findByText('The files were not attached')).toBeTruthy();
  expect(screen.getByText('No such issue.')).toBeTruthy();
  expect(within(section).getAllByRole('listitem')).toHaveLength(1);
});

test('HTTP 413 from the server says that a file is too large', async () => {
  const { environment } = await openIssue([]);
  choose([file('a.bin', 'application/octet-stream')]);
  const { operation } = await sentUpload(environment);
  await act(async () => {
    environment.mock.reject(operation, new NetworkError('http', 'The server answered with HTTP 413.', { status: 413, retryable: false }));
  });
  expect(await screen.findByText('A file is larger than the server accepts (25 MB).')).toBeTruthy();
  // Sending the same file again would meet the same answer.
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test("the server's too-many-files refusal (a request error) is explained", async () => {
  const { environment } = await openIssue([]);
  choose([file('a.bin', 'application/octet-stream')]);
  const { operation } = await sentUpload(environment);
  await act(async () => {
    // The server's own words, with its configured limit (here lower than the default the client checks).
    const message = 'POST body sent invalid multipart data: Files limit exceeded: 5';
    environment.mock.reject(operation, new GraphQLRequestError([{ message, extensions: { code: 'BAD_REQUEST' } }], 400));
  });
  expect(await screen.findByText('Too many files')).toBeTruthy();
  expect(screen.getByText('The server accepts at most 5 files at once.')).toBeTruthy();
});

test('a network failure is reported and "Try again" sends the same files again, only when asked', async () => {
  const { environment } = await openIssue([]);
  const a = file('a.txt', 'text/plain');
  choose([a]);
  const first = await sentUpload(environment);
  await act(async () => {
    environment.mock.reject(first.operation, new NetworkError('offline', "Can't reach the server.", { retryable: true }));
  });
  expect(await screen.findByText("Can't reach the server")).toBeTruthy();
  expect(pendingOperationNames(environment)).not.toContain('useAddIssueAttachmentsMutation');

  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  const second = await sentUpload(environment);
  expect(second.uploadables).toEqual({ 'input.files.0': a });
  await waitFor(() => expect(screen.queryByText("Can't reach the server")).toBeNull());
});

describe("the workspace's upload policy", () => {
  const strict = { maxFileBytes: 1 * MB, maxFilesPerUpload: 3, allowedTypes: ['image/*', 'application/pdf'] };

  test('the hint states its limits and the picker offers its types', async () => {
    const { section } = await openIssue([], [], true, strict);
    expect(within(section).getByText('Or drop files here. Up to 3 files at once, 1 MB each.')).toBeTruthy();
    expect(screen.getByLabelText('Choose files to attach to the issue').getAttribute('accept')).toBe('image/*,application/pdf');
  });

  test('more files than it allows are refused before anything is sent', async () => {
    const { environment } = await openIssue([], [], true, strict);
    choose(Array.from({ length: 4 }, (_, i) => file(`${i}.png`, 'image/png')));
    expect(await screen.findByText('You chose 4 files; at most 3 can be attached at once.')).toBeTruthy();
    expect(pendingOperationNames(environment)).not.toContain('useAddIssueAttachmentsMutation');
  });

  test('a file larger than it allows is refused before anything is sent', async () => {
    const { environment } = await openIssue([], [], true, strict);
    choose([fileOfSize('photo.png', 2 * MB, 'image/png')]);
    expect(await screen.findByText('photo.png is 2 MB; a file can be at most 1 MB.')).toBeTruthy();
    expect(pendingOperationNames(environment)).not.toContain('useAddIssueAttachmentsMutation');
  });

  test('a type it does not allow is refused before anything is sent, in the words the server would use', async () => {
    const { environment } = await openIssue([], [], true, strict);
    choose([file('photo.webp', 'image/webp'), file('setup.exe', 'application/x-msdownload'), file('notes.txt', 'text/plain')]);
    expect(
      await screen.findByText("setup.exe can't be attached: files of type application/x-msdownload are not accepted here."),
    ).toBeTruthy();
    expect(screen.getByText("notes.txt can't be attached: files of type text/plain are not accepted here.")).toBeTruthy();
    // image/webp is in the image/* family: not mentioned.
    expect(screen.queryByText(/photo\.webp/)).toBeNull();
    expect(pendingOperationNames(environment)).not.toContain('useAddIssueAttachmentsMutation');
  });

  test('a file whose type the browser does not know is left to the server, which goes by its extension', async () => {
    const { environment } = await openIssue([], [], true, strict);
    const unknown = file('report.pdf', '');
    const octets = file('scan.pdf', 'application/octet-stream');
    choose([unknown, octets]);
    const { uploadables } = await sentUpload(environment);
    expect(uploadables).toEqual({ 'input.files.0': unknown, 'input.files.1': octets });
  });

  test('*/* allows any type: the picker is not filtered and any file is sent', async () => {
    const { environment } = await openIssue([], [], true, { ...strict, allowedTypes: ['*/*'] });
    expect(screen.getByLabelText('Choose files to attach to the issue').hasAttribute('accept')).toBe(false);
    const program = file('setup.exe', 'application/x-msdownload');
    choose([program]);
    const { uploadables } = await sentUpload(environment);
    expect(uploadables).toEqual({ 'input.files.0': program });
  });

  test("HTTP 413 names the policy's size", async () => {
    const { environment } = await openIssue([], [], true, strict);
    choose([file('a.png', 'image/png')]);
    const { operation } = await sentUpload(environment);
    await act(async () => {
      environment.mock.reject(operation, new NetworkError('http', 'The server answered with HTTP 413.', { status: 413, retryable: false }));
    });
    expect(await screen.findByText('A file is larger than the server accepts (1 MB).')).toBeTruthy();
  });
});
