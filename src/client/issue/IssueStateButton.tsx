import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueStateButton_issue$key } from '../../../__generated__/IssueStateButton_issue.graphql';
import type { IssueStateReason } from '../../../__generated__/useCloseIssuesMutation.graphql';
import { useCloseIssuesMutation } from '../issueChanges/useCloseIssuesMutation';
import { useReopenIssuesMutation } from '../issueChanges/useReopenIssuesMutation';
import { useClickShortcut } from '../ui/useClickShortcut';
import { CloseReasonsButton } from './CloseReasonsButton';

/**
 * "Close issue", with the reason to choose (completed, not planned, or "duplicate of…", which opens a picker
 * of the issue it duplicates), or "Reopen issue". Completed and not planned change the state on screen at
 * once and change it back, with a message, if the server refuses; a duplicate waits for the server, which
 * closes the issue and writes the relation together.
 * Nothing for those who may not edit the issue.
 */
export function IssueStateButton({ issue }: { issue: IssueStateButton_issue$key }) {
  const data = useFragment(
    graphql`
      fragment IssueStateButton_issue on Issue @throwOnFieldError {
        id
        state
        viewerCanUpdate
        project {
          slug
        }
      }
    `,
    issue,
  );
  const [closeIssues] = useCloseIssuesMutation();
  const [reopenIssues] = useReopenIssuesMutation();
  // `x` opens the reasons to close an open issue, or reopens a closed one.
  const buttonRef = useRef<HTMLButtonElement>(null);
  useClickShortcut('x', buttonRef);
  if (!data.viewerCanUpdate) return null;

  if (data.state === 'CLOSED') {
    return (
      <Button ref={buttonRef} icon={<ArrowClockwiseRegular />} onClick={() => reopenIssues([data.id])}>
        Reopen issue
      </Button>
    );
  }
  return (
    <CloseReasonsButton
      issueId={data.id}
      projectSlug={data.project.slug}
      label="Close issue"
      onClose={(reason: IssueStateReason) => void closeIssues([data.id], reason)}
      buttonRef={buttonRef}
    />
  );
}
