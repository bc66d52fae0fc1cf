// The account menu itself, loaded on first use (UserMenu, DeferredMenu): the viewer's login and role, links
// to the profile, the password and (admins) the administration, and Sign out.
import {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons/svg/key';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { ADMIN_PROJECTS_PATH, CHANGE_PASSWORD_PATH, PROFILE_PATH } from '../paths';
import type { DeferredMenuProps } from '../ui/DeferredMenu';

interface Props extends DeferredMenuProps {
  login: string;
  /** The role's name, as the menu button says it. */
  role: string;
  isAdmin: boolean;
  onSignOut: () => void;
  isSigningOut: boolean;
}

export function UserMenuList({ login, role, isAdmin, onSignOut, isSigningOut, trigger, defaultOpen }: Props) {
  const profileHref = useHref(PROFILE_PATH);
  const onProfileClick = useLinkClickHandler<HTMLAnchorElement>(PROFILE_PATH);
  const changePasswordHref = useHref(CHANGE_PASSWORD_PATH);
  const onChangePasswordClick = useLinkClickHandler<HTMLAnchorElement>(CHANGE_PASSWORD_PATH);
  const adminHref = useHref(ADMIN_PROJECTS_PATH);
  const onAdminClick = useLinkClickHandler<HTMLAnchorElement>(ADMIN_PROJECTS_PATH);
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>
              Signed in as @{login} · {role}
            </MenuGroupHeader>
            <MenuItemLink href={profileHref} onClick={onProfileClick} icon={<PersonRegular />}>
              Profile
            </MenuItemLink>
            <MenuItemLink href={changePasswordHref} onClick={onChangePasswordClick} icon={<KeyRegular />}>
              Change password
            </MenuItemLink>
            {/* The admin area: projects, people, invitations, settings. Shown to admins only. */}
            {isAdmin && (
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
  );
}
