// The issue page's Relations section (relations/IssueRelations), its picker (relations/IssuePickerDialog) and the
// Close issue menu's "Close as duplicate of…": what each shows, and what each sends.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ada, connection, issue, labels, uploadPolicy, webProject } from './support/fixtures';
import { dialogButton, findDialog } from './support/dialogs';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const blocker = issue(3, { title: 'Database migration', state: 'OPEN' });
const related = issue(7, { title: 'Old crash report', state: 'CLOSED', stateReason: 'COMPLETED' });

async function openIssue(relations: readonly { type: string; issue: ReturnType<typeof issue> }[] = []) {
  const app = renderApp('/projects/web/issues/12', { viewer: ada });
  let next = 0;
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, labels: Object.values(labels), assignableUsers: [ada] }),
    UploadPolicy: () => uploadPolicy,
    // The page's issue, and in turn each related one (the generator asks in the order of the list).
    Issue: ({ path }) =>
      path?.includes('relations')
        ? (relations[next++]?.issue ?? issue(99))
        : issue(12, { title: 'Editor crashes on save', viewerCanUpdate: true, relations }),
    IssueTimelineConnection: () => connection([]),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function relationsSection(): HTMLElement {
  return screen.getByRole('region', { name: 'Relations' });
}

/** Opens a picker and answers its first search with `found`; returns the dialog. */
async function pick(environment: Parameters<typeof resolveOperation>[0], title: string, found: ReturnType<typeof issue>[], shown: number) {
  const dialog = await findDialog(title);
  await resolveOperation(environment, 'suggestReferencesIssuesQuery', {
    Project: () => ({ ...webProject, issues: connection(found) }),
  });
  await waitFor(() => expect(within(dialog).getAllByRole('radio', { hidden: true }).length).toBe(shown));
  return dialog;
}

test('the section lists each kind of relation, each issue a link with its title and state', async () => {
  await openIssue([
    { type: 'BLOCKED_BY', issue: blocker },
    { type: 'RELATES_TO', issue: related },
  ]);
  const section = relationsSection();
  const blockedBy = within(section).getByRole('list', { name: 'Blocked by' });
  const link = within(blockedBy).getByRole('link', { name: '#3 Database migration' });
  expect(link.getAttribute('href')).toBe('/projects/web/issues/3');
  expect(blockedBy.textContent).toContain('Open');
  const relatedList = within(section).getByRole('list', { name: 'Related' });
  expect(within(relatedList).getByRole('link').textContent).toBe('#7 Old crash report');
  expect(relatedList.textContent).toContain('Closed');
  expect(within(section).queryByRole('list', { name: 'Blocking' })).toBeNull();
  expect(within(section).getByRole('button', { name: 'Remove the relation to #3' })).toBeTruthy();
});

test('Add relation: the picker searches, and sends the chosen issue and type; a refusal stays in the dialog', async () => {
  const { environment } = await openIssue();
  expect(relationsSection().textContent).toContain('None yet');
  fireEvent.click(within(relationsSection()).getByRole('button', { name: 'Add relation' }));
  const dialog = await pick(environment, 'Add a relation', [issue(12), blocker, related], 2);
  // The issue itself is not offered.
  expect(
    within(dialog)
      .getAllByRole('radio', { hidden: true })
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['issue-3', 'issue-7']);
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Relation', hidden: true }), { target: { value: 'BLOCKS' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: /Database migration/, hidden: true }));
  fireEvent.click(dialogButton(dialog, 'Add relation'));

  const sent = await pendingOperation(environment, 'useAddIssueRelationMutation');
  expect(sent.request.variables).toEqual({ input: { issueId: 'issue-12', relatedIssueId: 'issue-3', type: 'BLOCKS' } });
  await resolveOperation(environment, 'useAddIssueRelationMutation', {
    IssueRelationPayload: () => ({
      issue: null,
      relatedIssue: null,
      errors: [
        { field: ['relatedIssueId'], code: 'INVALID', message: '#3 already blocks #12, so #12 cannot block #3: that would be a loop.' },
      ],
    }),
  });
  expect((await within(dialog).findByRole('alert', { hidden: true })).textContent).toContain('that would be a loop');

  fireEvent.click(dialogButton(dialog, 'Add relation'));
  await resolveOperation(environment, 'useAddIssueRelationMutation', {
    IssueRelationPayload: () => ({
      issue: issue(12, { viewerCanUpdate: true, relations: [{ type: 'BLOCKS', issue: blocker }] }),
      relatedIssue: blocker,
      errors: [],
    }),
  });
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  // Fluent exposes the page again a moment after the dialog goes (Tabster's deferred update, 250 ms); a page
  // left hidden for good (the dialog was the last Tabster user) fails here.
  await screen.findByRole('region', { name: 'Relations' });
  expect(within(within(relationsSection()).getByRole('list', { name: 'Blocking' })).getByRole('link').textContent).toBe(
    '#3 Database migration',
  );
});

test('Close as duplicate of… picks the original and closes with it in one mutation', async () => {
  const { environment } = await openIssue();
  // The header's Close issue (the comment box has one too).
  fireEvent.click(within(document.querySelector<HTMLElement>('article > header')!).getByRole('button', { name: 'Close issue' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Close as duplicate of…' }));
  const dialog = await pick(environment, 'Close as a duplicate of…', [blocker], 1);
  // No type to choose: it is a duplicate.
  expect(within(dialog).queryByRole('combobox', { hidden: true })).toBeNull();
  fireEvent.click(within(dialog).getByRole('radio', { name: /Database migration/, hidden: true }));
  fireEvent.click(dialogButton(dialog, 'Close as duplicate'));
  const sent = await pendingOperation(environment, 'useCloseAsDuplicateMutation');
  expect(sent.request.variables).toEqual({ input: { issueIds: ['issue-12'], reason: 'DUPLICATE', duplicateOfId: 'issue-3' } });
  await resolveOperation(environment, 'useCloseAsDuplicateMutation', {
    IssuesPayload: () => ({
      issues: [
        issue(12, {
          state: 'CLOSED',
          stateReason: 'DUPLICATE',
          viewerCanUpdate: true,
          relations: [{ type: 'DUPLICATE_OF', issue: blocker }],
        }),
      ],
      errors: [],
    }),
  });
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  // Fluent exposes the page again a moment after the dialog goes (Tabster's deferred update, 250 ms); a page
  // left hidden for good (the dialog was the last Tabster user) fails here.
  await screen.findByRole('region', { name: 'Relations' });
  expect(within(within(relationsSection()).getByRole('list', { name: 'Duplicate of' })).getByRole('link').textContent).toBe(
    '#3 Database migration',
  );
  expect(within(document.querySelector<HTMLElement>('article > header')!).getByRole('button', { name: 'Reopen issue' })).toBeTruthy();
});
