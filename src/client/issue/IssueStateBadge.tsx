import { Badge } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { CircleOffRegular } from '@fluentui/react-icons/svg/circle-off';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import { graphql, useFragment } from 'react-relay';
import type { IssueStateBadge_issue$key } from '../../../__generated__/IssueStateBadge_issue.graphql';

/**
 * "Open" or "Closed", in colours that keep their contrast in light and dark themes. Every closed issue has
 * the same solid badge (a greyed one read as a disabled control), and an icon says how it was closed:
 * completed, not planned, or a duplicate (as does its tooltip).
 */
export function IssueStateBadge({ issue }: { issue: IssueStateBadge_issue$key }) {
  const { state, stateReason } = useFragment(
    graphql`
      fragment IssueStateBadge_issue on Issue @throwOnFieldError {
        state
        stateReason
      }
    `,
    issue,
  );
  if (state === 'OPEN') {
    return (
      <Badge appearance="filled" color="success" shape="rounded">
        Open
      </Badge>
    );
  }
  const how =
    stateReason === 'NOT_PLANNED'
      ? { icon: <CircleOffRegular />, title: 'Closed as not planned' }
      : stateReason === 'DUPLICATE'
        ? { icon: <CopyRegular />, title: 'Closed as a duplicate' }
        : { icon: <CheckmarkCircleRegular />, title: undefined };
  return (
    <Badge appearance="filled" color="important" shape="rounded" icon={how.icon} title={how.title}>
      Closed
    </Badge>
  );
}
