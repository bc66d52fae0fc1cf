// An issue page seen before, then changed from the list (a bulk action), must not be shown again as it was:
// the change recorded an event that the mutation's answer does not carry.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { ada, comment, connection, issue, issueEvent, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperationNames, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

function issuePage(fields: Record<string, unknown>, timeline: Array<{ number: number }>) {
  return {
    Query: () => ({ viewer: ada }),
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(2, fields),
    IssueTimelineConnection: () => connection(timeline),
  };
}

test('an issue closed from the list loads afresh when its page is shown again, with the close in its timeline', async () => {
  const { environment, router } = renderApp('/projects/web/issues/2');
  await resolveOperation(environment, 'IssuePageQuery', issuePage({}, [comment(1, 'Seen here too.')]));
  expect(await screen.findByRole('article', { name: 'Comment by Grace Hopper' })).toBeTruthy();

  await act(() => router.navigate('/projects/web'));
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => ({ ...webProject, savedViews: [] }),
    IssueConnection: (context: MockResolverContext) =>
      context.alias === 'openIssues' || context.alias === 'closedIssues' ? { totalCount: 2 } : connection([issue(3), issue(2)]),
  });
  const list = await screen.findByRole('list', { name: 'Open issues' });
  fireEvent.click(within(list).getByRole('checkbox', { name: 'Select #2 Issue number 2' }));
  // The bulk actions' code loads once something is selected.
  const toolbar = await screen.findByRole('toolbar', { name: 'Actions for 1 selected issue' });
  fireEvent.click(within(toolbar).getByRole('button', { name: 'Close…' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as completed' }));
  await resolveOperation(environment, 'useCloseIssuesMutation', {
    IssuesPayload: () => ({ errors: [], issues: [{ id: 'issue-2', state: 'CLOSED', stateReason: 'COMPLETED' }], unchangedIssues: [] }),
  });
  // Nothing is fetched for a timeline that is not on screen.
  expect(pendingOperationNames(environment)).not.toContain('IssueTimelinePaginationQuery');

  await act(() => router.navigate('/projects/web/issues/2'));
  // The page held in the store is stale: it is asked for again rather than shown without the close.
  await resolveOperation(
    environment,
    'IssuePageQuery',
    issuePage({ state: 'CLOSED', stateReason: 'COMPLETED' }, [comment(1, 'Seen here too.'), issueEvent(2, 'CLOSED', { to: 'COMPLETED' })]),
  );
  const activity = await screen.findByRole('list', { name: 'Activity' });
  await waitFor(() => expect(within(activity).getByText(/closed this as completed/)).toBeTruthy());
});
