import { Toaster } from '@fluentui/react-components';
import { NOTIFICATIONS_TOASTER_ID } from './useNotify';

/**
 * Where the messages of useNotify appear: bottom right, over the page. The app layout renders the one there is
 * (shell/AppLayout.tsx), so that every page's messages appear in the same place and none is lost.
 */
export function NotificationToaster() {
  return <Toaster toasterId={NOTIFICATIONS_TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur />;
}
