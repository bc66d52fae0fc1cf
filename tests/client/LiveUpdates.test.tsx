import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ada, comment, connection, grace, issue, issueEvent, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, pendingOperationNames, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';
import type { MockEnvironment, MockResolvers } from 'relay-test-utils';

/** Delivers one event on the pending subscription `name`, as the server would. */
async function push(environment: MockEnvironment, name: string, resolvers: MockResolvers) {
  const operation = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.nextValue(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return operation;
}

async function openIssue() {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { title: 'Editor crashes on save' }),
    IssueTimelineConnection: () => connection([comment(1, 'First comment')]),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

test("the issue page follows the issue: a teammate's comment and close appear, and the comment being typed stays", async () => {
  const { environment } = await openIssue();
  const subscription = await pendingOperation(environment, 'useIssueLiveUpdatesSubscription');
  expect(subscription.request.variables).toEqual({ id: 'issue-12' });

  const box = screen.getByRole('textbox', { name: 'Add a comment' });
  fireEvent.change(box, { target: { value: 'Half a thought' } });

  await push(environment, 'useIssueLiveUpdatesSubscription', {
    IssueChangedPayload: () => ({
      issue: issue(12, { title: 'Editor crashes on save', attachments: [] }),
      timelineEdge: { cursor: 'cursor-2', node: comment(2, 'Written by a teammate just now') },
      comment: null,
      deletedCommentId: null,
    }),
  });
  const activity = screen.getByRole('list', { name: 'Activity' });
  await waitFor(() => expect(within(activity).getByText('Written by a teammate just now')).toBeTruthy());

  await push(environment, 'useIssueLiveUpdatesSubscription', {
    IssueChangedPayload: () => ({
      issue: issue(12, { title: 'Editor crashes on save', state: 'CLOSED', stateReason: 'COMPLETED', attachments: [] }),
      timelineEdge: { cursor: 'cursor-3', node: issueEvent(3, 'CLOSED', { to: 'COMPLETED', actor: grace }) },
      comment: null,
      deletedCommentId: null,
    }),
  });
  await waitFor(() => expect(document.querySelector('header .fui-Badge')?.textContent).toBe('Closed'));
  expect(within(activity).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Add a comment' }).value).toBe('Half a thought');
});

test('a comment deleted by its author leaves the timeline', async () => {
  const { environment } = await openIssue();
  const activity = screen.getByRole('list', { name: 'Activity' });
  expect(within(activity).getByText('First comment')).toBeTruthy();
  await push(environment, 'useIssueLiveUpdatesSubscription', {
    IssueChangedPayload: () => ({
      issue: issue(12, { attachments: [] }),
      timelineEdge: null,
      comment: null,
      deletedCommentId: 'comment-1',
    }),
  });
  // The timeline, now empty, is no longer a list.
  await waitFor(() => expect(screen.queryByText('First comment')).toBeNull());
});

test('the list does not reflow when someone opens an issue: "1 new issue", and Show loads the search again', async () => {
  const { environment } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(2), issue(1)]),
  });
  await screen.findByRole('heading', { level: 1, name: 'Web' });
  const list = screen.getByRole('list', { name: /issues$/ });
  // The subscription carries the list's search, so that the server says whether each new issue matches it.
  expect((await pendingOperation(environment, 'useProjectIssuesLiveUpdatesSubscription')).request.variables).toMatchObject({
    query: 'is:open',
  });
  await push(environment, 'useProjectIssuesLiveUpdatesSubscription', {
    ProjectIssuesChangedPayload: () => ({ created: true, matches: false, issue: issue(4, { title: 'Opened elsewhere in the project' }) }),
  });
  await push(environment, 'useProjectIssuesLiveUpdatesSubscription', {
    ProjectIssuesChangedPayload: () => ({ created: true, matches: true, issue: issue(3, { title: 'Opened by a teammate' }) }),
  });
  // Only the one that matches the search on screen is counted.
  const notice = await screen.findByText('1 new issue');
  expect(within(list).queryByText('Opened by a teammate')).toBeNull();
  // The tabs' counts are asked for again.
  expect(pendingOperationNames(environment)).toContain('refreshIssueStateCountsQuery');

  fireEvent.click(within(notice.closest('.fui-MessageBar') as HTMLElement).getByRole('button', { name: 'Show' }));
  const refetch = await resolveOperation(environment, 'IssueListPaginationQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(3, { title: 'Opened by a teammate' }), issue(2), issue(1)]),
  });
  expect(refetch.request.variables).toMatchObject({ query: 'is:open' });
  await waitFor(() => expect(screen.queryByText('1 new issue')).toBeNull());
  expect(within(screen.getByRole('list', { name: /issues$/ })).getByText('Opened by a teammate')).toBeTruthy();
});

test("a teammate's change to a listed issue updates its row in place", async () => {
  const { environment } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(2), issue(1)]),
  });
  await screen.findByRole('heading', { level: 1, name: 'Web' });
  await push(environment, 'useProjectIssuesLiveUpdatesSubscription', {
    ProjectIssuesChangedPayload: () => ({ created: false, matches: true, issue: issue(2, { title: 'Renamed by a teammate' }) }),
  });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Renamed by a teammate' })).toBeTruthy());
  expect(screen.queryByText(/new issue/)).toBeNull();
});

test('the header says quietly whether live updates flow', async () => {
  const { environments } = renderApp('/projects/web');
  const stream = Symbol('test stream');
  act(() => environments.live.report(stream, 'live'));
  expect(await screen.findByText('Live')).toBeTruthy();
  act(() => environments.live.report(stream, 'reconnecting'));
  expect(screen.getByText('Reconnecting…')).toBeTruthy();
  act(() => environments.live.report(stream, null));
  expect(screen.queryByText('Reconnecting…')).toBeNull();
  expect(screen.queryByText('Live')).toBeNull();
});

test("a teammate's assignment appears, and the assignees menu still offers everyone assignable", async () => {
  const { environment } = await openIssue();
  // The event carries the issue's assignees but not the project's assignable people (useIssueLiveUpdates.ts).
  await push(environment, 'useIssueLiveUpdatesSubscription', {
    IssueChangedPayload: () => ({
      issue: issue(12, { title: 'Editor crashes on save', assignees: [ada, grace], attachments: [] }),
      timelineEdge: null,
      comment: null,
      deletedCommentId: null,
    }),
  });
  const assignees = screen.getByRole('list', { name: 'Assignees' });
  await waitFor(() => expect(within(assignees).getByText(ada.name)).toBeTruthy());
  expect(within(assignees).getByText(grace.name)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit assignees' }));
  // Both still offered (the menu reads them from the page's query), both checked (from the event).
  const offered = await screen.findAllByRole('menuitemcheckbox');
  expect(
    offered.map((item) => [
      item.textContent?.includes(`@${ada.login}`) || item.textContent?.includes(`@${grace.login}`),
      item.getAttribute('aria-checked'),
    ]),
  ).toEqual([
    [true, 'true'],
    [true, 'true'],
  ]);
});
