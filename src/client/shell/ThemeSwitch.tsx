import {
  makeStyles,
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type MenuProps,
} from '@fluentui/react-components';
import { DesktopRegular } from '@fluentui/react-icons/svg/desktop';
import { WeatherMoonRegular } from '@fluentui/react-icons/svg/weather-moon';
import { WeatherSunnyRegular } from '@fluentui/react-icons/svg/weather-sunny';
import type { ReactElement } from 'react';
import { isThemePreference, useThemePreference, type ThemePreference } from './themePreference';

const OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; icon: ReactElement }> = [
  { value: 'light', label: 'Light', icon: <WeatherSunnyRegular /> },
  { value: 'dark', label: 'Dark', icon: <WeatherMoonRegular /> },
  { value: 'system', label: 'System', icon: <DesktopRegular /> },
];

/** Lets the user pick Light, Dark or System (follow the operating system); the choice is remembered. */
const useStyles = makeStyles({
  // On a phone the icon alone: the header has no room for the word (the accessible name keeps it).
  label: { '@media (max-width: 480px)': { display: 'none' } },
});

export function ThemeSwitch() {
  const styles = useStyles();
  const { preference, setPreference } = useThemePreference();
  const current = OPTIONS.find((option) => option.value === preference) ?? OPTIONS[2]!;

  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, { checkedItems }) => {
    const [choice] = checkedItems;
    if (isThemePreference(choice)) setPreference(choice);
  };

  return (
    <Menu checkedValues={{ theme: [preference] }} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        {/* The accessible name starts with the visible text and adds the current choice. */}
        <MenuButton appearance="subtle" icon={current.icon} aria-label={`Theme: ${current.label}`}>
          <span className={styles.label}>Theme</span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {OPTIONS.map((option) => (
            <MenuItemRadio key={option.value} name="theme" value={option.value} icon={option.icon}>
              {option.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
