import { postNotification, type Notification } from './notificationQueue';

/**
 * Shows a short message in the app's NotificationToaster (in the layout). Used when an optimistic change was undone
 * (the server refused it, or could not be reached): the screen has just changed back by itself, and
 * this says why. The message is queued (ui/notificationQueue.ts), so it is shown even when the toaster's
 * code is still loading.
 */
export function useNotify(): (notification: Notification) => void {
  return postNotification;
}
