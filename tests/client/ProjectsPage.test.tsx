import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { connection } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

test('lists the projects with their descriptions and links to their issues', async () => {
  const { environment } = renderApp('/');
  const projects = [
    { id: 'p-api', number: 1, slug: 'api', name: 'API', description: 'The GraphQL server', archivedAt: null },
    { id: 'p-web', number: 2, slug: 'web', name: 'Web', description: 'The browser client', archivedAt: null },
  ];
  await resolveOperation(environment, 'ProjectsPageQuery', { ProjectConnection: () => connection(projects) });

  const list = await screen.findByRole('list', { name: 'Projects' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: 'API' }).getAttribute('href')).toBe('/projects/api');
  expect(within(items[1]!).getByText('The browser client')).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Projects · Triage'));
});

test('"Show archived projects" puts ?archived=1 in the address, which asks for archived projects too and marks them', async () => {
  const { environment, router } = renderApp('/');
  const active = { id: 'p-web', number: 1, slug: 'web', name: 'Web', description: '', visibility: 'PUBLIC', archivedAt: null };
  const first = await pendingOperation(environment, 'ProjectsPageQuery');
  expect(first.request.variables.includeArchived).toBe(false);
  await resolveOperation(environment, 'ProjectsPageQuery', { ProjectConnection: () => connection([active]) });
  const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Show archived projects' });
  expect(toggle.checked).toBe(false);
  expect(screen.queryByText('Archived')).toBeNull();

  fireEvent.click(toggle);
  const second = await pendingOperation(environment, 'ProjectsPageQuery');
  expect(second.request.variables.includeArchived).toBe(true);
  expect(router.state.location.search).toBe('?archived=1');
  const archived = {
    id: 'p-old',
    number: 2,
    slug: 'old',
    name: 'Old site',
    description: '',
    visibility: 'PUBLIC',
    archivedAt: '2026-11-01T10:00:00.000Z',
  };
  const projects = [active, archived];
  await resolveOperation(environment, 'ProjectsPageQuery', { ProjectConnection: () => connection(projects) });
  const items = await waitFor(() => {
    const found = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem');
    expect(found).toHaveLength(2);
    return found;
  });
  expect(within(items[1]!).getByText('Archived')).toBeTruthy();
  expect(within(items[0]!).queryByText('Archived')).toBeNull();
  expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Show archived projects' }).checked).toBe(true);
});

test('when every project is archived, the list says so and links to them', async () => {
  const { environment, router } = renderApp('/');
  await resolveOperation(environment, 'ProjectsPageQuery', {
    ProjectConnection: (context) => (context.alias === 'everyProject' ? { totalCount: 2, edges: [] } : connection([])),
  });
  const link = await screen.findByRole('link', { name: 'Show the archived projects' });
  expect(screen.getByText(/Every project is archived\./)).toBeTruthy();
  expect(screen.queryByText('There are no projects yet.')).toBeNull();
  fireEvent.click(link);
  await waitFor(() => expect(router.state.location.search).toBe('?archived=1'));
});

test('with no project at all, the list says there are none yet', async () => {
  const { environment } = renderApp('/');
  await resolveOperation(environment, 'ProjectsPageQuery', {
    ProjectConnection: (context) => (context.alias === 'everyProject' ? { totalCount: 0, edges: [] } : connection([])),
  });
  expect(await screen.findByText('There are no projects yet.')).toBeTruthy();
});
