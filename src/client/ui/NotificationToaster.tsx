import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { anyNotificationPosted, subscribeNotifications } from './notificationQueue';

// Fluent's toaster and its toasts (about 7 kB gzip) are not part of the first screen: their code loads once
// the page has settled, or at once when a message comes first.
const NotificationToasts = lazy(() => import('./NotificationToasts').then((module) => ({ default: module.NotificationToasts })));

/** How long after the first render the toaster's code is fetched, when no message asked for it earlier. */
const LOAD_AFTER_MS = 2_000;

/**
 * Where the messages of useNotify appear: bottom right, over the page. The app layout renders the one there is
 * (shell/AppLayout.tsx), so that every page's messages appear in the same place and none is lost. It mounts
 * soon after the first screen rather than on the first message, so that its live region is in the page
 * before anything is announced through it (a region added with its text is not read by every screen reader).
 */
export function NotificationToaster() {
  const [settled, setSettled] = useState(false);
  // Sticky: once a message came, the toaster stays (its queue empties as it shows them; its toasts must not go).
  const messagePosted = useSyncExternalStore(subscribeNotifications, anyNotificationPosted);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!settled && !messagePosted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToasts />
    </Suspense>
  );
}
