import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useBlocker } from 'react-router-dom';
import { useUnsentForms } from '../ui/unsentForms';

// The dialog (and Fluent's dialog code) loads only when there is something to ask: most pages never ask,
// and the layout is part of every page's first load. If its code cannot arrive (the server is down), the
// browser's own confirm asks instead, so the navigation is never left hanging.
const LeaveDialog = lazy<ComponentType<LeaveQuestionProps>>(() =>
  import('./LeaveDialog').then(
    (module) => ({ default: module.LeaveDialog }),
    () => ({ default: BrowserConfirm }),
  ),
);

const QUESTION = 'Leave this page? The text you have not sent is kept as a draft in this tab.';

interface LeaveQuestionProps {
  onLeave: () => void;
  onStay: () => void;
}

function BrowserConfirm({ onLeave, onStay }: LeaveQuestionProps) {
  // Asked once, however often the effect runs (React's strict mode runs it twice).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (window.confirm(QUESTION)) onLeave();
    else onStay();
  }, [onLeave, onStay]);
  return null;
}

/**
 * Asks before leaving a page while one of its forms holds text not yet sent (ui/useDraft): in the app
 * (a link, Back, Forward) with a dialog, and for a reload or a closed tab with the browser's own
 * question (`beforeunload`). One for the whole app, in the layout: React Router allows one blocker.
 * A change of the address that stays on the page (a search, an #anchor) is not leaving it, and only the
 * forms of the page being left count (ui/unsentForms): without unsent text there, nothing is blocked,
 * so no navigation ever waits on the dialog's code.
 */
export function LeaveGuard() {
  const forms = useUnsentForms();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && forms !== null && forms.holdTextAt(currentLocation.pathname),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (forms === null || !forms.holdText()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [forms]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog onLeave={() => blocker.proceed()} onStay={() => blocker.reset()} />
    </Suspense>
  );
}
