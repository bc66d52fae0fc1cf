import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { hasUnsentText } from '../ui/drafts';

/**
 * Asks before leaving a page while one of its forms holds text not yet sent (ui/useDraft): in the app
 * (a link, Back, Forward) with a dialog, and for a reload or a closed tab with the browser's own
 * question (`beforeunload`). One for the whole app, in the layout: React Router allows one blocker.
 * A change of the address that stays on the page (a search, an #anchor) is not leaving it.
 */
export function LeaveGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsentText());

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsentText()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      confirmLabel="Leave page"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      You have text here that is not sent. It is kept as a draft in this tab until you sign out, and comes back when you return to this
      page.
    </ConfirmDialog>
  );
}
