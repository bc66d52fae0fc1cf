import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createDOMRenderer } from '@fluentui/react-components';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { createEnvironmentHolder } from '../../src/client/relay/environment';
import { GraphQLRequestError, NetworkError } from '../../src/client/relay/errors';
import { createAppRouter } from '../../src/client/routes';
import { AppProviders } from '../../src/client/shell/AppProviders';
import { ada, webProject } from './support/fixtures';
import { rejectOperation, resolveOperation } from './support/relay';
import { currentEnvironment, renderApp } from './support/renderApp';

beforeEach(() => {
  // React Router logs each error its boundaries catch; the tests below cause them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

test('a network error says the server cannot be reached, inside the layout, and Retry loads the page again', async () => {
  const { environment } = renderApp('/projects/web');
  await rejectOperation(
    environment,
    'ProjectIssuesPageQuery',
    new NetworkError('http', 'The server answered with HTTP 502.', { status: 502, retryable: true }),
  );

  const main = screen.getByRole('main');
  const title = await within(main).findByRole('heading', { level: 1, name: "Can't reach the server" });
  expect(screen.getByRole('banner')).toBeTruthy();
  // The focus is on the error, so that keyboard and screen-reader users start there.
  await waitFor(() => expect(title.closest('section')?.contains(document.activeElement)).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

  await resolveOperation(environment, 'ProjectIssuesPageQuery', { Project: () => webProject });
  expect(await screen.findByRole('heading', { level: 1, name: 'Web' })).toBeTruthy();
  expect(screen.queryByText("Can't reach the server")).toBeNull();
});

test('a GraphQL request error shows its message, without Retry', async () => {
  const { environment } = renderApp('/');
  await rejectOperation(
    environment,
    'ProjectsPageQuery',
    new GraphQLRequestError([{ message: 'Cannot query field "x".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }], 400),
  );
  expect(await screen.findByText('The server refused the request')).toBeTruthy();
  expect(screen.getByText('Cannot query field "x".')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('an unknown address shows the not-found page', async () => {
  renderApp('/no/such/page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Not found · Triage'));
  expect(screen.getByRole('link', { name: 'Go to all projects' }).getAttribute('href')).toBe('/');
});

test("the header's own query failing leaves the frame and the page's error; Retry brings both back", async () => {
  // Nobody's session in the store: the header asks the server, which cannot be reached.
  const offline = () => new NetworkError('offline', "Can't reach the server.", { retryable: true });
  const environments = createEnvironmentHolder(() => createMockEnvironment());
  const environment = currentEnvironment(environments);
  const router = createAppRouter(environments, (routes) => createMemoryRouter(routes, { initialEntries: ['/projects/web'] }));
  render(
    <AppProviders environments={environments} styleRenderer={createDOMRenderer(document)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await rejectOperation(environment, 'HeaderAccountQuery', offline());
  await rejectOperation(environment, 'ProjectIssuesPageQuery', offline());

  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: "Can't reach the server" })).toBeTruthy();
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Triage' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();

  fireEvent.click(within(main).getByRole('button', { name: 'Retry' }));
  await resolveOperation(environment, 'HeaderAccountQuery', { User: () => ada });
  await resolveOperation(environment, 'ProjectIssuesPageQuery', { Project: () => webProject });
  expect(await screen.findByRole('heading', { level: 1, name: 'Web' })).toBeTruthy();
  expect(within(banner).getByRole('button', { name: /Ada/ })).toBeTruthy();
});
