import { Body1, Caption1, makeStyles, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { IssueDetail_issue$key } from '../../../__generated__/IssueDetail_issue.graphql';
import { Markdown } from '../ui/Markdown';
import { RelativeTime } from '../ui/RelativeTime';
import { UserAvatar } from '../users/UserAvatar';
import { IssueAssignees } from './IssueAssignees';
import { IssueAttachments } from './IssueAttachments';
import { IssueLabels } from './IssueLabels';
import { IssueStateBadge } from './IssueStateBadge';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0 },
  number: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 14rem',
    gap: tokens.spacingHorizontalXXL,
    paddingTop: tokens.spacingVerticalL,
    '@media (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  body: {
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  asideSection: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The issue itself: title, number, state, who opened it and when, its labels, assignees, description and attachments. */
export function IssueDetail({ issue }: { issue: IssueDetail_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueDetail_issue on Issue @throwOnFieldError {
        number
        title
        body
        createdAt
        author {
          name
          ...UserAvatar_user
        }
        ...IssueStateBadge_issue
        ...IssueLabels_issue
        ...IssueAssignees_issue
        ...IssueAttachments_issue
      }
    `,
    issue,
  );
  const none = <Caption1 className={styles.empty}>None</Caption1>;
  return (
    <article aria-labelledby="issue-title">
      <header className={styles.header}>
        <Title1 as="h1" block id="issue-title" className={styles.title}>
          {data.title} <span className={styles.number}>#{data.number}</span>
        </Title1>
        <div className={styles.meta}>
          <IssueStateBadge issue={data} />
          {data.author && <UserAvatar user={data.author} size={20} />}
          <Body1>
            <strong>{data.author?.name ?? 'A deleted user'}</strong> opened this issue{' '}
            <RelativeTime dateTime={data.createdAt} />
          </Body1>
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.body} aria-label="Description">
            {data.body.trim() ? (
              <Markdown>{data.body}</Markdown>
            ) : (
              <Body1 as="p" block className={styles.empty}>
                No description provided.
              </Body1>
            )}
          </section>
          <IssueAttachments issue={data} />
        </div>
        <aside className={styles.aside} aria-label="Issue details">
          <section className={styles.asideSection}>
            <Subtitle2 as="h2" block>Labels</Subtitle2>
            <IssueLabels issue={data} fallback={none} />
          </section>
          <section className={styles.asideSection}>
            <Subtitle2 as="h2" block>Assignees</Subtitle2>
            <IssueAssignees issue={data} size={32} fallback={none} />
          </section>
        </aside>
      </div>
    </article>
  );
}
