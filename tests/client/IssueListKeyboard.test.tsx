import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { NetworkError } from '../../src/client/relay/errors';
import { ada, connection, grace, issue, labels, webProject } from './support/fixtures';
import { findDialog } from './support/dialogs';
import { pendingOperation, pendingOperationNames, rejectOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';
import { findToast } from './support/toasts';

async function openList(listed = [issue(3), issue(2), issue(1, { viewerCanUpdate: false })]) {
  const app = renderApp('/projects/web');
  await resolveOperation(app.environment, 'ProjectIssuesPageQuery', {
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace], savedViews: [] }),
    IssueConnection: (context: MockResolverContext) =>
      context.alias === 'openIssues' || context.alias === 'closedIssues' ? { totalCount: 3 } : connection(listed),
  });
  const list = await screen.findByRole('list', { name: 'Open issues' });
  return { ...app, list };
}

/** Presses `key` where the focus is, as a user would. */
function press(key: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key });
}

function rowsOf(list: HTMLElement): HTMLElement[] {
  return Array.from(list.children) as HTMLElement[];
}

function current(list: HTMLElement): number {
  return rowsOf(list).findIndex((row) => row.getAttribute('aria-current') === 'true');
}

test('j and k move through the rows (the focus follows), x selects, Enter opens', async () => {
  const { list, router } = await openList();
  expect(current(list)).toBe(-1);
  press('j');
  expect(current(list)).toBe(0);
  expect(document.activeElement?.textContent).toBe('Issue number 3');
  press('j');
  press('j');
  press('j');
  // Stops at the last row.
  expect(current(list)).toBe(2);
  press('k');
  expect(current(list)).toBe(1);

  press('x');
  const checkbox = within(rowsOf(list)[1]!).getByRole<HTMLInputElement>('checkbox', { name: 'Select #2 Issue number 2' });
  expect(checkbox.checked).toBe(true);
  // The bulk actions' code loads on the first selection.
  expect(await screen.findByRole('toolbar', { name: 'Actions for 1 selected issue' })).toBeTruthy();
  press('x');
  expect(checkbox.checked).toBe(false);
  // Issues the viewer may not change have no checkbox, and x leaves them alone.
  press('j');
  press('x');
  expect(within(rowsOf(list)[2]!).queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('toolbar')).toBeNull();

  press('k');
  press('Enter');
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web/issues/2'));
});

test('shortcuts do nothing while typing in the search box; / focuses it', async () => {
  const { list } = await openList();
  press('/');
  const box = screen.getByRole('combobox', { name: 'Search issues' });
  expect(document.activeElement).toBe(box);
  press('j');
  press('x');
  expect(current(list)).toBe(-1);
});

test('? opens the list of shortcuts; c opens the new-issue page', async () => {
  const { router } = await openList();
  press('?');
  const dialog = await findDialog('Keyboard shortcuts');
  expect(dialog.textContent).toContain('Move to the next issue');
  expect(dialog.textContent).toContain('Select or unselect the current issue');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

  press('c');
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web/issues/new'));
});

