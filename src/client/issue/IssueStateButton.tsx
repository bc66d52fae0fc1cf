import { Button, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueStateButton_issue$key } from '../../../__generated__/IssueStateButton_issue.graphql';
import { CLOSE_REASONS } from '../issueChanges/closeReasons';
import { useCloseIssuesMutation } from '../issueChanges/useCloseIssuesMutation';
import { useReopenIssuesMutation } from '../issueChanges/useReopenIssuesMutation';
import { useClickShortcut } from '../ui/useClickShortcut';

/**
 * "Close issue", with the reason to choose (completed, not planned, duplicate), or "Reopen issue". The
 * state changes on screen at once and changes back, with a message, if the server refuses.
 * Nothing for those who may not edit the issue.
 */
export function IssueStateButton({ issue }: { issue: IssueStateButton_issue$key }) {
  const data = useFragment(
    graphql`
      fragment IssueStateButton_issue on Issue @throwOnFieldError {
        id
        state
        viewerCanUpdate
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
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton ref={buttonRef} icon={<CheckmarkCircleRegular />}>
          Close issue
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {CLOSE_REASONS.map(({ reason, label, Icon }) => (
            <MenuItem key={reason} icon={<Icon />} onClick={() => closeIssues([data.id], reason)}>
              {label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
