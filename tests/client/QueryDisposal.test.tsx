import { act, screen } from '@testing-library/react';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { connection, issue, webProject } from './support/fixtures';
import { pendingOperation, pendingOperationNames, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

function currentReference(router: ReturnType<typeof renderApp>['router']): PreloadedQuery<OperationType> {
  const match = router.state.matches.at(-1)!;
  return router.state.loaderData[match.route.id] as PreloadedQuery<OperationType>;
}

test('leaving a route disposes the query reference its loader created', async () => {
  const { environment, router } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(1)]),
  });
  await screen.findByRole('link', { name: 'Issue number 1' });
  const listReference = currentReference(router);
  expect(listReference.isDisposed).toBe(false);

  await act(() => router.navigate('/projects/web/issues/1'));
  expect(listReference.isDisposed).toBe(true);
  expect(currentReference(router).isDisposed).toBe(false);
});

test('a navigation overtaken by another has its reference disposed and its request cancelled', async () => {
  const { environment, router } = renderApp('/');
  await resolveOperation(environment, 'ProjectsPageQuery', {});

  act(() => {
    void router.navigate('/projects/web/issues/1');
  });
  const overtaken = await pendingOperation(environment, 'IssuePageQuery');
  expect(overtaken.request.variables).toEqual({ slug: 'web', number: 1 });
  await act(() => router.navigate('/projects/web/issues/2'));

  const pending = environment.mock.getAllOperations().map((operation) => operation.request.variables);
  expect(pendingOperationNames(environment)).toEqual(['IssuePageQuery']);
  expect(pending).toEqual([{ slug: 'web', number: 2 }]);
});

test('Back before a search has loaded: its reference lives until React has moved past it, then goes', async () => {
  const { environment, router } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(1)]),
  });
  await screen.findByRole('link', { name: 'Issue number 1' });

  await act(() => router.navigate('/projects/web?q=label:bug'));
  const search = await pendingOperation(environment, 'ProjectIssuesPageQuery');
  expect(search.request.variables).toMatchObject({ query: 'label:bug' });
  const searchReference = currentReference(router);

  // Subscribed after the app's own watcher, as RouterProvider is: sees each state when React is handed it.
  // React may still render the search's state after that (it lags behind the router), so the reference
  // must still be usable then; disposed, its cancelled request would leave nothing to wait for, and the
  // list would throw "Missing expected data".
  const disposedWhenHandedToReact: boolean[] = [];
  const stop = router.subscribe(() => disposedWhenHandedToReact.push(searchReference.isDisposed));
  await act(() => router.navigate(-1));
  stop();

  expect(disposedWhenHandedToReact.length).toBeGreaterThan(0);
  expect(disposedWhenHandedToReact.every((disposed) => !disposed)).toBe(true);
  // React has committed the previous list: now the search's reference is disposed and its request cancelled.
  expect(screen.getByRole('link', { name: 'Issue number 1' })).toBeTruthy();
  expect(searchReference.isDisposed).toBe(true);
  // No query is left waiting; the list's live updates stay subscribed.
  expect(pendingOperationNames(environment)).toEqual(['useProjectIssuesLiveUpdatesSubscription']);
  expect(currentReference(router).isDisposed).toBe(false);
});
