import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { graphql, useFragment } from 'react-relay';
import type { NewIssueAssigneesField_project$key } from '../../../__generated__/NewIssueAssigneesField_project.graphql';
import { IssueSidebarSection } from '../issue/IssueSidebarSection';
import { UserAvatar } from '../users/UserAvatar';
import { AssigneesMenu } from '../users/AssigneesMenu';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  project: NewIssueAssigneesField_project$key;
  /** The ids of the people chosen. */
  value: readonly string[];
  onChange: (userIds: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Who a new issue starts assigned to: the people who may be assigned in the project, in a menu of checkboxes. */
export function NewIssueAssigneesField({ project, value, onChange, error, disabled = false }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment NewIssueAssigneesField_project on Project @throwOnFieldError {
        assignableUsers {
          id
          name
          ...UserAvatar_user
        }
        ...AssigneesMenu_project
      }
    `,
    project,
  );
  const chosen = data.assignableUsers.filter((person) => value.includes(person.id));
  const action = (
    <AssigneesMenu
      project={data}
      chosen={value}
      onChange={onChange}
      trigger={<Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Choose assignees" disabled={disabled} />}
    />
  );
  return (
    <IssueSidebarSection title="Assignees" action={action}>
      {chosen.length === 0 ? (
        <Caption1 className={styles.empty}>Nobody yet</Caption1>
      ) : (
        <ul className={styles.list} aria-label="Assignees chosen">
          {chosen.map((person) => (
            <li key={person.id} className={styles.person}>
              <UserAvatar user={person} size={20} />
              {person.name}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <Caption1 role="alert" className={styles.error}>
          {error}
        </Caption1>
      )}
    </IssueSidebarSection>
  );
}
