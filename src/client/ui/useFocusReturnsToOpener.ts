import { useLayoutEffect, useState } from 'react';

// Fluent's dialog gives the focus back to the element that opened it only through a `DialogTrigger` (Tabster's
// restorer). The app's dialogs are opened by their own buttons or menu items, with no trigger, so when one closed
// the focus fell to the document's body: a keyboard user started over from the top of the page.

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Call in a dialog component with whether its dialog is open (true for one its opener mounts and unmounts):
 * when it closes, the focus goes back to the element that had it when the dialog opened, if that is still in
 * the page and the focus is on the body or still in the closing dialog.
 */
export function useFocusReturnsToOpener(open: boolean): void {
  // The focused element is read while the opening renders: an effect would be too late where an element of the
  // dialog has `autoFocus` (the confirmation's Cancel), which React focuses while committing, before any effect.
  const [opening, setOpening] = useState(() => ({ open, focused: open ? document.activeElement : null }));
  if (opening.open !== open) setOpening({ open, focused: open ? document.activeElement : opening.focused });
  const focusedAtOpening = opening.focused;

  useLayoutEffect(() => {
    if (!open) return;
    // The focused element at the opening, or, where a menu item opened the dialog and the menu gives the focus
    // back to its button a moment later, the element outside any dialog that the focus leaves to enter this one.
    let opener = focusedAtOpening;
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || event.target.closest(DIALOG) === null) return;
      // The first move into a dialog: one from inside (Tab between its buttons) says nothing of the opener.
      if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.closest(DIALOG) === null) opener = event.relatedTarget;
      document.removeEventListener('focusin', onFocusIn, true);
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      // After the closing's own focus changes.
      setTimeout(() => {
        const focused = document.activeElement;
        const lost = focused === null || focused === document.body || focused.closest(DIALOG) !== null;
        if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
      });
    };
  }, [open, focusedAtOpening]);
}
