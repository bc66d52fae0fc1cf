import { Toast, ToastBody, ToastTitle, useToastController } from '@fluentui/react-components';
import { useCallback } from 'react';

export const NOTIFICATIONS_TOASTER_ID = 'triage-notifications';

export interface Notification {
  title: string;
  detail?: string;
  intent?: 'error' | 'success' | 'info' | 'warning';
}

/**
 * Shows a short message in the app's NotificationToaster (in the layout). Used when an optimistic change was undone
 * (the server refused it, or could not be reached): the screen has just changed back by itself, and
 * this says why. Errors stay longer than the default, long enough to read a sentence.
 */
export function useNotify(): (notification: Notification) => void {
  const { dispatchToast } = useToastController(NOTIFICATIONS_TOASTER_ID);
  return useCallback(
    ({ title, detail, intent = 'error' }: Notification) => {
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {detail && <ToastBody>{detail}</ToastBody>}
        </Toast>,
        { intent, timeout: intent === 'error' ? 10_000 : 4_000, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    },
    [dispatchToast],
  );
}
