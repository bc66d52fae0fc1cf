import { Body1, Button, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { IssueTimeline_issue$key } from '../../../__generated__/IssueTimeline_issue.graphql';
import type { IssueTimelinePaginationQuery } from '../../../__generated__/IssueTimelinePaginationQuery.graphql';
import { IssueTimelineItem } from './IssueTimelineItem';
import { useTimelineCatchUp } from './useTimelineCatchUp';
import { useVisuallyHiddenStyles } from '../ui/visuallyHidden';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    position: 'relative',
    // Its own stacking context, so that the thread line below sits on the list, behind the entries.
    zIndex: 0,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    // The thread line GitHub draws behind the entries, under the avatars' column.
    '::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      // Under the centre of the 32 px avatars and of the events' icons.
      left: '15px',
      width: tokens.strokeWidthThick,
      backgroundColor: tokens.colorNeutralStroke2,
      zIndex: -1,
    },
  },
  more: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderBottom: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
  },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/**
 * An issue's history, oldest first: comments interleaved with the changes made to the issue, 50 at a
 * time. New entries are appended by the mutations that make them (useAddCommentMutation), and fetched when
 * a change marks the issue stale (useTimelineCatchUp). The timeline owns its connection: `children` is given
 * the connection's id, for what adds to it or takes from it (the comment box after the timeline, each
 * comment's Delete).
 */
export function IssueTimeline({ issue, children }: { issue: IssueTimeline_issue$key; children?: (timelineId: string) => ReactNode }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<IssueTimelinePaginationQuery, IssueTimeline_issue$key>(
    graphql`
      fragment IssueTimeline_issue on Issue
      @refetchable(queryName: "IssueTimelinePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @throwOnFieldError {
        id
        project {
          slug
        }
        timeline(first: $count, after: $cursor) @connection(key: "IssueTimeline_timeline") {
          __id
          totalCount
          edges {
            cursor
            node {
              ... on Node {
                id
              }
              ...IssueTimelineItem_item
            }
          }
        }
      }
    `,
    issue,
  );
  const { __id: timelineId, edges, totalCount } = data.timeline;
  useTimelineCatchUp(data.id, timelineId);
  const remaining = Math.max(0, totalCount - edges.length);

  const loadMore = () => {
    setLoadError(null);
    loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
  };

  return (
    <>
      <section className={styles.root} aria-labelledby="timeline-title">
        <Subtitle2 as="h2" block id="timeline-title" className={hidden.always}>
          Activity
        </Subtitle2>
        {edges.length === 0 ? (
          <Body1 as="p" block className={styles.empty}>
            No comments or changes yet.
          </Body1>
        ) : (
          <ol className={styles.list} aria-label="Activity">
            {edges.map(({ cursor, node }) => (
              <li key={node.id ?? cursor}>
                <IssueTimelineItem item={node} timelineId={timelineId} projectSlug={data.project.slug} />
              </li>
            ))}
          </ol>
        )}
        {hasNext && (
          <div className={styles.more}>
            <Button onClick={loadMore} disabled={isLoadingNext}>
              {isLoadingNext ? 'Loading…' : remaining > 0 ? `Load ${Math.min(remaining, PAGE_SIZE)} more` : 'Load more'}
            </Button>
            {remaining > 0 && <Body1 role="status">{remaining === 1 ? '1 more entry' : `${remaining} more entries`}</Body1>}
          </div>
        )}
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>Couldn’t load more of the activity. {loadError.message}</MessageBarBody>
          </MessageBar>
        )}
      </section>
      {children?.(timelineId)}
    </>
  );
}
