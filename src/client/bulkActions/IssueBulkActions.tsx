import {
  Button,
  makeStyles,
  mergeClasses,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  Toolbar,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { FlagRegular } from '@fluentui/react-icons/svg/flag';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { TagRegular } from '@fluentui/react-icons/svg/tag';
import type { ReactElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueBulkActions_issues$key } from '../../../__generated__/IssueBulkActions_issues.graphql';
import type { IssueBulkActions_project$key } from '../../../__generated__/IssueBulkActions_project.graphql';
import type { IssueStateReason } from '../../../__generated__/useCloseIssuesMutation.graphql';
import { AssigneesMenu } from '../users/AssigneesMenu';
import { LabelsMenu } from '../labels/LabelsMenu';
import { PRIORITIES, priorityName } from '../priority/priority';
import { PriorityIcon } from '../priority/PriorityIcon';
import { useAddAssigneesToIssuesMutation } from '../issueChanges/useAddAssigneesToIssuesMutation';
import { useAddLabelsToIssuesMutation } from '../issueChanges/useAddLabelsToIssuesMutation';
import { useRemoveAssigneesFromIssuesMutation } from '../issueChanges/useRemoveAssigneesFromIssuesMutation';
import { useRemoveLabelsFromIssuesMutation } from '../issueChanges/useRemoveLabelsFromIssuesMutation';
import { CLOSE_REASONS } from '../issueChanges/closeReasons';
import { useCloseIssuesMutation } from '../issueChanges/useCloseIssuesMutation';
import { useReopenIssuesMutation } from '../issueChanges/useReopenIssuesMutation';
import { useSetIssuesPriorityMutation } from '../issueChanges/useSetIssuesPriorityMutation';
import { issuesNoun } from '../issueChanges/issuesNoun';
import { savedOrUndone } from '../relay/useOutcomeMutation';
import { useMediaQuery } from '../ui/useMediaQuery';
import { useNotify } from '../ui/useNotify';
import { tallyOf } from './tally';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  // On a phone everything stays on one line: the less-used actions are in the "More actions" menu.
  narrow: { flexWrap: 'nowrap', gap: tokens.spacingHorizontalXS, paddingInline: tokens.spacingHorizontalS },
  count: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
});

/** Where the bar has room for one line only: the app's phone width (as the issue page's, 30rem). */
const NARROW = '(max-width: 30rem)';

interface Props {
  project: IssueBulkActions_project$key;
  /** Called after each change the server made: any of them can move issues in or out of the Open / Closed counts. */
  onChanged: () => void;
  /** The selected issues' ids, in list order (at most MAX_BULK_ISSUES in issueChanges/bulkLimit.ts). */
  issueIds: readonly string[];
  /** The same issues: their labels and assignees, which the menus show ticked (all have it) or mixed (some). */
  issues: IssueBulkActions_issues$key;
  /** Whether some of them are closed (then Reopen is offered) or open (then Close is). */
  someOpen: boolean;
  someClosed: boolean;
  /** Why each selected closed issue was closed: what undoing a reopen closes them as again. */
  closeReasons: ReadonlyMap<string, IssueStateReason>;
  /** Empties the selection. */
  onClear: () => void;
}

/**
 * What can be done to the selected issues at once: close, reopen, label, assign, set the priority. One request
 * per action with every selected id (the bulk mutations); each change shows at once and is undone with a
 * message if the server refuses it (all or none). A close or reopen can be undone from the message that
 * follows it, for exactly the issues it changed (not those someone else had already closed or reopened).
 */
