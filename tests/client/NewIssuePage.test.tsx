import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NetworkError } from '../../src/client/relay/errors';
import { ada, connection, grace, issue, labels, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, pendingPageOperations, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

async function openForm() {
  const app = renderApp('/projects/web/issues/new');
  // The viewer is the one the header shows (the page asks for its id: whose drafts the form keeps).
  await resolveOperation(app.environment, 'NewIssuePageQuery', {
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    User: () => ada,
  });
  await screen.findByRole('heading', { level: 1, name: 'New issue' });
  return app;
}

function fill(title: string, body: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: title } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: body } });
}

test('the page title names the project', async () => {
  await openForm();
  await waitFor(() => expect(document.title).toBe('New issue · Web · Triage'));
});

test('submits createIssue with the input', async () => {
  const { environment } = await openForm();
  fill('Editor crashes on save', 'Steps: **save**.');
  fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));

  const mutation = await pendingOperation(environment, 'useCreateIssueMutation');
  expect(mutation.request.variables).toEqual({
    input: {
      projectId: 'project-web',
      title: 'Editor crashes on save',
      body: 'Steps: **save**.',
      labelIds: [],
      assigneeIds: [],
      priority: 'NONE',
      files: [],
    },
  });
  // One request at a time: the button is disabled while it is in flight.
  expect(screen.getByRole('button', { name: 'Creating…' })).toHaveProperty('disabled', true);
});

test('shows a server UserError beside the field it concerns', async () => {
  // With nothing created, issueEdge is null, and Relay warns (in development) that @prependEdge had no edge.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { environment } = await openForm();
  fill('x'.repeat(300), '');
  fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
  await resolveOperation(environment, 'useCreateIssueMutation', {
    CreateIssuePayload: () => ({
      issue: null,
      issueEdge: null,
      errors: [{ field: ['title'], message: 'The title is longer than 256 characters.', code: 'TOO_LONG' }],
    }),
  });

  const title = screen.getByRole('textbox', { name: /Title/ });
  const message = await screen.findByText('The title is longer than 256 characters.');
  expect(title.getAttribute('aria-invalid')).toBe('true');
  expect(title.getAttribute('aria-describedby')).toContain(message.id);
  expect(document.activeElement).toBe(title);
  expect(screen.getByRole('button', { name: 'Create issue' })).toHaveProperty('disabled', false);

  // The message was about the title as sent: editing the title takes it away (issue 15).
  fireEvent.change(title, { target: { value: 'A shorter title' } });
  expect(screen.queryByText('The title is longer than 256 characters.')).toBeNull();
  expect(title.getAttribute('aria-invalid')).not.toBe('true');
});

test('a blank title is refused before anything is sent', async () => {
  const { environment } = await openForm();
  fill('   ', 'body');
  fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
  expect(await screen.findByText('Give the issue a title.')).toBeTruthy();
  expect(pendingPageOperations(environment)).toHaveLength(0);
});

test('goes to the new issue page once it is created', async () => {
  const { environment, router } = await openForm();
  fill('Editor crashes on save', '');
  fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
  await resolveOperation(environment, 'useCreateIssueMutation', {
    CreateIssuePayload: () => ({ errors: [] }),
    Issue: () => ({ id: 'issue-201', number: 201, title: 'Editor crashes on save', state: 'OPEN' }),
    Project: () => webProject,
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web/issues/201'));
  const next = await pendingOperation(environment, 'IssuePageQuery');
  expect(next.request.variables).toEqual({ slug: 'web', number: 201 });
});

test('a network failure is reported in a message bar and the form can be sent again', async () => {
  const { environment } = await openForm();
  fill('Editor crashes on save', '');
  fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
  const mutation = await pendingOperation(environment, 'useCreateIssueMutation');
  await act(async () => {
    environment.mock.reject(mutation, new NetworkError('offline', "Can't reach the server.", { retryable: true }));
  });
  expect(await screen.findByText("Can't reach the server")).toBeTruthy();
  expect(screen.getByText(/The issue was not created/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Create issue' })).toHaveProperty('disabled', false);
});

test("the project's list loaded before loads afresh when shown again, with the new issue where the server puts it", async () => {
  const { environment, router } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(2), issue(1)]),
  });
  fireEvent.click(await screen.findByRole('link', { name: 'New issue' }));
  // The form also needs the project's labels and people and the upload policy, which the list did not load.
  await resolveOperation(environment, 'NewIssuePageQuery', {
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    User: () => ada,
  });
  await screen.findByRole('heading', { level: 1, name: 'New issue' });

  fill('Issue number 3', '');
  fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
  await resolveOperation(environment, 'useCreateIssueMutation', {
    CreateIssuePayload: () => ({ errors: [] }),
    Issue: () => issue(3),
    Project: () => webProject,
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web/issues/3'));

  // The list in the store no longer says what the project holds: it is asked for again, not shown as it was.
  await act(() => router.navigate('/projects/web'));
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(3), issue(2), issue(1)]),
  });
  const list = await screen.findByRole('list', { name: 'Open issues' });
  // Each row's title links to its issue (its label chips link to the filtered list).
  const titles = within(list)
    .getAllByRole('link')
    .filter((link) => /\/issues\/\d+$/.test(link.getAttribute('href') ?? ''))
    .map((link) => link.textContent);
  expect(titles).toEqual(['Issue number 3', 'Issue number 2', 'Issue number 1']);
});

