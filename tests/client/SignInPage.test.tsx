import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NetworkError } from '../../src/client/relay/errors';
import { ada, connection, issue, webProject } from './support/fixtures';
import { executedOperationNames, pendingOperation, rejectOperation, resolveOperation } from './support/relay';
import { currentEnvironment, renderApp } from './support/renderApp';

const workspace = { name: 'Acme', allowsSignUp: true };

/** The sign-in page, signed out, with the workspace's answer in. */
async function openSignIn(path = '/sign-in?next=%2Fprojects%2Fweb%3Fstate%3Dclosed', ws = workspace) {
  const app = renderApp(path, { viewer: null });
  await resolveOperation(app.environment, 'SignInPageQuery', { Workspace: () => ws, Query: () => ({ viewer: null }) });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return app;
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('titles the page, names the workspace, and offers sign-up when the workspace allows it', async () => {
  await openSignIn();
  await waitFor(() => expect(document.title).toBe('Sign in · Triage'));
  expect(screen.getByText('to Acme')).toBeTruthy();
  // What Triage is, for someone who followed a link here.
  expect(screen.getByText(/^Triage is this team's issue tracker/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
    '/sign-up?next=%2Fprojects%2Fweb%3Fstate%3Dclosed',
  );
  // Signed out, on the sign-in page: the header has no "Sign in" button of its own.
  expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign in' })).toBeNull();
});

test('no "Create an account" link when the workspace does not take sign-ups: it says to ask an admin for an invitation', async () => {
  await openSignIn('/sign-in', { name: 'Acme', allowsSignUp: false });
  expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  // Who to ask instead.
  expect(screen.getByText('No account yet? Ask an admin of Acme for an invitation link.')).toBeTruthy();
});

test('submits signIn with the input, then replaces the environment and goes to `next`', async () => {
  const { environment, environments, router } = await openSignIn();
  fill(' ada@triage.test ', 'correct horse battery');
  submit();

  const mutation = await pendingOperation(environment, 'useSignInMutation');
  expect(mutation.request.variables).toEqual({ input: { email: 'ada@triage.test', password: 'correct horse battery' } });
  expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveProperty('disabled', true);

  await resolveOperation(environment, 'useSignInMutation', { SignInPayload: () => ({ errors: [] }), User: () => ada });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web'));
  expect(router.state.location.search).toBe('?state=closed');
  // Replaced the sign-in page in the history: Back does not return to it.
  expect(router.state.historyAction).toBe('REPLACE');

  // A fresh environment: the page and the header ask the server again, as the new user.
  const fresh = currentEnvironment(environments);
  expect(fresh).not.toBe(environment);
  await resolveOperation(fresh, 'HeaderAccountQuery', { User: () => ada });
  const page = await resolveOperation(fresh, 'ProjectIssuesPageQuery', {
    Project: () => webProject,
    IssueConnection: () => connection([issue(3, { state: 'CLOSED' })]),
  });
  expect(page.request.variables).toEqual({ slug: 'web', query: 'is:closed', openQuery: 'is:open', closedQuery: 'is:closed' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Web' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Ada Lovelace (Member)' })).toBeTruthy();
  // Nothing was asked of the old environment after the sign-in; the new one was asked for the page
  // and the header only (not for the sign-in page once more).
  expect(environment.mock.getAllOperations()).toEqual([]);
  expect(executedOperationNames(fresh).sort()).toEqual(['HeaderAccountQuery', 'ProjectIssuesPageQuery']);
});

test('shows a UserError beside the field it names', async () => {
  const { environment } = await openSignIn();
  fill('ada', 'whatever it is');
  submit();
  await resolveOperation(environment, 'useSignInMutation', {
    SignInPayload: () => ({
      viewer: null,
      errors: [{ field: ['email'], message: 'Enter a valid email address.', code: 'INVALID' }],
    }),
  });

  const email = screen.getByRole('textbox', { name: /Email address/ });
  const message = await screen.findByText('Enter a valid email address.');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(email.getAttribute('aria-describedby')).toContain(message.id);
  expect(document.activeElement).toBe(email);

  // Typing in the other field leaves it; editing the address it was about takes it away (issue 15).
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'another try' } });
  expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  fireEvent.change(email, { target: { value: 'ada@example.com' } });
  expect(screen.queryByText('Enter a valid email address.')).toBeNull();
});

test('INVALID_CREDENTIALS is said above the form, not beside a field, and the password is cleared', async () => {
  const { environment, router } = await openSignIn();
  fill('ada@triage.test', 'wrong password!');
  submit();
  await resolveOperation(environment, 'useSignInMutation', {
    SignInPayload: () => ({
      viewer: null,
      errors: [{ field: ['password'], message: 'Check the email address and the password, then try again.', code: 'INVALID_CREDENTIALS' }],
    }),
  });

  expect(await screen.findByText('Wrong email address or password')).toBeTruthy();
  expect(screen.getByText('Check the email address and the password, then try again.')).toBeTruthy();
  // Stated once: the title says what is wrong, the message what to do.
  expect(screen.queryByText(/is wrong/)).toBeNull();
  const password = screen.getByLabelText(/^Password/);
  expect(password.getAttribute('aria-invalid')).not.toBe('true');
  expect(password).toHaveProperty('value', '');
  expect(document.activeElement).toBe(password);
  expect(router.state.location.pathname).toBe('/sign-in');
});

test('RATE_LIMITED is said above the form', async () => {
  const { environment } = await openSignIn();
  fill('ada@triage.test', 'another guess');
  submit();
  await resolveOperation(environment, 'useSignInMutation', {
    SignInPayload: () => ({
      viewer: null,
      errors: [{ field: null, message: 'Too many attempts. Try again in 5 minutes.', code: 'RATE_LIMITED' }],
    }),
  });
  expect(await screen.findByText('Too many attempts')).toBeTruthy();
  expect(screen.getByText('Too many attempts. Try again in 5 minutes.')).toBeTruthy();
});

test('blank fields are refused before anything is sent', async () => {
  const { environment } = await openSignIn();
  submit();
  expect(await screen.findByText('Enter your email address.')).toBeTruthy();
  expect(screen.getByText('Enter your password.')).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('a network failure says so and keeps the form', async () => {
  const { environment } = await openSignIn();
  fill('ada@triage.test', 'correct horse battery');
  submit();
  await rejectOperation(environment, 'useSignInMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  expect(await screen.findByText("Can't reach the server")).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
});

test('an unsafe `next` leads to / after signing in', async () => {
  const { environment, router } = await openSignIn('/sign-in?next=%2F%2Fevil.com');
  fill('ada@triage.test', 'correct horse battery');
  submit();
  await resolveOperation(environment, 'useSignInMutation', { SignInPayload: () => ({ errors: [] }), User: () => ada });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('someone already signed in goes straight on to `next`', async () => {
  const { environment, router } = renderApp('/sign-in?next=%2Fprojects%2Fweb');
  await resolveOperation(environment, 'SignInPageQuery', { Workspace: () => workspace, User: () => ada });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web'));
  // The same session: the environment is kept.
  await pendingOperation(environment, 'ProjectIssuesPageQuery');
});
