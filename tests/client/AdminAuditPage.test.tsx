// The audit log page as an admin reads it: each entry as a sentence naming who did what to whom, filters that
// change the address (and so the query), older entries a page at a time; others are told it is for admins.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { ada, grace } from './support/fixtures';
import { pendingOperation, rejectOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const admin = { ...grace, email: 'grace@triage.test' };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const person = (id: string, name: string, login: string) => ({ id, name, login });

const ENTRIES = [
  {
    id: 'e5',
    at: hoursAgo(1),
    action: 'ROLE_CHANGED',
    actor: admin,
    user: ada,
    project: null,
    email: null,
    from: 'MEMBER',
    to: 'VIEWER',
    address: null,
  },
  {
    id: 'e4',
    at: hoursAgo(2),
    action: 'SIGN_IN_LOCKED',
    actor: null,
    user: ada,
    project: null,
    email: 'ada@triage.test',
    from: null,
    to: null,
    address: '10.0.0.7',
  },
  {
    id: 'e3',
    at: hoursAgo(3),
    action: 'PROJECT_VISIBILITY_CHANGED',
    actor: admin,
    user: null,
    project: { id: 'p1', name: 'Web' },
    email: null,
    from: 'PUBLIC',
    to: 'PRIVATE',
    address: null,
  },
  {
    id: 'e2',
    at: hoursAgo(4),
    action: 'INVITATION_CREATED',
    actor: admin,
    user: null,
    project: null,
    email: 'new@example.test',
    from: null,
    to: 'MEMBER',
    address: null,
  },
  {
    id: 'e1',
    at: hoursAgo(5),
    action: 'SIGN_UP_POLICY_CHANGED',
    actor: admin,
    user: null,
    project: null,
    email: null,
    from: 'INVITED_ONLY',
    to: 'ANYONE',
    address: null,
  },
];

function answer(entries: typeof ENTRIES, hasNextPage: boolean) {
  return {
    totalCount: 7,
    edges: entries.map((node) => ({ cursor: `c-${node.id}`, node })),
    pageInfo: { hasNextPage, endCursor: entries.at(-1) ? `c-${entries.at(-1)!.id}` : null },
  };
}

async function openPage(path = '/admin/audit') {
  const app = renderApp(path, { viewer: admin });
  const operation = await resolveOperation(app.environment, 'AdminAuditPageQuery', {
    // The person an entry was done to is Ada; whoever did it is Grace; the "Done by" choices are as listed below.
    User: (context: MockResolverContext) => {
      if (context.path?.at(-1) === 'user') return ada;
      return context.path?.includes('users') ? undefined : admin;
    },
    Query: () => ({
      users: { edges: [{ node: person('user-grace', 'Grace Hopper', 'grace') }, { node: person('user-ada', 'Ada Lovelace', 'ada') }] },
      auditLog: answer(ENTRIES, true),
    }),
  });
  await waitFor(() => expect(document.title).toBe('Audit log · Administration · Triage'));
  return { ...app, operation };
}

test('entries read as sentences, newest first; the section is in the admin navigation', async () => {
  await openPage();
  expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
  const rows = within(screen.getByRole('list', { name: 'Audit log' })).getAllByRole('listitem');
  expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
    'Grace Hopper changed Ada Lovelace’s role from Member to Viewer',
    'Sign-in as ada@triage.test failed repeatedly from 10.0.0.7: refused there for 15 minutes',
    'Grace Hopper made Web visible to its members only (was everyone in the workspace)',
    'Grace Hopper invited new@example.test as Member',
    'Grace Hopper changed who can sign up from invited people only to anyone',
  ]);
});

test('filters go into the address, and the page asks for what they say', async () => {
  const { router, environment, operation } = await openPage();
  expect(operation.request.variables).toEqual({ action: null, actorId: null });
  const doneBy = within(screen.getByRole('combobox', { name: 'Done by' }));
  expect(doneBy.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Anyone',
    'Grace Hopper (@grace)',
    'Ada Lovelace (@ada)',
  ]);
  fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'ROLE_CHANGED' } });
  await waitFor(() => expect(router.state.location.search).toBe('?action=ROLE_CHANGED'));
  const filtered = await pendingOperation(environment, 'AdminAuditPageQuery');
  expect(filtered.request.variables).toEqual({ action: 'ROLE_CHANGED', actorId: null });
  await resolveOperation(environment, 'AdminAuditPageQuery', {
    User: () => admin,
    Query: () => ({ users: { edges: [{ node: person('user-grace', 'Grace Hopper', 'grace') }] }, auditLog: answer([], false) }),
  });
  expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: 'Done by' }), { target: { value: 'user-grace' } });
  await waitFor(() => expect(router.state.location.search).toBe('?action=ROLE_CHANGED&actor=user-grace'));
  expect((await pendingOperation(environment, 'AdminAuditPageQuery')).request.variables).toEqual({
    action: 'ROLE_CHANGED',
    actorId: 'user-grace',
  });
});

test('older entries load a page at a time, with the same filters', async () => {
  const { environment } = await openPage('/admin/audit?actor=user-grace');
  fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
  const next = await pendingOperation(environment, 'AuditLogListPaginationQuery');
  expect(next.request.variables).toMatchObject({ count: 25, cursor: 'c-e1', actorId: 'user-grace', action: null });
});

test('older entries that cannot be loaded say why; trying again clears that and appends the page', async () => {
  const { environment } = await openPage();
  const log = screen.getByRole('list', { name: 'Audit log' });
  const shown = within(log).getAllByRole('listitem').length;
  fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
  expect(await screen.findByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);
  await rejectOperation(environment, 'AuditLogListPaginationQuery', new Error('The server could not be reached.'));
  expect(await screen.findByText('Couldn’t load older entries. The server could not be reached.')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
  // The last failure is gone as soon as the next attempt starts.
  expect(screen.queryByText(/Couldn’t load older entries/)).toBeNull();
  await resolveOperation(environment, 'AuditLogListPaginationQuery', {
    Query: () => ({ auditLog: answer([{ ...ENTRIES[0]!, id: 'e0' }], false) }),
    User: () => ada,
  });
  await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(shown + 1));
  expect(screen.queryByRole('button', { name: 'Load older entries' })).toBeNull();
});

test('a member is told the page is for admins and sees no entries', async () => {
  const { environment } = renderApp('/admin/audit', { viewer: ada });
  await resolveOperation(environment, 'AdminAuditPageQuery', { User: () => ada, Query: () => ({ auditLog: null }) });
  expect(await screen.findByText(/Only admins can see this page/)).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Audit log' })).toBeNull();
});
