// The confirmation dialog (ui/ConfirmDialog.tsx) as the first and only user of Tabster (Fluent's focus manager)
// on the page, as on the issue page, whose first load has none. A file of its own: Jest gives it fresh modules,
// so no earlier test's dialog has created Tabster already.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dialogButton } from './support/dialogs';
import { openFromButton, renderConfirmingPage } from './support/confirmingPage';

test('the page is readable again when the dialog, the last Tabster user, is unmounted while open', async () => {
  const container = renderConfirmingPage({ unmountOnCancel: true });
  const dialog = await openFromButton();
  // Fluent hides the rest of the page while the dialog is open (a moment after it opens): the check below is
  // not vacuous.
  await waitFor(() => expect(container.closest('[aria-hidden="true"]')).not.toBeNull(), { timeout: 3000 });
  fireEvent.click(dialogButton(dialog, 'Cancel'));
  await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
  // Past Tabster's deferred update (250 ms), which a disposed Tabster would have cancelled for good.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(container.closest('[aria-hidden="true"]')).toBeNull();
  expect(screen.getByRole('main')).toBeTruthy();
});
