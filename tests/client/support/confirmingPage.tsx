// A page of one button that asks for a confirmation (ui/ConfirmDialog.tsx), for the client tests of that dialog.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../src/client/ui/ConfirmDialog';
import { findDialog } from './dialogs';

/**
 * A button that asks for a confirmation; `unmountOnCancel` makes its Cancel unmount the dialog (as a picker's
 * opener does).
 */
function Page({ unmountOnCancel = false }: { unmountOnCancel?: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(true);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete the thing
      </button>
      {mounted && (
        <ConfirmDialog
          open={open}
          title="Delete the thing?"
          confirmLabel="Delete thing"
          onConfirm={() => setOpen(false)}
          onCancel={() => (unmountOnCancel ? setMounted(false) : setOpen(false))}
        >
          It cannot be undone.
        </ConfirmDialog>
      )}
    </main>
  );
}

export function renderConfirmingPage(props: { unmountOnCancel?: boolean } = {}) {
  const { container } = render(
    <FluentProvider theme={webLightTheme}>
      <Page {...props} />
    </FluentProvider>,
  );
  return container;
}

/** Opens the confirmation from its button, as a keyboard user would (the button has the focus). */
export async function openFromButton(): Promise<HTMLElement> {
  const opener = screen.getByRole('button', { name: 'Delete the thing' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await findDialog('Delete the thing?');
  // The focus is in the dialog (on Cancel, its `autoFocus`, focused while React commits; jsdom's Tabster may move
  // it to the surface, tests/client/support/dialogs.ts).
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
