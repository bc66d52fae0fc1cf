import { FluentProvider, makeStaticStyles, webLightTheme, type Theme } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  readStoredThemePreference,
  storeThemePreference,
  ThemePreferenceContext,
  useMediaQuery,
  type ThemePreference,
} from './themePreference';
import { loadedTheme, loadTheme, resolveThemeName } from './themes';

// The page itself: no default margin around the themed surface.
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

// The provider's element carries the theme's background, so it must cover the whole viewport. An inline
// style, not a class: with applyStylesToPortals, Fluent gives the provider's className to every portal
// mount node too (menus, tooltips), and a full-height portal node would cover the page while a menu is open.
const FULL_VIEWPORT = { minHeight: '100vh' } as const;

/** Owns the theme preference and applies the resulting Fluent theme to everything below it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useGlobalStyles();
  const [preference, setPreferenceState] = useState(readStoredThemePreference);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const forcedColors = useMediaQuery('(forced-colors: active)');
  const name = resolveThemeName(preference, prefersDark, forcedColors);
  // A theme not loaded yet (Dark just chosen, the system just turned dark): the one on screen stays until
  // its tokens arrive, then the page switches at once.
  const ready = loadedTheme(name);
  const [onScreen, setOnScreen] = useState<Theme>(ready ?? webLightTheme);
  if (ready && ready !== onScreen) setOnScreen(ready);
  const theme = ready ?? onScreen;
  const dark = theme !== webLightTheme;

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadTheme(name).then(
      (loaded) => current && setOnScreen(loaded),
      // The code did not arrive (offline): the theme on screen stays; choosing again tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, ready]);

  // Native parts outside Fluent's reach (scrollbars, form autofill) follow the same scheme.
  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  const setPreference = useCallback((next: ThemePreference) => {
    storeThemePreference(next);
    setPreferenceState(next);
  }, []);
  const state = useMemo(() => ({ preference, setPreference }), [preference, setPreference]);

  return (
    <ThemePreferenceContext value={state}>
      <FluentProvider theme={theme} style={FULL_VIEWPORT} applyStylesToPortals>
        {children}
      </FluentProvider>
    </ThemePreferenceContext>
  );
}
