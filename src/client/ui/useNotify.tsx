import { Link, Toast, ToastBody, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useCallback, useRef } from 'react';

export const NOTIFICATIONS_TOASTER_ID = 'triage-notifications';

export interface Notification {
  title: string;
  detail?: string;
  intent?: 'error' | 'success' | 'info' | 'warning';
  /** A button in the message (e.g. Undo): pressing it runs `run` and closes the message. Offered once. */
  action?: { label: string; run: () => void };
}

/**
 * Shows a short message in the app's NotificationToaster (in the layout). Used when an optimistic change was undone
 * (the server refused it, or could not be reached): the screen has just changed back by itself, and
 * this says why. Errors stay longer than the default, long enough to read a sentence; so does a message with an
 * action, long enough to reach its button.
 */
export function useNotify(): (notification: Notification) => void {
  const { dispatchToast, dismissToast } = useToastController(NOTIFICATIONS_TOASTER_ID);
  const idPrefix = useId('notification-');
  const count = useRef(0);
  return useCallback(
    ({ title, detail, intent = 'error', action }: Notification) => {
      count.current += 1;
      const toastId = `${idPrefix}${count.current}`;
      const button = action && (
        <Link
          as="button"
          onClick={() => {
            dismissToast(toastId);
            action.run();
          }}
        >
          {action.label}
        </Link>
      );
      dispatchToast(
        <Toast>
          <ToastTitle action={button}>{title}</ToastTitle>
          {detail && <ToastBody>{detail}</ToastBody>}
        </Toast>,
        {
          toastId,
          intent,
          timeout: intent === 'error' || action ? 10_000 : 4_000,
          politeness: intent === 'error' ? 'assertive' : 'polite',
        },
      );
    },
    [dispatchToast, dismissToast, idPrefix],
  );
}
