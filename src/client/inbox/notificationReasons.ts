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

/** The words before the other issue's link when the reason comes from one ("Mentioned in #45 Title"). */
export const SOURCE_REASON_TEXT: Partial<Record<NotificationReason, string>> = {
  REFERENCED: 'Mentioned in',
  RELATED: 'Linked to',
  DUPLICATE: 'A duplicate to review:',
};

/** `#45` for an issue of the entry's own project, `key#45` for another project's (as references are written). */
export function sourceReference(
  source: { readonly number: number; readonly project: { readonly slug: string } },
  projectSlug: string,
): string {
  return source.project.slug === projectSlug ? `#${source.number}` : `${source.project.slug}#${source.number}`;
}
