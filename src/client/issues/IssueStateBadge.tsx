import { Badge } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { IssueStateBadge_issue$key } from '../../../__generated__/IssueStateBadge_issue.graphql';

/** "Open" or "Closed", in colours that keep their contrast in light and dark themes. */
export function IssueStateBadge({ issue }: { issue: IssueStateBadge_issue$key }) {
  const { state } = useFragment(
    graphql`
      fragment IssueStateBadge_issue on Issue @throwOnFieldError {
        state
      }
    `,
    issue,
  );
  return state === 'OPEN' ? (
    <Badge appearance="filled" color="success" shape="rounded">
      Open
    </Badge>
  ) : (
    <Badge appearance="filled" color="important" shape="rounded">
      Closed
    </Badge>
  );
}
