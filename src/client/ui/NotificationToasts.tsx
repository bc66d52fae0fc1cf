import { Toast, ToastBody, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { subscribeNotifications, takeNotifications } from './notificationQueue';

const TOASTER_ID = 'triage-notifications';

/**
 * Fluent's Toaster, bottom right over the page, showing the queued messages (ui/notificationQueue.ts). Errors
 * stay longer than the default, long enough to read a sentence. Loaded on demand by NotificationToaster.
 */
export function NotificationToasts() {
  const { dispatchToast } = useToastController(TOASTER_ID);

  // The Toaster below, a child, subscribes to its toasts in its own effect, which React runs before this one:
  // the messages posted while this code loaded reach a listening toaster.
  useEffect(() => {
    const showWaiting = () => {
      for (const { title, detail, intent = 'error' } of takeNotifications()) {
        dispatchToast(
          <Toast>
            <ToastTitle>{title}</ToastTitle>
            {detail && <ToastBody>{detail}</ToastBody>}
          </Toast>,
          { intent, timeout: intent === 'error' ? 10_000 : 4_000, politeness: intent === 'error' ? 'assertive' : 'polite' },
        );
      }
    };
    showWaiting();
    return subscribeNotifications(showWaiting);
  }, [dispatchToast]);

  return <Toaster toasterId={TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur />;
}
