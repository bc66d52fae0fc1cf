import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { anyNotificationPosted, subscribeNotifications } from './notificationQueue';

// Fluent's toaster and its toasts (about 7 kB gzip) are not part of the first screen: their code loads once
// the page has settled (so that a message saying the server is gone finds it here), or at once when a message
// comes first; the toaster itself mounts with the first message, since its mount (Tabster's set-up with it) is
// a long task the page need not pay before anything is said.

/** How long after the first render the toaster's code is fetched, when no message asked for it earlier. */
const LOAD_AFTER_MS = 2_000;
/** How long after a failed fetch of that code (the server unreachable) it is tried again. */
const RETRY_AFTER_MS = 5_000;

/**
 * Where the messages of useNotify appear: bottom right, over the page. The app layout renders the one there is
 * (shell/AppLayout.tsx), so that every page's messages appear in the same place and none is lost. Its messages
 * are read out through the layout's live regions (NotificationAnnouncer), which are in the page from the start.
 *
 * Its code is fetched by hand rather than through React.lazy: a fetch that fails (the server went away, the
 * very moment a message says so) must not reach the page's error boundary and replace the page. It is tried
 * again a little later; the messages wait in their queue meanwhile.
 */
export function NotificationToaster() {
  const [settled, setSettled] = useState(false);
  // Sticky: once a message came, the toaster stays (its queue empties as it shows them; its toasts must not go).
  const messagePosted = useSyncExternalStore(subscribeNotifications, anyNotificationPosted, () => false);
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  const [failedFetches, setFailedFetches] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const wanted = settled || messagePosted;
  useEffect(() => {
    if (!wanted || Toasts) return;
    let current = true;
    const timer = setTimeout(
      () => {
        import('./NotificationToasts').then(
          (module) => current && setToasts(() => module.NotificationToasts),
          () => current && setFailedFetches((n) => n + 1),
        );
      },
      failedFetches === 0 ? 0 : RETRY_AFTER_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, Toasts, failedFetches]);

  return Toasts && messagePosted ? <Toasts /> : null;
}
