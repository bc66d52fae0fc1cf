import {
  FluentProvider,
  makeStaticStyles,
  teamsHighContrastTheme,
  webDarkTheme,
  webLightTheme,
  type Theme,
} from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../ui/useMediaQuery';
import { ColorSchemeContext } from '../ui/colorScheme';
import { useHydrated } from '../ui/useHydrated';
import { readStoredThemePreference, storeThemePreference, ThemePreferenceContext, type ThemePreference } from './themePreference';

// The page itself: no default margin around the themed surface. Under forced colours, Fluent's loading
// placeholders sweep a solid block of the text colour across the page (white on black): there they are
// outlined in the system's grey text colour instead, and still. The scrollbar's gutter stays when a dialog
// stops the page scrolling, so the page does not shift sideways.
const useGlobalStyles = makeStaticStyles([
  { html: { scrollbarGutter: 'stable' }, body: { margin: 0 } },
  '@media (forced-colors: active) { .fui-Skeleton .fui-SkeletonItem { outline: 1px solid GrayText; outline-offset: -1px; } .fui-Skeleton .fui-SkeletonItem::after { display: none; } }',
]);

// The provider's element carries the theme's background, so it must cover the whole viewport. An inline
// style, not a class: with applyStylesToPortals, Fluent gives the provider's className to every portal
// mount node too (menus, tooltips), and a full-height portal node would cover the page while a menu is open.
const FULL_VIEWPORT = { minHeight: '100vh' } as const;

function resolveTheme(preference: ThemePreference, prefersDark: boolean, forcedColors: boolean): Theme {
  if (preference === 'light') return webLightTheme;
  if (preference === 'dark') return webDarkTheme;
  // Under forced colours (Windows high contrast) Fluent's high-contrast theme maps onto system colours.
  if (forcedColors) return teamsHighContrastTheme;
  return prefersDark ? webDarkTheme : webLightTheme;
}

interface Props {
  /** The stored preference as the server read it (its cookie); in the browser, read from storage. */
  initialPreference?: ThemePreference;
  children: ReactNode;
}

/**
 * Owns the theme preference and applies the resulting Fluent theme to everything below it. The media queries
 * read false on the server and while a server-rendered page hydrates (useMediaQuery), so "system" is drawn
 * light there; the server's page adds the dark theme's variables under `prefers-color-scheme: dark`
 * (serverEntry.tsx), and the browser's dark theme takes over once hydrated.
 */
export function ThemeProvider({ initialPreference, children }: Props) {
  useGlobalStyles();
  const [preference, setPreferenceState] = useState(() => initialPreference ?? readStoredThemePreference());
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const forcedColors = useMediaQuery('(forced-colors: active)');
  const theme = resolveTheme(preference, prefersDark, forcedColors);
  const dark = theme !== webLightTheme;
  // "System" is not known until hydrated (the media queries read false until then): parts that colour themselves
  // draw both schemes meanwhile (ui/colorScheme.ts).
  const hydrated = useHydrated();
  const scheme = preference === 'system' && !hydrated ? 'system' : dark ? 'dark' : 'light';

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
      <ColorSchemeContext value={scheme}>
        <FluentProvider theme={theme} style={FULL_VIEWPORT} applyStylesToPortals>
          {children}
        </FluentProvider>
      </ColorSchemeContext>
    </ThemePreferenceContext>
  );
}
