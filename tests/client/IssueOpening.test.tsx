import { fireEvent, screen, within } from '@testing-library/react';
import { createOperationDescriptor, type Variables } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import IssuePageQueryNode from '../../__generated__/IssuePageQuery.graphql';
import ProjectIssuesPageQueryNode from '../../__generated__/ProjectIssuesPageQuery.graphql';
import { issueListVariables } from '../../src/client/issueList/issueSearch';
import { ada, connection, issue, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { createAppMockEnvironment, renderApp } from './support/renderApp';

const apiProject = { ...webProject, id: 'project-api', slug: 'api', name: 'API' };

/** The list of `web` holding `listed`; each row's issue belongs to `rowProject`. */
function projectIssues(listed: ReturnType<typeof issue>[], rowProject = webProject) {
  return {
    Project: (context: MockResolverContext) => (context.path?.includes('edges') ? rowProject : webProject),
    IssueConnection: () => connection(listed),
  };
}

test('an issue opened from the list shows its title, number and state at once, then the rest once the server answers', async () => {
  const { environment } = renderApp('/projects/web');
  await resolveOperation(
    environment,
    'ProjectIssuesPageQuery',
    projectIssues([issue(2, { title: 'Editor crashes on save', state: 'CLOSED', stateReason: 'NOT_PLANNED' }), issue(1)]),
  );
  fireEvent.click(await screen.findByRole('link', { name: 'Editor crashes on save' }));

  // The page's query is sent and not answered yet: what the store had is on screen.
  await pendingOperation(environment, 'IssuePageQuery');
  const heading = await screen.findByRole('heading', { level: 1, name: /^Editor crashes on save/ });
  expect(heading.textContent).toBe('Editor crashes on save #2');
  expect(screen.getByText('Closed').closest('[title]')?.getAttribute('title')).toBe('Closed as not planned');
  expect(screen.getByLabelText('Loading the issue')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Description' })).toBeNull();

  await resolveOperation(environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    Issue: () =>
      issue(2, { title: 'Editor crashes on save (renamed)', body: 'Steps to reproduce', state: 'CLOSED', stateReason: 'NOT_PLANNED' }),
    IssueTimelineConnection: () => connection([]),
  });
  const description = await screen.findByRole('region', { name: 'Description' });
  expect(within(description).getByText('Steps to reproduce')).toBeTruthy();
  // The server's answer replaces what the list knew.
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editor crashes on save (renamed) #2');
  expect(screen.queryByLabelText('Loading the issue')).toBeNull();
});

test("the issue page takes from the store only the project's own issue of that number, never another project's", () => {
  // The store and its missing-field handlers alone: no app rendered, whose router would go on loading after the test.
  const environment = createAppMockEnvironment();
  const holding = (listed: ReturnType<typeof issue>[], rowProject = webProject) => {
    const variables: Variables = { slug: 'web', ...issueListVariables('is:open') };
    const operation = createOperationDescriptor(ProjectIssuesPageQueryNode, variables);
    environment.commitPayload(operation, MockPayloadGenerator.generate(operation, projectIssues(listed, rowProject)).data ?? {});
  };
  const issuePage = createOperationDescriptor(IssuePageQueryNode, { slug: 'web', number: 2 });
  const issueRead = () => {
    environment.check(issuePage);
    return (environment.lookup(issuePage.fragment).data as { project?: { issue?: { title: string } | null } }).project?.issue;
  };

  // The store holds api#2 under web's list (as a list of several projects would): not web#2.
  holding([issue(2, { id: 'issue-api-2', title: 'Of the API' })], apiProject);
  expect(issueRead()).toBeUndefined();

  holding([issue(2, { id: 'issue-web-2', title: 'Of the web app' })]);
  expect(issueRead()?.title).toBe('Of the web app');
});
