import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { GraphQLRequestError } from '../../src/client/relay/errors';
import { ada, connection, issue, uploadPolicy, webProject } from './support/fixtures';
import { executedOperationNames, pendingOperationNames, rejectOperation, resolveOperation } from './support/relay';
import { currentEnvironment, renderApp } from './support/renderApp';

const unauthenticated = () => new GraphQLRequestError([{ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }], 401);

beforeEach(() => {
  // React Router logs each error its boundaries catch; the tests below cause them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

/** Answers the fresh environment's header and sign-in page as for someone signed out. */
async function answerSignedOut(environment: MockEnvironment) {
  await resolveOperation(environment, 'HeaderAccountQuery', { Query: () => ({ viewer: null }) });
  await resolveOperation(environment, 'SignInPageQuery', { Query: () => ({ viewer: null }) });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
}

test("UNAUTHENTICATED from a route's query leads to /sign-in?next=<path+search>, with a fresh environment", async () => {
  const { environment, environments, router } = renderApp('/projects/web?state=closed');
  const reference = await waitFor(() => {
    const data: unknown = router.state.loaderData[router.state.matches.at(-1)!.route.id];
    expect(data).toBeDefined();
    return data;
  });
  await rejectOperation(environment, 'ProjectIssuesPageQuery', unauthenticated());

  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/projects/web?state=closed');
  // The failed page's history entry was replaced: Back does not lead to it again.
  expect(router.state.historyAction).toBe('REPLACE');

  // The store of the ended session (with its `viewer`) is gone: a new environment asks the server, for
  // the sign-in page and the header only (the refused page is not asked for again).
  const fresh = currentEnvironment(environments);
  expect(fresh).not.toBe(environment);
  await answerSignedOut(fresh);
  expect(executedOperationNames(fresh).sort()).toEqual(['HeaderAccountQuery', 'SignInPageQuery']);
  expect(reference).toHaveProperty('isDisposed', true);
  expect(screen.queryByText('The server refused the request')).toBeNull();

  // Signing in comes back to the page, which now loads.
  fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), { target: { value: 'ada@triage.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await resolveOperation(fresh, 'useSignInMutation', { SignInPayload: () => ({ errors: [] }), User: () => ada });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web'));
  expect(router.state.location.search).toBe('?state=closed');
  const signedIn = currentEnvironment(environments);
  expect(signedIn).not.toBe(fresh);
  await resolveOperation(signedIn, 'HeaderAccountQuery', { User: () => ada });
  await resolveOperation(signedIn, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(4, { state: 'CLOSED' })]),
  });
  expect(await screen.findByRole('link', { name: 'Issue number 4' })).toBeTruthy();
});

test('the environment is replaced once, and nothing more is asked of the old one', async () => {
  const { environment, environments, router } = renderApp('/projects/web/issues/7');
  const replaced = jest.fn();
  environments.subscribe(replaced);
  await rejectOperation(environment, 'IssuePageQuery', unauthenticated());
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  await answerSignedOut(currentEnvironment(environments));
  expect(replaced).toHaveBeenCalledTimes(1);
  expect(pendingOperationNames(environment)).toEqual([]);
});

test('UNAUTHENTICATED while loading more issues leads to the sign-in page too', async () => {
  const { environment, environments, router } = renderApp('/projects/web');
  await resolveOperation(environment, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(3), issue(2)], { hasNextPage: true, totalCount: 3 }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  await rejectOperation(environment, 'IssueListPaginationQuery', unauthenticated());

  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/projects/web');
  await answerSignedOut(currentEnvironment(environments));
});

test('a form keeps what was typed when the session has ended, and offers to sign in', async () => {
  const { environment, environments, router } = renderApp('/projects/web/issues/new');
  await resolveOperation(environment, 'NewIssuePageQuery', {
    Project: () => webProject,
    UploadPolicy: () => uploadPolicy,
    User: () => ada,
  });
  fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Crash on save' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
  await rejectOperation(environment, 'useCreateIssueMutation', unauthenticated());

  expect(await screen.findByText("You're signed out")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fprojects%2Fweb%2Fissues%2Fnew');
  expect(screen.getByRole('textbox', { name: /Title/ })).toHaveProperty('value', 'Crash on save');
  expect(router.state.location.pathname).toBe('/projects/web/issues/new');
  expect(currentEnvironment(environments)).toBe(environment);
});

test('the change-password page sends a signed-out visitor to sign in, coming back to it afterwards', async () => {
  // The store already knows that nobody is signed in, so the page's query is answered from it.
  const { environments, router } = renderApp('/settings/password', { viewer: null });
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/settings/password');
  await answerSignedOut(currentEnvironment(environments));
});