export function IssueBulkActions({ project, onChanged, issueIds, issues, someOpen, someClosed, closeReasons, onClear }: Props) {
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW);
  const data = useFragment(
    graphql`
      fragment IssueBulkActions_project on Project @throwOnFieldError {
        # The menus read whole labels and people, as the rows' chips and avatars do: one added optimistically
        # shows at once on the rows.
        ...LabelsMenu_project
        ...AssigneesMenu_project
      }
    `,
    project,
  );
  const selectedIssues = useFragment(
    graphql`
      fragment IssueBulkActions_issues on Issue @relay(plural: true) {
        labels @catch(to: NULL) {
          id
        }
        assignees @catch(to: NULL) {
          id
        }
      }
    `,
    issues,
  );
  const notify = useNotify();
  const [closeIssues] = useCloseIssuesMutation();
  const [reopenIssues] = useReopenIssuesMutation();
  const [addLabels] = useAddLabelsToIssuesMutation();
  const [addAssignees] = useAddAssigneesToIssuesMutation();
  const [removeLabels] = useRemoveLabelsFromIssuesMutation();
  const [removeAssignees] = useRemoveAssigneesFromIssuesMutation();
  const [setPriority] = useSetIssuesPriorityMutation();
  const count = issueIds.length;
  const refreshed = savedOrUndone({ onSaved: onChanged });
  /**
   * The callbacks of a bulk close or reopen of `asked`: once saved, the counts refresh, the selection empties,
   * and a message offers Undo for the issues it changed - those asked for less those the server left alone
   * (already so), which Undo must not touch.
   */
  const undoable = (asked: readonly string[], done: 'Closed' | 'Reopened', undo: (changed: readonly string[]) => void) =>
    savedOrUndone<readonly { readonly id: string }[]>({
      onSaved: (unchanged) => {
        onChanged();
        onClear();
        const changed = asked.filter((id) => !unchanged.some((issue) => issue.id === id));
        if (changed.length > 0)
          notify({
            intent: 'success',
            title: `${done} ${issuesNoun(changed.length)}`,
            action: { label: 'Undo', run: () => undo(changed) },
          });
      },
    });
  const close = (reason: IssueStateReason) => {
    const asked = [...issueIds];
    closeIssues(
      asked,
      reason,
      undoable(asked, 'Closed', (changed) => reopenIssues(changed, refreshed)),
    );
  };
  const reopen = () => {
    const asked = [...issueIds];
    const reasons = new Map(closeReasons);
    // Undo closes each again as it was: one request per reason.
    reopenIssues(
      asked,
      undoable(asked, 'Reopened', (changed) => {
        for (const { reason } of CLOSE_REASONS) {
          const again = changed.filter((id) => (reasons.get(id) ?? 'COMPLETED') === reason);
          if (again.length > 0) closeIssues(again, reason, refreshed);
        }
      }),
    );
  };

  // Ticked: every selected issue has it; mixed: some have it. Ticking adds it to all, unticking removes it from all.
  const labels = tallyOf(selectedIssues.map((issue) => issue.labels));
  const assignees = tallyOf(selectedIssues.map((issue) => issue.assignees));
  const changeAll = (all: readonly string[], add: typeof addLabels, remove: typeof removeLabels) => (chosen: readonly string[]) => {
    const added = chosen.filter((id) => !all.includes(id));
    const removed = all.filter((id) => !chosen.includes(id));
    if (added.length > 0) add(issueIds, added, refreshed);
    if (removed.length > 0) remove(issueIds, removed, refreshed);
  };
  const labelMenu = (trigger: ReactElement) => (
    <LabelsMenu
      project={data}
      trigger={trigger}
      chosen={labels.all}
      mixed={labels.some}
      onChange={changeAll(labels.all, addLabels, removeLabels)}
    />
  );
  const assigneeMenu = (trigger: ReactElement) => (
    <AssigneesMenu
      project={data}
      trigger={trigger}
      chosen={assignees.all}
      mixed={assignees.some}
      onChange={changeAll(assignees.all, addAssignees, removeAssignees)}
    />
  );
  const priorityList = (
    <MenuList aria-label="Set the priority">
      {PRIORITIES.map((priority) => (
        <MenuItem
          key={priority}
          icon={<PriorityIcon priority={priority} decorative />}
          onClick={() => setPriority(issueIds, priority, refreshed)}
        >
          {priorityName(priority)}
        </MenuItem>
      ))}
    </MenuList>
  );
  /** One of the menus above, opened from a button of the bar or from an item of "More actions". */
  const submenu = (trigger: ReactElement, list: ReactElement) => (
    <Menu>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>{list}</MenuPopover>
    </Menu>
  );

  return (
    <Toolbar
      className={mergeClasses(styles.root, narrow && styles.narrow)}
      aria-label={`Actions for ${count} selected ${count === 1 ? 'issue' : 'issues'}`}
    >
      <Text className={styles.count} role="status">
        {count} selected
      </Text>
      {someOpen &&
        submenu(
          <MenuButton icon={<CheckmarkCircleRegular />}>Close…</MenuButton>,
          <MenuList aria-label="Close as">
            {CLOSE_REASONS.map(({ reason, label, Icon }) => (
              <MenuItem key={reason} icon={<Icon />} onClick={() => close(reason)}>
                {label}
              </MenuItem>
            ))}
          </MenuList>,
        )}
      {someClosed && (
        <Button icon={<ArrowClockwiseRegular />} onClick={reopen}>
          Reopen
        </Button>
      )}
      {narrow ? (
        submenu(
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label="More actions" />,
          <MenuList aria-label="More actions">
            {labelMenu(<MenuItem icon={<TagRegular />}>Label</MenuItem>)}
            {assigneeMenu(<MenuItem icon={<PersonRegular />}>Assign</MenuItem>)}
            {submenu(<MenuItem icon={<FlagRegular />}>Priority</MenuItem>, priorityList)}
            <MenuDivider />
            <MenuItem icon={<DismissRegular />} onClick={onClear}>
              Clear selection
            </MenuItem>
          </MenuList>,
        )
      ) : (
        <>
          {labelMenu(<MenuButton icon={<TagRegular />}>Label…</MenuButton>)}
          {assigneeMenu(<MenuButton icon={<PersonRegular />}>Assign…</MenuButton>)}
          {submenu(<MenuButton icon={<FlagRegular />}>Priority…</MenuButton>, priorityList)}
          <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
            Clear selection
          </Button>
        </>
      )}
    </Toolbar>
  );
}
