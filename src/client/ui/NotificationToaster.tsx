import { Toaster } from '@fluentui/react-components';
import { NOTIFICATIONS_TOASTER_ID } from './useNotify';

/**
 * Where the messages of useNotify appear: bottom right, over the page. A page whose actions report their
 * outcome this way (optimistic changes that may be undone) renders one.
 */
export function NotificationToaster() {
  return <Toaster toasterId={NOTIFICATIONS_TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur />;
}
