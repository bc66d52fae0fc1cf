// The theme the user chose, remembered across visits, and the media queries "System" follows.
import { createContext, useContext } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'triage.theme';

const PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function isThemePreference(value: unknown): value is ThemePreference {
  return PREFERENCES.includes(value as ThemePreference);
}

export function readStoredThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): fall back to following the system.
    return 'system';
  }
}

export function storeThemePreference(preference: ThemePreference): void {
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
