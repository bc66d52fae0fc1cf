// The account menu's list, loaded on first use (UserMenu, DeferredMenu).
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
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import type { MouseEvent } from 'react';
import type { DeferredMenuProps } from '../shell/DeferredMenu';

interface Props extends DeferredMenuProps {
  login: string;
  role: string;
  changePasswordHref: string;
  onChangePasswordClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onSignOut: () => void;
  isSigningOut: boolean;
}

export function UserMenuList(props: Props) {
  const { login, role, changePasswordHref, onChangePasswordClick, onSignOut, isSigningOut } = props;
  return (
    <Menu defaultOpen={props.defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{props.trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>
              Signed in as @{login} · {role}
            </MenuGroupHeader>
            <MenuItemLink href={changePasswordHref} onClick={onChangePasswordClick} icon={<KeyRegular />}>
              Change password
            </MenuItemLink>
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
