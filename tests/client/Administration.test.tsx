// The admin area and the invitation page, as a user works them: what admins and others see, what each form
// sends, and the server's answers shown where the user looks (beside the field, or as the page's message).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { ada, connection, grace, webProject } from './support/fixtures';
import { dialogButton, findDialog } from './support/dialogs';
import { pendingOperation, pendingOperationNames, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const admin = { ...grace, email: 'grace@triage.test' };

test('a member sees no admin menu item, and an admin page only says it is for admins', async () => {
  const { environment } = renderApp('/admin/projects', { viewer: ada });
  await resolveOperation(environment, 'AdminProjectsPageQuery', {
    User: () => ada,
    Query: () => ({ projects: { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 } }),
  });
  expect(await screen.findByText(/Only admins can see this page/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace (Member)' }));
  expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeTruthy();
  expect(screen.queryByRole('menuitem', { name: 'Administration' })).toBeNull();
});

test('an admin reaches the admin area from the account menu', async () => {
  renderApp('/', { viewer: admin });
  fireEvent.click(await screen.findByRole('button', { name: 'Grace Hopper (Admin)' }));
  const item = await screen.findByRole('menuitem', { name: 'Administration' });
  expect(item.getAttribute('href')).toBe('/admin/projects');
});

test('creating a project: the slug follows the name, server errors show beside the fields, success opens it', async () => {
  const { environment, router } = renderApp('/admin/projects', { viewer: admin });
  await resolveOperation(environment, 'AdminProjectsPageQuery', {
    User: () => admin,
    Project: () => ({ ...webProject, viewerCanAdminister: true }),
  });
  await waitFor(() => expect(document.title).toBe('Projects · Administration · Triage'));
  expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');
  fireEvent.click(screen.getByRole('button', { name: 'New project' }));
  const form = screen.getByRole('form', { name: 'New project' });
  const name = within(form).getByRole('textbox', { name: /^Name/ });
  const slug = within(form).getByRole('textbox', { name: /^Slug/ });

  // Blanks are told at once; nothing is sent.
  fireEvent.click(within(form).getByRole('button', { name: 'Create project' }));
  expect(within(form).getByText('Give the project a name.')).toBeTruthy();
  expect(pendingOperationNames(environment)).not.toContain('useCreateProjectMutation');

  fireEvent.change(name, { target: { value: 'Mobile Café' } });
  expect((slug as HTMLInputElement).value).toBe('mobile-cafe');
  fireEvent.click(within(form).getByRole('radio', { name: /Private/ }));
  fireEvent.click(within(form).getByRole('button', { name: 'Create project' }));
  const mutation = await pendingOperation(environment, 'useCreateProjectMutation');
  expect(mutation.request.variables.input).toEqual({ name: 'Mobile Café', slug: 'mobile-cafe', description: '', visibility: 'PRIVATE' });
  await resolveOperation(environment, 'useCreateProjectMutation', {
    CreateProjectPayload: () => ({
      projectEdge: null,
      errors: [{ field: ['slug'], message: 'A project already uses this slug.', code: 'TAKEN' }],
    }),
  });
  expect(await within(form).findByText('A project already uses this slug.')).toBeTruthy();
  expect(document.activeElement).toBe(slug);

  fireEvent.change(slug, { target: { value: 'cafe' } });
  // An edited slug no longer follows the name.
  fireEvent.change(name, { target: { value: 'Café' } });
  expect((slug as HTMLInputElement).value).toBe('cafe');
  fireEvent.click(within(form).getByRole('button', { name: 'Create project' }));
  await resolveOperation(environment, 'useCreateProjectMutation', {
    CreateProjectPayload: () => ({ errors: [] }),
    Project: () => ({ id: 'project-cafe', slug: 'cafe', name: 'Café', visibility: 'PRIVATE' }),
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/cafe'));
});

test('a new project is on the home page when it is next shown: its list, loaded before, is asked for again', async () => {
  const { environment, router } = renderApp('/', { viewer: admin });
  const web = { id: 'project-web', number: 1, slug: 'web', name: 'Web', description: '', visibility: 'PUBLIC', archivedAt: null };
  const cafe = { id: 'project-cafe', number: 2, slug: 'cafe', name: 'Café', description: '', visibility: 'PRIVATE', archivedAt: null };
  await resolveOperation(environment, 'ProjectsPageQuery', { ProjectConnection: () => connection([web]) });
  expect(await screen.findByRole('link', { name: 'Web' })).toBeTruthy();

  await act(() => router.navigate('/admin/projects'));
  await resolveOperation(environment, 'AdminProjectsPageQuery', {
    User: () => admin,
    Project: () => ({ ...webProject, viewerCanAdminister: true }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
  const form = screen.getByRole('form', { name: 'New project' });
  fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Café' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create project' }));
  await resolveOperation(environment, 'useCreateProjectMutation', {
    CreateProjectPayload: () => ({ errors: [] }),
    Project: () => cafe,
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/cafe'));

  await act(() => router.navigate('/'));
  await resolveOperation(environment, 'ProjectsPageQuery', { ProjectConnection: () => connection([cafe, web]) });
  const list = await screen.findByRole('list', { name: 'Projects' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Café', 'Web']);
});

test('archiving a project: asked first, then sent; an archived project offers Unarchive instead of its settings', async () => {
  const { environment } = renderApp('/admin/projects/web', { viewer: admin });
  await resolveOperation(environment, 'AdminProjectPageQuery', {
    User: () => admin,
    Project: () => ({ ...webProject, viewerCanAdminister: true }),
  });
  expect(await screen.findByRole('form', { name: 'Project settings' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Archive project' }));
  const dialog = await findDialog('Archive Web?');
  // Cancel sends nothing.
  fireEvent.click(dialogButton(dialog, 'Cancel'));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(pendingOperationNames(environment)).not.toContain('useSetProjectArchivedMutation');

  // Found once Fluent exposes the page again, a moment after the dialog goes (Tabster's deferred update, 250 ms).
  fireEvent.click(await screen.findByRole('button', { name: 'Archive project' }));
  fireEvent.click(dialogButton(await findDialog('Archive Web?'), 'Archive project'));
  const archive = await pendingOperation(environment, 'useSetProjectArchivedMutation');
  expect(archive.request.variables).toEqual({ input: { projectId: 'project-web' }, archived: true });
  // The server's refusal is shown, and the project stays as it was.
  await resolveOperation(environment, 'useSetProjectArchivedMutation', {
    ProjectArchivePayload: () => ({ project: null, errors: [{ field: null, message: 'Only admins can do this.', code: 'FORBIDDEN' }] }),
  });
  expect(await screen.findByText('Only admins can do this.')).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Project settings' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Archive project' }));
  fireEvent.click(dialogButton(await findDialog('Archive Web?'), 'Archive project'));
  await resolveOperation(environment, 'useSetProjectArchivedMutation', {
    ProjectArchivePayload: () => ({ errors: [] }),
    Project: () => ({ id: 'project-web', name: 'Web', archivedAt: new Date().toISOString() }),
  });
  expect(await screen.findByText('Web is archived.')).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Project settings' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Unarchive project' }));
  const unarchive = await pendingOperation(environment, 'useSetProjectArchivedMutation');
  expect(unarchive.request.variables).toEqual({ input: { projectId: 'project-web' }, archived: false });
  await resolveOperation(environment, 'useSetProjectArchivedMutation', {
    ProjectArchivePayload: () => ({ errors: [] }),
    Project: () => ({ id: 'project-web', name: 'Web', archivedAt: null }),
  });
  expect(await screen.findByText('Web is active again.')).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Project settings' })).toBeTruthy();
});

test('people: an admin changes a role; their own cannot be changed', async () => {
  const { environment } = renderApp('/admin/people', { viewer: admin });
  const listed = [ada, admin];
  await resolveOperation(environment, 'AdminPeoplePageQuery', {
    UserConnection: () => ({ totalCount: 2, edges: [{ cursor: 'a' }, { cursor: 'b' }], pageInfo: { hasNextPage: false, endCursor: 'b' } }),
    // The viewer first, then the people of the list in order.
    User: (context: MockResolverContext) => (context.path?.includes('viewer') ? admin : listed.shift()),
  });
  const own = await screen.findByRole('combobox', { name: 'Role of Grace Hopper' });
  expect((own as HTMLSelectElement).disabled).toBe(true);
  expect(screen.getByText("You can't change your own role.")).toBeTruthy();
  const adas = screen.getByRole('combobox', { name: 'Role of Ada Lovelace' });
  expect((adas as HTMLSelectElement).value).toBe('MEMBER');
  fireEvent.change(adas, { target: { value: 'VIEWER' } });
  const mutation = await pendingOperation(environment, 'useSetUserRoleMutation');
  expect(mutation.request.variables.input).toEqual({ userId: 'user-ada', role: 'VIEWER' });
  await resolveOperation(environment, 'useSetUserRoleMutation', {
    SetUserRolePayload: () => ({ errors: [] }),
    User: () => ({ id: 'user-ada', role: 'VIEWER' }),
  });
  await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of Ada Lovelace' }).value).toBe('VIEWER'));
});

test('people: last active time, private projects, and removing someone from one after confirming', async () => {
  const { environment } = renderApp('/admin/people', { viewer: admin });
  const adaWithProjects = {
    ...ada,
    lastActiveAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    privateProjects: [
      { id: 'project-mobile', name: 'Mobile' },
      { id: 'project-vault', name: 'Vault' },
    ],
  };
  const listed = [adaWithProjects, { ...admin, lastActiveAt: null, privateProjects: [] }];
  await resolveOperation(environment, 'AdminPeoplePageQuery', {
    UserConnection: () => ({ totalCount: 2, edges: [{ cursor: 'a' }, { cursor: 'b' }], pageInfo: { hasNextPage: false, endCursor: 'b' } }),
    User: (context: MockResolverContext) => (context.path?.includes('viewer') ? admin : listed.shift()),
  });
  const projects = await screen.findByRole('list', { name: 'Private projects of Ada Lovelace' });
  expect(
    within(projects)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Mobile', 'Vault']);
  expect(screen.getByText('3 hours ago')).toBeTruthy();
  expect(screen.getByText('Never signed in')).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Private projects of Grace Hopper' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace from Mobile' }));
  const dialog = await findDialog('Remove Ada Lovelace from Mobile?');
  fireEvent.click(dialogButton(dialog, 'Remove from project'));
  const mutation = await pendingOperation(environment, 'useRemoveProjectMemberMutation');
  expect(mutation.request.variables.input).toEqual({ projectId: 'project-mobile', userId: 'user-ada' });
  await resolveOperation(environment, 'useRemoveProjectMemberMutation', {
    ProjectMemberPayload: () => ({ errors: [] }),
    User: () => ({ id: 'user-ada', name: 'Ada Lovelace', privateProjects: [{ id: 'project-vault', name: 'Vault' }] }),
  });
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Private projects of Ada Lovelace' })).getAllByRole('listitem')).toHaveLength(1),
  );

  // A refusal is said beside the projects.
  fireEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace from Vault' }));
  fireEvent.click(dialogButton(await findDialog('Remove Ada Lovelace from Vault?'), 'Remove from project'));
  await resolveOperation(environment, 'useRemoveProjectMemberMutation', {
    ProjectMemberPayload: () => ({ user: null, errors: [{ field: null, message: 'Only admins can do this.', code: 'FORBIDDEN' }] }),
  });
  expect((await screen.findByRole('alert')).textContent).toBe('Only admins can do this.');
});

test('people: deactivating asks first and marks the person; reactivating undoes it; never for oneself', async () => {
  const { environment } = renderApp('/admin/people', { viewer: admin });
  const listed = [
    { ...ada, lastActiveAt: null, privateProjects: [] },
    { ...admin, lastActiveAt: null, privateProjects: [] },
  ];
  await resolveOperation(environment, 'AdminPeoplePageQuery', {
    UserConnection: () => ({ totalCount: 2, edges: [{ cursor: 'a' }, { cursor: 'b' }], pageInfo: { hasNextPage: false, endCursor: 'b' } }),
    User: (context: MockResolverContext) => (context.path?.includes('viewer') ? admin : listed.shift()),
  });
  await screen.findByRole('combobox', { name: 'Role of Ada Lovelace' });
  expect(screen.queryByRole('button', { name: 'Deactivate Grace Hopper' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Deactivate Ada Lovelace' }));
  fireEvent.click(dialogButton(await findDialog('Deactivate Ada Lovelace?'), 'Deactivate account'));
  const deactivate = await pendingOperation(environment, 'useSetUserActiveMutation');
  expect(deactivate.request.variables).toEqual({ input: { userId: 'user-ada' }, active: false });
  await resolveOperation(environment, 'useSetUserActiveMutation', {
    UserActivationPayload: () => ({ errors: [] }),
    User: () => ({ id: 'user-ada', name: 'Ada Lovelace', deactivatedAt: new Date().toISOString() }),
  });
  expect(await screen.findByText('Deactivated')).toBeTruthy();
  // The avatar reads the name as deactivated too.
  expect(screen.getByRole('img', { name: 'Ada Lovelace (deactivated)' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Reactivate Ada Lovelace' }));
  const reactivate = await pendingOperation(environment, 'useSetUserActiveMutation');
  expect(reactivate.request.variables).toEqual({ input: { userId: 'user-ada' }, active: true });
  await resolveOperation(environment, 'useSetUserActiveMutation', {
    UserActivationPayload: () => ({ errors: [] }),
    User: () => ({ id: 'user-ada', name: 'Ada Lovelace', deactivatedAt: null }),
  });
  await waitFor(() => expect(screen.queryByText('Deactivated')).toBeNull());
  expect(screen.getByRole('button', { name: 'Deactivate Ada Lovelace' })).toBeTruthy();
});

test('invitations: the new link is shown to copy; a pending one can be revoked after confirming', async () => {
  const { environment } = renderApp('/admin/invitations', { viewer: admin });
  const pending = {
    id: 'invitation-1',
    email: 'lin@example.test',
    role: 'VIEWER',
    state: 'PENDING',
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
    closedAt: null,
    invitedBy: { login: 'grace' },
    projects: [],
  };
  const projects = [
    { id: 'project-mobile', name: 'Mobile', visibility: 'PRIVATE' },
    { id: 'project-web', name: 'Web', visibility: 'PUBLIC' },
  ];
  await resolveOperation(environment, 'AdminInvitationsPageQuery', {
    User: () => admin,
    Workspace: () => ({ signUpPolicy: 'INVITED_ONLY' }),
    ProjectConnection: () => ({ edges: [{}, {}] }),
    Project: () => projects.shift(),
    InvitationConnection: () => ({ edges: [{ cursor: 'c1' }], pageInfo: { hasNextPage: false, endCursor: 'c1' } }),
    Invitation: () => pending,
  });
  const form = await screen.findByRole('form', { name: 'Invite someone' });
  // Only private projects are offered.
  expect(within(form).getAllByRole('checkbox')).toHaveLength(1);
  fireEvent.change(within(form).getByRole('textbox', { name: /^Email address/ }), { target: { value: ' ada@example.test ' } });
  fireEvent.change(within(form).getByRole('combobox', { name: 'Role' }), { target: { value: 'ADMIN' } });
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Mobile' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Create invitation link' }));
  const mutation = await pendingOperation(environment, 'useCreateInvitationMutation');
  expect(mutation.request.variables.input).toEqual({ email: 'ada@example.test', role: 'ADMIN', projectIds: ['project-mobile'] });
  await resolveOperation(environment, 'useCreateInvitationMutation', {
    CreateInvitationPayload: () => ({ token: 'SECRET-token', emailDelivery: 'NOT_SENT', errors: [] }),
    Invitation: () => ({ ...pending, id: 'invitation-2', email: 'ada@example.test', role: 'ADMIN' }),
  });
  const link = await screen.findByRole('textbox', { name: 'Invitation link' });
  expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/invitations/SECRET-token`);
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  const list = screen.getByRole('list', { name: 'Invitations' });
  expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('ada@example.test');

  fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of lin@example.test' }));
  const dialog = await findDialog('Revoke this invitation?');
  fireEvent.click(dialogButton(dialog, 'Revoke invitation'));
  const revoke = await pendingOperation(environment, 'useRevokeInvitationMutation');
  expect(revoke.request.variables.input).toEqual({ invitationId: 'invitation-1' });
  await resolveOperation(environment, 'useRevokeInvitationMutation', {
    RevokeInvitationPayload: () => ({ errors: [] }),
    Invitation: () => ({ id: 'invitation-1', state: 'REVOKED', closedAt: new Date().toISOString() }),
  });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke the invitation of lin@example.test' })).toBeNull());
  expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('Revoked');
});

test('settings: the sign-up policy is saved; when the server fixes it, it is shown and cannot be changed', async () => {
  const first = renderApp('/admin/settings', { viewer: admin });
  await resolveOperation(first.environment, 'AdminSettingsPageQuery', {
    User: () => admin,
    Workspace: () => ({ id: 'workspace', signUpPolicy: 'INVITED_ONLY', signUpPolicyFixedByServer: false }),
  });
  fireEvent.click(await screen.findByRole('radio', { name: /^Anyone/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const mutation = await pendingOperation(first.environment, 'useUpdateWorkspaceSettingsMutation');
  expect(mutation.request.variables.input).toEqual({ signUpPolicy: 'ANYONE' });
  await resolveOperation(first.environment, 'useUpdateWorkspaceSettingsMutation', {
    UpdateWorkspaceSettingsPayload: () => ({ errors: [] }),
    Workspace: () => ({ id: 'workspace', signUpPolicy: 'ANYONE', allowsSignUp: true }),
  });
  expect(await screen.findByText('Saved.')).toBeTruthy();
  first.unmount();

  const second = renderApp('/admin/settings', { viewer: admin });
  await resolveOperation(second.environment, 'AdminSettingsPageQuery', {
    User: () => admin,
    Workspace: () => ({ id: 'workspace', signUpPolicy: 'ANYONE', signUpPolicyFixedByServer: true }),
  });
  expect(await screen.findByText(/TRIAGE_ALLOW_SIGNUP/)).toBeTruthy();
  expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Nobody/ }).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});

describe('the invitation page', () => {
  async function openInvitation(invitation: Record<string, unknown> | null, signUpPolicy = 'INVITED_ONLY') {
    const app = renderApp('/invitations/the-token', { viewer: null });
    const operation = await resolveOperation(app.environment, 'InvitationPageQuery', {
      Query: () => ({ invitationByToken: invitation, viewer: null }),
      Invitation: () => invitation ?? {},
      Workspace: () => ({ name: 'Acme', signUpPolicy }),
    });
    expect(operation.request.variables).toEqual({ token: 'the-token' });
    return app;
  }

  test.each([
    [null, 'INVITED_ONLY', 'This invitation link is not valid'],
    [{ email: 'x@example.test', role: 'MEMBER', state: 'ACCEPTED' }, 'INVITED_ONLY', 'This invitation has already been used'],
    [{ email: 'x@example.test', role: 'MEMBER', state: 'REVOKED' }, 'INVITED_ONLY', 'This invitation was revoked'],
    [{ email: 'x@example.test', role: 'MEMBER', state: 'EXPIRED' }, 'INVITED_ONLY', 'This invitation has expired'],
    [{ email: 'x@example.test', role: 'MEMBER', state: 'PENDING' }, 'NOBODY', 'Acme is not taking new accounts'],
  ])('%j under %s: says "%s", and offers no form', async (invitation, policy, message) => {
    await openInvitation(invitation, policy);
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${message} · Triage`));
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('a pending invitation: the address is fixed; acceptInvitation carries the token; errors beside fields', async () => {
    const { environment } = await openInvitation({ email: 'lin@example.test', role: 'VIEWER', state: 'PENDING' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme' })).toBeTruthy();
    expect(screen.getByText(/join as a viewer/)).toBeTruthy();
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: /^Email address/ });
    expect(email.value).toBe('lin@example.test');
    expect(email.readOnly).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Lin' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Login/ }), { target: { value: 'lin' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long enough password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    const mutation = await pendingOperation(environment, 'useAcceptInvitationMutation');
    expect(mutation.request.variables.input).toEqual({ token: 'the-token', name: 'Lin', login: 'lin', password: 'a long enough password' });
    await resolveOperation(environment, 'useAcceptInvitationMutation', {
      AcceptInvitationPayload: () => ({ viewer: null, errors: [{ field: ['login'], message: 'This login is taken.', code: 'TAKEN' }] }),
    });
    expect(await screen.findByText('This login is taken.')).toBeTruthy();
  });
});

test('with a mail server, a new link is said to be on its way, and its row follows the mail until the server took it', async () => {
  const { environment } = renderApp('/admin/invitations', { viewer: admin });
  await resolveOperation(environment, 'AdminInvitationsPageQuery', {
    User: () => admin,
    Workspace: () => ({ signUpPolicy: 'INVITED_ONLY', mailsInvitations: true }),
    ProjectConnection: () => ({ edges: [] }),
    InvitationConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
  });
  expect(await screen.findByText(/the server mails them a link/)).toBeTruthy();
  const form = await screen.findByRole('form', { name: 'Invite someone' });
  fireEvent.change(within(form).getByRole('textbox', { name: /^Email address/ }), { target: { value: 'sam@example.test' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create invitation link' }));
  await resolveOperation(environment, 'useCreateInvitationMutation', {
    CreateInvitationPayload: () => ({ token: 'token-of-sam', emailDelivery: 'QUEUED', errors: [] }),
    Invitation: () => ({
      id: 'invitation-sam',
      email: 'sam@example.test',
      role: 'MEMBER',
      state: 'PENDING',
      projects: [],
      emailDelivery: 'QUEUED',
      emailProblem: null,
    }),
  });
  expect(await screen.findByText('Invitation created and being mailed')).toBeTruthy();
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Invitation link' }).value).toContain('/invitations/token-of-sam');
  const row = within(screen.getByRole('list', { name: 'Invitations' })).getByRole('listitem');
  expect(within(row).getByText('Mailing…')).toBeTruthy();

  // Asked again a few seconds later: the mail server took it.
  const again = await waitFor(() => pendingOperation(environment, 'InvitationMailStateRefetchQuery'), { timeout: 8000 });
  expect(again.request.variables).toEqual({ id: 'invitation-sam' });
  await resolveOperation(environment, 'InvitationMailStateRefetchQuery', {
    Invitation: () => ({ id: 'invitation-sam', emailDelivery: 'SENT', emailProblem: null }),
  });
  expect(await within(row).findByText('Mailed')).toBeTruthy();
  expect(within(row).queryByText('Mailing…')).toBeNull();
}, 15_000);

test("a mail given up shows the mail server's reason in its row; one being retried says so", async () => {
  const { environment } = renderApp('/admin/invitations', { viewer: admin });
  const rows = [
    { id: 'i-lost', email: 'lost@example.test', emailDelivery: 'FAILED', emailProblem: '550 Mailbox unavailable' },
    { id: 'i-late', email: 'late@example.test', emailDelivery: 'QUEUED', emailProblem: 'connect ECONNREFUSED' },
  ];
  let next = 0;
  await resolveOperation(environment, 'AdminInvitationsPageQuery', {
    User: () => admin,
    Workspace: () => ({ signUpPolicy: 'INVITED_ONLY', mailsInvitations: true }),
    ProjectConnection: () => ({ edges: [] }),
    InvitationConnection: () => ({ edges: [{ cursor: 'c1' }, { cursor: 'c2' }], pageInfo: { hasNextPage: false, endCursor: 'c2' } }),
    Invitation: () => ({ ...rows[next++ % rows.length], role: 'MEMBER', state: 'PENDING', projects: [] }),
  });
  const [lost, late] = within(await screen.findByRole('list', { name: 'Invitations' })).getAllByRole('listitem');
  expect(within(lost!).getByText('Mail failed')).toBeTruthy();
  expect(within(lost!).getByText('The mail server said: 550 Mailbox unavailable')).toBeTruthy();
  expect(within(late!).getByText('Mail not delivered yet')).toBeTruthy();
  expect(within(late!).getByText('Trying again later. The mail server said: connect ECONNREFUSED')).toBeTruthy();
});
