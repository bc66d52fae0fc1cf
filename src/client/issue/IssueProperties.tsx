import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { IssueProperties_issue$key } from '../../../__generated__/IssueProperties_issue.graphql';
import { IssueAssigneesPicker } from './IssueAssigneesPicker';
import { IssueLabelsPicker } from './IssueLabelsPicker';
import { IssuePriorityPicker } from './IssuePriorityPicker';
import { IssueRelations } from '../relations/IssueRelations';
import { IssueSubscription } from '../inbox/IssueSubscription';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // Where the columns stack, the sections are compact rows (IssueSidebarSection) close together.
  stacked: { '@media (max-width: 48rem)': { gap: 0 } },
});

interface Props {
  issue: IssueProperties_issue$key;
  /** The signed-in user's id ("assign yourself" assigns them). */
  viewerId: string | null;
  className?: string;
}

/**
 * The issue's properties - labels, assignees, priority, relations to other issues - each with the menu that changes it: the sidebar beside
 * the story at a desk; on a phone, above it, one compact row each, so they are in the first screen.
 */
export function IssueProperties({ issue, viewerId, className }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueProperties_issue on Issue @throwOnFieldError {
        ...IssueLabelsPicker_issue
        ...IssueAssigneesPicker_issue
        ...IssuePriorityPicker_issue
        ...IssueRelations_issue
        ...IssueSubscription_issue
      }
    `,
    issue,
  );
  return (
    <aside className={mergeClasses(styles.root, styles.stacked, className)} aria-label="Issue details">
      <IssueLabelsPicker issue={data} />
      <IssueAssigneesPicker issue={data} viewerId={viewerId} />
      <IssuePriorityPicker issue={data} />
      <IssueRelations issue={data} />
      {viewerId !== null && <IssueSubscription issue={data} />}
    </aside>
  );
}
