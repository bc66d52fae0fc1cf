import { makeStyles, MenuButton } from '@fluentui/react-components';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredMenu } from '../ui/DeferredMenu';
import { THEME_OPTIONS } from './themeOptions';
import { useThemePreference } from './themePreference';

// The menu's code (Fluent's Menu and its positioning) loads when the switch is first used.
const themeMenu = deferredComponent(() => import('./ThemeMenu').then((module) => module.ThemeMenu));

const useStyles = makeStyles({
  // On a phone the icon alone: the header has no room for the word (the accessible name keeps it), nor for
  // Fluent's 96 px minimum width, which forced colours draw with a border.
  button: { '@media (max-width: 480px)': { minWidth: 'auto' } },
  label: { '@media (max-width: 480px)': { display: 'none' } },
  // Nor for the chevron: with an unread count beside the inbox the header's tools outgrew 390 px.
  chevron: { '@media (max-width: 480px)': { display: 'none' } },
});

/** Lets the user pick Light, Dark or System (follow the operating system); the choice is remembered. */
export function ThemeSwitch() {
  const styles = useStyles();
  const { preference, setPreference } = useThemePreference();
  const current = THEME_OPTIONS.find((option) => option.value === preference) ?? THEME_OPTIONS[2]!;

  return (
    <DeferredMenu
      menu={themeMenu}
      menuProps={{ preference, setPreference }}
      trigger={
        // The accessible name starts with the visible text and adds the current choice.
        <MenuButton
          className={styles.button}
          menuIcon={{ className: styles.chevron }}
          appearance="subtle"
          icon={current.icon}
          aria-label={`Theme: ${current.label}`}
        >
          <span className={styles.label}>Theme</span>
        </MenuButton>
      }
    />
  );
}
