import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ada, webProject } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

/** An inbox entry of issue `number` of web, as InboxPageQuery reads it. */
function entry(
  number: number,
  {
    unreadCount = 1,
    reason = 'COMMENT',
    isDone = false,
    sourceIssue = null as { id: string; number: number; title: string; project: { id: string; slug: string } } | null,
  } = {},
) {
  return {
    id: `notification-${number}`,
    reason,
    unreadCount,
    isRead: unreadCount === 0,
    isDone,
    updatedAt: '2026-11-01T12:00:00Z',
    issue: { id: `issue-${number}`, number, title: `Issue ${number}`, state: 'OPEN', stateReason: null, project: webProject },
    sourceIssue,
  };
}

function inbox(entries: ReturnType<typeof entry>[]) {
  return {
    // The viewer the header shows (renderApp's), so the page's answer is about the same person.
    User: () => ({ id: ada.id }),
    NotificationConnection: () => ({
      edges: entries.map((node) => ({ cursor: `c-${node.id}`, node })),
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    }),
  };
}

test('lists the entries with their issue, reason and count; following one marks it read', async () => {
  const { environment } = renderApp('/inbox');
  const operation = await pendingOperation(environment, 'InboxPageQuery');
  expect(operation.request.variables).toEqual({ filter: 'UNREAD' });
  await resolveOperation(environment, 'InboxPageQuery', inbox([entry(12, { unreadCount: 3, reason: 'MENTIONED' }), entry(7)]));

  const list = await screen.findByRole('list', { name: 'Notifications' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(rows[0]!.textContent).toContain('You were mentioned · 3 new');
  const link = within(rows[0]!).getByRole('link', { name: 'web#12 Issue 12' });
  expect(link.getAttribute('href')).toBe('/projects/web/issues/12');
  fireEvent.click(link);
  const mark = await pendingOperation(environment, 'useMarkNotificationsReadMutation');
  expect(mark.request.variables).toEqual({ input: { ids: ['notification-12'], read: true } });
});

test('Done hides the entry at once and asks the server; Mark all read marks every entry', async () => {
  const { environment } = renderApp('/inbox?filter=all');
  expect((await pendingOperation(environment, 'InboxPageQuery')).request.variables).toEqual({ filter: 'ALL' });
  await resolveOperation(environment, 'InboxPageQuery', inbox([entry(12), entry(7)]));
  fireEvent.click(await screen.findByRole('button', { name: 'Done: web#12' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(1));
  const done = await pendingOperation(environment, 'useMarkNotificationsDoneMutation');
  expect(done.request.variables).toEqual({ input: { ids: ['notification-12'], done: true } });

  fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
  expect((await pendingOperation(environment, 'useMarkAllNotificationsReadMutation')).request.variables).toEqual({ input: {} });
});

test('the header links to the inbox with the unread count, which the page title carries too', async () => {
  const { environment } = renderApp('/inbox?filter=done', { viewer: { ...ada, unreadNotificationCount: 3 } });
  await resolveOperation(environment, 'InboxPageQuery', inbox([]));
  expect(await screen.findByText('Nothing done yet')).toBeTruthy();
  const link = await screen.findByRole('link', { name: 'Inbox, 3 unread' });
  expect(link.getAttribute('href')).toBe('/inbox');
  await waitFor(() => expect(document.title).toBe('(3) Inbox · Triage'));
});

test('an entry whose reason comes from another issue names it, with its link', async () => {
  const { environment } = renderApp('/inbox');
  const mobile = { id: 'project-mobile', slug: 'mobile' };
  await resolveOperation(
    environment,
    'InboxPageQuery',
    inbox([
      entry(12, { reason: 'REFERENCED', sourceIssue: { id: 'issue-45', number: 45, title: 'Crash on save', project: webProject } }),
      entry(7, { reason: 'RELATED', sourceIssue: { id: 'issue-m3', number: 3, title: 'Sync fails', project: mobile } }),
      // The source the reader may not see (or deleted): the server answers null, and the row says only why.
      entry(5, { reason: 'RELATED' }),
    ]),
  );
  const rows = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
  expect(rows[0]!.textContent).toContain('Mentioned in #45 Crash on save');
  expect(within(rows[0]!).getByRole('link', { name: '#45 Crash on save' }).getAttribute('href')).toBe('/projects/web/issues/45');
  expect(rows[1]!.textContent).toContain('Linked to mobile#3 Sync fails');
  expect(within(rows[1]!).getByRole('link', { name: 'mobile#3 Sync fails' }).getAttribute('href')).toBe('/projects/mobile/issues/3');
  expect(rows[2]!.textContent).toContain('Linked to another issue');
  expect(within(rows[2]!).getAllByRole('link')).toHaveLength(1);
});
