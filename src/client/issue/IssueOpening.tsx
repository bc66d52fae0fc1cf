import { makeStyles, Skeleton, SkeletonItem, Title1, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { IssueOpening_issue$key } from '../../../__generated__/IssueOpening_issue.graphql';
import { IssueStateBadge } from './IssueStateBadge';

const useStyles = makeStyles({
  // As IssueDetail's header and IssueTitle's heading, so that nothing moves when the whole page replaces this.
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  number: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  // As tall as the row of the state, author and buttons it stands for.
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '2rem' },
  author: { width: '14rem' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  line: { maxWidth: '40rem' },
});

/**
 * The issue page while the server's answer is on its way, when the store already knows the issue (the list
 * it was opened from fetched it): its title, number and state at once, where the page will show them, and
 * placeholders for the rest. Never another issue's: the page's query found this one by project and number.
 */
export function IssueOpening({ issue }: { issue: IssueOpening_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueOpening_issue on Issue @throwOnFieldError {
        number
        title
        ...IssueStateBadge_issue
      }
    `,
    issue,
  );
  return (
    <div aria-busy="true">
      <header className={styles.header}>
        <Title1 as="h1" block id="issue-title" className={styles.title}>
          {data.title} <span className={styles.number}>#{data.number}</span>
        </Title1>
        <div className={styles.meta}>
          <IssueStateBadge issue={data} />
          <Skeleton aria-label="Loading the issue">
            <SkeletonItem size={16} className={styles.author} />
          </Skeleton>
        </div>
      </header>
      <Skeleton className={styles.body} aria-hidden>
        <SkeletonItem size={16} className={styles.line} />
        <SkeletonItem size={16} className={styles.line} />
        <SkeletonItem size={64} />
      </Skeleton>
    </div>
  );
}
