import { Body1, Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { InboxEntry_notification$key } from '../../../__generated__/InboxEntry_notification.graphql';
import { IssueStateBadge } from '../issue/IssueStateBadge';
import { issuePath } from '../paths';
import { RelativeTime } from '../ui/RelativeTime';
import { RouterLink } from '../ui/RouterLink';
import { useUndoNotice } from '../ui/useUndoNotice';
import { useNotify } from '../ui/useNotify';
import { NOTIFICATION_REASON_TEXT, SOURCE_REASON_TEXT, sourceReference } from './notificationReasons';
import { useMarkNotificationsDoneMutation } from './useMarkNotificationsDoneMutation';
import { useMarkNotificationsReadMutation } from './useMarkNotificationsReadMutation';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  // The unread marker: a dot in the brand colour (in forced colours, the system's highlight).
  dot: {
    flexShrink: 0,
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    '@media (forced-colors: active)': { backgroundColor: 'Highlight', forcedColorAdjust: 'none' },
  },
  noDot: { backgroundColor: 'transparent', '@media (forced-colors: active)': { backgroundColor: 'transparent' } },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  unread: { fontWeight: tokens.fontWeightSemibold },
  link: { overflowWrap: 'anywhere' },
  details: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  notification: InboxEntry_notification$key;
}

/**
 * One entry of the inbox: the issue (project key#number, title, state), why it is here (with a link to the other
 * issue when the reason comes from one: "Mentioned in #45 Title"), how many events are unread, and when the
 * latest happened. Following the link marks it read; Done moves it to the Done tab, with
 * an Undo in the message that says so (and Move to inbox there).
 */
export function InboxEntry({ notification }: Props) {
  const styles = useStyles();
  const entry = useFragment(
    graphql`
      fragment InboxEntry_notification on Notification @throwOnFieldError {
        id
        reason
        unreadCount
        isRead
        isDone
        updatedAt
        issue {
          number
          title
          ...IssueStateBadge_issue
          project {
            slug
          }
        }
        sourceIssue {
          number
          title
          project {
            slug
          }
        }
      }
    `,
    notification,
  );
  const [markRead] = useMarkNotificationsReadMutation();
  const [markDone] = useMarkNotificationsDoneMutation();
  const undoNotice = useUndoNotice();
  const notify = useNotify();
  const { issue, sourceIssue: source } = entry;
  const reference = `${issue.project.slug}#${issue.number}`;

  const done = () =>
    markDone(
      [entry.id],
      true,
      undoNotice('Could not mark it done', {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved')
            notify({
              title: `Marked ${reference} done`,
              intent: 'success',
              action: { label: 'Undo', run: () => markDone([entry.id], false, undoNotice('Could not move it back to the inbox')) },
            });
        },
      }),
    );

  return (
    <div className={styles.row}>
      <span className={mergeClasses(styles.dot, entry.isRead && styles.noDot)} role="img" aria-label={entry.isRead ? 'Read' : 'Unread'} />
      <div className={styles.main}>
        <div className={styles.title}>
          <Body1 className={mergeClasses(!entry.isRead && styles.unread)}>
            <RouterLink
              to={issuePath(issue.project.slug, issue.number)}
              className={styles.link}
              onFollow={() => {
                if (!entry.isRead) markRead([entry.id], true, undoNotice('Could not mark it read'));
              }}
            >
              {reference} {issue.title}
            </RouterLink>
          </Body1>
          <IssueStateBadge issue={issue} />
        </div>
        <Caption1 className={styles.details}>
          {source ? (
            <>
              {SOURCE_REASON_TEXT[entry.reason] ?? NOTIFICATION_REASON_TEXT[entry.reason]}{' '}
              <RouterLink to={issuePath(source.project.slug, source.number)} className={styles.link}>
                {sourceReference(source, issue.project.slug)} {source.title}
              </RouterLink>
            </>
          ) : (
            NOTIFICATION_REASON_TEXT[entry.reason]
          )}
          {entry.unreadCount > 1 ? ` · ${entry.unreadCount} new` : ''} · <RelativeTime dateTime={String(entry.updatedAt)} />
        </Caption1>
      </div>
      {entry.isDone ? (
        <Button size="small" onClick={() => markDone([entry.id], false, undoNotice('Could not move it back to the inbox'))}>
          Move to inbox
        </Button>
      ) : (
        <Button size="small" onClick={done} aria-label={`Done: ${reference}`}>
          Done
        </Button>
      )}
    </div>
  );
}
