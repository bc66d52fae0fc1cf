import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ada } from './support/fixtures';
import { pendingOperation, pendingPageOperations, resolveOperation } from './support/relay';
import { currentEnvironment, renderApp } from './support/renderApp';

async function openPage() {
  const app = renderApp('/settings/password');
  await resolveOperation(app.environment, 'ChangePasswordPageQuery', { User: () => ada });
  await screen.findByRole('heading', { level: 1, name: 'Change password' });
  return app;
}

function fill(current: string, next: string, again: string) {
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password(?! again)/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^New password again/), { target: { value: again } });
}

test('two different new passwords are refused before anything is sent', async () => {
  const { environment } = await openPage();
  await waitFor(() => expect(document.title).toBe('Change password · Triage'));
  fill('old password 123', 'new password 456', 'new password 457');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The two new passwords differ.')).toBeTruthy();
  expect(pendingPageOperations(environment)).toHaveLength(0);
});

test('submits changePassword; a wrong current password shows beside it; success is said and the fields emptied', async () => {
  const { environment, environments } = await openPage();
  fill('old password 123', 'new password 456', 'new password 456');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  const mutation = await pendingOperation(environment, 'useChangePasswordMutation');
  expect(mutation.request.variables).toEqual({
    input: { currentPassword: 'old password 123', newPassword: 'new password 456' },
  });
  await resolveOperation(environment, 'useChangePasswordMutation', {
    ChangePasswordPayload: () => ({
      viewer: null,
      errors: [{ field: ['currentPassword'], message: 'That is not your current password.', code: 'INVALID_CREDENTIALS' }],
    }),
  });
  const current = screen.getByLabelText(/^Current password/);
  const message = await screen.findByText('That is not your current password.');
  expect(current.getAttribute('aria-describedby')).toContain(message.id);

  fill('old password 124', 'new password 456', 'new password 456');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await resolveOperation(environment, 'useChangePasswordMutation', {
    ChangePasswordPayload: () => ({ errors: [] }),
    User: () => ada,
  });
  expect(await screen.findByText('Password changed')).toBeTruthy();
  expect(screen.getByLabelText(/^Current password/)).toHaveProperty('value', '');
  // This session goes on: same environment.
  expect(currentEnvironment(environments)).toBe(environment);

  // Typing again makes the message old news: it goes.
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'n' } });
  expect(screen.queryByText('Password changed')).toBeNull();
});
