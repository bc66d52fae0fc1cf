// Fluent's Toaster for NotificationToaster, loaded with the first message.
import { Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import type { Notification } from './useNotify';

const TOASTER_ID = 'triage-notifications';

interface Props {
  /** Messages not shown yet, oldest first. */
  queue: readonly Notification[];
  onShown: (shown: readonly Notification[]) => void;
}

export default function FluentNotifications({ queue, onShown }: Props) {
  const { dispatchToast } = useToastController(TOASTER_ID);
  // Effects may run twice for one queue (React's StrictMode checks): each message shows once.
  const shown = useRef(new WeakSet<Notification>());

  // Runs after the Toaster's own effects (children first), so it is listening by then.
  useEffect(() => {
    if (queue.length === 0) return;
    for (const notification of queue) {
      if (shown.current.has(notification)) continue;
      shown.current.add(notification);
      const { title, detail, intent = 'error' } = notification;
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {detail && <ToastBody>{detail}</ToastBody>}
        </Toast>,
        { intent, timeout: intent === 'error' ? 10_000 : 4_000, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    }
    onShown(queue);
  }, [queue, onShown, dispatchToast]);

  return <Toaster toasterId={TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur />;
}
