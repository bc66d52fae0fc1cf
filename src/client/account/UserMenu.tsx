import {
  makeStyles,
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons/svg/key';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { Role, UserMenu_viewer$key } from '../../../__generated__/UserMenu_viewer.graphql';
import { ADMIN_PROJECTS_PATH } from '../paths';
import { UserAvatar } from '../users/UserAvatar';
import { CHANGE_PASSWORD_PATH, PROFILE_PATH, SIGN_IN_PATH } from '../paths';
import { useSessionChanged } from './useSessionChanged';
import { useSignOutMutation } from './useSignOutMutation';

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  ADMIN: 'Admin',
  MEMBER: 'Member',
  VIEWER: 'Viewer',
  // A role added to the schema after this client was built.
  '%future added value': 'Other role',
};

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  failure: { color: tokens.colorPaletteRedForeground1 },
  // On a phone the header holds the avatar only: the name wrapped and pushed the button past the edge. The
  // button's accessible name (aria-label) still says who is signed in.
  name: { '@media (max-width: 480px)': { display: 'none' } },
});

/**
 * The signed-in user in the header: their avatar and name, opening a menu that shows their login and
 * role, and leads to "Change password", "Administration" (admins) and "Sign out". Signing out replaces the Relay environment (the
 * store holds what this user may see) and goes to the sign-in page.
 */
export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on User @throwOnFieldError {
        name
        login
        role
        ...UserAvatar_user
      }
    `,
    viewer,
  );
  const [signOut, isSigningOut] = useSignOutMutation();
  const sessionChanged = useSessionChanged();
  const [failed, setFailed] = useState(false);
  const profileHref = useHref(PROFILE_PATH);
  const onProfileClick = useLinkClickHandler<HTMLAnchorElement>(PROFILE_PATH);
  const changePasswordHref = useHref(CHANGE_PASSWORD_PATH);
  const onChangePasswordClick = useLinkClickHandler<HTMLAnchorElement>(CHANGE_PASSWORD_PATH);
  const role = ROLE_LABELS[data.role];
  const adminHref = useHref(ADMIN_PROJECTS_PATH);
  const onAdminClick = useLinkClickHandler<HTMLAnchorElement>(ADMIN_PROJECTS_PATH);

  const onSignOut = () => {
    setFailed(false);
    signOut({
      onOutcome: () => sessionChanged(SIGN_IN_PATH),
      // The session may well still be on: stay, and say so.
      onError: () => setFailed(true),
    });
  };

  return (
    <div className={styles.root}>
      {failed && (
        <Text role="alert" className={styles.failure}>
          Couldn't sign out. Try again.
        </Text>
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          {/* The accessible name starts with the visible text and adds the role. */}
          <MenuButton appearance="subtle" icon={<UserAvatar user={data} />} aria-label={`${data.name} (${role})`}>
            <span className={styles.name}>{data.name}</span>
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader>
                Signed in as @{data.login} · {role}
              </MenuGroupHeader>
              <MenuItemLink href={profileHref} onClick={onProfileClick} icon={<PersonRegular />}>
                Profile
              </MenuItemLink>
              <MenuItemLink href={changePasswordHref} onClick={onChangePasswordClick} icon={<KeyRegular />}>
                Change password
              </MenuItemLink>
              {/* The admin area: projects, people, invitations, settings. Shown to admins only. */}
              {data.role === 'ADMIN' && (
                <MenuItemLink href={adminHref} onClick={onAdminClick} icon={<SettingsRegular />}>
                  Administration
                </MenuItemLink>
              )}
            </MenuGroup>
            <MenuDivider />
            <MenuItem icon={<SignOutRegular />} onClick={onSignOut} disabled={isSigningOut}>
              {isSigningOut ? 'Signing out…' : 'Sign out'}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
