import { DesktopRegular } from '@fluentui/react-icons/svg/desktop';
import { WeatherMoonRegular } from '@fluentui/react-icons/svg/weather-moon';
import { WeatherSunnyRegular } from '@fluentui/react-icons/svg/weather-sunny';
import type { ReactElement } from 'react';
import type { ThemePreference } from './themePreference';

/** The theme switch's choices, shared by its button (the current one's icon) and its menu. */
export const THEME_OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; icon: ReactElement }> = [
  { value: 'light', label: 'Light', icon: <WeatherSunnyRegular /> },
  { value: 'dark', label: 'Dark', icon: <WeatherMoonRegular /> },
  { value: 'system', label: 'System', icon: <DesktopRegular /> },
];
