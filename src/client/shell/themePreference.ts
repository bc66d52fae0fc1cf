// The theme the user chose, remembered across visits, and the media queries "System" follows.
import { createContext, useContext } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'triage.theme';

/**
 * The same choice in a cookie, for the server: a server-rendered page is drawn in the chosen theme (the server
 * cannot read localStorage). The page says which one it was drawn in (main.tsx hydrates it only if that is
 * the browser's too).
 */
export const THEME_COOKIE = 'triage-theme';

const PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function isThemePreference(value: unknown): value is ThemePreference {
  return PREFERENCES.includes(value as ThemePreference);
}

/** The preference a Cookie header (or `document.cookie`) carries, if any. */
export function themePreferenceFromCookies(cookies: string): ThemePreference | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === THEME_COOKIE && isThemePreference(value)) return value;
  }
  return undefined;
}

function writeThemeCookie(preference: ThemePreference): void {
  document.cookie = `${THEME_COOKIE}=${preference}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The stored preference (localStorage; the cookie is its copy for the server); 'system' if none. */
export function readStoredThemePreference(): ThemePreference {
  if (typeof window === 'undefined') return 'system';
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): fall back to following the system.
    return 'system';
  }
}

/**
 * Brings the cookie in line with the stored preference (a choice made before the cookie existed). No cookie
 * means "system" to the server: none is written for it.
 */
export function copyThemePreferenceToCookie(): void {
  const stored = readStoredThemePreference();
  const cookie = themePreferenceFromCookies(document.cookie) ?? 'system';
  if (cookie !== stored) writeThemeCookie(stored);
}

export function storeThemePreference(preference: ThemePreference): void {
  writeThemeCookie(preference);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembering the choice is acceptable; it still applies for this visit.
  }
}

export interface ThemePreferenceState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

export const ThemePreferenceContext = createContext<ThemePreferenceState | null>(null);

export function useThemePreference(): ThemePreferenceState {
  const state = useContext(ThemePreferenceContext);
  if (state === null) throw new Error('useThemePreference must be used inside <ThemeProvider>.');
  return state;
}
