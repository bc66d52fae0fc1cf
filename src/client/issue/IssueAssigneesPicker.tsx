import { Button, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueAssigneesPicker_issue$key } from '../../../__generated__/IssueAssigneesPicker_issue.graphql';
import { UserAvatar } from '../users/UserAvatar';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredMenu } from '../ui/DeferredMenu';
import { IssueSidebarSection } from './IssueSidebarSection';
import { useClickShortcut } from '../ui/useClickShortcut';
import { useAddAssigneesToIssuesMutation } from '../issueChanges/useAddAssigneesToIssuesMutation';
import { useRemoveAssigneesFromIssuesMutation } from '../issueChanges/useRemoveAssigneesFromIssuesMutation';

// The menu's code (Fluent's Menu, the filter box, the checkboxes) loads when it is first used, not with the page.
const assigneesMenu = deferredComponent(() => import('../users/AssigneesMenu').then((module) => module.AssigneesMenu));

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  issue: IssueAssigneesPicker_issue$key;
  /** The signed-in user's id, for "assign yourself". */
  viewerId: string | null;
}

/**
 * The Assignees section of an issue's sidebar: who is assigned, and for those who may edit the issue a
 * menu of the people who can be assigned, with checkboxes (each change at once, undone with a message if
 * refused), and GitHub's "assign yourself" shortcut when nobody is.
 */
export function IssueAssigneesPicker({ issue, viewerId }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueAssigneesPicker_issue on Issue @throwOnFieldError {
        id
        viewerCanUpdate
        assignees @catch(to: NULL) {
          id
          name
          # eslint-disable-next-line relay/unused-fields -- in the store for the optimistic assignee lists, sorted by login
          login
          ...UserAvatar_user
        }
        project {
          assignableUsers {
            id
          }
          ...AssigneesMenu_project
        }
      }
    `,
    issue,
  );
  const [addAssignees] = useAddAssigneesToIssuesMutation();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  useClickShortcut('a', editButtonRef);
  const [removeAssignees] = useRemoveAssigneesFromIssuesMutation();
  const assignees = data.assignees ?? [];
  const current = assignees.map((user) => user.id);
  const canEdit = data.viewerCanUpdate && data.assignees != null;

  const onChange = (chosen: readonly string[]) => {
    const added = chosen.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !chosen.includes(id));
    if (added.length > 0) addAssignees([data.id], added);
    if (removed.length > 0) removeAssignees([data.id], removed);
  };

  const canAssignSelf = canEdit && viewerId !== null && data.project.assignableUsers.some((user) => user.id === viewerId);
  const action = canEdit && (
    <DeferredMenu
      menu={assigneesMenu}
      menuProps={{ project: data.project, chosen: current, onChange }}
      trigger={<Button ref={editButtonRef} appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Edit assignees" />}
    />
  );

  return (
    <IssueSidebarSection title="Assignees" action={action}>
      {assignees.length === 0 ? (
        <Caption1 className={styles.empty}>
          No one
          {canAssignSelf && (
            <>
              {' — '}
              <Link as="button" inline onClick={() => addAssignees([data.id], [viewerId])}>
                assign yourself
              </Link>
            </>
          )}
        </Caption1>
      ) : (
        <ul className={styles.list} aria-label="Assignees">
          {assignees.map((user) => (
            <li key={user.id} className={styles.person}>
              <UserAvatar user={user} size={20} />
              <span>{user.name}</span>
            </li>
          ))}
        </ul>
      )}
    </IssueSidebarSection>
  );
}
