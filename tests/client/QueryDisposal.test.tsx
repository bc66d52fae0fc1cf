// Route loaders start each page's query (relay/queryReferences.ts); what the user navigates away from must
// neither keep its data retained nor its request running, and what is on screen must keep working.
// Observed as a user of Relay would: which requests are still pending, and whether the store still keeps a
// query's data once garbage is collected (a store with no release buffer, so a released query goes at once).
import { act, screen, waitFor } from '@testing-library/react';
import { RecordSource, Store, type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { ada, connection, issue, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, pendingOperationNames, pendingPageOperations, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const withoutReleaseBuffer = () => createMockEnvironment({ store: new Store(new RecordSource(), { gcReleaseBufferSize: 0 }) });

/** Whether the store still holds the data of `operation` (Relay's own availability check). */
function kept(environment: MockEnvironment, operation: OperationDescriptor): boolean {
  return environment.check(operation).status === 'available';
}

test("leaving a route releases its query: once the store collects garbage, the list's data is gone; the new page's stays", async () => {
  const { environment, router } = renderApp('/projects/web', { createEnvironment: withoutReleaseBuffer });
  const list = await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(1)]),
  });
  await screen.findByRole('link', { name: 'Issue number 1' });
  expect(kept(environment, list)).toBe(true);

  await act(() => router.navigate('/projects/web/issues/1'));
  const issuePage = await resolveOperation(environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(1, { title: 'Editor crashes on save' }),
  });
  await screen.findByRole('heading', { level: 1, name: /Editor crashes on save/ });
  await waitFor(() => expect(kept(environment, list)).toBe(false));
  expect(kept(environment, issuePage)).toBe(true);
});

test('a navigation overtaken by another has its request cancelled', async () => {
  const { environment, router } = renderApp('/');
  await resolveOperation(environment, 'ProjectsPageQuery', {});

  act(() => {
    void router.navigate('/projects/web/issues/1');
  });
  const overtaken = await pendingOperation(environment, 'IssuePageQuery');
  expect(overtaken.request.variables).toEqual({ slug: 'web', number: 1 });
  await act(() => router.navigate('/projects/web/issues/2'));

  const pending = pendingPageOperations(environment).map((operation) => operation.request.variables);
  expect(pendingOperationNames(environment)).toEqual(['IssuePageQuery']);
  expect(pending).toEqual([{ slug: 'web', number: 2 }]);
});

test('Back before a search has loaded: the list shows again, the search is cancelled, and the list keeps its data', async () => {
  const { environment, router } = renderApp('/projects/web', { createEnvironment: withoutReleaseBuffer });
  const list = await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(1)]),
  });
  await screen.findByRole('link', { name: 'Issue number 1' });

  await act(() => router.navigate('/projects/web?q=label:bug'));
  const search = await pendingOperation(environment, 'ProjectIssuesPageQuery');
  expect(search.request.variables).toMatchObject({ query: 'label:bug' });

  // React may render the search's state after the router has moved on (it lags behind it): were the
  // search's reference disposed too early, its cancelled request would leave nothing to wait for, and the
  // page would fail with "Missing expected data" instead of showing the list.
  await act(() => router.navigate(-1));
  expect(screen.getByRole('link', { name: 'Issue number 1' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  // No query is left waiting; the list's live updates stay subscribed.
  expect(pendingOperationNames(environment)).toEqual(['useProjectIssuesLiveUpdatesSubscription']);
  // Releasing the search collected garbage (no release buffer): the list on screen keeps its data.
  await act(async () => {});
  expect(kept(environment, list)).toBe(true);
});
