import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { NetworkError } from '../../src/client/relay/errors';
import { ada, comment, connection, daysAgo, grace, issue, issueEvent, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, pendingOperationNames, rejectOperation, resolveOperation } from './support/relay';
import { dialogButton, findDialog } from './support/dialogs';
import { renderApp } from './support/renderApp';
import { findToast } from './support/toasts';

/** The mutations waiting for an answer (the page's live subscription always waits). */
function pendingMutations(environment: Parameters<typeof pendingOperationNames>[0]): string[] {
  return pendingOperationNames(environment).filter((name) => name.endsWith('Mutation'));
}

type TimelineItem = ReturnType<typeof comment> | ReturnType<typeof issueEvent>;

function issuePage(timeline: TimelineItem[], issueFields: Record<string, unknown> = {}) {
  return {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { title: 'Editor crashes on save', ...issueFields }),
    IssueTimelineConnection: () => connection(timeline),
  };
}

async function openIssue(timeline: TimelineItem[], issueFields: Record<string, unknown> = {}) {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', issuePage(timeline, issueFields));
  await screen.findByRole('heading', { level: 1 });
  // Absent while the timeline is empty.
  const activity = screen.queryByRole('list', { name: 'Activity' }) ?? document.createElement('ol');
  return { ...app, activity };
}

