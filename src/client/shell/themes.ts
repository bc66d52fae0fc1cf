// Fluent's themes, the light one up front and the others on demand: each theme is a full set of token
// values, and most visits only ever use one. main.tsx waits for the theme the page starts with, so
// nobody sees the wrong one first.
import { webLightTheme, type Theme } from '@fluentui/react-components';
import { readStoredThemePreference, type ThemePreference } from './themePreference';

export type ThemeName = 'light' | 'dark' | 'high-contrast';

const loaded = new Map<ThemeName, Theme>([['light', webLightTheme]]);

export function resolveThemeName(preference: ThemePreference, prefersDark: boolean, forcedColors: boolean): ThemeName {
  if (preference === 'light') return 'light';
  if (preference === 'dark') return 'dark';
  // Under forced colours (Windows high contrast) Fluent's high-contrast theme maps onto system colours.
  if (forcedColors) return 'high-contrast';
  return prefersDark ? 'dark' : 'light';
}

/** The theme, if its tokens are here already. */
export function loadedTheme(name: ThemeName): Theme | undefined {
  return loaded.get(name);
}

export async function loadTheme(name: ThemeName): Promise<Theme> {
  const ready = loaded.get(name);
  if (ready) return ready;
  const { webDarkTheme, teamsHighContrastTheme } = await import('./otherThemes');
  loaded.set('dark', webDarkTheme);
  loaded.set('high-contrast', teamsHighContrastTheme);
  return loaded.get(name)!;
}

/** The theme the page starts with, from the stored choice and the media queries at this moment. */
export function initialThemeName(): ThemeName {
  const matches = (query: string) => window.matchMedia(query).matches;
  return resolveThemeName(readStoredThemePreference(), matches('(prefers-color-scheme: dark)'), matches('(forced-colors: active)'));
}
