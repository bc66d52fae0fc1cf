import { Button, MenuButton } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueStateButton_issue$key } from '../../../__generated__/IssueStateButton_issue.graphql';
import type { IssueStateReason } from '../../../__generated__/useCloseIssuesMutation.graphql';
import { useCloseIssuesMutation } from '../issueChanges/useCloseIssuesMutation';
import { useReopenIssuesMutation } from '../issueChanges/useReopenIssuesMutation';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredMenu } from '../ui/DeferredMenu';
import { useClickShortcut } from '../ui/useClickShortcut';

// The menu's code (Fluent's Menu, its positioning, Tabster) loads when it is first used, not with the page.
const closeIssueMenu = deferredComponent(() => import('./CloseIssueMenu').then((module) => module.CloseIssueMenu));

// The picker (a Fluent Dialog) and its mutation load when "Close as duplicate of…" is first chosen.
const CloseAsDuplicateDialog = lazy(() =>
  import('../relations/CloseAsDuplicateDialog').then((module) => ({ default: module.CloseAsDuplicateDialog })),
);

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
  const [picking, setPicking] = useState(false);
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
  const picker = picking && (
    <Suspense fallback={null}>
      <CloseAsDuplicateDialog issueId={data.id} projectSlug={data.project.slug} onClose={() => setPicking(false)} />
    </Suspense>
  );
  return (
    <>
      <DeferredMenu
        menu={closeIssueMenu}
        menuProps={{
          onClose: (reason: IssueStateReason) => void closeIssues([data.id], reason),
          onCloseAsDuplicate: () => setPicking(true),
        }}
        trigger={
          <MenuButton ref={buttonRef} icon={<CheckmarkCircleRegular />}>
            Close issue
          </MenuButton>
        }
      />
      {picker}
    </>
  );
}
