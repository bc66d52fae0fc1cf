import { Link, Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { announceNotification } from './NotificationAnnouncer';
import { subscribeNotifications, takeNotifications } from './notificationQueue';

const TOASTER_ID = 'triage-notifications';

/**
 * Fluent's Toaster, bottom right over the page, showing the queued messages (ui/notificationQueue.ts). Errors
 * stay longer than the default, long enough to read a sentence; so does a message with an action, long enough
 * to reach its button. Loaded on demand by NotificationToaster.
 */
export function NotificationToasts() {
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);
  const idPrefix = useId('notification-');
  const count = useRef(0);

  // The Toaster below, a child, subscribes to its toasts in its own effect, which React runs before this one:
  // the messages posted while this code loaded reach a listening toaster.
  useEffect(() => {
    const showWaiting = () => {
      for (const { title, detail, intent = 'error', action } of takeNotifications()) {
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
      }
    };
    showWaiting();
    return subscribeNotifications(showWaiting);
  }, [dispatchToast, dismissToast, idPrefix]);

  return <Toaster toasterId={TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur announce={announceNotification} />;
}
