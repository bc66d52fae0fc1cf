import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { NotificationAnnouncer } from '../../src/client/ui/NotificationAnnouncer';
import { postNotification } from '../../src/client/ui/notificationQueue';
import { NotificationToaster } from '../../src/client/ui/NotificationToaster';
import type * as Toasts from '../../src/client/ui/NotificationToasts';
import { findToast } from './support/toasts';

// Counts the toaster's mounts: the real component, wrapped (its mount is what the page should not pay at load).
const mounts = { count: 0, codeArrived: false };
jest.mock('../../src/client/ui/NotificationToasts', () => {
  const actual = jest.requireActual<typeof Toasts>('../../src/client/ui/NotificationToasts');
  const { useEffect } = jest.requireActual<typeof React>('react');
  mounts.codeArrived = true;
  return {
    NotificationToasts: () => {
      useEffect(() => {
        mounts.count += 1;
      }, []);
      return <actual.NotificationToasts />;
    },
  };
});

// The toaster mounts with its first message, and the message is read out from the layout's live regions, which
// were in the page before it (a region added with its text is not read by every screen reader).
test('the toaster mounts with the first message, which the page-long live regions read out', async () => {
  render(
    <FluentProvider theme={webLightTheme}>
      <NotificationAnnouncer />
      <NotificationToaster />
    </FluentProvider>,
  );
  const polite = document.querySelector('[data-notifications="polite"]');
  const assertive = document.querySelector('[data-notifications="assertive"]');
  expect(polite?.getAttribute('aria-live')).toBe('polite');
  expect(assertive?.getAttribute('aria-live')).toBe('assertive');
  // The toaster's code arrives (2 s after the render); nothing mounts until a message.
  await waitFor(() => expect(mounts.codeArrived).toBe(true), { timeout: 15_000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(mounts.count).toBe(0);

  act(() => postNotification({ title: 'Label removed', intent: 'info' }));
  await findToast('Label removed');
  expect(mounts.count).toBe(1);
  await waitFor(() => expect(polite?.textContent).toContain('Label removed'));
  // Fluent's own live region is not drawn beside ours: each message is read once.
  expect(document.querySelectorAll('[aria-live]')).toHaveLength(2);

  act(() => postNotification({ title: "Couldn't close the issue", detail: "Can't reach the server." }));
  await waitFor(() => expect(assertive?.textContent).toContain("Couldn't close the issue"));
  expect(document.querySelector('[data-notifications="assertive"]')).toBe(assertive);
  expect(mounts.count).toBe(1);
});
