// The app's short messages on their way to the screen. Posting one needs no UI code, so any page can say
// something without loading Fluent's toaster; the toaster (NotificationToasts, loaded after the first
// screen) takes the messages from here, those posted before it arrived included.

export interface Notification {
  title: string;
  detail?: string;
  intent?: 'error' | 'success' | 'info' | 'warning';
  /** A button in the message (e.g. Undo): pressing it runs `run` and closes the message. Offered once. */
  action?: { label: string; run: () => void };
}

const waiting: Notification[] = [];
let posted = false;
const listeners = new Set<() => void>();

/** Queues a message for the toaster and wakes whoever shows them. */
export function postNotification(notification: Notification): void {
  waiting.push(notification);
  posted = true;
  for (const listener of listeners) listener();
}

/** The messages not shown yet, oldest first; they leave the queue. */
export function takeNotifications(): Notification[] {
  return waiting.splice(0);
}

/** Whether any message was ever posted (a snapshot for useSyncExternalStore: once true, it stays true). */
export function anyNotificationPosted(): boolean {
  return posted;
}

/** Calls `listener` whenever a message is posted; returns the unsubscribe function. */
export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
