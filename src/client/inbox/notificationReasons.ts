import type { NotificationReason } from '../../../__generated__/InboxEntry_notification.graphql';

/** Why an entry is in the inbox, as its row says it (the latest event's reason). */
export const NOTIFICATION_REASON_TEXT: Record<NotificationReason, string> = {
  MENTIONED: 'You were mentioned',
  ASSIGNED: 'You were assigned',
  COMMENT: 'New comment',
  STATE_CHANGE: 'Closed or reopened',
  DUPLICATE: 'A duplicate to review',
  REFERENCED: 'Mentioned in another issue',
  RELATED: 'Linked to another issue',
  // Relay's enums carry a catch-all for values added to the schema after this build.
  '%future added value': 'Something happened',
};
