import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ada } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { currentEnvironment, renderApp } from './support/renderApp';

async function openSignUp(allowsSignUp: boolean, path = '/sign-up?next=%2Fprojects%2Fweb') {
  const app = renderApp(path, { viewer: null });
  await resolveOperation(app.environment, 'SignUpPageQuery', {
    Workspace: () => ({ name: 'Acme', allowsSignUp }),
    Query: () => ({ viewer: null }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  return app;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

test('when the workspace takes no sign-ups, explains that an admin must invite you, without a form', async () => {
  await openSignUp(false);
  await waitFor(() => expect(document.title).toBe('Create an account · Triage'));
  expect(screen.getByText(/An administrator must invite you/)).toBeTruthy();
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fprojects%2Fweb');
});

test('submits signUp with the input; a UserError shows beside its field', async () => {
  const { environment } = await openSignUp(true);
  fill({ 'Email address': 'ada@triage.test', Name: 'Ada Lovelace', Login: 'ada', Password: 'correct horse battery' });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

  const mutation = await pendingOperation(environment, 'useSignUpMutation');
  expect(mutation.request.variables).toEqual({
    input: { email: 'ada@triage.test', name: 'Ada Lovelace', login: 'ada', password: 'correct horse battery' },
  });
  // Nothing created: the payload has no viewer.
  await resolveOperation(environment, 'useSignUpMutation', {
    SignUpPayload: () => ({
      viewer: null,
      errors: [{ field: ['login'], message: 'This login is taken.', code: 'TAKEN' }],
    }),
  });
  const login = screen.getByLabelText(/^Login/);
  const message = await screen.findByText('This login is taken.');
  expect(login.getAttribute('aria-describedby')).toContain(message.id);
  expect(document.activeElement).toBe(login);
});

test('once signed up, replaces the environment and goes to `next`', async () => {
  const { environment, environments, router } = await openSignUp(true);
  fill({ 'Email address': 'ada@triage.test', Name: 'Ada Lovelace', Login: 'ada', Password: 'correct horse battery' });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await resolveOperation(environment, 'useSignUpMutation', { SignUpPayload: () => ({ errors: [] }), User: () => ada });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web'));
  expect(currentEnvironment(environments)).not.toBe(environment);
  await pendingOperation(currentEnvironment(environments), 'ProjectIssuesPageQuery');
});
