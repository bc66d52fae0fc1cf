import { Badge } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { IssueStateBadge_issue$key } from '../../../__generated__/IssueStateBadge_issue.graphql';

/**
 * "Open" or "Closed", in colours that keep their contrast in light and dark themes. As on GitHub, an
 * issue closed as completed stands out; one closed as not planned or as a duplicate is greyed, and says why.
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
  const skipped = stateReason === 'NOT_PLANNED' || stateReason === 'DUPLICATE';
  return (
    <Badge
      appearance="filled"
      color={skipped ? 'informative' : 'important'}
      shape="rounded"
      title={stateReason === 'NOT_PLANNED' ? 'Closed as not planned' : stateReason === 'DUPLICATE' ? 'Closed as a duplicate' : undefined}
    >
      Closed
    </Badge>
  );
}
