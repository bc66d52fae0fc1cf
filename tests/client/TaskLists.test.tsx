import { fireEvent, screen, within } from '@testing-library/react';
import { toggleTask } from '../../src/client/ui/taskLists';
import { ada, comment, connection, grace, issue, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

// The same task twice, once more inside code (no task there), and a plain item above the tasks.
const BODY = [
  'Plan:',
  '',
  '- read the log',
  '- [ ] Ship it',
  '- [x] Test it',
  '',
  '```',
  '- [ ] Ship it',
  '```',
  '',
  '1. [ ] Ship it',
].join('\n');

async function openIssue(issueFields: Record<string, unknown> = {}, timeline: unknown[] = []) {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { body: BODY, ...issueFields }),
    IssueTimelineConnection: () => connection(timeline as Array<{ number: number }>),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const description = () => screen.getByRole('region', { name: 'Description' });
const boxes = (within_: HTMLElement) => within(within_).getAllByRole<HTMLInputElement>('checkbox', { name: 'Task' });

describe('toggleTask', () => {
  test('changes only the marker of the item that starts at the offset', () => {
    const source = '- [ ] a\n- [ ] a\n';
    expect(toggleTask(source, 8, true)).toBe('- [ ] a\n- [x] a\n');
    expect(toggleTask('- [X] a', 0, false)).toBe('- [ ] a');
    expect(toggleTask('3) [ ] a', 0, true)).toBe('3) [x] a');
    expect(toggleTask('> * [ ] quoted', 2, true)).toBe('> * [x] quoted');
  });

  test('is null where no task marker starts (the text changed since it was shown)', () => {
    expect(toggleTask('- plain item', 0, true)).toBeNull();
    expect(toggleTask('- [ ] a', 3, true)).toBeNull();
  });
});

test('task items have boxes (not bullets) and ticking one saves the description with that box alone changed', async () => {
  const { environment } = await openIssue();
  const section = description();
  // The box inside code is text, not a task.
  const [first, , third] = boxes(section);
  expect(boxes(section)).toHaveLength(3);
  expect(boxes(section).map((box) => box.checked)).toEqual([false, true, false]);
  expect(boxes(section).every((box) => !box.disabled)).toBe(true);
  // A task item is marked as such (it gets no bullet); the plain item above it keeps its own.
  expect(first!.closest('li')?.className).toBe('task-list-item');
  expect(within(section).getByText('read the log').closest('li')?.className ?? '').not.toContain('task-list-item');

  // The third "Ship it", the numbered one: neither the first nor the one in code changes.
  fireEvent.click(third!);
  const mutation = await pendingOperation(environment, 'useUpdateIssueMutation');
  expect(mutation.request.variables).toEqual({
    input: { issueId: 'issue-12', body: BODY.replace('1. [ ] Ship it', '1. [x] Ship it'), expectedRevision: 3 },
  });
  // Shown at once.
  expect(boxes(description())[2]!.checked).toBe(true);

  // A second tick before the answer builds on the first: the next revision, both boxes ticked.
  fireEvent.click(boxes(description())[0]!);
  const operations = environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === 'useUpdateIssueMutation');
  expect(operations).toHaveLength(2);
  expect(operations[1]!.request.variables).toEqual({
    input: {
      issueId: 'issue-12',
      body: BODY.replace('1. [ ] Ship it', '1. [x] Ship it').replace('- [ ] Ship it', '- [x] Ship it'),
      expectedRevision: 4,
    },
  });
});

test('a viewer who may not edit sees the boxes disabled, and clicking sends nothing', async () => {
  const { environment } = await openIssue({ viewerCanUpdate: false });
  const all = boxes(description());
  expect(all).toHaveLength(3);
  expect(all.every((box) => box.disabled)).toBe(true);
  fireEvent.click(all[0]!);
  expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useUpdateIssueMutation')).toBe(
    false,
  );
});

test("a comment's author ticks a task in it: the comment is saved with that box changed; others' comments stay read-only", async () => {
  const { environment } = await openIssue({}, [
    comment(1, '- [ ] mine', { author: ada, viewerCanUpdate: true }),
    comment(2, '- [ ] theirs', { author: grace, viewerCanUpdate: false }),
  ]);
  const mine = screen.getByRole('article', { name: 'Comment by Ada Lovelace' });
  const theirs = screen.getByRole('article', { name: 'Comment by Grace Hopper' });
  expect(boxes(theirs)[0]!.disabled).toBe(true);
  fireEvent.click(boxes(mine)[0]!);
  const mutation = await pendingOperation(environment, 'useUpdateCommentMutation');
  expect(mutation.request.variables).toEqual({ input: { commentId: 'comment-1', body: '- [x] mine' } });
  expect(boxes(screen.getByRole('article', { name: 'Comment by Ada Lovelace' }))[0]!.checked).toBe(true);
});
