// The type-ahead filter of the label and assignee menus (issue 22, item 7): the same menus on the issue page
// and in the new-issue form (labels/LabelsMenu, users/AssigneesMenu over ui/FilteredChecklistMenu).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ada, connection, grace, issue, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

// The issue page loads these menus on first use (ui/DeferredMenu.tsx). Their modules are imported here first, so
// that the first test does not spend its time limit on Jest transforming Fluent's menu code.
beforeAll(() => Promise.all([import('../../src/client/labels/LabelsMenu'), import('../../src/client/users/AssigneesMenu')]));

async function openIssue() {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { title: 'Editor crashes on save', labels: [labels.bug], assignees: [] }),
    IssueTimelineConnection: () => connection([]),
  });
  await screen.findByRole('heading', { level: 1 });
  const details = screen.getByRole('complementary', { name: 'Issue details' });
  return { ...app, details };
}

/** Opens a menu from its button; returns its filter box. */
async function openMenu(details: HTMLElement, button: string, filter: string): Promise<HTMLElement> {
  fireEvent.click(within(details).getByRole('button', { name: button }));
  const box = await screen.findByRole('textbox', { name: filter });
  return box;
}

const shown = () => screen.queryAllByRole('menuitemcheckbox').map((item) => item.textContent);
const announced = () => screen.getByRole('status', { hidden: true }).textContent;

test('the focus starts in the filter; typing narrows the labels (by name or description) and says how many are left', async () => {
  const { details } = await openIssue();
  const box = await openMenu(details, 'Edit labels', 'Filter labels');
  await waitFor(() => expect(document.activeElement).toBe(box));
  expect(shown()).toHaveLength(3);
  expect(announced()).toBe('');

  fireEvent.change(box, { target: { value: 'WO' } });
  expect(shown()).toEqual(['wontfixWill not be worked on']);
  expect(announced()).toBe('1 label');

  // "broken" is in bug's description, not its name.
  fireEvent.change(box, { target: { value: ' broken ' } });
  expect(shown()).toEqual(['bugSomething is broken']);
});

test('Enter ticks the first label left (and the menu stays open); on a ticked one it unticks it', async () => {
  const { environment, details } = await openIssue();
  const box = await openMenu(details, 'Edit labels', 'Filter labels');
  fireEvent.change(box, { target: { value: 'd' } });
  // docs and wontfix ("worked") fit; docs is first.
  expect(shown()).toEqual(['docs', 'wontfixWill not be worked on']);
  expect(announced()).toBe('2 labels');
  fireEvent.keyDown(box, { key: 'Enter' });
  const added = await pendingOperation(environment, 'useAddLabelsToIssuesMutation');
  expect(added.request.variables).toEqual({ input: { issueIds: ['issue-12'], labelIds: ['label-docs'] } });
  expect(screen.getByRole('textbox', { name: 'Filter labels' })).toBe(box);

  fireEvent.change(box, { target: { value: 'bug' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  const removed = await pendingOperation(environment, 'useRemoveLabelsFromIssuesMutation');
  expect(removed.request.variables).toEqual({ input: { issueIds: ['issue-12'], labelIds: ['label-bug'] } });
});

test('"No matches" when nothing fits, and Enter then does nothing; Escape closes and gives the focus back', async () => {
  const { environment, details } = await openIssue();
  const box = await openMenu(details, 'Edit labels', 'Filter labels');
  fireEvent.change(box, { target: { value: 'zzz' } });
  expect(shown()).toEqual([]);
  expect(screen.getByText('No matches', { selector: ':not([role="status"])' })).toBeTruthy();
  expect(announced()).toBe('No matches');
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain(
    'useAddLabelsToIssuesMutation',
  );

  fireEvent.keyDown(box, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Filter labels' })).toBeNull());
  expect(document.activeElement).toBe(within(details).getByRole('button', { name: 'Edit labels' }));
});

test('the arrow keys go from the filter into the list: Down to the first option left, Up from it back to the filter, Up from the filter to the last', async () => {
  const { details } = await openIssue();
  const box = await openMenu(details, 'Edit labels', 'Filter labels');
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(document.activeElement?.textContent).toBe('bugSomething is broken');
  // Up from the first option goes back to the filter, not round to the last option.
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(box);
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(document.activeElement?.textContent).toBe('wontfixWill not be worked on');
});

test('the assignee menu filters by name or login, and Enter assigns the first person left', async () => {
  const { environment, details } = await openIssue();
  const box = await openMenu(details, 'Edit assignees', 'Filter people');
  fireEvent.change(box, { target: { value: grace.login.slice(0, 3) } });
  expect(shown()).toEqual([expect.stringContaining(`${grace.name}@${grace.login}`)]);
  expect(announced()).toBe('1 person');
  fireEvent.keyDown(box, { key: 'Enter' });
  const mutation = await pendingOperation(environment, 'useAddAssigneesToIssuesMutation');
  expect(mutation.request.variables).toEqual({ input: { issueIds: ['issue-12'], userIds: ['user-grace'] } });
});

test('what was typed is gone when the menu opens again', async () => {
  const { details } = await openIssue();
  const box = await openMenu(details, 'Edit labels', 'Filter labels');
  fireEvent.change(box, { target: { value: 'docs' } });
  fireEvent.keyDown(box, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Filter labels' })).toBeNull());
  const again = await openMenu(details, 'Edit labels', 'Filter labels');
  expect(again).toHaveProperty('value', '');
  expect(shown()).toHaveLength(3);
});
