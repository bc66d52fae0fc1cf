import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render } from '@testing-library/react';
import { postNotification } from '../../src/client/ui/notificationQueue';
import { NotificationToaster } from '../../src/client/ui/NotificationToaster';
import { findToast, toastTexts } from './support/toasts';

// The toaster's code loads after the first screen; a message posted before it has arrived must not be lost.
test('messages posted before the toaster has loaded are shown once it has, in order', async () => {
  render(
    <FluentProvider theme={webLightTheme}>
      <NotificationToaster />
    </FluentProvider>,
  );
  expect(document.querySelector('.fui-Toast')).toBeNull();

  act(() => {
    postNotification({ title: "Couldn't close the issue", detail: 'This project is archived.' });
    postNotification({ title: 'Issue reopened', intent: 'success' });
  });

  await findToast('Issue reopened');
  const texts = toastTexts();
  expect(texts.some((text) => text.includes("Couldn't close the issue") && text.includes('This project is archived.'))).toBe(true);

  // Later messages reach the toaster already there.
  act(() => postNotification({ title: 'Label removed', intent: 'info' }));
  await findToast('Label removed');
  expect(toastTexts().some((text) => text.includes("Couldn't close the issue"))).toBe(true);
});
