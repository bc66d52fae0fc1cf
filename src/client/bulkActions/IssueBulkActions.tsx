import {
  Button,
  Caption1,
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
import type { IssueBulkActions_project$key } from '../../../__generated__/IssueBulkActions_project.graphql';
import type { IssueStateReason } from '../../../__generated__/useCloseIssuesMutation.graphql';
import { UserAvatar } from '../users/UserAvatar';
import { LabelSwatch } from '../labels/LabelSwatch';
import { PRIORITIES, priorityName } from '../priority/priority';
import { PriorityIcon } from '../priority/PriorityIcon';
import { useAddAssigneesToIssuesMutation } from '../issueChanges/useAddAssigneesToIssuesMutation';
import { useAddLabelsToIssuesMutation } from '../issueChanges/useAddLabelsToIssuesMutation';
import { CLOSE_REASONS } from '../issueChanges/closeReasons';
import { useCloseIssuesMutation } from '../issueChanges/useCloseIssuesMutation';
import { useReopenIssuesMutation } from '../issueChanges/useReopenIssuesMutation';
import { useSetIssuesPriorityMutation } from '../issueChanges/useSetIssuesPriorityMutation';
import { issuesNoun } from '../issueChanges/issuesNoun';
import { savedOrUndone } from '../relay/useOutcomeMutation';
import { useMediaQuery } from '../ui/useMediaQuery';
import { useNotify } from '../ui/useNotify';

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
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS },
});

/** Where the bar has room for one line only: the app's phone width (as the issue page's, 30rem). */
const NARROW = '(max-width: 30rem)';

interface Props {
  project: IssueBulkActions_project$key;
  /** Called after each change the server made: any of them can move issues in or out of the Open / Closed counts. */
  onChanged: () => void;
  /** The selected issues' ids, in list order (at most MAX_BULK_ISSUES in issueChanges/bulkLimit.ts). */
  issueIds: readonly string[];
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
export function IssueBulkActions({ project, onChanged, issueIds, someOpen, someClosed, closeReasons, onClear }: Props) {
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW);
  const data = useFragment(
    graphql`
      fragment IssueBulkActions_project on Project @throwOnFieldError {
        # The whole label, as the rows' chips read it: a label added optimistically shows at once.
        labels {
          id
          name
          color
          # eslint-disable-next-line relay/unused-fields -- in the store for the optimistic label on the rows
          description
        }
        # The whole person, as the rows' avatars read it: an assignee added optimistically shows at once.
        assignableUsers {
          id
          name
          # eslint-disable-next-line relay/unused-fields -- in the store for the optimistic assignee on the rows
          login
          ...UserAvatar_user
        }
      }
    `,
    project,
  );
  const notify = useNotify();
  const [closeIssues] = useCloseIssuesMutation();
  const [reopenIssues] = useReopenIssuesMutation();
  const [addLabels] = useAddLabelsToIssuesMutation();
  const [addAssignees] = useAddAssigneesToIssuesMutation();
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

  const labelList = (
    <MenuList aria-label="Add a label">
      {data.labels.length === 0 && <Caption1 className={styles.empty}>This project has no labels yet.</Caption1>}
      {data.labels.map((label) => (
        <MenuItem key={label.id} icon={<LabelSwatch color={label.color} />} onClick={() => addLabels(issueIds, [label.id], refreshed)}>
          {label.name}
        </MenuItem>
      ))}
    </MenuList>
  );
  const assignList = (
    <MenuList aria-label="Assign to">
      {data.assignableUsers.map((user) => (
        <MenuItem key={user.id} icon={<UserAvatar user={user} size={20} />} onClick={() => addAssignees(issueIds, [user.id], refreshed)}>
          {user.name}
        </MenuItem>
      ))}
    </MenuList>
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
            {submenu(<MenuItem icon={<TagRegular />}>Label</MenuItem>, labelList)}
            {submenu(<MenuItem icon={<PersonRegular />}>Assign</MenuItem>, assignList)}
            {submenu(<MenuItem icon={<FlagRegular />}>Priority</MenuItem>, priorityList)}
            <MenuDivider />
            <MenuItem icon={<DismissRegular />} onClick={onClear}>
              Clear selection
            </MenuItem>
          </MenuList>,
        )
      ) : (
        <>
          {submenu(<MenuButton icon={<TagRegular />}>Label…</MenuButton>, labelList)}
          {submenu(<MenuButton icon={<PersonRegular />}>Assign…</MenuButton>, assignList)}
          {submenu(<MenuButton icon={<FlagRegular />}>Priority…</MenuButton>, priorityList)}
          <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
            Clear selection
          </Button>
        </>
      )}
    </Toolbar>
  );
}
