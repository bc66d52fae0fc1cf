import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { connection, issue, labels, webProject } from './support/fixtures';
import { dialogButton, findDialog } from './support/dialogs';
import { pendingOperation, pendingOperationNames, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const admin = { ...webProject, viewerCanAdminister: true };

/** A label as the page's query answers it; the count of open issues is the mock generator's when left out. */
type LabelFields = (typeof labels)['bug'] & { openIssueCount?: number };

async function openLabels(project = admin, projectLabels: readonly LabelFields[] = [labels.bug, labels.docs]) {
  const app = renderApp('/projects/web/labels');
  const operation = await resolveOperation(app.environment, 'LabelsPageQuery', { Project: () => ({ ...project, labels: projectLabels }) });
  expect(operation.request.variables).toEqual({ slug: 'web' });
  await screen.findByRole('heading', { level: 1, name: 'Labels' });
  return app;
}

test('everyone sees the labels; only admins get New label, Edit and Delete', async () => {
  await openLabels({ ...webProject, viewerCanAdminister: false }, [
    { ...labels.bug, openIssueCount: 3 },
    { ...labels.docs, openIssueCount: 0 },
  ]);
  await waitFor(() => expect(document.title).toBe('Labels · Web · Triage'));
  const list = screen.getByRole('list', { name: 'Labels' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['bugSomething is broken3 open issues with the label bug', 'docsNo open issues']);
  expect(screen.getByText('Only admins can change labels.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'New label' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Edit label/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Delete label/ })).toBeNull();
  expect(screen.getByRole('link', { name: '← Web' }).getAttribute('href')).toBe('/projects/web');
});

test("each label's open issues link to the project's open issues with that label; none is plain text", async () => {
  await openLabels(admin, [
    { ...labels.bug, openIssueCount: 1 },
    { ...labels.docs, openIssueCount: 0 },
    { id: 'label-help', name: 'help wanted', color: '008672', description: '', openIssueCount: 12 },
  ]);
  const bug = screen.getByRole('link', { name: '1 open issue with the label bug' });
  expect(bug.getAttribute('href')).toBe('/projects/web?q=is:open+label:bug');
  const help = screen.getByRole('link', { name: '12 open issues with the label help wanted' });
  expect(help.getAttribute('href')).toBe('/projects/web?q=is:open+label:%22help+wanted%22');
  expect(screen.queryByRole('link', { name: /with the label docs/ })).toBeNull();
  expect(screen.getByText('No open issues')).toBeTruthy();
});

test("creating a label sends createLabel; the server's errors show beside the fields", async () => {
  const { environment } = await openLabels();
  fireEvent.click(screen.getByRole('button', { name: 'New label' }));
  const form = screen.getByRole('form', { name: 'New label' });
  const name = within(form).getByRole('textbox', { name: /Name/ });
  const colour = within(form).getByRole('textbox', { name: /Colour/ });
  // A random colour to start with.
  expect((colour as HTMLInputElement).value).toMatch(/^[0-9a-f]{6}$/);

  // The client refuses what it can tell is wrong, beside the field.
  fireEvent.change(colour, { target: { value: 'red' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create label' }));
  expect(within(form).getByText('Give the label a name.')).toBeTruthy();
  expect(within(form).getByText('Use six hexadecimal digits, like d73a4a.')).toBeTruthy();
  expect(pendingOperationNames(environment)).not.toContain('useCreateLabelMutation');

  fireEvent.change(name, { target: { value: 'Bug ' } });
  fireEvent.change(colour, { target: { value: '#B60205' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), { target: { value: 'Broken things' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create label' }));
  const mutation = await pendingOperation(environment, 'useCreateLabelMutation');
  expect(mutation.request.variables).toEqual({
    input: { projectId: 'project-web', name: 'Bug', color: 'b60205', description: 'Broken things' },
  });
  await resolveOperation(environment, 'useCreateLabelMutation', {
    LabelPayload: () => ({
      label: null,
      project: null,
      errors: [{ field: ['name'], message: 'A label named “bug” already exists in this project.', code: 'TAKEN' }],
    }),
  });
  expect(await within(form).findByText('A label named “bug” already exists in this project.')).toBeTruthy();
  // What was typed stays.
  expect((name as HTMLInputElement).value).toBe('Bug ');

  // The message was about the name as sent: editing the name takes it away (issue 15).
  fireEvent.change(name, { target: { value: 'regression' } });
  expect(within(form).queryByText('A label named “bug” already exists in this project.')).toBeNull();
  fireEvent.click(within(form).getByRole('button', { name: 'Create label' }));
  await resolveOperation(environment, 'useCreateLabelMutation', {
    LabelPayload: () => ({ errors: [], label: { id: 'label-regression' } }),
    Project: () => ({
      ...admin,
      labels: [labels.bug, labels.docs, { id: 'label-regression', name: 'regression', color: 'b60205', description: 'Broken things' }],
    }),
  });
  await waitFor(() => expect(screen.queryByRole('form', { name: 'New label' })).toBeNull());
  const list = screen.getByRole('list', { name: 'Labels' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(within(list).getByText('regression')).toBeTruthy();
  expect(screen.getByText('3 labels')).toBeTruthy();
});

test('editing a label sends updateLabel with the new values; errors show beside the fields', async () => {
  const { environment } = await openLabels();
  fireEvent.click(screen.getByRole('button', { name: 'Edit label docs' }));
  const form = screen.getByRole('form', { name: 'Edit label docs' });
  expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /Name/ }).value).toBe('docs');
  fireEvent.change(within(form).getByRole('textbox', { name: /Name/ }), { target: { value: 'documentation' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  const mutation = await pendingOperation(environment, 'useUpdateLabelMutation');
  expect(mutation.request.variables).toEqual({
    input: { labelId: 'label-docs', name: 'documentation', color: '0075ca', description: '' },
  });
  await resolveOperation(environment, 'useUpdateLabelMutation', {
    LabelPayload: () => ({ label: null, project: null, errors: [{ field: ['color'], message: 'That is not a colour.', code: 'INVALID' }] }),
  });
  expect(await within(form).findByText('That is not a colour.')).toBeTruthy();
  // A message stays while other fields change, and goes when its own field is edited (issue 15).
  fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), { target: { value: 'Guides' } });
  expect(within(form).getByText('That is not a colour.')).toBeTruthy();
  fireEvent.change(within(form).getByRole('textbox', { name: /Colour/ }), { target: { value: '0075cb' } });
  expect(within(form).queryByText('That is not a colour.')).toBeNull();

  fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  await resolveOperation(environment, 'useUpdateLabelMutation', {
    LabelPayload: () => ({ errors: [], label: { ...labels.docs, name: 'documentation' } }),
    Project: () => ({ ...admin, labels: [labels.bug, { ...labels.docs, name: 'documentation' }] }),
  });
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit label docs' })).toBeNull());
  expect(within(screen.getByRole('list', { name: 'Labels' })).getByText('documentation')).toBeTruthy();
});

test('deleting a label asks first, then removes it from the list at once', async () => {
  const { environment } = await openLabels();
  fireEvent.click(screen.getByRole('button', { name: 'Delete label bug' }));
  const dialog = await findDialog('Delete the label “bug”?');
  expect(dialog.textContent).toContain('taken off every issue');
  expect(pendingOperationNames(environment)).not.toContain('useDeleteLabelMutation');
  fireEvent.click(dialogButton(dialog, 'Delete label'));

  const mutation = await pendingOperation(environment, 'useDeleteLabelMutation');
  expect(mutation.request.variables).toEqual({ input: { labelId: 'label-bug' } });
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Labels' })).getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByText('1 label')).toBeTruthy();
});

test('once deleted, the label leaves the issues already loaded: back on the list, without asking again, the row shows the others', async () => {
  const app = renderApp('/projects/web');
  await resolveOperation(app.environment, 'ProjectIssuesPageQuery', {
    Project: () => ({ ...admin, labels: [labels.bug, labels.docs], savedViews: [] }),
    IssueConnection: (context: MockResolverContext) =>
      context.alias === 'openIssues' || context.alias === 'closedIssues'
        ? { totalCount: 1 }
        : connection([issue(3, { labels: [labels.bug, labels.docs] })]),
  });
  const labelsOfRow = async () =>
    within(await screen.findByRole('list', { name: 'Open issues' }))
      .getAllByRole('list', { name: 'Labels' })
      .map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      );
  expect(await labelsOfRow()).toEqual([['bug', 'docs']]);

  await act(async () => {
    await app.router.navigate('/projects/web/labels');
  });
  await resolveOperation(app.environment, 'LabelsPageQuery', { Project: () => ({ ...admin, labels: [labels.bug, labels.docs] }) });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete label bug' }));
  fireEvent.click(dialogButton(await findDialog('Delete the label “bug”?'), 'Delete label'));
  await resolveOperation(app.environment, 'useDeleteLabelMutation', {
    DeleteLabelPayload: () => ({ deletedLabelId: 'label-bug', errors: [], project: { ...admin, labels: [labels.docs] } }),
  });

  await act(async () => {
    await app.router.navigate(-1);
  });
  expect(await labelsOfRow()).toEqual([['docs']]);
  expect(pendingOperationNames(app.environment)).not.toContain('ProjectIssuesPageQuery');
});