test('the title field has the focus on arrival, and a breadcrumb leads back to the project', async () => {
  await openForm();
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Title/ }));
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Web' }).getAttribute('href')).toBe('/projects/web');
  expect(within(trail).getByText('New issue').closest('[aria-current="page"]')).not.toBeNull();
});

describe('what the issue starts with', () => {
  const project = { ...webProject, labels: [labels.bug, labels.docs], assignableUsers: [ada, grace] };

  async function openRichForm() {
    const app = renderApp('/projects/web/issues/new');
    await resolveOperation(app.environment, 'NewIssuePageQuery', {
      Project: () => project,
      UploadPolicy: () => uploadPolicy,
      // The viewer is the header's; the project's people are its own.
      User: (context) => (context.path?.[0] === 'viewer' ? ada : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'New issue' });
    return app;
  }

  async function tick(menuButton: string, item: string, role: 'menuitemcheckbox' | 'menuitemradio' = 'menuitemcheckbox') {
    fireEvent.click(screen.getByRole('button', { name: menuButton }));
    fireEvent.click(await screen.findByRole(role, { name: new RegExp(item) }));
    // A checkbox menu stays open for more ticks (Escape closes it); a radio menu closes on the choice.
    const menu = screen.queryByRole('menu');
    if (menu) fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  }

  test('labels, assignees and a priority chosen in their menus are shown and sent with the issue', async () => {
    const { environment } = await openRichForm();
    await tick('Choose labels', 'docs');
    await tick('Choose assignees', 'Grace Hopper');
    await tick('Choose priority', 'High', 'menuitemradio');
    expect(within(screen.getByRole('list', { name: 'Labels chosen' })).getByText('docs')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Assignees chosen' })).getByText('Grace Hopper')).toBeTruthy();

    fill('Docs are out of date', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
    const mutation = await pendingOperation(environment, 'useCreateIssueMutation');
    expect(mutation.request.variables.input).toMatchObject({ labelIds: ['label-docs'], assigneeIds: ['user-grace'], priority: 'HIGH' });
  });

  test('a refused label is shown beside the labels, and nothing else is lost', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = await openRichForm();
    await tick('Choose labels', 'bug');
    fill('Kept title', 'Kept text');
    fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
    await resolveOperation(environment, 'useCreateIssueMutation', {
      CreateIssuePayload: () => ({
        issue: null,
        errors: [{ field: ['labelIds'], message: "One or more labels are not this project's.", code: 'NOT_FOUND' }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe("One or more labels are not this project's.");
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveProperty('value', 'Kept title');
    expect(within(screen.getByRole('list', { name: 'Labels chosen' })).getByText('bug')).toBeTruthy();
  });

  test('"Create more" stays on the form: the text goes, the labels stay, and a message links to the issue opened', async () => {
    const { environment, router } = await openRichForm();
    await tick('Choose labels', 'bug');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create more' }));
    fill('First of a batch', 'Details');
    fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
    await resolveOperation(environment, 'useCreateIssueMutation', {
      CreateIssuePayload: () => ({ errors: [] }),
      Issue: () => issue(7),
      Project: () => webProject,
    });
    const link = await screen.findByRole('link', { name: '#7 First of a batch' });
    expect(link.getAttribute('href')).toBe('/projects/web/issues/7');
    expect(router.state.location.pathname).toBe('/projects/web/issues/new');
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveProperty('value', '');
    expect(document.activeElement).toBe(title);
    expect(within(screen.getByRole('list', { name: 'Labels chosen' })).getByText('bug')).toBeTruthy();
  });
});
