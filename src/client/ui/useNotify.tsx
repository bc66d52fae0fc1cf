// Notifications: a small message store the pages' NotificationToaster shows. Sending one costs nothing
// up front; Fluent's Toaster (react-toast, its portal and motion, about 10 kB gzip) loads with the first
// message, since most visits never see one.

export interface Notification {
  title: string;
  detail?: string;
  intent?: 'error' | 'success' | 'info' | 'warning';
}

type Listener = (notification: Notification) => void;

const listeners = new Set<Listener>();

/** Tells the mounted NotificationToaster; with none on the page the message is dropped (as Fluent's would be). */
function notify(notification: Notification): void {
  for (const listener of listeners) listener(notification);
}

/** For NotificationToaster: hears every notification while subscribed. */
export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a short message in the page's NotificationToaster. Used when an optimistic change was undone
 * (the server refused it, or could not be reached): the screen has just changed back by itself, and
 * this says why. Errors stay longer than the default, long enough to read a sentence.
 */
export function useNotify(): (notification: Notification) => void {
  return notify;
}
