import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { MyIssuesPageQuery } from '../../../__generated__/MyIssuesPageQuery.graphql';
import { IssueSortMenu } from '../issueList/IssueSortMenu';
import type { PageProps } from '../shell/PreloadedPage';
import { useHotkeys } from '../ui/useHotkeys';
import { DEFAULT_ISSUE_QUERY, type MyIssuesTab } from '../paths';
import { MyIssueList } from './MyIssueList';
import { MyIssuesSearchForm } from './MyIssuesSearchForm';
import { MyIssuesTabs } from './MyIssuesTabs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Spacing comes from the gap, not from the browser's default heading and paragraph margins.
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
  description: { color: tokens.colorNeutralForeground2 },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // The tabs on the left, the order on the right; on a phone the order goes under the tabs.
  listBar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/**
 * `/issues` and `/issues/created`: the viewer's issues across every project they can see, assigned to them
 * or opened by them, searched with `?q=` in the project list's language (the route loader passes it to the
 * query), and sorted with the same control. `/` focuses the search.
 */
export function MyIssuesPage({ queryRef }: PageProps<MyIssuesPageQuery>) {
  const styles = useStyles();
  const searchRef = useRef<HTMLInputElement>(null);
  const data = usePreloadedQuery<MyIssuesPageQuery>(
    graphql`
      query MyIssuesPageQuery($relation: MyIssuesRelation!, $query: String!) @preloadable @throwOnFieldError {
        ...MyIssuesTabs_query @arguments(query: $query)
        ...MyIssuesSearchForm_query
        ...MyIssueList_query @arguments(relation: $relation, query: $query)
      }
    `,
    queryRef,
  );
  // The search and tab the loader asked for are the ones on screen; reading them here keeps all in step.
  const { query, relation } = queryRef.variables;
  const tab: MyIssuesTab = relation === 'CREATED' ? 'created' : 'assigned';

  useHotkeys({
    '/': (event) => {
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    },
  });

  const plain = query.trim() === DEFAULT_ISSUE_QUERY;
  return (
    <div className={styles.root}>
      <Helmet>
        <title>{plain ? 'My issues · Triage' : `${query} · My issues · Triage`}</title>
      </Helmet>
      <div className={styles.intro}>
        <Title1 as="h1" block>
          My issues
        </Title1>
        <Body1 as="p" block className={styles.description}>
          Issues assigned to you or created by you, in every project you can see.
        </Body1>
      </div>
      <div className={styles.main}>
        {/* Keyed by the loader's run: Back and Forward show the search of the entry they return to. */}
        <MyIssuesSearchForm key={queryRef.fetchKey} query={query} queryRoot={data} inputRef={searchRef} />
        <div className={styles.listBar}>
          <MyIssuesTabs queryRoot={data} tab={tab} query={query} />
          <IssueSortMenu query={query} />
        </div>
        <MyIssueList key={`${tab} ${query}`} queryRoot={data} tab={tab} query={query} />
      </div>
    </div>
  );
}
