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
