import {
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuButton,
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
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { TagRegular } from '@fluentui/react-icons/svg/tag';
import { graphql, useFragment } from 'react-relay';
import type { IssueBulkActions_project$key } from '../../../__generated__/IssueBulkActions_project.graphql';
import { UserAvatar } from '../users/UserAvatar';
import { LabelSwatch } from '../labels/LabelSwatch';
import { useAddAssigneesToIssuesMutation } from '../issueChanges/useAddAssigneesToIssuesMutation';
import { useAddLabelsToIssuesMutation } from '../issueChanges/useAddLabelsToIssuesMutation';
import { CLOSE_REASONS } from '../issueChanges/closeReasons';
import { useCloseIssuesMutation } from '../issueChanges/useCloseIssuesMutation';
import { useReopenIssuesMutation } from '../issueChanges/useReopenIssuesMutation';
import { savedOrUndone } from '../relay/useOutcomeMutation';

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
  count: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS },
});

interface Props {
  project: IssueBulkActions_project$key;
  /** Called after each change the server made: any of them can move issues in or out of the Open / Closed counts. */
  onChanged: () => void;
  /** The selected issues' ids, in list order (at most MAX_BULK_ISSUES in issueChanges/bulkLimit.ts). */
  issueIds: readonly string[];
  /** Whether some of them are closed (then Reopen is offered) or open (then Close is). */
  someOpen: boolean;
  someClosed: boolean;
  /** Empties the selection. */
  onClear: () => void;
}

/**
 * What can be done to the selected issues at once: close, reopen, label, assign. One request per action
 * with every selected id (the bulk mutations); each change shows at once and is undone with a message if
 * the server refuses it (all or none).
 */
export function IssueBulkActions({ project, onChanged, issueIds, someOpen, someClosed, onClear }: Props) {
  const styles = useStyles();
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
  const [closeIssues] = useCloseIssuesMutation();
  const [reopenIssues] = useReopenIssuesMutation();
  const [addLabels] = useAddLabelsToIssuesMutation();
  const [addAssignees] = useAddAssigneesToIssuesMutation();
  const count = issueIds.length;
  const done = savedOrUndone({ onSaved: onChanged });
  const doneAndClear = savedOrUndone({
    onSaved: () => {
      onChanged();
      onClear();
    },
  });

  return (
    <Toolbar className={styles.root} aria-label={`Actions for ${count} selected ${count === 1 ? 'issue' : 'issues'}`}>
      <Text className={styles.count} role="status">
        {count} selected
      </Text>
      {someOpen && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton icon={<CheckmarkCircleRegular />}>Close…</MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList aria-label="Close as">
              {CLOSE_REASONS.map(({ reason, label, Icon }) => (
                <MenuItem key={reason} icon={<Icon />} onClick={() => closeIssues(issueIds, reason, doneAndClear)}>
                  {label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      {someClosed && (
        <Button icon={<ArrowClockwiseRegular />} onClick={() => reopenIssues(issueIds, doneAndClear)}>
          Reopen
        </Button>
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton icon={<TagRegular />}>Label…</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList aria-label="Add a label">
            {data.labels.length === 0 && <Caption1 className={styles.empty}>This project has no labels yet.</Caption1>}
            {data.labels.map((label) => (
              <MenuItem key={label.id} icon={<LabelSwatch color={label.color} />} onClick={() => addLabels(issueIds, [label.id], done)}>
                {label.name}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton icon={<PersonRegular />}>Assign…</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList aria-label="Assign to">
            {data.assignableUsers.map((user) => (
              <MenuItem key={user.id} icon={<UserAvatar user={user} size={20} />} onClick={() => addAssignees(issueIds, [user.id], done)}>
                {user.name}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
        Clear selection
      </Button>
    </Toolbar>
  );
}
