import { act, screen, within } from '@testing-library/react';
import { ada, connection, issue, uploadPolicy, webProject } from './support/fixtures';
import { resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const readOnly = { ...webProject, viewerCanCreateIssue: false };

test('"New issue" is hidden when the viewer cannot open issues in the project', async () => {
  const { environment } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => readOnly,
    IssueConnection: () => connection([issue(1)]),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Web' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Issue number 1' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'New issue' })).toBeNull();
});

test('"New issue" is there when the viewer can open issues', async () => {
  const { environment } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', { Project: () => webProject });
  expect((await screen.findByRole('link', { name: 'New issue' })).getAttribute('href')).toBe('/projects/web/issues/new');
});

test('the new-issue page says so, without the form, when the viewer cannot open issues', async () => {
  const { environment } = renderApp('/projects/web/issues/new');
  await resolveOperation(environment, 'NewIssuePageQuery', { Project: () => readOnly, UploadPolicy: () => uploadPolicy, User: () => ada });
  expect(await screen.findByRole('heading', { level: 1, name: "You can't open issues in this project" })).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'New issue' })).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to Web' }).getAttribute('href')).toBe('/projects/web');
});

test('a private project is marked "Private" on the projects list and on its page', async () => {
  const { environment, router } = renderApp('/');
  const projects = [
    { id: 'p-api', number: 1, slug: 'api', name: 'API', description: 'The server', visibility: 'PUBLIC' },
    { id: 'p-sec', number: 2, slug: 'security', name: 'Security', description: 'Reports', visibility: 'PRIVATE' },
  ];
  await resolveOperation(environment, 'ProjectsPageQuery', { ProjectConnection: () => connection(projects) });
  const items = within(await screen.findByRole('list', { name: 'Projects' })).getAllByRole('listitem');
  expect(within(items[0]!).queryByText('Private')).toBeNull();
  expect(within(items[1]!).getByText('Private')).toBeTruthy();

  await act(() => router.navigate('/projects/security'));
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => ({ ...webProject, id: 'p-sec', slug: 'security', name: 'Security', visibility: 'PRIVATE' }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Security' });
  expect(screen.getByText('Private')).toBeTruthy();
});
