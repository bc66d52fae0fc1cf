import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueLabels_issue$key } from '../../../__generated__/IssueLabels_issue.graphql';
import { labelIssuesPath } from '../paths';
import { LabelChip } from './LabelChip';

const useStyles = makeStyles({
  list: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxWidth: '100%',
  },
  // Lets a long label's chip shrink to the row (it ends in an ellipsis) rather than widen it.
  item: { maxWidth: '100%', minWidth: 0 },
});

interface Props {
  issue: IssueLabels_issue$key;
  /** What to show when the issue has no labels (nothing by default). */
  fallback?: ReactNode;
}

/** An issue's labels as coloured chips, each leading to its project's open issues with that label. */
export function IssueLabels({ issue, fallback = null }: Props) {
  const styles = useStyles();
  const { labels, project } = useFragment(
    graphql`
      fragment IssueLabels_issue on Issue {
        project {
          slug
        }
        # Labels are decoration: if the server fails to give them, show none rather than fail the page.
        labels @catch(to: NULL) {
          id
          name
          ...LabelChip_label
        }
      }
    `,
    issue,
  );
  if (labels == null || labels.length === 0) return fallback;
  return (
    <ul className={styles.list} aria-label="Labels">
      {labels.map((label) => (
        <li key={label.id} className={styles.item}>
          <LabelChip label={label} to={labelIssuesPath(project.slug, label.name)} />
        </li>
      ))}
    </ul>
  );
}
