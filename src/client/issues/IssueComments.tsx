import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { IssueComments_issue$key } from '../../../__generated__/IssueComments_issue.graphql';
import type { IssueCommentsPaginationQuery } from '../../../__generated__/IssueCommentsPaginationQuery.graphql';
import { CommentItem } from './CommentItem';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalXL },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** An issue's comments, oldest first, 25 at a time. */
export function IssueComments({ issue }: { issue: IssueComments_issue$key }) {
  const styles = useStyles();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    IssueCommentsPaginationQuery,
    IssueComments_issue$key
  >(
    graphql`
      fragment IssueComments_issue on Issue
      @refetchable(queryName: "IssueCommentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @throwOnFieldError {
        comments(first: $count, after: $cursor) @connection(key: "IssueComments_comments") {
          totalCount
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    issue,
  );
  const { edges, totalCount } = data.comments;

  const loadMore = () => {
    setLoadError(null);
    loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
  };

  return (
    <section className={styles.root} aria-labelledby="comments-title">
      <Title3 as="h2" block id="comments-title">
        {totalCount === 1 ? '1 comment' : `${totalCount} comments`}
      </Title3>
      {edges.length === 0 ? (
        <Body1 as="p" block>No comments yet.</Body1>
      ) : (
        <ol className={styles.list}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <CommentItem comment={node} />
            </li>
          ))}
        </ol>
      )}
      {hasNext && (
        <div className={styles.footer}>
          <Button onClick={loadMore} disabled={isLoadingNext}>
            {isLoadingNext ? 'Loading…' : 'Load more comments'}
          </Button>
          <Body1 role="status">
            Showing {edges.length} of {totalCount}
          </Body1>
        </div>
      )}
      {loadError && (
        <MessageBar intent="error">
          <MessageBarBody>Couldn’t load more comments. {loadError.message}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
