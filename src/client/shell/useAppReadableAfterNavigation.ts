import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// While a modal dialog is open, Fluent (through Tabster's modalizer) marks the app's root `aria-hidden`, so
// screen readers stay in the dialog. When the dialog goes away together with the page it was on (the leave
// prompt's "Leave page", then Back), that marking can outlive it: the page looks fine and is empty to a
// screen reader (dailyLoop.spec.ts's drafts journey found it; dialogsLeaveThePageReadable.spec.ts checks it).
// So after every navigation, once the new page has settled, the marking is taken off if no dialog is open.

/** How long after a navigation the root is checked: after Tabster's own deferred updates. */
const SETTLE_MS = 500;

export function useAppReadableAfterNavigation(): void {
  const { key } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      const root = document.getElementById('root');
      const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
      if (root?.getAttribute('aria-hidden') === 'true' && !dialogOpen) root.removeAttribute('aria-hidden');
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
}
