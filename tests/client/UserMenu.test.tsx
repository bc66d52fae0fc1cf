import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLRequestError } from '../../src/client/relay/errors';
import { connection, grace } from './support/fixtures';
import { pendingOperation, rejectOperation, resolveOperation } from './support/relay';
import { currentEnvironment, renderApp } from './support/renderApp';

const projects = [{ id: 'p-web', number: 1, slug: 'web', name: 'Web', description: 'The browser client', visibility: 'PUBLIC' }];

async function openProjects(options?: Parameters<typeof renderApp>[1]) {
  const app = renderApp('/', options);
  await resolveOperation(app.environment, 'ProjectsPageQuery', { ProjectConnection: () => connection(projects) });
  await screen.findByRole('list', { name: 'Projects' });
  return app;
}

async function openMenu(name: string) {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name }));
  return screen.findByRole('menu');
}

test('shows the viewer with avatar and name; the menu shows their login and role and leads to Change password', async () => {
  await openProjects({ viewer: grace });
  const banner = screen.getByRole('banner');
  const button = within(banner).getByRole('button', { name: 'Grace Hopper (Admin)' });
  expect(within(button).getByRole('img', { name: 'Grace Hopper' })).toBeTruthy();
  expect(button.textContent).toContain('Grace Hopper');

  const menu = await openMenu('Grace Hopper (Admin)');
  expect(within(menu).getByText('Signed in as @grace · Admin')).toBeTruthy();
  expect(within(menu).getByRole('menuitem', { name: 'Change password' }).getAttribute('href')).toBe('/settings/password');
  expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
});

test('Sign out sends signOut, replaces the environment, and goes to the sign-in page', async () => {
  const { environment, environments, router } = await openProjects();
  const projectsReference = router.state.loaderData[router.state.matches.at(-1)!.route.id];

  const menu = await openMenu('Ada Lovelace (Member)');
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
  const mutation = await pendingOperation(environment, 'useSignOutMutation');
  expect(mutation.request.variables).toEqual({ input: {} });

  await resolveOperation(environment, 'useSignOutMutation');
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(router.state.location.search).toBe('');

  const fresh = currentEnvironment(environments);
  expect(fresh).not.toBe(environment);
  await resolveOperation(fresh, 'HeaderAccountQuery', { Query: () => ({ viewer: null }) });
  await resolveOperation(fresh, 'SignInPageQuery', { Query: () => ({ viewer: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  // Nothing of the previous session is left on screen or retained.
  expect(screen.queryByText('Ada Lovelace')).toBeNull();
  expect(projectsReference).toHaveProperty('isDisposed', true);
});

test('a failed sign-out says so and keeps the session', async () => {
  const { environment, environments, router } = await openProjects();
  const menu = await openMenu('Ada Lovelace (Member)');
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
  await rejectOperation(environment, 'useSignOutMutation', new GraphQLRequestError([{ message: 'Nope' }], 500));

  expect((await screen.findByRole('alert')).textContent).toBe("Couldn't sign out. Try again.");
  expect(currentEnvironment(environments)).toBe(environment);
  expect(router.state.location.pathname).toBe('/');
});

test('signed out, the header offers "Sign in", coming back to this page', async () => {
  const { environment } = renderApp('/projects/web?state=closed', { viewer: null });
  const signIn = await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' });
  expect(signIn.getAttribute('href')).toBe('/sign-in?next=%2Fprojects%2Fweb%3Fstate%3Dclosed');
  expect(within(screen.getByRole('banner')).queryByRole('button', { name: /Ada/ })).toBeNull();
  await pendingOperation(environment, 'ProjectIssuesPageQuery');
});
