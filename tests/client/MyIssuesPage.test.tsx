import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { connection, issue, webProject } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

/** Resolvers for MyIssuesPageQuery: the list, and the counts of both tabs. */
function myIssues(listed: ReturnType<typeof issue>[], { assigned = 2, created = 5 } = {}) {
  return {
    IssueConnection: (context: MockResolverContext) => {
      if (context.alias === 'assigned') return { totalCount: assigned };
      if (context.alias === 'created') return { totalCount: created };
      return connection(listed);
    },
  };
}

test('lists my issues of several projects, each row naming its project and leading to the issue', async () => {
  const { environment } = renderApp('/issues');
  const operation = await pendingOperation(environment, 'MyIssuesPageQuery');
  expect(operation.request.variables).toMatchObject({ relation: 'ASSIGNED', query: 'is:open' });
  const mobile = { ...webProject, id: 'p-mobile', slug: 'mobile', name: 'Mobile' };
  await resolveOperation(environment, 'MyIssuesPageQuery', myIssues([issue(12), issue(3, { id: 'issue-m3', project: mobile })]));

  const list = await screen.findByRole('list', { name: 'Issues assigned to me' });
  const rows = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText(/^web#12/)).toBeTruthy();
  expect(within(rows[1]!).getByRole('link', { name: 'Issue number 3' }).getAttribute('href')).toBe('/projects/mobile/issues/3');
  // No bulk actions across projects: no checkboxes.
  expect(within(list).queryByRole('checkbox')).toBeNull();
  expect(screen.getByRole('tab', { name: /Assigned to me/ }).textContent).toContain('2');
  await waitFor(() => expect(document.title).toBe('My issues · Triage'));
});

test('the Created by me tab keeps the search and asks for the issues I opened', async () => {
  const { environment, router } = renderApp('/issues?q=label:bug');
  await resolveOperation(environment, 'MyIssuesPageQuery', myIssues([issue(1)]));
  fireEvent.click(await screen.findByRole('tab', { name: /Created by me/ }));
  const next = await pendingOperation(environment, 'MyIssuesPageQuery');
  expect(next.request.variables).toMatchObject({ relation: 'CREATED', query: 'label:bug' });
  expect(router.state.location.pathname).toBe('/issues/created');
  expect(router.state.location.search).toBe('?q=label:bug');
  await resolveOperation(environment, 'MyIssuesPageQuery', myIssues([]));
  expect(await screen.findByText('No issues match this search')).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('label:bug · My issues · Triage'));
});