test('bulk Close sends every selected id at once, shows them closed, and undoes it with a message on failure', async () => {
  const { environment, list } = await openList();
  fireEvent.click(within(rowsOf(list)[0]!).getByRole('checkbox'));
  fireEvent.click(within(rowsOf(list)[1]!).getByRole('checkbox'));
  // The actions' bar is loaded when first needed (React.lazy): found, not got, so that the test stands alone.
  const toolbar = await screen.findByRole('toolbar', { name: 'Actions for 2 selected issues' });
  fireEvent.click(within(toolbar).getByRole('button', { name: 'Close…' }));
  // The reasons are those of the issue page's Close.
  await screen.findByRole('menuitem', { name: 'Close as completed' });
  const reasons = screen.getAllByRole('menuitem');
  expect(reasons.map((item) => item.textContent)).toEqual(['Close as completed', 'Close as not planned', 'Close as duplicate']);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Close as not planned' }));

  const mutation = await pendingOperation(environment, 'useCloseIssuesMutation');
  expect(mutation.request.variables).toEqual({ input: { issueIds: ['issue-3', 'issue-2'], reason: 'NOT_PLANNED' } });
  await waitFor(() => expect(within(rowsOf(list)[0]!).getByText('Closed')).toBeTruthy());
  expect(within(rowsOf(list)[1]!).getByText('Closed')).toBeTruthy();
  expect(within(rowsOf(list)[2]!).getByText('Open')).toBeTruthy();

  await rejectOperation(environment, 'useCloseIssuesMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  const toast = await findToast("Couldn't close 2 issues");
  expect(toast.textContent).toContain("Can't reach the server");
  expect(within(rowsOf(list)[0]!).getByText('Open')).toBeTruthy();
  expect(within(rowsOf(list)[1]!).getByText('Open')).toBeTruthy();
});

test('after a bulk Close, the Open / Closed counts of the search on screen are asked for again and follow', async () => {
  const { environment, list } = await openList();
  expect(screen.getByRole('tab', { name: 'Open 3' })).toBeTruthy();
  fireEvent.click(within(rowsOf(list)[0]!).getByRole('checkbox'));
  fireEvent.click(within(await screen.findByRole('toolbar')).getByRole('button', { name: 'Close…' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as completed' }));
  expect(pendingOperationNames(environment)).not.toContain('refreshIssueStateCountsQuery');

  await resolveOperation(environment, 'useCloseIssuesMutation', {
    IssuesPayload: () => ({ errors: [], issues: [{ id: 'issue-3', state: 'CLOSED', stateReason: 'COMPLETED' }] }),
  });
  const refresh = await pendingOperation(environment, 'refreshIssueStateCountsQuery');
  expect(refresh.request.variables).toEqual({ slug: 'web', openQuery: 'is:open', closedQuery: 'is:closed' });
  await resolveOperation(environment, 'refreshIssueStateCountsQuery', {
    Project: () => ({ ...webProject }),
    IssueConnection: (context: MockResolverContext) => ({ totalCount: context.alias === 'openIssues' ? 2 : 1 }),
  });
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Open 2' })).toBeTruthy());
  expect(screen.getByRole('tab', { name: 'Closed 1' })).toBeTruthy();
});

test('"Select all" selects every issue the viewer may change; Label… adds a label to all of them, and takes it off all', async () => {
  const { environment, list } = await openList();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  const toolbar = await screen.findByRole('toolbar', { name: 'Actions for 2 selected issues' });
  fireEvent.click(within(toolbar).getByRole('button', { name: 'Label…' }));
  const docs = () => screen.findByRole('menuitemcheckbox', { name: /^docs/ });
  expect((await docs()).getAttribute('aria-checked')).toBe('false');
  fireEvent.click(await docs());

  const mutation = await pendingOperation(environment, 'useAddLabelsToIssuesMutation');
  expect(mutation.request.variables).toEqual({ input: { issueIds: ['issue-3', 'issue-2'], labelIds: ['label-docs'] } });
  await waitFor(() => expect(within(rowsOf(list)[0]!).getByText('docs')).toBeTruthy());
  expect(within(rowsOf(list)[1]!).getByText('docs')).toBeTruthy();
  // Every ticked issue has it now: ticked in the menu, and choosing it again removes it from all of them.
  await waitFor(async () => expect((await docs()).getAttribute('aria-checked')).toBe('true'));
  fireEvent.click(await docs());
  const removal = await pendingOperation(environment, 'useRemoveLabelsFromIssuesMutation');
  expect(removal.request.variables).toEqual({ input: { issueIds: ['issue-3', 'issue-2'], labelIds: ['label-docs'] } });
  press('Escape');

  fireEvent.click(within(toolbar).getByRole('button', { name: 'Assign…' }));
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Ada Lovelace/ }));
  const assign = await pendingOperation(environment, 'useAddAssigneesToIssuesMutation');
  expect(assign.request.variables).toEqual({ input: { issueIds: ['issue-3', 'issue-2'], userIds: ['user-ada'] } });

  // The menu stays open for more ticks: Escape closes it, and Escape again clears the selection.
  press('Escape');
  press('Escape');
  expect(screen.queryByRole('toolbar')).toBeNull();
});
