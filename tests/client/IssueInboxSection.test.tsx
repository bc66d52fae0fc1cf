// The issue page's Inbox section (inbox/IssueSubscription.tsx): why the viewer receives the issue's news, one
// sentence per reason; Unsubscribe and Subscribe send setIssueSubscription and turn at once; a read-only viewer
// has the section too, and someone signed out has none. And the header's unread count, live: an inboxChanged
// event changes it (and the title) without a reload.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ada, connection, issue, uploadPolicy, webProject } from './support/fixtures';
import { pendingOperation, resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

type Subscription = { subscribed: boolean; reason: string | null };

async function openIssue(viewerSubscription: Subscription, viewer: typeof ada | null = ada) {
  const app = renderApp('/projects/web/issues/12', { viewer });
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer }),
    Project: () => ({ ...webProject, labels: [], assignableUsers: [ada] }),
    UploadPolicy: () => uploadPolicy,
    Issue: () => issue(12, { title: 'Editor crashes on save', relations: [], subIssues: [], viewerSubscription }),
    IssueSubscription: () => viewerSubscription,
    IssueTimelineConnection: () => connection([]),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const section = () => screen.getByRole('region', { name: 'Inbox' });

test.each([
  ['SUBSCRIBED', 'you subscribed'],
  ['AUTHOR', 'you opened this issue'],
  ['COMMENTED', 'you commented'],
  ['ASSIGNED', 'you were assigned'],
  ['MENTIONED', 'you were mentioned'],
])('a follower for the reason %s reads “because %s”', async (reason, why) => {
  await openIssue({ subscribed: true, reason });
  expect(section().textContent).toContain(`You’re receiving notifications because ${why}.`);
  expect(within(section()).getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
});

test('Unsubscribe sends setIssueSubscription and says at once that comments no longer reach the viewer', async () => {
  const { environment } = await openIssue({ subscribed: true, reason: 'COMMENTED' });
  fireEvent.click(within(section()).getByRole('button', { name: 'Unsubscribe' }));
  const sent = await pendingOperation(environment, 'useSetIssueSubscriptionMutation');
  expect(sent.request.variables).toEqual({ input: { issueId: 'issue-12', subscribed: false } });
  expect(section().textContent).toContain('You’re not receiving notifications of this issue’s comments (mentions still reach you).');
  await act(async () => {
    environment.mock.resolve(
      sent,
      MockPayloadGenerator.generate(sent, {
        SetIssueSubscriptionPayload: () => ({ errors: [] }),
        Issue: () => ({ id: 'issue-12', viewerSubscription: { subscribed: false, reason: 'COMMENTED' } }),
      }),
    );
  });
  expect(within(section()).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
});

test('someone not following subscribes by hand; a refusal turns the toggle back', async () => {
  const { environment } = await openIssue({ subscribed: false, reason: null });
  fireEvent.click(within(section()).getByRole('button', { name: 'Subscribe' }));
  const sent = await pendingOperation(environment, 'useSetIssueSubscriptionMutation');
  expect(sent.request.variables).toEqual({ input: { issueId: 'issue-12', subscribed: true } });
  expect(section().textContent).toContain('You’re receiving notifications because you subscribed.');
  await act(async () => {
    environment.mock.resolve(
      sent,
      MockPayloadGenerator.generate(sent, {
        SetIssueSubscriptionPayload: () => ({
          issue: null,
          errors: [{ field: ['issueId'], message: 'No such issue.', code: 'NOT_FOUND' }],
        }),
      }),
    );
  });
  await waitFor(() => expect(within(section()).getByRole('button', { name: 'Subscribe' })).toBeTruthy());
  expect(section().textContent).toContain('not receiving notifications');
});

test('a read-only viewer has the section; someone signed out has none', async () => {
  const { unmount } = await openIssue({ subscribed: true, reason: 'MENTIONED' }, { ...ada, role: 'VIEWER' });
  expect(section().textContent).toContain('because you were mentioned');
  unmount();
  await openIssue({ subscribed: false, reason: null }, null);
  expect(screen.queryByRole('region', { name: 'Inbox' })).toBeNull();
});

test('the header’s unread count follows inboxChanged live, in its label and the title', async () => {
  const { environment } = await openIssue({ subscribed: true, reason: 'AUTHOR' });
  expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy();
  const live = await pendingOperation(environment, 'LiveUnreadCountSubscription');
  await act(async () => {
    environment.mock.nextValue(live, MockPayloadGenerator.generate(live, { User: () => ({ id: ada.id, unreadNotificationCount: 3 }) }));
  });
  expect(await screen.findByRole('link', { name: 'Inbox, 3 unread' })).toBeTruthy();
  await waitFor(() => expect(document.title).toMatch(/^\(3\) /));
});
