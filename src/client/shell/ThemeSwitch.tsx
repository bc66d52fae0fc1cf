import { MenuButton } from '@fluentui/react-components';
import { deferredComponent, DeferredMenu } from './DeferredMenu';
import { THEME_OPTIONS } from './themeOptions';
import { useThemePreference } from './themePreference';

// The menu's code (Fluent's Menu and its positioning) loads when the switch is first used.
const themeMenu = deferredComponent(() => import('./ThemeMenu').then((module) => module.ThemeMenu));

/** Lets the user pick Light, Dark or System (follow the operating system); the choice is remembered. */
export function ThemeSwitch() {
  const { preference, setPreference } = useThemePreference();
  const current = THEME_OPTIONS.find((option) => option.value === preference) ?? THEME_OPTIONS[2]!;

  return (
    <DeferredMenu
      menu={themeMenu}
      menuProps={{ preference, setPreference }}
      trigger={
        // The accessible name starts with the visible text and adds the current choice.
        <MenuButton appearance="subtle" icon={current.icon} aria-label={`Theme: ${current.label}`}>
          Theme
        </MenuButton>
      }
    />
  );
}
