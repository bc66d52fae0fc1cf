import { Button, Caption1, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { graphql, useFragment } from 'react-relay';
import type { RelatedIssueRow_issue$data, RelatedIssueRow_issue$key } from '../../../__generated__/RelatedIssueRow_issue.graphql';
import { issuePath } from '../paths';
import { RouterLink } from '../ui/RouterLink';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  title: { overflowWrap: 'anywhere' },
  state: { color: tokens.colorNeutralForeground3 },
  open: { color: tokens.colorPaletteGreenForeground2 },
});

function stateText(issue: RelatedIssueRow_issue$data): string {
  if (issue.state === 'OPEN') return 'Open';
  if (issue.stateReason === 'DUPLICATE') return 'Closed as a duplicate';
  if (issue.stateReason === 'NOT_PLANNED') return 'Closed as not planned';
  return 'Closed';
}

interface Props {
  issue: RelatedIssueRow_issue$key;
  /** The project of the issue whose page this is: an issue of another project shows its key (`mobile#3`). */
  hereSlug: string;
  /** Removes the relation; absent for those who may not edit the issue. */
  onRemove?: () => void;
  /** The remove button's name, before the issue's key: "Remove the relation to" unless said otherwise. */
  removeLabel?: string;
}

/** One related issue in the Relations or Sub-issues section: `#12 Title`, a link to it, its state, and a remove button. */
export function RelatedIssueRow({ issue: issueKey, hereSlug, onRemove, removeLabel = 'Remove the relation to' }: Props) {
  const styles = useStyles();
  const issue = useFragment(
    graphql`
      fragment RelatedIssueRow_issue on Issue @throwOnFieldError {
        number
        title
        state
        stateReason
        project {
          slug
        }
      }
    `,
    issueKey,
  );
  const key = issue.project.slug === hereSlug ? `#${issue.number}` : `${issue.project.slug}#${issue.number}`;
  return (
    <li className={styles.row}>
      <span className={styles.text}>
        <RouterLink to={issuePath(issue.project.slug, issue.number)} className={styles.title}>
          {key} {issue.title}
        </RouterLink>
        <Caption1 className={mergeClasses(styles.state, issue.state === 'OPEN' && styles.open)}>{stateText(issue)}</Caption1>
      </span>
      {onRemove && (
        <Tooltip content={`${removeLabel} ${key}`} relationship="label">
          <Button appearance="subtle" size="small" icon={<DismissRegular />} onClick={onRemove} />
        </Tooltip>
      )}
    </li>
  );
}
