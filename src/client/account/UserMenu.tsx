import { makeStyles, MenuButton, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Role, UserMenu_viewer$key } from '../../../__generated__/UserMenu_viewer.graphql';
import { SIGN_IN_PATH } from '../paths';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredMenu } from '../ui/DeferredMenu';
import { UserAvatar } from '../users/UserAvatar';
import { clearAllDrafts } from '../ui/drafts';
import { useUnsentForms } from '../ui/unsentForms';
import { useHydrated } from '../ui/useHydrated';
import { useSessionChanged } from './useSessionChanged';
import { useSignOutMutation } from './useSignOutMutation';

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  ADMIN: 'Admin',
  MEMBER: 'Member',
  VIEWER: 'Viewer',
  // A role added to the schema after this client was built.
  '%future added value': 'Other role',
};

// The menu's code (Fluent's Menu and its positioning) loads when the menu is first used.
const userMenuList = deferredComponent(() => import('./UserMenuList').then((module) => module.UserMenuList));

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  failure: { color: tokens.colorPaletteRedForeground1 },
  // On a phone the header holds the avatar only: the name wrapped and pushed the button past the edge. The
  // button's accessible name (aria-label) still says who is signed in.
  name: { '@media (max-width: 480px)': { display: 'none' } },
  // Nor Fluent's 96 px minimum width for a button with text, which forced colours draw with a border.
  button: { '@media (max-width: 480px)': { minWidth: 'auto' } },
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
  const unsentForms = useUnsentForms();
  const [failed, setFailed] = useState(false);
  const role = ROLE_LABELS[data.role];
  // Drawn by the server with the page (AppLayout), the button cannot open anything until the page has hydrated:
  // until then it says so (it looks the same, so nothing changes on screen when it can).
  const hydrated = useHydrated();

  const onSignOut = () => {
    setFailed(false);
    signOut({
      onOutcome: () => {
        // Nobody signed in later in this tab sees what was typed (and leaving is not asked about).
        clearAllDrafts();
        unsentForms?.forgetAll();
        sessionChanged(SIGN_IN_PATH);
      },
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
      <DeferredMenu
        menu={userMenuList}
        menuProps={{ login: data.login, role, isAdmin: data.role === 'ADMIN', onSignOut, isSigningOut }}
        trigger={
          // The accessible name starts with the visible text and adds the role.
          <MenuButton
            className={styles.button}
            appearance="subtle"
            icon={<UserAvatar user={data} />}
            aria-label={`${data.name} (${role})`}
            aria-disabled={hydrated ? undefined : true}
          >
            <span className={styles.name}>{data.name}</span>
          </MenuButton>
        }
      />
    </div>
  );
}
