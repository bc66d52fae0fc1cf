import { act, fireEvent, screen, within } from '@testing-library/react';
import { ada, connection, daysAgo, grace, issue, uploadPolicy, webProject } from './support/fixtures';
import { resolveOperation } from './support/relay';
import { renderApp } from './support/renderApp';

const BODY = 'Blocked by #7 and mobile#3; `#7` is code. Ask @grace or @nobody.';

async function openIssue(timeline: Array<{ number: number }> = []) {
  const app = renderApp('/projects/web/issues/12');
  await resolveOperation(app.environment, 'IssuePageQuery', {
    Query: () => ({ viewer: ada }),
    Project: () => ({ ...webProject, assignableUsers: [ada, grace] }),
    UploadPolicy: () => uploadPolicy,
    // The page's issue, and the one its description refers to.
    Issue: ({ path }) =>
      path?.includes('references')
        ? issue(7, { title: 'Saving drafts fails offline', state: 'CLOSED', stateReason: 'COMPLETED' })
        : path?.includes('source')
          ? issue(45, { title: 'Offline mode', project: { ...webProject, slug: 'web' } })
          : issue(12, {
              body: BODY,
              // What the server resolved for this viewer: mobile#3 (a private project's issue) and @nobody are not listed.
              references: [
                { text: '#7', user: null },
                { text: '@grace', issue: null, user: grace },
              ],
            }),
    IssueTimelineConnection: () => connection(timeline),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const description = () => screen.getByRole('region', { name: 'Description' });

test('a reference the server resolved is a link to the issue; the rest stays plain text', async () => {
  await openIssue();
  const links = within(description()).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['#7', '/projects/web/issues/7']]);
  // The unresolved reference, the code span and the unknown login are text as written.
  expect(description().querySelector('p')?.textContent).toBe('Blocked by #7 and mobile#3; #7 is code. Ask @grace or @nobody.');
  expect(description().querySelector('code')?.textContent).toBe('#7');
});

/** Moves the focus to `element` as the keyboard does (Fluent shows tooltips on keyboard focus, not on a script's). */
function tabTo(element: HTMLElement) {
  fireEvent.keyDown(document.body, { key: 'Tab', keyCode: 9 });
  act(() => element.focus());
}

test('focusing an issue reference shows its card: the title and state, describing the link', async () => {
  await openIssue();
  const link = within(description()).getByRole('link', { name: '#7' });
  tabTo(link);
  const card = await screen.findByRole('tooltip');
  expect(card.textContent).toContain('Saving drafts fails offline');
  expect(card.textContent).toContain('Closed');
  expect(link.getAttribute('aria-describedby')).toBe(card.id);
});

test('a mention of a person is reachable with Tab and shows their name on focus', async () => {
  await openIssue();
  const mention = within(description()).getByText('@grace');
  expect(mention.tabIndex).toBe(0);
  tabTo(mention);
  expect((await screen.findByRole('tooltip')).textContent).toContain(`${grace.name} (@${grace.login})`);
});

test('a back-link in the timeline says who mentioned the issue where, linking the source with its card', async () => {
  const mention = {
    __typename: 'IssueMention',
    id: 'mention-1',
    number: 1,
    createdAt: daysAgo(1),
    actor: grace,
    comment: { id: 'comment-3' },
  };
  await openIssue([mention]);
  const activity = await screen.findByRole('list', { name: 'Activity' });
  await within(activity).findByText(/mentioned this in a comment on/);
  expect(within(activity).getByRole('link', { name: 'web#45' }).getAttribute('href')).toBe('/projects/web/issues/45');
  expect(activity.textContent).toContain('Grace Hopper mentioned this in a comment on web#45 Offline mode');
});
