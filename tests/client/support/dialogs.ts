// Fluent dialogs in jsdom. Tabster (Fluent's focus manager) marks a modal dialog aria-hidden until the
// focus is inside it, and in jsdom, where nothing has a layout, it finds no visible button to focus and
// leaves the focus on the dialog's surface, which it does not count as inside: 250 ms after opening,
// the whole dialog is hidden from role queries. In a browser the focus lands on the first button (the
// e2e suite checks dialogs there). These helpers find a dialog and its buttons whatever tabster did.
import { waitFor, within } from '@testing-library/react';

/** Waits for the open dialog (or alert dialog) whose title is `title`. */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')).find(
      (dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent === title,
    );
    expect(found).toBeDefined();
  });
  return found!;
}

/** The button named `name` inside `dialog`. */
export function dialogButton(dialog: HTMLElement, name: string | RegExp): HTMLElement {
  return within(dialog).getByRole('button', { name, hidden: true });
}

/** The text field labelled `name` inside `dialog`. */
export function dialogTextbox(dialog: HTMLElement, name: string | RegExp): HTMLElement {
  return within(dialog).getByRole('textbox', { name, hidden: true });
}
