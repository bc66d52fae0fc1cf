import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { IssueList_project$key } from '../../../__generated__/IssueList_project.graphql';
import type { IssueListPaginationQuery } from '../../../__generated__/IssueListPaginationQuery.graphql';
import type { IssueState } from '../../../__generated__/ProjectIssuesPageQuery.graphql';
import { isUnauthenticated } from '../account/isUnauthenticated';
import { SignInRedirect } from '../account/SignInRedirect';
import { IssueRow } from './IssueRow';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    '& > li + li': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

interface Props {
  project: IssueList_project$key;
  /** Which issues the list holds, to word the empty state. */
  state: IssueState;
}

/** A project's issues in one state, newest first, 25 at a time. */
export function IssueList({ project, state }: Props) {
  const styles = useStyles();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    IssueListPaginationQuery,
    IssueList_project$key
  >(
    graphql`
      fragment IssueList_project on Project
      @refetchable(queryName: "IssueListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        state: { type: "IssueState", defaultValue: OPEN }
      )
      @throwOnFieldError {
        issues(first: $count, after: $cursor, state: $state)
          @connection(key: "IssueList_issues", filters: ["state"]) {
          totalCount
          edges {
            node {
              id
              ...IssueRow_issue
            }
          }
        }
      }
    `,
    project,
  );

  const { edges, totalCount } = data.issues;
  const adjective = state === 'CLOSED' ? 'closed' : 'open';

  if (edges.length === 0) {
    return (
      <div className={styles.empty}>
        <Subtitle2 as="p" block>No {adjective} issues</Subtitle2>
        <Body1 as="p" block>
          {state === 'CLOSED' ? 'No issue of this project has been closed yet.' : 'Nothing needs doing here right now.'}
        </Body1>
      </div>
    );
  }

  // The session ended between two pages: sign in again and come back (nothing typed is lost here).
  if (isUnauthenticated(loadError)) return <SignInRedirect />;

  const loadMore = () => {
    setLoadError(null);
    loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
  };

  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={`${adjective[0]!.toUpperCase()}${adjective.slice(1)} issues`}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <IssueRow issue={node} />
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
          Showing {edges.length} of {totalCount} {adjective} issues
        </Body1>
      </div>
      {loadError && (
        <MessageBar intent="error">
          <MessageBarBody>Couldn’t load more issues. {loadError.message}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
