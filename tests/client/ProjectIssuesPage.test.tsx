import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { connection, issue, webProject } from './support/fixtures';
import { pendingOperation, pendingOperationNames, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

/** Resolvers for ProjectIssuesPageQuery: the list for `state`, and the counts of both states. */
function projectIssues(listed: ReturnType<typeof issue>[], { hasNextPage = false, open = 2, closed = 1 } = {}) {
  return {
    Project: () => webProject,
    IssueConnection: (context: MockResolverContext) => {
      if (context.alias === 'openIssues') return { totalCount: open };
      if (context.alias === 'closedIssues') return { totalCount: closed };
      return connection(listed, { hasNextPage, totalCount: hasNextPage ? listed.length + 1 : listed.length });
    },
  };
}

/** The rows of the issue list (not the items of the label and assignee lists inside them). */
function rows(): HTMLElement[] {
  const list = screen.getByRole('list', { name: /issues$/ });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

test('renders a row per issue from its fragment: number, title, state, labels, assignees, comments, time', async () => {
  const { environment } = renderApp('/projects/web');
  await resolveOperation(
    environment,
    'ProjectIssuesPageQuery',
    projectIssues([issue(2), issue(1, { comments: { totalCount: 1 }, assignees: [] })]),
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Web' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Web · Triage'));
  expect(rows()).toHaveLength(2);

  const first = rows()[0]!;
  const link = within(first).getByRole('link', { name: 'Issue number 2' });
  expect(link.getAttribute('href')).toBe('/projects/web/issues/2');
  expect(within(first).getByText('#2', { exact: false })).toBeTruthy();
  expect(within(first).getByText('Open')).toBeTruthy();
  expect(within(first).getByText('bug').getAttribute('title')).toBe('Something is broken');
  // A label chip leads to the project's open issues with that label.
  expect(within(first).getByRole('link', { name: 'bug' }).getAttribute('href')).toBe('/projects/web?q=is:open+label:bug');
  expect(within(first).getByRole('img', { name: 'Grace Hopper' })).toBeTruthy();
  expect(within(first).getByText('2 comments')).toBeTruthy();
  // Who opened it and when (the list's default order is by opening).
  const time = within(first).getByText('last week');
  expect(time.tagName).toBe('TIME');
  expect(time.getAttribute('title')).toBeTruthy();
  expect(time.parentElement?.textContent).toBe('#2 opened last week by Ada Lovelace');

  expect(within(rows()[1]!).getByText('1 comment')).toBeTruthy();
  // No avatars: only the priority icon.
  expect(
    within(rows()[1]!)
      .getAllByRole('img')
      .map((img) => img.getAttribute('aria-label')),
  ).toEqual(['Priority: Medium']);

  expect(screen.getByRole('tab', { name: 'Open 2' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tab', { name: 'Closed 1' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'New issue' }).getAttribute('href')).toBe('/projects/web/issues/new');
});

test('sorted by update, a row shows when it was updated; an issue whose author was deleted says so', async () => {
  const { environment } = renderApp('/projects/web?q=is:open+sort:updated-desc');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', projectIssues([issue(2), issue(1, { author: null })]));
  await screen.findByRole('heading', { level: 1, name: 'Web' });
  const [first, second] = rows() as [HTMLElement, HTMLElement];
  const time = within(first).getByText('3 days ago');
  expect(time.tagName).toBe('TIME');
  expect(time.parentElement?.textContent).toBe('#2 opened by Ada Lovelace · updated 3 days ago');
  expect(within(second).getByText('3 days ago').parentElement?.textContent).toBe('#1 opened by a deleted user · updated 3 days ago');
});

test('"Load more" asks for the next page after the last cursor and appends its rows', async () => {
  const { environment } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', projectIssues([issue(3), issue(2)], { hasNextPage: true }));
  expect(await screen.findByText('Showing 2 of 3 open issues')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  const next = await pendingOperation(environment, 'IssueListPaginationQuery');
  expect(next.request.variables).toEqual({ count: 25, cursor: 'cursor-2', query: 'is:open', id: 'project-web' });
  expect(screen.getByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);

  await resolveOperation(environment, 'IssueListPaginationQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(1)], { totalCount: 3 }),
  });
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(within(rows()[2]!).getByRole('link', { name: 'Issue number 1' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(screen.getByText('Showing 3 of 3 open issues')).toBeTruthy();
});

test('the Open/Closed tabs write is:open / is:closed into ?q=, load that list, and Back returns to the previous one', async () => {
  const { environment, router } = renderApp('/projects/web');
  const first = await resolveOperation(environment, 'ProjectIssuesPageQuery', projectIssues([issue(2), issue(1)]));
  expect(first.request.variables).toEqual({ slug: 'web', query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' });
  await screen.findByRole('link', { name: 'Issue number 2' });
  const openReference = router.state.loaderData[router.state.matches.at(-1)!.route.id];

  fireEvent.click(screen.getByRole('tab', { name: /Closed/ }));
  await waitFor(() => expect(router.state.location.search).toBe('?q=is:closed'));
  const closed = await pendingOperation(environment, 'ProjectIssuesPageQuery');
  expect(closed.request.variables).toEqual({ slug: 'web', query: 'is:closed', openQuery: 'is:open', closedQuery: 'is:closed' });
  await resolveOperation(environment, 'ProjectIssuesPageQuery', projectIssues([issue(7, { state: 'CLOSED' })]));

  await screen.findByRole('link', { name: 'Issue number 7' });
  expect(rows()).toHaveLength(1);
  expect(within(rows()[0]!).getByText('Closed')).toBeTruthy();
  expect(screen.getByRole('tab', { name: /Closed/ }).getAttribute('aria-selected')).toBe('true');
  // The search box shows the search in the address.
  expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search issues' }).value).toBe('is:closed');
  // The open list's query reference was disposed once the closed list replaced it.
  expect(openReference).toHaveProperty('isDisposed', true);

  await act(() => router.navigate(-1));
  await screen.findByRole('link', { name: 'Issue number 2' });
  expect(router.state.location.search).toBe('');
  expect(screen.getByRole('tab', { name: /Open/ }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search issues' }).value).toBe('is:open');
  // Served from the store: going back asks for no data (only the list's live updates subscribe again).
  expect(pendingOperationNames(environment)).toEqual(['useProjectIssuesLiveUpdatesSubscription']);
});

test('the older ?state=closed address still opens the closed list', async () => {
  const { environment } = renderApp('/projects/web?state=closed');
  const operation = await resolveOperation(environment, 'ProjectIssuesPageQuery', projectIssues([issue(7, { state: 'CLOSED' })]));
  expect(operation.request.variables).toMatchObject({ query: 'is:closed' });
  expect(await screen.findByRole('list', { name: 'Closed issues' })).toBeTruthy();
});

test('shows an empty state when the project has no issues in that state', async () => {
  const { environment } = renderApp('/projects/web?state=closed');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', projectIssues([], { closed: 0 }));
  expect(await screen.findByText('No closed issues')).toBeTruthy();
});

test('an archived project says it is read-only, and offers no New issue', async () => {
  const { environment } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    ...projectIssues([issue(3, { viewerCanUpdate: false })]),
    Project: () => ({ ...webProject, viewerCanCreateIssue: false, archivedAt: '2026-11-01T10:00:00.000Z' }),
  });
  expect(await screen.findByText('This project is archived')).toBeTruthy();
  expect(screen.getByText('Archived')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'New issue' })).toBeNull();
  expect(rows()).toHaveLength(1);
});

test('an unknown project shows the not-found page', async () => {
  const { environment } = renderApp('/projects/nope');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', { Query: () => ({ project: null }) });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Not found · Triage'));
});
