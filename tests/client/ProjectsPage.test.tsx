import { screen, waitFor, within } from '@testing-library/react';
import { connection } from './support/fixtures';
import { resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

test('lists the projects with their descriptions and links to their issues', async () => {
  const { environment } = renderApp('/');
  const projects = [
    { id: 'p-api', number: 1, slug: 'api', name: 'API', description: 'The GraphQL server' },
    { id: 'p-web', number: 2, slug: 'web', name: 'Web', description: 'The browser client' },
  ];
  await resolveOperation(environment, 'ProjectsPageQuery', { ProjectConnection: () => connection(projects) });

  const list = await screen.findByRole('list', { name: 'Projects' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: 'API' }).getAttribute('href')).toBe('/projects/api');
  expect(within(items[1]!).getByText('The browser client')).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Projects · Triage'));
});
