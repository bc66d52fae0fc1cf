import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeToNotifications, type Notification } from './useNotify';

// Fluent's Toaster and Toast, loaded with the first message (see useNotify).
const FluentNotifications = lazy(() => import('./FluentNotifications'));

/**
 * Where the messages of useNotify appear: bottom right, over the page. A page whose actions report their
 * outcome this way (optimistic changes that may be undone) renders one. Messages that arrive while
 * Fluent's toaster is loading wait in `queue` and show once it is there.
 */
export function NotificationToaster() {
  const [queue, setQueue] = useState<readonly Notification[]>([]);
  const [used, setUsed] = useState(false);

  useEffect(
    () =>
      subscribeToNotifications((notification) => {
        setUsed(true);
        setQueue((current) => [...current, notification]);
      }),
    [],
  );

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <FluentNotifications queue={queue} onShown={(shown) => setQueue((current) => current.filter((n) => !shown.includes(n)))} />
    </Suspense>
  );
}