/** The text of each timeline entry, whitespace collapsed, without the avatars' initials. */
function entries(activity: HTMLElement): string[] {
  return Array.from(activity.children).map((item) => {
    const copy = item.cloneNode(true) as HTMLElement;
    for (const avatar of copy.querySelectorAll('.fui-Avatar')) avatar.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

test('the timeline renders each kind of event as a sentence, interleaved with the comments', async () => {
  const { activity } = await openIssue([
    issueEvent(1, 'RENAMED', { from: 'Editor crash', to: 'Editor crashes on save' }),
    issueEvent(2, 'LABELED', { actor: grace, label: labels.bug }),
    comment(3, 'Same here on *Chrome*.'),
    issueEvent(4, 'UNLABELED', { label: labels.docs }),
    issueEvent(5, 'ASSIGNED', { assignee: grace }),
    issueEvent(6, 'ASSIGNED', { actor: grace, assignee: grace }),
    issueEvent(7, 'UNASSIGNED', { assignee: grace }),
    issueEvent(8, 'PRIORITY_CHANGED', { from: 'LOW', to: 'HIGH' }),
    // The server writes priorities as people read them.
    issueEvent(9, 'PRIORITY_CHANGED', { from: 'No priority', to: 'Urgent' }),
    issueEvent(10, 'CLOSED', { to: 'NOT_PLANNED' }),
    issueEvent(11, 'REOPENED', { actor: null }),
    issueEvent(12, 'CLOSED', { to: 'COMPLETED' }),
    issueEvent(13, 'CLOSED', { to: 'DUPLICATE' }),
    issueEvent(14, 'LABELED', { label: null }),
  ]);
  expect(entries(activity)).toEqual([
    'Ada Lovelace changed the title from Editor crash to Editor crashes on save · 3 days ago',
    'Grace Hopper added the bug label · 3 days ago',
    'Grace Hopper commented 2 days agoSame here on Chrome.',
    'Ada Lovelace removed the docs label · 3 days ago',
    'Ada Lovelace assigned Grace Hopper · 3 days ago',
    'Grace Hopper self-assigned this · 3 days ago',
    'Ada Lovelace unassigned Grace Hopper · 3 days ago',
    'Ada Lovelace changed priority from Low to High · 3 days ago',
    'Ada Lovelace set priority to Urgent · 3 days ago',
    'Ada Lovelace closed this as not planned · 3 days ago',
    'A deleted user reopened this · 3 days ago',
    'Ada Lovelace closed this as completed · 3 days ago',
    'Ada Lovelace closed this as a duplicate · 3 days ago',
    'Ada Lovelace added a label since deleted · 3 days ago',
  ]);
  // The old title is struck through, as on GitHub.
  expect(within(activity).getByText('Editor crash').tagName).toBe('DEL');
  // The comment keeps its Markdown and its heading.
  const article = within(activity).getByRole('article', { name: 'Comment by Grace Hopper' });
  expect(within(article).getByText('Chrome').tagName).toBe('EM');
});

/** The words the server writes for each priority in an event's `from` and `to`. */
const PRIORITY_WORDS: Readonly<Record<string, string>> = {
  URGENT: 'Urgent',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
  NONE: 'No priority',
};

test("a priority change reads right in every direction: set, removed, changed (as the server writes it and in the enum's spelling)", async () => {
  const levels = Object.keys(PRIORITY_WORDS);
  const pairs = levels.flatMap((from) => levels.filter((to) => to !== from).map((to) => [from, to] as const));
  const word = (level: string) => PRIORITY_WORDS[level] ?? level;
  const sentence = ([from, to]: readonly [string, string]) => {
    if (from === 'NONE') return `set priority to ${word(to)}`;
    if (to === 'NONE') return `removed priority ${word(from)}`;
    return `changed priority from ${word(from)} to ${word(to)}`;
  };
  const { activity } = await openIssue([
    ...pairs.map(([from, to], i) => issueEvent(i + 1, 'PRIORITY_CHANGED', { from: word(from), to: word(to) })),
    ...pairs.map(([from, to], i) => issueEvent(pairs.length + i + 1, 'PRIORITY_CHANGED', { from, to })),
  ]);
  expect(entries(activity)).toEqual([...pairs, ...pairs].map((pair) => `Ada Lovelace ${sentence(pair)} · 3 days ago`));
});

test('every other kind of event reads right in each of its variants', async () => {
  const variants: [ReturnType<typeof issueEvent>, string][] = [
    [issueEvent(0, 'RENAMED', { from: 'Old', to: 'New' }), 'Ada Lovelace changed the title from Old to New'],
    [issueEvent(0, 'DESCRIPTION_EDITED'), 'Ada Lovelace edited the description'],
    [issueEvent(0, 'ATTACHMENT_REMOVED', { from: 'trace.log' }), 'Ada Lovelace removed the file trace.log'],
    ...(
      [
        ['COMPLETED', 'closed this as completed'],
        ['NOT_PLANNED', 'closed this as not planned'],
        ['DUPLICATE', 'closed this as a duplicate'],
        [null, 'closed this'],
      ] as const
    ).map(([reason, text]): [ReturnType<typeof issueEvent>, string] => [issueEvent(0, 'CLOSED', { to: reason }), `Ada Lovelace ${text}`]),
    [issueEvent(0, 'REOPENED'), 'Ada Lovelace reopened this'],
    ...(['LABELED', 'UNLABELED'] as const).flatMap((kind): [ReturnType<typeof issueEvent>, string][] => {
      const verb = kind === 'LABELED' ? 'added' : 'removed';
      return [
        [issueEvent(0, kind, { label: labels.bug }), `Ada Lovelace ${verb} the bug label`],
        [issueEvent(0, kind, { label: null }), `Ada Lovelace ${verb} a label since deleted`],
      ];
    }),
    ...(['ASSIGNED', 'UNASSIGNED'] as const).flatMap((kind): [ReturnType<typeof issueEvent>, string][] => {
      const verb = kind === 'ASSIGNED' ? 'assigned' : 'unassigned';
      return [
        [issueEvent(0, kind, { assignee: grace }), `Ada Lovelace ${verb} Grace Hopper`],
        [
          issueEvent(0, kind, { actor: grace, assignee: grace }),
          `Grace Hopper ${kind === 'ASSIGNED' ? 'self-assigned this' : 'removed their assignment'}`,
        ],
        [issueEvent(0, kind, { assignee: null }), `Ada Lovelace ${verb} a deleted user`],
        [issueEvent(0, kind, { actor: null, assignee: grace }), `A deleted user ${verb} Grace Hopper`],
      ];
    }),
  ];
  const { activity } = await openIssue(variants.map(([event], i) => ({ ...event, id: `event-${i + 1}`, number: i + 1 })));
  expect(entries(activity)).toEqual(variants.map(([, text]) => `${text} · 3 days ago`));
});

test('a comment edited since it was written says "edited"; one never edited does not', async () => {
  const { activity } = await openIssue([
    comment(1, 'First version, then fixed.', { editedAt: daysAgo(1) }),
    comment(2, 'Untouched.', { author: ada }),
  ]);
  const [edited, untouched] = within(activity).getAllByRole('article');
  expect(within(edited!).getByRole('heading', { level: 3 }).textContent).toBe('Grace Hopper commented 2 days ago · edited');
  expect(within(untouched!).getByRole('heading', { level: 3 }).textContent).toBe('Ada Lovelace commented 2 days ago');
});

test('"Comment" sends addComment with the text, shows the comment at once, then the server\'s', async () => {
  const { environment, activity } = await openIssue([comment(1, 'Same here.')]);
  const box = screen.getByRole('form', { name: 'Add a comment' });
  fireEvent.change(within(box).getByRole('textbox', { name: /Add a comment/ }), { target: { value: 'Fixed in **#13**.' } });
  fireEvent.click(within(box).getByRole('button', { name: 'Comment' }));

  const mutation = await pendingOperation(environment, 'useAddCommentMutation');
  expect(mutation.request.variables).toEqual({
    input: { issueId: 'issue-12', body: 'Fixed in **#13**.' },
  });
  // Optimistic: appended at the end of the timeline, by the viewer, before the server answers.
  await waitFor(() => expect(within(activity).getAllByRole('article')).toHaveLength(2));
  const mine = within(activity).getByRole('article', { name: 'Comment by Ada Lovelace' });
  expect(within(mine).getByText('#13').tagName).toBe('STRONG');
  // The box is empty again, ready for the next comment.
  expect(within(box).getByRole<HTMLTextAreaElement>('textbox', { name: /Add a comment/ }).value).toBe('');

  await act(async () => {
    environment.mock.resolve(
      mutation,
      MockPayloadGenerator.generate(mutation, {
        IssueTimelineEdge: () => ({ cursor: 'cursor-2', node: comment(2, 'Fixed in **#13**.', { author: ada, viewerCanUpdate: true }) }),
        AddCommentPayload: () => ({ errors: [] }),
        Issue: () => ({ id: 'issue-12' }),
      }),
    );
  });
  expect(within(activity).getAllByRole('article')).toHaveLength(2);
  expect(within(activity).getByRole('article', { name: 'Comment by Ada Lovelace' })).toBeTruthy();
  // The timeline then asks for what followed its last item (events the server recorded meanwhile).
  const catchUp = await pendingOperation(environment, 'IssueTimelinePaginationQuery');
  expect(catchUp.request.variables).toEqual({ id: 'issue-12', count: 100, cursor: 'cursor-1' });
});

test('a comment the server refuses leaves the timeline, its text comes back, and a message says why', async () => {
  const { environment } = await openIssue([]);
  const box = screen.getByRole('form', { name: 'Add a comment' });
  const textbox = within(box).getByRole<HTMLTextAreaElement>('textbox', { name: /Add a comment/ });
  fireEvent.change(textbox, { target: { value: 'Too much.' } });
  fireEvent.click(within(box).getByRole('button', { name: 'Comment' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('article')).toHaveLength(1));

  await resolveOperation(environment, 'useAddCommentMutation', {
    AddCommentPayload: () => ({
      timelineEdge: null,
      comment: null,
      issue: null,
      errors: [{ field: ['body'], message: 'A comment can be at most 65536 characters.', code: 'TOO_LONG' }],
    }),
  });
  const toast = await findToast("Couldn't add your comment");
  expect(toast.textContent).toContain('A comment can be at most 65536 characters.');
  expect(screen.queryByRole('list', { name: 'Activity' })).toBeNull();
  expect(screen.getByText('No comments or changes yet.')).toBeTruthy();
  expect(textbox.value).toBe('Too much.');
});

test('editing one\'s own comment sends updateComment and shows the new text, marked "edited", at once', async () => {
  const { environment, activity } = await openIssue([comment(1, 'Typo hre.', { author: ada, viewerCanUpdate: true })]);
  fireEvent.click(within(activity).getByRole('button', { name: 'Actions for the comment by Ada Lovelace' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit comment' });
  // The editor's code loads on first use (ui/LazyMarkdownEditor.tsx).
  const textbox = await within(form).findByRole('textbox', { name: /Comment/ });
  expect((textbox as HTMLTextAreaElement).value).toBe('Typo hre.');
  fireEvent.change(textbox, { target: { value: 'Typo here.' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

  const mutation = await pendingOperation(environment, 'useUpdateCommentMutation');
  expect(mutation.request.variables).toEqual({ input: { commentId: 'comment-1', body: 'Typo here.' } });
  expect(within(activity).getByText('Typo here.')).toBeTruthy();
  expect(within(activity).getByRole('heading', { level: 3 }).textContent).toContain('· edited');
});

test("others' comments have no edit or delete actions; one's own, beside them, has", async () => {
  const { activity } = await openIssue([
    comment(1, 'Not yours.', { viewerCanUpdate: false }),
    comment(2, 'Yours.', { author: ada, viewerCanUpdate: true }),
  ]);
  const theirs = within(activity).getByRole('article', { name: 'Comment by Grace Hopper' });
  expect(within(theirs).getByText('Not yours.')).toBeTruthy();
  expect(within(theirs).queryByRole('button', { name: /Actions for the comment/ })).toBeNull();
  const mine = within(activity).getByRole('article', { name: 'Comment by Ada Lovelace' });
  expect(within(mine).getByRole('button', { name: 'Actions for the comment by Ada Lovelace' })).toBeTruthy();
});

test('deleting a comment asks first, then removes it from the timeline (@deleteEdge) at once', async () => {
  const { environment, activity } = await openIssue([
    comment(1, 'Keep me.'),
    comment(2, 'Delete me.', { author: ada, viewerCanUpdate: true }),
  ]);
  fireEvent.click(within(activity).getByRole('button', { name: 'Actions for the comment by Ada Lovelace' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await findDialog('Delete this comment?');
  // Nothing is sent until the user confirms.
  expect(pendingOperationNames(environment)).not.toContain('useDeleteCommentMutation');
  fireEvent.click(dialogButton(dialog, 'Delete comment'));

  const mutation = await pendingOperation(environment, 'useDeleteCommentMutation');
  expect(mutation.request.variables).toEqual({
    input: { commentId: 'comment-2' },
    connections: ['client:issue-12:__IssueTimeline_timeline_connection'],
  });
  await waitFor(() => expect(within(activity).getAllByRole('article')).toHaveLength(1));
  expect(within(activity).queryByText('Delete me.')).toBeNull();

  await resolveOperation(environment, 'useDeleteCommentMutation', {
    DeleteCommentPayload: () => ({ deletedCommentId: 'comment-2', errors: [] }),
    Issue: () => ({ id: 'issue-12' }),
  });
  expect(within(activity).getAllByRole('article')).toHaveLength(1);
  expect(within(activity).getByText('Keep me.')).toBeTruthy();
});

test('a deletion that cannot reach the server puts the comment back and says so', async () => {
  const { environment, activity } = await openIssue([comment(1, 'Still here.', { author: ada, viewerCanUpdate: true })]);
  expect(activity.isConnected).toBe(true);
  fireEvent.click(within(activity).getByRole('button', { name: 'Actions for the comment by Ada Lovelace' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  fireEvent.click(dialogButton(await findDialog('Delete this comment?'), 'Delete comment'));
  // The only comment: the timeline is empty until the deletion is undone.
  await waitFor(() => expect(screen.queryByText('Still here.')).toBeNull());

  await rejectOperation(environment, 'useDeleteCommentMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  const toast = await findToast("Couldn't delete the comment");
  expect(toast.textContent).toContain("Can't reach the server.");
  expect(screen.getByText('Still here.')).toBeTruthy();
});

test('"Close with comment" offers the reasons as Close issue does; the comment goes first, then the close with that reason', async () => {
  const { environment } = await openIssue([]);
  const box = screen.getByRole('form', { name: 'Add a comment' });
  expect(within(box).getByRole('button', { name: 'Close issue' }).getAttribute('aria-haspopup')).toBe('menu');
  fireEvent.change(within(box).getByRole('textbox', { name: /Add a comment/ }), { target: { value: 'Not for this release.' } });
  fireEvent.click(within(box).getByRole('button', { name: 'Close with comment' }));
  await screen.findByRole('menuitem', { name: 'Close as completed' });
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Close as completed',
    'Close as not planned',
    'Close as duplicate of…',
  ]);
  // Nothing is sent before a reason is chosen.
  expect(pendingMutations(environment)).toEqual([]);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Close as not planned' }));

  expect(pendingMutations(environment)).toEqual(['useAddCommentMutation']);
  await resolveOperation(environment, 'useAddCommentMutation', {
    IssueTimelineEdge: () => ({ cursor: 'cursor-1', node: comment(1, 'Not for this release.', { author: ada }) }),
    AddCommentPayload: () => ({ errors: [] }),
    Issue: () => ({ id: 'issue-12' }),
  });
  const close = await pendingOperation(environment, 'useCloseIssuesMutation');
  expect(close.request.variables).toEqual({ input: { issueIds: ['issue-12'], reason: 'NOT_PLANNED' } });
  expect(await within(box).findByRole('button', { name: 'Reopen issue' })).toBeTruthy();
});

test('"Close with comment" as a duplicate: the original is picked, the comment goes first, then the close as its duplicate', async () => {
  const { environment } = await openIssue([]);
  const box = screen.getByRole('form', { name: 'Add a comment' });
  fireEvent.change(within(box).getByRole('textbox', { name: /Add a comment/ }), { target: { value: 'Same as #3.' } });
  fireEvent.click(within(box).getByRole('button', { name: 'Close with comment' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as duplicate of…' }));
  const dialog = await findDialog('Close as a duplicate of…');
  await resolveOperation(environment, 'suggestReferencesIssuesQuery', {
    Project: () => ({ ...webProject, issues: connection([issue(3, { title: 'Database migration' })]) }),
  });
  fireEvent.click(await within(dialog).findByRole('radio', { name: /Database migration/, hidden: true }));
  fireEvent.click(dialogButton(dialog, 'Close as duplicate'));

  expect(pendingMutations(environment)).toEqual(['useAddCommentMutation']);
  await resolveOperation(environment, 'useAddCommentMutation', {
    IssueTimelineEdge: () => ({ cursor: 'cursor-1', node: comment(1, 'Same as #3.', { author: ada }) }),
    AddCommentPayload: () => ({ errors: [] }),
    Issue: () => ({ id: 'issue-12' }),
  });
  const close = await pendingOperation(environment, 'useCloseAsDuplicateMutation');
  expect(close.request.variables).toEqual({ input: { issueIds: ['issue-12'], reason: 'DUPLICATE', duplicateOfId: 'issue-3' } });
});

test('Close issue in the comment box, with nothing typed, offers the reasons and closes without a comment', async () => {
  const { environment } = await openIssue([]);
  const box = screen.getByRole('form', { name: 'Add a comment' });
  fireEvent.click(within(box).getByRole('button', { name: 'Close issue' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as not planned' }));
  expect(pendingMutations(environment)).toEqual(['useCloseIssuesMutation']);
  expect((await pendingOperation(environment, 'useCloseIssuesMutation')).request.variables).toEqual({
    input: { issueIds: ['issue-12'], reason: 'NOT_PLANNED' },
  });
});

test('viewers read the timeline without the comment box or the comment actions', async () => {
  await openIssue([comment(1, 'Hello.', { viewerCanUpdate: false })], { viewerCanUpdate: false });
  expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
  expect(screen.getByText('Your role lets you read this issue but not comment on it.')).toBeTruthy();
});
