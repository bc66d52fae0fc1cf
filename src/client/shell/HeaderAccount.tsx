import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { HeaderAccountQuery } from '../../../__generated__/HeaderAccountQuery.graphql';
import { TaskListLtrRegular } from '@fluentui/react-icons/svg/task-list-ltr';
import { MailInboxRegular } from '@fluentui/react-icons/svg/mail-inbox';
import { inboxPath, myIssuesPath, SIGN_IN_PATH, SIGN_UP_PATH, signInPath } from '../paths';
import { UserMenu } from '../account/UserMenu';
import { RouterButton } from '../ui/RouterButton';
import { LiveUnreadCount } from './LiveUnreadCount';
import { useUnreadCountInTitle } from './useUnreadCountInTitle';

const useStyles = makeStyles({
  // On a phone the icon alone, as the theme switch does; the button's accessible name still says it.
  myIssues: { '@media (max-width: 480px)': { minWidth: 'auto', paddingInline: tokens.spacingHorizontalXS } },
  label: { '@media (max-width: 480px)': { display: 'none' } },
  count: {
    marginInlineStart: tokens.spacingHorizontalXS,
    minWidth: '16px',
    paddingInline: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    lineHeight: '16px',
    textAlign: 'center',
    '@media (forced-colors: active)': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
  },
});

/**
 * The header's account area: My issues and the signed-in user's menu, or a "Sign in" button that comes back to this
 * page. Its query is preloaded by the root route's loader, so it loads alongside each page's own query.
 */
export function HeaderAccount({ queryRef }: { queryRef: PreloadedQuery<HeaderAccountQuery> }) {
  const styles = useStyles();
  const { viewer } = usePreloadedQuery<HeaderAccountQuery>(
    graphql`
      query HeaderAccountQuery @throwOnFieldError {
        viewer {
          unreadNotificationCount
          ...UserMenu_viewer
        }
      }
    `,
    queryRef,
  );
  const { pathname, search } = useLocation();
  useUnreadCountInTitle(viewer?.unreadNotificationCount ?? 0);
  if (viewer != null) {
    const unread = viewer.unreadNotificationCount ?? 0;
    return (
      <>
        <LiveUnreadCount />
        <RouterButton
          appearance="subtle"
          className={styles.myIssues}
          icon={<MailInboxRegular />}
          to={inboxPath()}
          aria-label={unread > 0 ? `Inbox, ${unread} unread` : 'Inbox'}
        >
          <span className={styles.label}>Inbox</span>
          {unread > 0 && (
            // A count of our own rather than Fluent's CounterBadge: the header is in every page's first load.
            <span className={styles.count} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </RouterButton>
        <RouterButton
          appearance="subtle"
          className={styles.myIssues}
          icon={<TaskListLtrRegular />}
          to={myIssuesPath()}
          aria-label="My issues"
        >
          <span className={styles.label}>My issues</span>
        </RouterButton>
        <UserMenu viewer={viewer} />
      </>
    );
  }
  // The sign-in and sign-up pages are themselves the way in.
  if (pathname === SIGN_IN_PATH || pathname === SIGN_UP_PATH) return null;
  return <RouterButton to={signInPath(pathname + search)}>Sign in</RouterButton>;
}
