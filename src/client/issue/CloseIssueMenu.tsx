// The issue page's Close menu itself, loaded on first use (IssueStateButton, ui/DeferredMenu.tsx).
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import type { IssueStateReason } from '../../../__generated__/useCloseIssuesMutation.graphql';
import { CLOSE_REASONS } from '../issueChanges/closeReasons';
import type { DeferredMenuProps } from '../ui/DeferredMenu';

interface Props extends DeferredMenuProps {
  /** Closes the issue at once, for a reason other than a duplicate. */
  onClose: (reason: IssueStateReason) => void;
  /** Opens the picker of the issue this one duplicates. */
  onCloseAsDuplicate: () => void;
}

/** The reasons to close an issue: completed, not planned, or "duplicate of…". */
export function CloseIssueMenu({ trigger, defaultOpen, onClose, onCloseAsDuplicate }: Props) {
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {CLOSE_REASONS.filter(({ reason }) => reason !== 'DUPLICATE').map(({ reason, label, Icon }) => (
            <MenuItem key={reason} icon={<Icon />} onClick={() => onClose(reason)}>
              {label}
            </MenuItem>
          ))}
          <MenuItem icon={<CopyRegular />} onClick={onCloseAsDuplicate}>
            Close as duplicate of…
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
