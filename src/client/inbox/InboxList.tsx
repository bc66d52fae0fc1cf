import { Body1, Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InboxList_user$key } from '../../../__generated__/InboxList_user.graphql';
import type { InboxListPaginationQuery } from '../../../__generated__/InboxListPaginationQuery.graphql';
import { SignInRedirect } from '../account/SignInRedirect';
import type { InboxTab } from '../paths';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { useUndoNotice } from '../ui/useUndoNotice';
import { InboxEntry } from './InboxEntry';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', justifyContent: 'flex-end' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    '& > li + li': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    '& > *': { margin: 0 },
  },
});

const EMPTY: Record<InboxTab, [string, string]> = {
  unread: ['All caught up', 'Nothing new on the issues you follow.'],
  all: ['Your inbox is empty', 'Mentions, assignments and news of the issues you follow arrive here.'],
  done: ['Nothing done yet', 'Entries you mark done wait here until something new happens on their issue.'],
};

interface Props {
  user: InboxList_user$key;
  tab: InboxTab;
}

/**
 * The viewer's inbox entries on one tab, newest first, 25 at a time. An entry marked done (or back) in this
 * visit stays in the store's list, so the list keeps only those that belong to the tab: Done hides it at once,
 * and its Undo brings it back in place.
 */
export function InboxList({ user, tab }: Props) {
  const styles = useStyles();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<InboxListPaginationQuery, InboxList_user$key>(
    graphql`
      fragment InboxList_user on User
      @refetchable(queryName: "InboxListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, filter: { type: "NotificationFilter!" })
      @throwOnFieldError {
        notifications(first: $count, after: $cursor, filter: $filter) @connection(key: "InboxList_notifications", filters: ["filter"]) {
          edges {
            node {
              id
              isDone
              ...InboxEntry_notification
            }
          }
        }
      }
    `,
    user,
  );
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const undoNotice = useUndoNotice();
  if (isUnauthenticated(loadError)) return <SignInRedirect />;

  const entries = data.notifications.edges.map((edge) => edge.node).filter((node) => node.isDone === (tab === 'done'));
  if (entries.length === 0) {
    const [title, text] = EMPTY[tab];
    return (
      <div className={styles.empty}>
        <Subtitle2 as="p" block>
          {title}
        </Subtitle2>
        <Body1 as="p" block>
          {text}
        </Body1>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {tab !== 'done' && (
        <div className={styles.bar}>
          <Button
            disabled={markingAll}
            onClick={() =>
              markAllRead(
                entries.map((entry) => entry.id),
                undoNotice('Could not mark everything read'),
              )
            }
          >
            Mark all read
          </Button>
        </div>
      )}
      <ul className={styles.list} aria-label="Notifications">
        {entries.map((entry) => (
          <li key={entry.id}>
            <InboxEntry notification={entry} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <div>
          <Button
            disabled={isLoadingNext}
            onClick={() => {
              setLoadError(null);
              loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
            }}
          >
            {isLoadingNext ? 'Loading…' : 'Show more'}
          </Button>
        </div>
      )}
    </div>
  );
}
