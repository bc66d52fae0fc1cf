import { Caption1, Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CommentRegular } from '@fluentui/react-icons/svg/comment';
import { graphql, useFragment } from 'react-relay';
import type { IssueRow_issue$key } from '../../../__generated__/IssueRow_issue.graphql';
import { RelativeTime } from '../ui/RelativeTime';
import { RouterLink } from '../ui/RouterLink';
import { IssueAssignees } from './IssueAssignees';
import { sortOfQuery } from './issueSearch';
import { IssueLabels } from '../labels/IssueLabels';
import { IssueStateBadge } from '../issue/IssueStateBadge';
import { PriorityIcon } from '../priority/PriorityIcon';
import { issuePath } from '../paths';
import { displayName } from '../users/displayName';
import { useVisuallyHiddenStyles } from '../ui/visuallyHidden';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto auto auto minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    // On a phone the assignees and comment count go under the title, leaving it the width there is.
    '@media (max-width: 30rem)': {
      gridTemplateColumns: 'auto auto auto minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalS,
      paddingInline: tokens.spacingHorizontalXS,
    },
  },
  // A list that never selects (My issues) has no column for the checkbox.
  unselectable: {
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
    '@media (max-width: 30rem)': { gridTemplateColumns: 'auto auto minmax(0, 1fr)' },
  },
  sideUnselectable: { '@media (max-width: 30rem)': { gridColumn: 3 } },
  // Keeps the columns aligned whether or not the row has a checkbox (viewers get none).
  select: { width: '2rem', marginBlock: `calc(-1 * ${tokens.spacingVerticalXS})` },
  priority: { paddingTop: tokens.spacingVerticalXXS },
  // As wide as the wider badge ("Closed"), so that titles line up down the list.
  state: { minWidth: '3.5rem' },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  titleLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  meta: { color: tokens.colorNeutralForeground2 },
  side: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, '@media (max-width: 30rem)': { gridColumn: 4 } },
  comments: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

interface Props {
  issue: IssueRow_issue$key;
  /** The row's selection checkbox, for bulk actions; none when the viewer may not change the issue. */
  selection?: { selected: boolean; onChange: (selected: boolean, range: boolean) => void } | undefined;
  /**
   * Names the issue with its project's key (`web#12`), where the list holds issues of several projects; such a
   * list has no bulk actions, so the row has no checkbox column either.
   */
  showProject?: boolean;
  /**
   * The search of the list the row is in: the row shows the time it is sorted by beside the author (when the
   * issue was updated for `sort:updated`, otherwise when it was opened).
   */
  listQuery: string;
}

/**
 * One line of a project's issue list: selection, priority, state, title, labels, number, who opened it and when
 * (or when it was updated), assignees, comments.
 */
export function IssueRow({ issue, selection, showProject = false, listQuery }: Props) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const data = useFragment(
    graphql`
      fragment IssueRow_issue on Issue @throwOnFieldError {
        number
        title
        priority
        createdAt
        updatedAt
        author {
          name
          deactivatedAt
        }
        project {
          slug
        }
        # The count is a hint: if it fails, the row simply goes without it.
        comments @catch(to: NULL) {
          totalCount
        }
        ...IssueStateBadge_issue
        ...IssueLabels_issue
        ...IssueAssignees_issue
      }
    `,
    issue,
  );
  const commentCount = data.comments?.totalCount ?? 0;
  const time = sortOfQuery(listQuery) === 'updated' ? 'updated' : 'opened';
  const author = data.author ? displayName(data.author.name, data.author.deactivatedAt) : 'a deleted user';
  return (
    <div className={mergeClasses(styles.row, showProject && styles.unselectable)}>
      {!showProject && (
        <span className={styles.select}>
          {selection && (
            <Checkbox
              checked={selection.selected}
              // Shift held (a click, or Space, both arrive as a click): the rows since the last one ticked too.
              onChange={(event, { checked }) =>
                selection.onChange(checked === true, event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)
              }
              aria-label={`Select #${data.number} ${data.title}`}
            />
          )}
        </span>
      )}
      <span className={styles.priority}>
        <PriorityIcon priority={data.priority} />
      </span>
      <span className={styles.state}>
        <IssueStateBadge issue={data} />
      </span>
      <div className={styles.main}>
        <div className={styles.titleLine}>
          <RouterLink className={styles.title} to={issuePath(data.project.slug, data.number)}>
            {data.title}
          </RouterLink>
          <IssueLabels issue={data} />
        </div>
        <Caption1 className={styles.meta}>
          {showProject && data.project.slug}#{data.number}{' '}
          {time === 'updated' ? (
            <>
              opened by {author} · updated <RelativeTime dateTime={data.updatedAt} />
            </>
          ) : (
            <>
              opened <RelativeTime dateTime={data.createdAt} /> by {author}
            </>
          )}
        </Caption1>
      </div>
      <div className={mergeClasses(styles.side, showProject && styles.sideUnselectable)}>
        <IssueAssignees issue={data} size={20} />
        {commentCount > 0 && (
          <Caption1 className={styles.comments}>
            <CommentRegular aria-hidden />
            <span aria-hidden>{commentCount}</span>
            <span className={hidden.always}>{commentCount === 1 ? '1 comment' : `${commentCount} comments`}</span>
          </Caption1>
        )}
      </div>
    </div>
  );
}
