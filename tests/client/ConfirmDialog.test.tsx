// The confirmation dialog (ui/ConfirmDialog.tsx) gives the focus back to what opened it. Its Cancel has `autoFocus`,
// which React focuses while committing the dialog, before any effect: the opener must be known before then.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dialogButton } from './support/dialogs';
import { openFromButton, renderConfirmingPage } from './support/confirmingPage';

test('Cancel gives the focus back to the button that opened the confirmation, not to the body', async () => {
  renderConfirmingPage();
  const dialog = await openFromButton();
  fireEvent.click(dialogButton(dialog, 'Cancel'));
  await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete the thing' })));
});

test('a confirmation opened a second time gives the focus back too', async () => {
  renderConfirmingPage();
  for (let time = 0; time < 2; time += 1) {
    const dialog = await openFromButton();
    fireEvent.keyDown(dialogButton(dialog, 'Cancel'), { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete the thing' })));
  }
});
