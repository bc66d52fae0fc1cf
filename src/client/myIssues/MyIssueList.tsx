import { Body1, Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MyIssueList_query$key } from '../../../__generated__/MyIssueList_query.graphql';
import type { MyIssueListPaginationQuery } from '../../../__generated__/MyIssueListPaginationQuery.graphql';
import { SignInRedirect } from '../account/SignInRedirect';
import { IssueRow } from '../issueList/IssueRow';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { RouterLink } from '../ui/RouterLink';
import { DEFAULT_ISSUE_QUERY, myIssuesPath, type MyIssuesTab } from '../paths';
import { MY_ISSUES_PANEL_ID, myIssuesTabId } from './MyIssuesTabs';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    '& > li + li': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
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
  errors: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface Props {
  queryRoot: MyIssueList_query$key;
  /** The tab on screen: the list's name and its "Clear search" link. */
  tab: MyIssuesTab;
  /** The search on screen (`?q=`), to word the empty state. */
  query: string;
}

/**
 * The viewer's issues across projects that match the search, 25 at a time, each row naming its project
 * (`web#12`). A search the server cannot understand shows why instead of a list.
 */
export function MyIssueList({ queryRoot, tab, query }: Props) {
  const styles = useStyles();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MyIssueListPaginationQuery, MyIssueList_query$key>(
    graphql`
      fragment MyIssueList_query on Query
      @refetchable(queryName: "MyIssueListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        relation: { type: "MyIssuesRelation!" }
        query: { type: "String!" }
      )
      @throwOnFieldError {
        myIssues(first: $count, after: $cursor, relation: $relation, query: $query)
          @connection(key: "MyIssueList_myIssues", filters: ["relation", "query"]) {
          totalCount
          queryErrors {
            message
          }
          edges {
            node {
              id
              ...IssueRow_issue
            }
          }
        }
      }
    `,
    queryRoot,
  );
  const { edges, totalCount, queryErrors } = data.myIssues;

  // The session ended between two pages: sign in again and come back.
  if (isUnauthenticated(loadError)) return <SignInRedirect />;

  const clearLink = <RouterLink to={myIssuesPath(tab, DEFAULT_ISSUE_QUERY)}>Clear search</RouterLink>;
  const listName = tab === 'created' ? 'Issues created by me' : 'Issues assigned to me';

  let content: ReactNode;
  if (queryErrors.length > 0) {
    content = (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>This search can’t be run</MessageBarTitle>
          {queryErrors.length === 1 ? (
            queryErrors[0]!.message
          ) : (
            <ul className={styles.errors}>
              {queryErrors.map((error, index) => (
                // The server's list replaces itself whole; the index is a stable key here.
                <li key={index}>{error.message}</li>
              ))}
            </ul>
          )}{' '}
          {clearLink}
        </MessageBarBody>
      </MessageBar>
    );
  } else if (edges.length === 0) {
    content = (
      <div className={styles.empty}>
        <Subtitle2 as="p" block>
          {query.trim() === DEFAULT_ISSUE_QUERY ? 'No open issues' : 'No issues match this search'}
        </Subtitle2>
        <Body1 as="p" block>
          {query.trim() === DEFAULT_ISSUE_QUERY ? (
            tab === 'created' ? (
              'None of the issues you opened is open.'
            ) : (
              'Nothing is assigned to you right now.'
            )
          ) : (
            <>Try other words or fewer qualifiers, or {clearLink}.</>
          )}
        </Body1>
      </div>
    );
  } else {
    const loadMore = () => {
      setLoadError(null);
      loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
    };
    content = (
      <>
        <ul className={styles.list} aria-label={listName}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <IssueRow issue={node} showProject listQuery={query} />
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          {hasNext && (
            <Button onClick={loadMore} disabled={isLoadingNext}>
              {isLoadingNext ? 'Loading…' : 'Load more'}
            </Button>
          )}
          {/* Announced politely, so screen-reader users learn that more rows arrived. */}
          <Body1 role="status">
            Showing {edges.length} of {totalCount} issues
          </Body1>
        </div>
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>Couldn’t load more issues. {loadError.message}</MessageBarBody>
          </MessageBar>
        )}
      </>
    );
  }

  return (
    <div className={styles.panel} role="tabpanel" id={MY_ISSUES_PANEL_ID} aria-labelledby={myIssuesTabId(tab)}>
      {content}
    </div>
  );
}
