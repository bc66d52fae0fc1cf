import type { ReactElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AssigneesMenu_project$key } from '../../../__generated__/AssigneesMenu_project.graphql';
import { FilteredChecklistMenu } from '../ui/FilteredChecklistMenu';
import { UserAvatar } from './UserAvatar';

interface Props {
  project: AssigneesMenu_project$key;
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** Open from the start (loaded on first use by the issue page, ui/DeferredMenu.tsx). */
  defaultOpen?: boolean;
  /** The ids of the people ticked. */
  chosen: readonly string[];
  /** The ids some of the issues at hand have and others not (the bulk bar's), shown as mixed. */
  mixed?: readonly string[];
  /** Called with everyone ticked after each change. */
  onChange: (userIds: string[]) => void;
}

const PERSON_NOUN = { plural: 'people', count: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}` };

/**
 * The people who may be assigned in the project, in a menu of checkboxes with a filter box (by name or
 * login). Used by the issue page (each change saved at once) and the new-issue form (kept until sent).
 */
export function AssigneesMenu({ project, trigger, defaultOpen, chosen, mixed, onChange }: Props) {
  const { assignableUsers } = useFragment(
    graphql`
      fragment AssigneesMenu_project on Project @throwOnFieldError {
        assignableUsers {
          # eslint-disable-next-line relay/unused-fields -- the option's value, read by FilteredChecklistMenu
          id
          name
          login
          ...UserAvatar_user
        }
      }
    `,
    project,
  );
  return (
    <FilteredChecklistMenu
      trigger={trigger}
      defaultOpen={defaultOpen}
      label="Assignees"
      noun={PERSON_NOUN}
      options={assignableUsers}
      matches={(user, query) => user.name.toLowerCase().includes(query) || user.login.toLowerCase().includes(query)}
      view={(user) => ({ icon: <UserAvatar user={user} size={20} />, text: user.name, secondary: `@${user.login}` })}
      chosen={chosen}
      mixed={mixed}
      onChange={onChange}
      empty="Nobody can be assigned in this project."
    />
  );
}
