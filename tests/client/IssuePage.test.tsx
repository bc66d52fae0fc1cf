import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ada, comment, connection, grace, issue, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, pendingPageOperations, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const body = [
  '## Steps',
  '',
  'Saving a draft **crashes** the editor. See [the log](https://example.com/log).',
  '',
  '- [x] reproduced',
  '- [ ] fixed',
  '',
  '| Browser | Result |',
  '| --- | --- |',
  '| Firefox | crash |',
  '',
  '<script>alert(1)</script><b>not bold</b>',
].join('\n');

function issuePage({ timeline = [comment(1, 'Same here on *Chrome*.')], hasNextPage = false } = {}) {
  return {
    Query: () => ({ viewer: ada }),
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { title: 'Editor crashes on save', body, author: ada, assignees: [grace, ada] }),
    IssueTimelineConnection: () => connection(timeline, { hasNextPage, totalCount: timeline.length + (hasNextPage ? 1 : 0) }),
  };
}

test('shows the issue, its Markdown body, its comments, and sets the document title', async () => {
  const { environment } = renderApp('/projects/web/issues/12');
  const operation = await resolveOperation(environment, 'IssuePageQuery', issuePage());
  expect(operation.request.variables).toEqual({ slug: 'web', number: 12 });

  const title = await screen.findByRole('heading', { level: 1 });
  expect(title.textContent).toBe('Editor crashes on save #12');
  await waitFor(() => expect(document.title).toBe('#12 Editor crashes on save · Web · Triage'));
  expect(screen.getByText('Ada Lovelace', { selector: 'strong' })).toBeTruthy();
  expect(screen.getAllByText('Open').length).toBeGreaterThan(0);

  const description = screen.getByRole('region', { name: 'Description' });
  expect(within(description).getByRole('heading', { level: 2, name: 'Steps' })).toBeTruthy();
  expect(within(description).getByText('crashes').tagName).toBe('STRONG');
  const link = within(description).getByRole('link', { name: 'the log' });
  expect(link.getAttribute('href')).toBe('https://example.com/log');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(link.getAttribute('target')).toBe('_blank');
  // GitHub flavour: task lists and tables.
  expect(within(description).getAllByRole('checkbox')).toHaveLength(2);
  expect(within(description).getByRole('table')).toBeTruthy();
  // Raw HTML is not rendered: no script or <b> element, the markup shows as text.
  expect(description.querySelector('script, b')).toBeNull();
  expect(within(description).getByText(/<b>not bold<\/b>/)).toBeTruthy();

  const details = screen.getByRole('complementary', { name: 'Issue details' });
  expect(within(details).getByText('bug')).toBeTruthy();
  expect(within(details).getByRole('img', { name: 'Grace Hopper' })).toBeTruthy();
  expect(within(details).getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
  expect(within(details).getByText('Medium')).toBeTruthy();

  const activity = screen.getByRole('list', { name: 'Activity' });
  const first = within(activity).getByRole('article', { name: 'Comment by Grace Hopper' });
  expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Grace Hopper commented 2 days ago');
  expect(within(first).getByText('Chrome').tagName).toBe('EM');
});

test('"Load more" fetches the next page of the timeline and appends it', async () => {
  const { environment } = renderApp('/projects/web/issues/12');
  await resolveOperation(environment, 'IssuePageQuery', issuePage({ hasNextPage: true }));
  expect(await screen.findByText('1 more entry')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Load 1 more' }));

  const next = await pendingOperation(environment, 'IssueTimelinePaginationQuery');
  expect(next.request.variables).toEqual({ count: 50, cursor: 'cursor-1', id: 'issue-12' });
  await resolveOperation(environment, 'IssueTimelinePaginationQuery', {
    // The timeline asks for its issue's project (for reference links): the page's own, not a generated one.
    Issue: () => ({ id: 'issue-12', project: webProject }),
    IssueTimelineConnection: () => connection([comment(2, 'Fixed by #13.', { author: null })], { totalCount: 2 }),
  });

  expect(await screen.findByRole('article', { name: 'Comment by A deleted user' })).toBeTruthy();
  expect(screen.getAllByRole('article', { name: /^Comment by/ })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /^Load/ })).toBeNull();
});

test('an issue number that does not exist shows the not-found page', async () => {
  const { environment } = renderApp('/projects/web/issues/999');
  await resolveOperation(environment, 'IssuePageQuery', { Project: () => ({ ...webProject, issue: null }) });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
});

test('an address that is not an issue number is not found without asking the server', async () => {
  const { environment } = renderApp('/projects/web/issues/abc');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Not found · Triage'));
  expect(pendingPageOperations(environment)).toHaveLength(0);
});

test('a breadcrumb leads back to the projects and to the project issue list', async () => {
  const { environment, router } = renderApp('/projects/web/issues/12');
  await resolveOperation(environment, 'IssuePageQuery', issuePage());
  const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/');
  const project = within(trail).getByRole('link', { name: 'Web' });
  expect(project.getAttribute('href')).toBe('/projects/web');
  expect(within(trail).getByText('#12').closest('[aria-current="page"]')).not.toBeNull();
  fireEvent.click(project);
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web'));
});
