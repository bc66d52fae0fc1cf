import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLRequestError, NetworkError } from '../../src/client/relay/errors';
import { webProject } from './support/fixtures';
import { rejectOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

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

  expect(await screen.findByText("Can't reach the server")).toBeTruthy();
  expect(screen.getByRole('banner')).toBeTruthy();
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
