// The theme switch's choices: its button shows the current one's icon, its menu (loaded on first use) lists all.
import { DesktopRegular } from '@fluentui/react-icons/svg/desktop';
import { WeatherMoonRegular } from '@fluentui/react-icons/svg/weather-moon';
import { WeatherSunnyRegular } from '@fluentui/react-icons/svg/weather-sunny';
import type { ReactElement } from 'react';
import type { ThemePreference } from './themePreference';

export const THEME_OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; icon: ReactElement }> = [
  { value: 'light', label: 'Light', icon: <WeatherSunnyRegular /> },
  { value: 'dark', label: 'Dark', icon: <WeatherMoonRegular /> },
  { value: 'system', label: 'System', icon: <DesktopRegular /> },
];
