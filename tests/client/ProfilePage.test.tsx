import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

/** The page needs only the viewer's login and name, which the header's query (seeded here) already has. */
async function openPage() {
  const app = renderApp('/settings/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return app;
}

test('the account menu leads to the profile', async () => {
  renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace (Member)' }));
  expect((await screen.findByRole('menuitem', { name: 'Profile' })).getAttribute('href')).toBe('/settings/profile');
});

test('a blank name is refused before anything is sent', async () => {
  const { environment } = await openPage();
  await waitFor(() => expect(document.title).toBe('Profile · Triage'));
  fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter your name.')).toBeTruthy();
  expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain('useUpdateProfileMutation');
});

test('submits updateProfile; the server’s refusal shows beside the field; success is said with the new name', async () => {
  const { environment } = await openPage();
  const field = screen.getByRole('textbox', { name: /^Name/ });
  expect((field as HTMLInputElement).value).toBe('Ada Lovelace');
  fireEvent.change(field, { target: { value: 'Ada King' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const mutation = await pendingOperation(environment, 'useUpdateProfileMutation');
  expect(mutation.request.variables).toEqual({ input: { name: 'Ada King' } });
  await resolveOperation(environment, 'useUpdateProfileMutation', {
    UpdateProfilePayload: () => ({
      viewer: null,
      errors: [{ field: ['name'], message: 'Name cannot contain line breaks.', code: 'INVALID' }],
    }),
  });
  expect(await screen.findByText('Name cannot contain line breaks.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await resolveOperation(environment, 'useUpdateProfileMutation', {
    UpdateProfilePayload: () => ({ errors: [] }),
    User: () => ({ id: 'user-ada', name: 'Ada King' }),
  });
  expect(await screen.findByText('Saved. Everyone now sees you as Ada King.')).toBeTruthy();
});
