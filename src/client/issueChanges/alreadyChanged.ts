// What to tell someone whose close or reopen found the issue already so: a teammate got there first (the
// page was stale), the server recorded nothing, and the message says who did it and when.
import { formatRelativeTime } from '../ui/formatRelativeTime';
import type { Notification } from '../ui/notificationQueue';

export interface UnchangedIssue {
  readonly id: string;
  readonly lastStateChange: { readonly actor: { readonly name: string } | null | undefined; readonly createdAt: string } | null | undefined;
}

/** The message for issues a state change left alone, or null when it changed them all. */
export function alreadyChangedNotice(
  unchanged: readonly UnchangedIssue[],
  asked: number,
  done: 'closed' | 'reopened',
): Notification | null {
  const [first] = unchanged;
  if (first === undefined) return null;
  const state = done === 'closed' ? 'closed' : 'open';
  if (unchanged.length > 1 || asked > 1) {
    return {
      intent: 'info',
      title: `${unchanged.length} of ${asked} issues were already ${state}`,
      detail: 'Someone else changed them first; nothing was changed for them.',
    };
  }
  const change = first.lastStateChange;
  const who = change?.actor?.name ?? 'Someone';
  const when = change ? ` ${formatRelativeTime(new Date(change.createdAt))}` : '';
  return {
    intent: 'info',
    title: `Already ${state}`,
    detail: change ? `${who} ${done} this issue${when}; nothing was changed.` : `The issue was already ${state}; nothing was changed.`,
  };
}
