import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogButton, findDialog } from './support/dialogs';
import { pendingOperation, resolveOperation } from './support/relay';
import { currentEnvironment, renderApp } from './support/renderApp';

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const SESSIONS = [
  { id: 'session-here', device: 'Firefox on Linux', current: true, createdAt: ago(30), lastUsedAt: ago(0) },
  { id: 'session-phone', device: 'Safari on iPhone', current: false, createdAt: ago(72), lastUsedAt: ago(5) },
  { id: 'session-old', device: 'Chrome on Windows', current: false, createdAt: ago(400), lastUsedAt: ago(200) },
];

/** The page's query: the viewer's name (as the header has it) and their sessions. */
async function openPage(sessions = SESSIONS) {
  const app = renderApp('/settings/profile');
  await resolveOperation(app.environment, 'ProfilePageQuery', {
    User: () => ({ id: 'user-ada', login: 'ada', name: 'Ada Lovelace', avatarUrl: '/avatars/ada.svg', hasUploadedAvatar: false, sessions }),
  });
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

test('lists the sessions in plain words, this one marked', async () => {
  await openPage();
  const list = screen.getByRole('list', { name: 'Sessions' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Firefox on LinuxThis sessionSigned in .*Sign out$/),
    expect.stringMatching(/^Safari on iPhoneSigned in .* · last used .*Sign out$/),
    expect.stringMatching(/^Chrome on WindowsSigned in .* · last used .*Sign out$/),
  ]);
  expect(screen.getByRole('button', { name: 'Sign out of this session' })).toBeTruthy();
});

test('signs out another session at once; the list is the one the server answers with', async () => {
  const { environment } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
  const mutation = await pendingOperation(environment, 'useSignOutSessionMutation');
  expect(mutation.request.variables).toEqual({ input: { sessionId: 'session-phone' } });
  await resolveOperation(environment, 'useSignOutSessionMutation', {
    SignOutSessionPayload: () => ({ endedSessionId: 'session-phone', errors: [] }),
    User: () => ({ id: 'user-ada', sessions: [SESSIONS[0], SESSIONS[2]] }),
  });
  expect(await screen.findByText('Signed out Safari on iPhone.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sign out Safari on iPhone' })).toBeNull();
});

test('a session that ended meanwhile is said so', async () => {
  const { environment } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Windows' }));
  await resolveOperation(environment, 'useSignOutSessionMutation', {
    SignOutSessionPayload: () => ({
      endedSessionId: null,
      viewer: null,
      errors: [{ field: ['sessionId'], message: 'This session has ended already.', code: 'NOT_FOUND' }],
    }),
  });
  expect(await screen.findByText(/This session has ended already\./)).toBeTruthy();
});

test('signing out this session asks first, then leads to sign-in with a fresh environment', async () => {
  const { environment, environments, router } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out of this session' }));
  const dialog = await findDialog('Sign out of this session?');
  expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain('useSignOutSessionMutation');
  fireEvent.click(dialogButton(dialog, 'Sign out'));
  await resolveOperation(environment, 'useSignOutSessionMutation', {
    SignOutSessionPayload: () => ({ endedSessionId: 'session-here', viewer: null, errors: [] }),
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  const fresh = currentEnvironment(environments);
  expect(fresh).not.toBe(environment);
  await resolveOperation(fresh, 'SignInPageQuery', { Query: () => ({ viewer: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
});

test('signs out all other sessions', async () => {
  const { environment } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
  await resolveOperation(environment, 'useSignOutOtherSessionsMutation', {
    SignOutOtherSessionsPayload: () => ({ endedSessionIds: ['session-phone', 'session-old'] }),
    User: () => ({ id: 'user-ada', sessions: [SESSIONS[0]] }),
  });
  expect(await screen.findByText('Signed out 2 other sessions.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  expect(within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem')).toHaveLength(1);
});

describe('the picture', () => {
  const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
  const choose = (chosen: File) => fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [chosen] } });

  test('a picture is uploaded as the mutation’s one file; the new one is shown', async () => {
    const { environment } = await openPage();
    expect(screen.getByRole('button', { name: 'Upload a picture' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    choose(file('me.png', 'image/png'));
    const mutation = await pendingOperation(environment, 'useUpdateAvatarMutation');
    expect(mutation.request.variables).toEqual({ input: { image: null } });
    await resolveOperation(environment, 'useUpdateAvatarMutation', {
      UpdateAvatarPayload: () => ({ errors: [] }),
      User: () => ({ id: 'user-ada', name: 'Ada Lovelace', avatarUrl: '/avatars/ada.webp?v=abc', hasUploadedAvatar: true }),
    });
    expect(await screen.findByText('Your new picture is saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeTruthy();
  });

  test('what is not a picture, or too large, is refused before sending; the server’s refusal is shown under it', async () => {
    const { environment } = await openPage();
    choose(file('notes.txt', 'text/plain'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP picture.');
    choose(file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('The picture is larger than 5 MB.');
    expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain('useUpdateAvatarMutation');
    choose(file('fake.png', 'image/png'));
    await resolveOperation(environment, 'useUpdateAvatarMutation', {
      UpdateAvatarPayload: () => ({
        viewer: null,
        errors: [{ field: ['image'], message: 'Choose a PNG, JPEG or WebP picture.', code: 'UNSUPPORTED_TYPE' }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP picture.');
  });

  test('removing the picture', async () => {
    const app = renderApp('/settings/profile');
    await resolveOperation(app.environment, 'ProfilePageQuery', {
      User: () => ({
        id: 'user-ada',
        login: 'ada',
        name: 'Ada Lovelace',
        avatarUrl: '/avatars/ada.webp?v=1',
        hasUploadedAvatar: true,
        sessions: SESSIONS,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove picture' }));
    await resolveOperation(app.environment, 'useRemoveAvatarMutation', {
      RemoveAvatarPayload: () => ({ errors: [] }),
      User: () => ({ id: 'user-ada', name: 'Ada Lovelace', avatarUrl: '/avatars/ada.svg', hasUploadedAvatar: false }),
    });
    expect(await screen.findByText('Your picture is removed: your initials are shown instead.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a picture' })).toBeTruthy();
  });
});
