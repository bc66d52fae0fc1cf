import { Body1, makeStyles, Tab, TabList, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { InboxPageQuery } from '../../../__generated__/InboxPageQuery.graphql';
import { SignInRedirect } from '../account/SignInRedirect';
import { inboxPath, type InboxTab } from '../paths';
import type { PageProps } from '../shell/PreloadedPage';
import { InboxList } from './InboxList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
  description: { color: tokens.colorNeutralForeground2 },
});

const TAB_OF_FILTER = { UNREAD: 'unread', ALL: 'all', DONE: 'done' } as const satisfies Record<string, InboxTab>;
const TAB_NAMES: Record<InboxTab, string> = { unread: 'Unread', all: 'All', done: 'Done' };

/**
 * `/inbox`: what happened on the issues the viewer follows (mentions, assignments, comments, state changes),
 * one entry per issue, on three tabs: Unread (the default), All and Done (`?filter=`).
 */
export function InboxPage({ queryRef }: PageProps<InboxPageQuery>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = usePreloadedQuery<InboxPageQuery>(
    graphql`
      query InboxPageQuery($filter: NotificationFilter!) @preloadable @throwOnFieldError {
        viewer {
          ...InboxList_user @arguments(filter: $filter)
        }
      }
    `,
    queryRef,
  );
  const filter = queryRef.variables.filter;
  const tab: InboxTab = filter === 'ALL' || filter === 'DONE' ? TAB_OF_FILTER[filter] : 'unread';
  if (data.viewer == null) return <SignInRedirect />;
  return (
    <div className={styles.root}>
      <Helmet>
        <title>Inbox · Triage</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          Inbox
        </Title1>
        <Body1 as="p" block className={styles.description}>
          Mentions, assignments and news of the issues you follow, one entry per issue.
        </Body1>
      </div>
      <TabList selectedValue={tab} onTabSelect={(_, { value }) => navigate(inboxPath(value as InboxTab))} aria-label="Inbox">
        {(Object.keys(TAB_NAMES) as InboxTab[]).map((name) => (
          <Tab key={name} value={name}>
            {TAB_NAMES[name]}
          </Tab>
        ))}
      </TabList>
      <InboxList key={tab} user={data.viewer} tab={tab} />
    </div>
  );
}
