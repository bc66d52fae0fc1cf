import { useLayoutEffect } from 'react';

// Fluent's dialog gives the focus back to the element that opened it only through a `DialogTrigger` (Tabster's
// restorer). The app's dialogs are opened by their own buttons or menu items, with no trigger, so when one closed
// the focus fell to the document's body: a keyboard user started over from the top of the page.

/**
 * Call in a dialog component with whether its dialog is open (true for one its opener mounts and unmounts):
 * when it closes, the focus goes back to the element that had it when the dialog opened, if that is still in
 * the page and the focus is on the body or still in the closing dialog.
 */
export function useFocusReturnsToOpener(open: boolean): void {
  // A layout effect: it runs before Fluent's dialog moves the focus into itself (in a passive effect).
  useLayoutEffect(() => {
    if (!open) return;
    // The focused element now, or, where a menu item opened the dialog and the menu gives the focus back to its
    // button a moment later, the element the focus leaves when it enters the dialog.
    let opener = document.activeElement;
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || event.target.closest('[role="dialog"], [role="alertdialog"]') === null) return;
      if (event.relatedTarget instanceof HTMLElement) opener = event.relatedTarget;
      document.removeEventListener('focusin', onFocusIn, true);
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      // After the closing's own focus changes.
      setTimeout(() => {
        const focused = document.activeElement;
        const lost = focused === null || focused === document.body || focused.closest('[role="dialog"], [role="alertdialog"]') !== null;
        if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
      });
    };
  }, [open]);
}
