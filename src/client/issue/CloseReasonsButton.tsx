import { MenuButton } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { useState, type Ref } from 'react';
import type { IssueStateReason } from '../../../__generated__/useCloseIssuesMutation.graphql';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredDialog } from '../ui/DeferredDialog';
import { DeferredMenu } from '../ui/DeferredMenu';

// The menu's code (Fluent's Menu, its positioning, Tabster) loads when it is first used, not with the page.
const closeIssueMenu = deferredComponent(() => import('./CloseIssueMenu').then((module) => module.CloseIssueMenu));

// The picker (a Fluent Dialog) and its mutation load when "Close as duplicate of…" is first chosen.
const closeAsDuplicateDialog = deferredComponent(() =>
  import('../relations/CloseAsDuplicateDialog').then((module) => module.CloseAsDuplicateDialog),
);

interface Props {
  issueId: string;
  /** The issue's project, searched for the issue it duplicates. */
  projectSlug: string;
  /** The button's text: "Close issue", or "Close with comment" in the comment box. */
  label: string;
  /** Closes the issue for a reason other than a duplicate. */
  onClose: (reason: IssueStateReason) => void;
  /**
   * Runs once the issue it duplicates is chosen, before the issue is closed: the comment box sends its
   * comment first, as for the other reasons. Without it the issue is closed at once.
   */
  beforeClosingAsDuplicate?: (proceed: () => void) => void;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A Close button that offers the reasons (completed, not planned, or "duplicate of…", which opens a picker of
 * the issue it duplicates): the issue page's Close issue and the comment box's Close with comment alike.
 */
export function CloseReasonsButton({ issueId, projectSlug, label, onClose, beforeClosingAsDuplicate, disabled, buttonRef }: Props) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <DeferredMenu
        menu={closeIssueMenu}
        menuProps={{ onClose, onCloseAsDuplicate: () => setPicking(true) }}
        trigger={
          <MenuButton ref={buttonRef} icon={<CheckmarkCircleRegular />} disabled={disabled}>
            {label}
          </MenuButton>
        }
      />
      {picking && (
        <DeferredDialog
          dialog={closeAsDuplicateDialog}
          props={{ issueId, projectSlug, before: beforeClosingAsDuplicate, onClose: () => setPicking(false) }}
          name="Close as duplicate"
          onFailed={() => setPicking(false)}
        />
      )}
    </>
  );
}
